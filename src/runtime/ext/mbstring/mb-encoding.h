// mb-encoding.h — mbstring's encodings: the table of php's names and aliases, decoding to code points and encoding back.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hop::mb {

/// A decoded position that was not valid input (php's MBFL_BAD_INPUT).
inline constexpr uint32_t kBadInput = 0xFFFFFFFE;

enum class Kind : uint8_t {
  Pass, Bit8, Bit7, Ascii, Latin1, Utf8, Utf16, Utf16BE, Utf16LE, Utf32, Utf32BE, Utf32LE,
  Ucs2, Ucs2BE, Ucs2LE, Ucs4, Ucs4BE, Ucs4LE, Utf7, Utf7Imap, Base64, QPrint, UUencode, HtmlEnt, Icu,
};

struct Encoding {
  const char* name;
  const char* mime;                      // null: none
  std::vector<const char*> aliases;
  Kind kind = Kind::Icu;
  const char* icu = nullptr;             // ICU converter name for Kind::Icu
  const unsigned char* mblen = nullptr;  // byte length of a character by its first byte (php's mblen_table)
  int width = 0;                         // fixed bytes per character, 0: variable

  bool isTransfer() const { return kind == Kind::Base64 || kind == Kind::QPrint || kind == Kind::UUencode; }
  bool isUtf8() const { return kind == Kind::Utf8; }
};

/// Every encoding, in mb_list_encodings() order ("pass" etc. excluded).
const std::vector<Encoding>& allEncodings();
/// An encoding by name or alias (case-insensitive), or null.
const Encoding* findEncoding(std::string_view name);
const Encoding* utf8();

/// Decodes bytes to code points (kBadInput for invalid input). `errors` counts them.
std::vector<uint32_t> decode(const Encoding* e, std::string_view in, size_t* errors = nullptr);
/// Encodes code points, substituting as mb_substitute_character() says.
std::string encode(const Encoding* e, const std::vector<uint32_t>& cps);
/// Whole-string conversion (transfer encodings such as BASE64 work on the bytes).
std::string convert(std::string_view in, const Encoding* to, const Encoding* from);
/// mb_check_encoding's test.
bool checkEncoding(std::string_view in, const Encoding* e);

/// Appends a code point as UTF-8 (no checks).
void appendUtf8(std::string& out, uint32_t cp);

// --- Per-request settings -------------------------------------------------------
enum class SubstMode : uint8_t { Char, None, Long, Entity };
struct Settings {
  const Encoding* internal = nullptr;   // null: from default_charset / UTF-8
  const Encoding* derived = nullptr;    // that one, once read from the ini settings (their hooks forget it)
  SubstMode substMode = SubstMode::Char;
  uint32_t substChar = '?';
  std::vector<const Encoding*> detectOrder;   // empty: the language's default
  bool detectOrderSet = false;
  std::string language = "neutral";
  const Encoding* httpOutput = nullptr;
  const Encoding* regexEncoding = nullptr;
  bool inited = false;
  std::string lastName;                 // php's cache of the last encoding name looked up
  const Encoding* lastEnc = nullptr;
  size_t substitutions = 0;             // invalid or unmappable input substituted (all conversions)
  int64_t illegalChars = 0;             // mb_get_info's illegal_chars: those of mb_convert_encoding
  const Encoding* httpInputIdentify = nullptr;   // the encoding mb_parse_str found
};
Settings& settings();
const Encoding* internalEncoding();
/// php 8.2's deprecation for BASE64, QPrint, UUENCODE and HTML-ENTITIES arguments.
void deprecateTransfer(const char* func, const Encoding* e);
/// Resolves an optional encoding argument (null: internal); throws php's ValueError when unknown.
const Encoding* encodingArg(const char* func, int argNum, const char* argName, std::string_view name, bool given);

} // namespace hop::mb
