// iconv-common.h — the iconv module's conversion helper and settings, shared by its files.
#pragma once

#include <string>
#include <string_view>

namespace hop::iconvext {

enum class Status { Ok, Illegal, Incomplete, WrongCharset, Unknown };

/// Converts with glibc iconv (flushing the shift state); "//IGNORE" drops bad input.
Status convert(std::string_view from, std::string_view to, std::string_view in, std::string& out);
/// php's notice/warning for a failed conversion.
void report(const char* fn, Status st, std::string_view from, std::string_view to);
/// iconv.input_encoding / output_encoding / internal_encoding, falling back like php.
std::string setting(const char* name);
/// php's 64-character limit on charset names (warns).
bool charsetOk(const char* fn, std::string_view cs);

} // namespace hop::iconvext
