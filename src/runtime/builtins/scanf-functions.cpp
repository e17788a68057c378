// scanf-functions.cpp — sscanf and fscanf: ext/standard/scanf.c of PHP 8.2 (itself from
// Tcl 8.3's scan command), with its quirks kept because they are visible: "%c" stops at
// whitespace, "%i" reads "-0x10" as -0, a number wider than 63 bytes is cut there, and
// both strings end at their first NUL byte as they do in C.
//
// The scanner is pure: it validates the format, then walks format and input producing
// (index, value) assignments; the builtins write them to the by-reference variables, or
// into the returned array when no variables were passed.
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/stream-access.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

constexpr int kScanMaxArgs = 0xFF;  // "%N$" limit when no variables are passed
constexpr size_t kNumberBuffer = 64;  // PHP's buffer for a number's characters, NUL included

// Conversion flags (SCAN_* in scanf.c).
constexpr int kNoSkip = 0x1;       // don't skip leading whitespace
constexpr int kSuppress = 0x2;     // "%*": scan but assign nothing
constexpr int kUnsigned = 0x4;     // "%u"
constexpr int kSignOk = 0x10;      // a sign may come next
constexpr int kNoDigits = 0x20;    // no digit scanned yet
constexpr int kNoZero = 0x40;      // no zero scanned yet
constexpr int kXOk = 0x80;         // an 'x' may come next (after a leading 0)
constexpr int kPointOk = 0x100;    // a decimal point may come next
constexpr int kExponentOk = 0x200; // an exponent may come next

inline bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }

/// Bytes up to the first NUL: the C string PHP's scanner sees.
std::string_view cString(std::string_view s) {
  size_t nul = s.find('\0');
  return nul == std::string_view::npos ? s : s.substr(0, nul);
}

/// A NUL-terminated view: at(i) is '\0' at and past the end, like the C code's reads.
struct CText {
  std::string_view s;
  char at(size_t i) const { return i < s.size() ? s[i] : '\0'; }
};

/// strtoul over the digits at `pos` (which must start with a digit), advancing past them;
/// saturates like strtoul but only its low 32 bits matter to the int it is stored in.
unsigned long long readDecimal(const CText& t, size_t& pos) {
  unsigned long long value = 0;
  bool overflow = false;
  while (isDigit(t.at(pos))) {
    unsigned digit = static_cast<unsigned>(t.at(pos) - '0');
    if (value > (~0ULL - digit) / 10) overflow = true;
    if (!overflow) value = value * 10 + digit;
    ++pos;
  }
  return overflow ? ~0ULL : value;
}

/// A "%[...]" set (BuildCharSet): characters and ranges, possibly negated with '^'.
struct CharSet {
  bool exclude = false;
  std::string chars;
  std::vector<std::pair<signed char, signed char>> ranges;

  bool contains(char c) const {
    auto ch = static_cast<signed char>(c);
    bool match = chars.find(c) != std::string::npos;
    for (size_t i = 0; !match && i < ranges.size(); ++i) {
      match = ranges[i].first <= ch && ch <= ranges[i].second;
    }
    return exclude ? !match : match;
  }
};

/// Reads the set starting at `pos` (just after '['), returns the position after its ']'.
/// The format was validated, so the ']' exists.
size_t buildCharSet(const CText& f, size_t pos, CharSet& set) {
  if (f.at(pos) == '^') {
    set.exclude = true;
    ++pos;
  }
  size_t ch = pos++;
  char start = f.at(ch);
  if (f.at(ch) == ']' || f.at(ch) == '-') {
    set.chars += f.at(ch);
    ch = pos++;
  }
  while (f.at(ch) != ']') {
    if (f.at(pos) == '-') {
      start = f.at(ch);  // maybe the first character of a range: wait and see
    } else if (f.at(ch) == '-') {
      if (f.at(pos) == ']') {
        // A '-' just before the ']' is literal, and so is the character before it.
        set.chars += start;
        set.chars += '-';
      } else {
        ch = pos++;
        auto a = static_cast<signed char>(start), b = static_cast<signed char>(f.at(ch));
        set.ranges.push_back(a < b ? std::make_pair(a, b) : std::make_pair(b, a));
      }
    } else {
      set.chars += f.at(ch);
    }
    ch = pos++;
  }
  return pos;
}

/// One scanned value.
struct ScanValue {
  enum class Type { Int, Double, String } type;
  int64_t i = 0;
  double d = 0;
  std::string s;
};

struct ScanOutcome {
  bool eof = false;          // input ran out before any conversion: -1 or null
  int conversions = 0;       // what sscanf returns when variables were passed
  int totalVars = 0;         // the size of the returned array when none were
  std::vector<std::pair<int, ScanValue>> assignments;  // (variable index, value), in order
};

[[noreturn]] void formatError(const std::string& message) { throwError(ErrorKind::ValueError, message); }

/// ValidateFormat: throws PHP's ValueError for a malformed format or a variable count that
/// does not match; returns the number of variables the format assigns.
int validateFormat(const CText& f, int numVars) {
  std::vector<int> assigned(static_cast<size_t>(std::max(numVars, 16)), 0);
  auto count = [&](int index) {
    if (static_cast<size_t>(index) >= assigned.size()) assigned.resize(static_cast<size_t>(index) + 16, 0);
    assigned[static_cast<size_t>(index)]++;
  };
  bool gotXpg = false, gotSequential = false;
  int objIndex = 0, xpgSize = 0;
  auto badIndex = [&]() {
    formatError(gotXpg ? "\"%n$\" argument index out of range" : "Different numbers of variable names and field specifiers");
  };

  size_t pos = 0;
  while (f.at(pos) != '\0') {
    size_t ch = pos++;
    int flags = 0;
    if (f.at(ch) != '%') continue;
    ch = pos++;
    if (f.at(ch) == '%') continue;
    if (f.at(ch) == '*') {
      flags |= kSuppress;
      ch = pos++;
    } else {
      bool isXpg = false;
      if (isDigit(f.at(ch))) {
        size_t end = ch;
        unsigned long long value = readDecimal(f, end);
        if (f.at(end) == '$') {
          isXpg = true;
          pos = end + 1;
          ch = pos++;
          gotXpg = true;
          if (gotSequential) formatError("cannot mix \"%\" and \"%n$\" conversion specifiers");
          objIndex = static_cast<int>(value) - 1;  // PHP stores strtoul's result in an int
          if (objIndex < 0 || (numVars && objIndex >= numVars)) badIndex();
          if (numVars == 0) {
            if (static_cast<int>(value) > kScanMaxArgs) badIndex();
            xpgSize = std::max(xpgSize, static_cast<int>(value));
          }
        }
      }
      if (!isXpg) {
        gotSequential = true;
        if (gotXpg) formatError("cannot mix \"%\" and \"%n$\" conversion specifiers");
      }
    }

    if (isDigit(f.at(ch))) {  // a width
      pos = ch;
      readDecimal(f, pos);
      ch = pos++;
    }
    if (f.at(ch) == 'l' || f.at(ch) == 'L' || f.at(ch) == 'h') ch = pos++;  // size: ignored
    if (!(flags & kSuppress) && numVars && objIndex >= numVars) badIndex();

    switch (f.at(ch)) {
      case 'n': case 'd': case 'D': case 'i': case 'o': case 'x': case 'X': case 'u':
      case 'f': case 'e': case 'E': case 'g': case 's': case 'c':
        break;
      case '[': {
        auto unmatched = [] { formatError("Unmatched [ in format string"); };
        if (f.at(pos) == '\0') unmatched();
        ch = pos++;
        if (f.at(ch) == '^') {
          if (f.at(pos) == '\0') unmatched();
          ch = pos++;
        }
        if (f.at(ch) == ']') {
          if (f.at(pos) == '\0') unmatched();
          ch = pos++;
        }
        while (f.at(ch) != ']') {
          if (f.at(pos) == '\0') unmatched();
          ch = pos++;
        }
        break;
      }
      default:
        // PHP formats the byte with %c, so a NUL ends the message early.
        formatError(f.at(ch) == '\0' ? std::string("Bad scan conversion character \"")
                                     : std::string("Bad scan conversion character \"") + f.at(ch) + "\"");
    }
    if (!(flags & kSuppress)) {
      count(objIndex);
      objIndex++;
    }
  }

  if (numVars == 0) numVars = xpgSize ? xpgSize : objIndex;
  for (int i = 0; i < numVars; i++) {
    int n = static_cast<size_t>(i) < assigned.size() ? assigned[static_cast<size_t>(i)] : 0;
    if (n > 1) formatError("Variable is assigned by multiple \"%n$\" conversion specifiers");
    if (!xpgSize && n == 0) formatError("Variable is not assigned by any conversion specifiers");
  }
  return numVars;
}

/// php_sscanf_internal after validation. numVars == 0 means "return an array".
ScanOutcome scan(std::string_view input, std::string_view format, int numVars) {
  const CText f{cString(format)};
  const CText s{cString(input)};
  ScanOutcome out;
  out.totalVars = validateFormat(f, numVars);

  int objIndex = 0;
  bool underflow = false;
  size_t fp = 0;  // format position
  size_t sp = 0;  // input position
  auto assign = [&](int flags, ScanValue v) {
    if (!(flags & kSuppress)) out.assignments.emplace_back(objIndex++, std::move(v));
  };

  while (f.at(fp) != '\0') {
    char ch = f.at(fp++);
    int flags = 0;

    // Whitespace in the format skips any whitespace in the input.
    if (isSpace(ch)) {
      while (isSpace(s.at(sp))) ++sp;
      continue;
    }
    bool literal = ch != '%';
    if (!literal) {
      ch = f.at(fp++);
      literal = ch == '%';
    }
    if (literal) {
      if (s.at(sp) == '\0') {
        underflow = true;
        break;
      }
      if (s.at(sp++) != ch) break;
      continue;
    }

    if (ch == '*') {
      flags |= kSuppress;
      ch = f.at(fp++);
    } else if (isDigit(ch)) {
      size_t end = fp - 1;
      unsigned long long value = readDecimal(f, end);
      if (f.at(end) == '$') {
        fp = end + 1;
        ch = f.at(fp++);
        objIndex = static_cast<int>(value) - 1;
      }
    }
    size_t width = 0;
    if (isDigit(ch)) {
      size_t end = fp - 1;
      width = static_cast<size_t>(readDecimal(f, end));
      fp = end;
      ch = f.at(fp++);
    }
    if (ch == 'l' || ch == 'L' || ch == 'h') ch = f.at(fp++);

    char op = 0;
    int base = 0;
    switch (ch) {
      case 'n':
        if (!(flags & kSuppress)) {
          ScanValue v{ScanValue::Type::Int};
          v.i = static_cast<int64_t>(sp);
          assign(flags, std::move(v));
        }
        out.conversions++;
        continue;
      case 'd': case 'D': op = 'i'; base = 10; break;
      case 'i': op = 'i'; base = 0; break;
      case 'o': op = 'i'; base = 8; break;
      case 'x': case 'X': op = 'i'; base = 16; break;
      case 'u': op = 'i'; base = 10; flags |= kUnsigned; break;
      case 'f': case 'e': case 'E': case 'g': op = 'f'; break;
      case 's': op = 's'; break;
      case 'c':
        op = 's';  // like %s (so it stops at whitespace), without skipping whitespace first
        flags |= kNoSkip;
        if (width == 0) width = 1;
        break;
      case '[': op = '['; flags |= kNoSkip; break;
    }

    if (s.at(sp) == '\0') {
      underflow = true;
      break;
    }
    if (!(flags & kNoSkip)) {
      while (isSpace(s.at(sp))) ++sp;
      if (s.at(sp) == '\0') {
        underflow = true;
        break;
      }
    }

    bool stop = false;
    switch (op) {
      case 's': {
        if (width == 0) width = ~size_t(0);
        size_t end = sp;
        while (s.at(end) != '\0' && !isSpace(s.at(end))) {
          end++;
          if (--width == 0) break;
        }
        ScanValue v{ScanValue::Type::String};
        v.s = std::string(s.s.substr(sp, end - sp));
        assign(flags, std::move(v));
        sp = end;
        break;
      }
      case '[': {
        CharSet set;
        fp = buildCharSet(f, fp, set);
        if (width == 0) width = ~size_t(0);
        size_t end = sp;
        while (s.at(end) != '\0' && set.contains(s.at(end))) {
          end++;
          if (--width == 0) break;
        }
        if (end == sp) {  // nothing matched: stop scanning
          stop = true;
          break;
        }
        ScanValue v{ScanValue::Type::String};
        v.s = std::string(s.s.substr(sp, end - sp));
        assign(flags, std::move(v));
        sp = end;
        break;
      }
      case 'i': {
        if (width == 0 || width > kNumberBuffer - 1) width = kNumberBuffer - 1;
        std::string buf;
        flags |= kSignOk | kNoDigits | kNoZero;
        for (; width > 0; width--) {
          char c = s.at(sp);
          bool take = false;
          if (c == '0') {
            if (base == 16) flags |= kXOk;
            if (base == 0) {
              base = 8;
              flags |= kXOk;
            }
            if (flags & kNoZero) {
              flags &= ~(kSignOk | kNoDigits | kNoZero);
            } else {
              flags &= ~(kSignOk | kXOk | kNoDigits);
            }
            take = true;
          } else if (c >= '1' && c <= '7') {
            if (base == 0) base = 10;
            flags &= ~(kSignOk | kXOk | kNoDigits);
            take = true;
          } else if (c == '8' || c == '9') {
            if (base == 0) base = 10;
            if (base > 8) {
              flags &= ~(kSignOk | kXOk | kNoDigits);
              take = true;
            }
          } else if ((c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f')) {
            if (base > 10) {
              flags &= ~(kSignOk | kXOk | kNoDigits);
              take = true;
            }
          } else if (c == '+' || c == '-') {
            if (flags & kSignOk) {
              flags &= ~kSignOk;
              take = true;
            }
          } else if (c == 'x' || c == 'X') {
            if ((flags & kXOk) && buf.size() == 1) {
              base = 16;
              flags &= ~kXOk;
              take = true;
            }
          }
          if (!take) break;
          buf += s.at(sp++);
          if (s.at(sp) == '\0') break;
        }
        // Only a sign, or a trailing 'x' after a 0: back up.
        if (flags & kNoDigits) {
          if (s.at(sp) == '\0') underflow = true;
          stop = true;
          break;
        }
        if (buf.back() == 'x' || buf.back() == 'X') {
          buf.pop_back();
          sp--;
        }
        if (!(flags & kSuppress)) {
          errno = 0;
          ScanValue v{ScanValue::Type::Int};
          if (flags & kUnsigned) {
            unsigned long long u = std::strtoull(buf.c_str(), nullptr, base);
            if (static_cast<int64_t>(u) < 0) {
              // PHP has no unsigned ints: such values come back as strings.
              v.type = ScanValue::Type::String;
              v.s = std::to_string(u);
            } else {
              v.i = static_cast<int64_t>(u);
            }
          } else {
            v.i = std::strtoll(buf.c_str(), nullptr, base);
          }
          assign(flags, std::move(v));
        }
        break;
      }
      case 'f': {
        if (width == 0 || width > kNumberBuffer - 1) width = kNumberBuffer - 1;
        std::string buf;
        flags |= kSignOk | kNoDigits | kPointOk | kExponentOk;
        for (; width > 0; width--) {
          char c = s.at(sp);
          bool take = false;
          if (isDigit(c)) {
            flags &= ~(kSignOk | kNoDigits);
            take = true;
          } else if (c == '+' || c == '-') {
            if (flags & kSignOk) {
              flags &= ~kSignOk;
              take = true;
            }
          } else if (c == '.') {
            if (flags & kPointOk) {
              flags &= ~(kSignOk | kPointOk);
              take = true;
            }
          } else if (c == 'e' || c == 'E') {
            // An exponent only after at least one digit.
            if ((flags & (kNoDigits | kExponentOk)) == kExponentOk) {
              flags = (flags & ~(kExponentOk | kPointOk)) | kSignOk | kNoDigits;
              take = true;
            }
          }
          if (!take) break;
          buf += s.at(sp++);
          if (s.at(sp) == '\0') break;
        }
        if (flags & kNoDigits) {
          if (flags & kExponentOk) {  // no digits at all
            if (s.at(sp) == '\0') underflow = true;
            stop = true;
            break;
          }
          // A bad exponent ("e" and maybe a sign): give those characters back.
          buf.pop_back();
          sp--;
          if (s.at(sp) != 'e' && s.at(sp) != 'E') {
            buf.pop_back();
            sp--;
          }
        }
        if (!(flags & kSuppress)) {
          ScanValue v{ScanValue::Type::Double};
          v.d = std::strtod(buf.c_str(), nullptr);
          assign(flags, std::move(v));
        }
        break;
      }
    }
    if (stop) break;
    out.conversions++;
  }

  out.eof = underflow && out.conversions == 0;
  return out;
}

TypedValue toPhpValue(const ScanValue& v) {
  switch (v.type) {
    case ScanValue::Type::Int: return makeInt(v.i);
    case ScanValue::Type::Double: return makeDouble(v.d);
    case ScanValue::Type::String: break;
  }
  return makeStringNoIncRef(StringData::make(v.s));
}

/// Runs the scan and sets the builtin's result: with variables (arguments from `firstVar`
/// on), the number of conversions or -1; without, an array or null.
void scanInto(NativeArgs& a, std::string_view input, std::string_view format, uint32_t firstVar) {
  int numVars = a.count > firstVar ? static_cast<int>(a.count - firstVar) : 0;
  ScanOutcome out = scan(input, format, numVars);
  if (numVars) {
    if (out.eof) {
      a.retInt(-1);
      return;
    }
    for (auto& [index, value] : out.assignments) {
      tvAssignMove(a.argv[firstVar + static_cast<uint32_t>(index)], toPhpValue(value));
    }
    a.retInt(out.conversions);
    return;
  }
  if (out.eof) {
    a.retNull();
    return;
  }
  ArrayData* result = ArrayData::makePacked(static_cast<uint32_t>(out.totalVars));
  for (int i = 0; i < out.totalVars; i++) ArrayData::append(result, makeNull());
  for (auto& [index, value] : out.assignments) ArrayData::setInt(result, index, toPhpValue(value));
  a.retArray(result);
}

// sscanf(string $string, string $format, mixed &...$vars): array|int|null
void f_sscanf(NativeArgs& a) { scanInto(a, a.sv(0), a.sv(1), 2); }

// fscanf($stream, string $format, mixed &...$vars): array|int|false|null — one line.
void f_fscanf(NativeArgs& a) {
  ResourceImpl* stream = streamArgument(a, 0);
  std::string line;
  if (!streamReadLine(stream, line)) {
    a.retBool(false);
    return;
  }
  scanInto(a, line, a.sv(1), 2);
}

const BuiltinDecl kScanfBuiltins[] = {
    {"sscanf(string $string, string $format, mixed &...$vars): array|int|null", f_sscanf},
    {"fscanf($stream, string $format, mixed &...$vars): array|int|false|null", f_fscanf},
};
HOP_REGISTER_BUILTINS(kScanfBuiltins);

} // namespace

} // namespace hop
