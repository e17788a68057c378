// mb-text.h — a string seen as characters of its encoding (php's mblen-table and fixed-width views), shared by mbstring's files.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "runtime/ext/mbstring/mb-encoding.h"

namespace hop::mb {

/// Character boundaries of a string: UTF-8 by php's lead-byte table, fixed-width
/// encodings by width; others are converted to UTF-8 first (`converted`).
struct Text {
  const Encoding* enc;
  std::string bytes;            // the bytes searched (UTF-8 when converted)
  std::vector<size_t> starts;   // byte offset of each character
  bool converted = false;
  int width = 0;                // fixed width (no conversion) or 0

  Text(const Encoding* e, std::string_view s);
  size_t length() const { return starts.size(); }
  size_t byteOf(size_t ch) const { return ch < starts.size() ? starts[ch] : width ? starts.size() * size_t(width) : bytes.size(); }
  /// Character index of a byte offset (characters starting before it).
  size_t charOf(size_t byte) const;
  /// Characters [from, from+n) back in the original encoding.
  std::string slice(size_t from, size_t n) const;
};

/// UTF-8 -> encoding, and encoding -> UTF-8 (invalid input substituted).
std::string fromUtf8(const Encoding* e, std::string_view s);
std::string toUtf8(const Encoding* e, std::string_view s);

/// Bytes at the end of `s` that php's legacy (streaming) UTF-8 filter still holds as an
/// unfinished character when input ends; its callers that never flush lose them.
/// 0 for other encodings.
size_t legacyPendingTail(const Encoding* e, std::string_view s);
/// UTF-8 decoded as php 8.2's streaming filter does: a broken sequence is one kBadInput
/// and its offending byte is read again as a new character (another kBadInput unless it
/// is ASCII or a lead byte); an unfinished last character is one kBadInput when `flush`,
/// dropped otherwise. `byteEnds` (if given) gets, for each input byte that produced
/// characters, the output size after it.
std::vector<uint32_t> legacyDecodeUtf8(std::string_view s, bool flush, std::vector<size_t>* byteEnds = nullptr);
/// Byte index at which php's legacy filter for `e` first reports invalid input
/// (SIZE_MAX: never; an unfinished last character is not reported).
size_t legacyFirstBad(const Encoding* e, std::string_view s);

/// The encodings mbstring.http_input (or input_encoding) lists.
std::vector<const Encoding*> httpInputList();
/// mb_parse_str's source encoding for these decoded names and values (mbstring.http_input).
const Encoding* httpInputEncoding(const std::vector<std::string_view>& parts);

/// Case mapping (mb_convert_case modes) of code points.
std::vector<uint32_t> convertCase(const std::vector<uint32_t>& in, int mode);

/// mb_encode_mimeheader's encoding of `input` (in the `in` encoding) as `cs`, B or Q.
std::string encodeMimeHeader(std::string_view input, const Encoding* in, const Encoding* cs, bool q, const std::string& lf,
                             int64_t indent);
/// The mail charset and the header/body transfer encodings of mb_language() (mb_send_mail).
void languageMailEncodings(const char*& charset, const char*& headerEnc, const char*& bodyEnc);

} // namespace hop::mb
