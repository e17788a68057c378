// printf-format.cpp — runtime: php_formatted_print of PHP 8.2 (ext/standard/formatted_print.c).
//
// The scanner is a faithful state machine port: the order in which PHP checks things, the
// places where it gives up on a specifier whose argument is missing (and goes on scanning
// the rest of the format as literal text, so a later ValueError still wins), and its
// padding quirks are all observable in the output.
#include "runtime/number/printf-format.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstring>

#include "runtime/number/double-format.h"
#include "runtime/number/numeric-string.h"

namespace hop {

PrintfArgs::~PrintfArgs() = default;

int64_t PrintfValueArgs::asInt(size_t i) {
  const PrintfValue& v = m_values[i];
  switch (v.type) {
    case PrintfValue::Type::Int: return v.i;
    case PrintfValue::Type::Double: return doubleToInt(v.d);
    case PrintfValue::Type::String: return stringToInt(v.s);
  }
  return 0;
}

double PrintfValueArgs::asDouble(size_t i) {
  const PrintfValue& v = m_values[i];
  switch (v.type) {
    case PrintfValue::Type::Int: return static_cast<double>(v.i);
    case PrintfValue::Type::Double: return v.d;
    case PrintfValue::Type::String: return stringToDouble(v.s);
  }
  return 0;
}

std::string PrintfValueArgs::asString(size_t i) {
  const PrintfValue& v = m_values[i];
  switch (v.type) {
    case PrintfValue::Type::Int: return std::to_string(v.i);
    case PrintfValue::Type::Double: {
      std::string s;
      appendDoublePrecision(s, v.d, 14);
      return s;
    }
    case PrintfValue::Type::String: return v.s;
  }
  return std::string();
}

namespace {

constexpr int kAlignLeft = 0;
constexpr int kAlignRight = 1;
constexpr int kAdjustWidth = 1;
constexpr int kAdjustPrecision = 2;
constexpr int kFloatPrecision = 6;
constexpr int kMaxFloatPrecision = 53;
constexpr long kArgNext = -1;
constexpr long kArgInvalid = -2;

constexpr char kHexLower[] = "0123456789abcdef";
constexpr char kHexUpper[] = "0123456789ABCDEF";

inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/// Thrown inside the formatter to unwind to formatPrintf with PHP's error.
struct PrintfFailure {
  PrintfResult::ErrorKind kind;
  std::string message;
};

[[noreturn]] void fail(PrintfResult::ErrorKind kind, std::string message) {
  throw PrintfFailure{kind, std::move(message)};
}
[[noreturn]] void valueError(std::string message) { fail(PrintfResult::ErrorKind::ValueError, std::move(message)); }

class Formatter {
 public:
  Formatter(std::string_view format, PrintfArgs& args, int extraParams, size_t maxOutput, PrintfResult& result)
      : m_format(format), m_args(args), m_extraParams(extraParams), m_maxOutput(maxOutput), m_result(result),
        m_out(result.out) {}

  void run();

 private:
  /// The format byte at i, or '\0' past the end (PHP's strings end in a NUL).
  char at(size_t i) const { return i < m_format.size() ? m_format[i] : '\0'; }

  /// php_sprintf_getnumber: the decimal number at m_pos (advancing past it), or -1 when it
  /// is >= INT_MAX.
  long getNumber() {
    long value = 0;
    bool tooLarge = false;
    while (isDigit(at(m_pos))) {
      if (!tooLarge) {
        value = value * 10 + (at(m_pos) - '0');
        if (value >= INT_MAX) tooLarge = true;
      }
      ++m_pos;
    }
    return tooLarge ? -1 : value;
  }

  /// php_sprintf_get_argnum: "N$" -> N - 1, or kArgNext when there is no '$'.
  long getArgnum() {
    size_t p = m_pos;
    while (isDigit(at(p))) ++p;
    if (at(p) != '$') return kArgNext;
    long number = getNumber();
    if (number <= 0) {
      valueError("Argument number specifier must be greater than zero and less than " + std::to_string(INT_MAX));
    }
    ++m_pos;  // '$'
    return number - 1;
  }

  void noteMissing(long argnum) { m_maxMissing = std::max(m_maxMissing, argnum); }

  void reserve(size_t extra) {
    if (extra > m_maxOutput || m_out.size() > m_maxOutput - extra) {
      m_result.triedToAllocate = m_out.size() + extra;
      fail(PrintfResult::ErrorKind::FatalError, "Allowed memory size of " + std::to_string(m_maxOutput) +
                                                    " bytes exhausted (tried to allocate " +
                                                    std::to_string(m_out.size() + extra) + " bytes)");
    }
  }

  void appendString(const char* add, size_t minWidth, size_t maxWidth, char padding, int alignment, size_t length,
                    bool negative, bool expprec, bool alwaysSign);
  void appendInt(int64_t number, size_t width, char padding, int alignment, bool alwaysSign);
  void appendUint(uint64_t number, size_t width, char padding, int alignment);
  void appendDouble(double number, size_t width, char padding, int alignment, int precision, int adjust, char fmt,
                    bool alwaysSign);
  void append2n(int64_t number, size_t width, char padding, int alignment, int bits, const char* chars,
                bool expprec);

  std::string_view m_format;
  PrintfArgs& m_args;
  int m_extraParams;
  size_t m_maxOutput;
  PrintfResult& m_result;
  std::string& m_out;
  size_t m_pos = 0;
  long m_maxMissing = -1;
};

void Formatter::appendString(const char* add, size_t minWidth, size_t maxWidth, char padding, int alignment,
                             size_t length, bool negative, bool expprec, bool alwaysSign) {
  size_t copyLength = expprec ? std::min(maxWidth, length) : length;
  size_t padCount = minWidth < copyLength ? 0 : minWidth - copyLength;
  size_t fieldWidth = std::max(minWidth, copyLength);
  // PHP: if (m_width > INT_MAX - *pos - 1), computed in size_t.
  if (fieldWidth > static_cast<size_t>(INT_MAX) - m_out.size() - 1) {
    fail(PrintfResult::ErrorKind::FatalError, "Field width " + std::to_string(fieldWidth) + " is too long");
  }
  reserve(fieldWidth);
  if (alignment == kAlignRight) {
    // Zero padding goes between the sign and the digits.
    if ((negative || alwaysSign) && padding == '0') {
      m_out += negative ? '-' : '+';
      add++;
      copyLength--;
    }
    m_out.append(padCount, padding);
  }
  m_out.append(add, copyLength);
  if (alignment == kAlignLeft) m_out.append(padCount, padding);
}

void Formatter::appendInt(int64_t number, size_t width, char padding, int alignment, bool alwaysSign) {
  char buffer[24];
  char* end = buffer + sizeof buffer;
  char* p = end;
  bool negative = number < 0;
  uint64_t magnitude = negative ? 0 - static_cast<uint64_t>(number) : static_cast<uint64_t>(number);
  do {
    *--p = static_cast<char>('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude > 0);
  if (negative) {
    *--p = '-';
  } else if (alwaysSign) {
    *--p = '+';
  }
  if (alignment == kAlignLeft && padding == '0') padding = ' ';  // no zeros after an integer
  appendString(p, width, 0, padding, alignment, static_cast<size_t>(end - p), negative, false, alwaysSign);
}

void Formatter::appendUint(uint64_t number, size_t width, char padding, int alignment) {
  char buffer[24];
  char* end = buffer + sizeof buffer;
  char* p = end;
  do {
    *--p = static_cast<char>('0' + number % 10);
    number /= 10;
  } while (number > 0);
  if (alignment == kAlignLeft && padding == '0') padding = ' ';
  appendString(p, width, 0, padding, alignment, static_cast<size_t>(end - p), false, false, false);
}

void Formatter::appendDouble(double number, size_t width, char padding, int alignment, int precision, int adjust,
                             char fmt, bool alwaysSign) {
  if ((adjust & kAdjustPrecision) == 0) {
    precision = kFloatPrecision;
  } else if (precision > kMaxFloatPrecision) {
    m_result.notices.push_back("Requested precision of " + std::to_string(precision) +
                               " digits was truncated to PHP maximum of " + std::to_string(kMaxFloatPrecision) +
                               " digits");
    m_args.notice(m_result.notices.back());
    precision = kMaxFloatPrecision;
  }

  // NAN and INF ignore the requested width (PHP passes 3 as the minimum width).
  if (std::isnan(number)) {
    appendString("NaN", 3, 0, padding, alignment, 3, false, false, alwaysSign);
    return;
  }
  if (std::isinf(number)) {
    appendString("INF", 3, 0, padding, alignment, 3, number < 0, false, alwaysSign);
    return;
  }

  std::string text;
  bool negative = false;
  switch (fmt) {
    case 'e':
    case 'E':
    case 'f':
    case 'F': {
      negative = number < 0;
      if (negative) {
        text += '-';
      } else if (alwaysSign) {
        text += '+';
      }
      if (fmt == 'f' || fmt == 'F') {
        appendFixedAbs(text, std::fabs(number), precision);
      } else {
        appendExponentialAbs(text, std::fabs(number), precision, fmt);
      }
      break;
    }
    default: {  // g G h H
      if (precision == 0) precision = 1;
      char expChar = fmt == 'G' || fmt == 'H' ? 'E' : 'e';
      if (alwaysSign && !std::signbit(number)) text += '+';
      appendDoubleGeneral(text, number, precision, '.', expChar);
      negative = text[0] == '-';
      break;
    }
  }
  appendString(text.data(), width, 0, padding, alignment, text.size(), negative, false, alwaysSign);
}

void Formatter::append2n(int64_t number, size_t width, char padding, int alignment, int bits, const char* chars,
                         bool expprec) {
  char buffer[72];
  char* end = buffer + sizeof buffer;
  char* p = end;
  uint64_t value = static_cast<uint64_t>(number);
  uint64_t mask = (uint64_t(1) << bits) - 1;
  do {
    *--p = chars[value & mask];
    value >>= bits;
  } while (value > 0);
  // PHP passes 0 as the maximum width, so any explicit precision prints no digits.
  appendString(p, width, 0, padding, alignment, static_cast<size_t>(end - p), false, expprec, false);
}

void Formatter::run() {
  const size_t size = m_format.size();
  const size_t argc = m_args.count();
  long currentArg = 0;

  while (m_pos < size) {
    const void* percent = std::memchr(m_format.data() + m_pos, '%', size - m_pos);
    if (!percent) {
      reserve(size - m_pos);
      m_out.append(m_format.data() + m_pos, size - m_pos);
      break;
    }
    size_t percentPos = static_cast<size_t>(static_cast<const char*>(percent) - m_format.data());
    reserve(percentPos - m_pos + 1);
    m_out.append(m_format.data() + m_pos, percentPos - m_pos);
    m_pos = percentPos + 1;

    if (at(m_pos) == '%') {
      m_out += '%';
      ++m_pos;
      continue;
    }

    // A new conversion specification.
    int alignment = kAlignRight;
    int adjusting = 0;
    char padding = ' ';
    bool alwaysSign = false;
    bool expprec = false;
    long width = 0;
    long precision = 0;
    long argnum;

    if (isAlpha(at(m_pos))) {
      argnum = kArgNext;
    } else {
      argnum = getArgnum();

      for (;; ++m_pos) {
        char c = at(m_pos);
        if (c == ' ' || c == '0') {
          padding = c;
        } else if (c == '-') {
          alignment = kAlignLeft;
        } else if (c == '+') {
          alwaysSign = true;
        } else if (c == '\'') {
          if (size - m_pos > 1) {
            ++m_pos;
            padding = at(m_pos);
          } else {
            valueError("Missing padding character");
          }
        } else {
          break;
        }
      }

      if (at(m_pos) == '*') {
        ++m_pos;
        long widthArg = getArgnum();
        if (widthArg == kArgNext) widthArg = currentArg++;
        if (static_cast<size_t>(widthArg) >= argc) {
          noteMissing(widthArg);
          continue;
        }
        if (!m_args.isInt(widthArg)) valueError("Width must be an integer");
        int64_t value = m_args.asInt(widthArg);
        if (value < 0 || value > INT_MAX) {
          valueError("Width must be greater than zero and less than " + std::to_string(INT_MAX));
        }
        width = static_cast<long>(value);
        adjusting |= kAdjustWidth;
      } else if (isDigit(at(m_pos))) {
        width = getNumber();
        if (width < 0) valueError("Width must be greater than zero and less than " + std::to_string(INT_MAX));
        adjusting |= kAdjustWidth;
      }

      if (at(m_pos) == '.') {
        ++m_pos;
        if (at(m_pos) == '*') {
          ++m_pos;
          long precisionArg = getArgnum();
          if (precisionArg == kArgNext) precisionArg = currentArg++;
          if (static_cast<size_t>(precisionArg) >= argc) {
            noteMissing(precisionArg);
            continue;
          }
          if (!m_args.isInt(precisionArg)) valueError("Precision must be an integer");
          int64_t value = m_args.asInt(precisionArg);
          if (value < -1 || value > INT_MAX) {
            valueError("Precision must be between -1 and " + std::to_string(INT_MAX));
          }
          precision = static_cast<long>(value);
          adjusting |= kAdjustPrecision;
          expprec = true;
        } else if (isDigit(at(m_pos))) {
          precision = getNumber();
          if (precision < 0) {
            valueError("Precision must be greater than zero and less than " + std::to_string(INT_MAX));
          }
          adjusting |= kAdjustPrecision;
          expprec = true;
        }
      }
    }

    if (at(m_pos) == 'l') ++m_pos;

    if (argnum == kArgNext) argnum = currentArg++;
    if (static_cast<size_t>(argnum) >= argc) {
      // PHP keeps scanning from the specifier on, as literal text, and reports at the end.
      noteMissing(argnum);
      continue;
    }

    char specifier = at(m_pos);
    if (expprec && precision == -1 && specifier != 'g' && specifier != 'G' && specifier != 'h' &&
        specifier != 'H') {
      valueError("Precision -1 is only supported for %g, %G, %h and %H");
    }

    size_t arg = static_cast<size_t>(argnum);
    switch (specifier) {
      case 's': {
        std::string tmp;
        std::string_view text = m_args.stringView(arg, tmp);
        appendString(text.data(), static_cast<size_t>(width), static_cast<size_t>(precision), padding, alignment,
                     text.size(), false, expprec, false);
        break;
      }
      case 'd':
        appendInt(m_args.asInt(arg), static_cast<size_t>(width), padding, alignment, alwaysSign);
        break;
      case 'u':
        appendUint(static_cast<uint64_t>(m_args.asInt(arg)), static_cast<size_t>(width), padding, alignment);
        break;
      case 'e':
      case 'E':
      case 'f':
      case 'F':
      case 'g':
      case 'G':
      case 'h':
      case 'H':
        appendDouble(m_args.asDouble(arg), static_cast<size_t>(width), padding, alignment,
                     static_cast<int>(precision), adjusting, specifier, alwaysSign);
        break;
      case 'c':
        reserve(1);
        m_out += static_cast<char>(m_args.asInt(arg));
        break;
      case 'o':
        append2n(m_args.asInt(arg), static_cast<size_t>(width), padding, alignment, 3, kHexLower, expprec);
        break;
      case 'x':
        append2n(m_args.asInt(arg), static_cast<size_t>(width), padding, alignment, 4, kHexLower, expprec);
        break;
      case 'X':
        append2n(m_args.asInt(arg), static_cast<size_t>(width), padding, alignment, 4, kHexUpper, expprec);
        break;
      case 'b':
        append2n(m_args.asInt(arg), static_cast<size_t>(width), padding, alignment, 1, kHexLower, expprec);
        break;
      case '%':
        m_out += '%';
        break;
      case '\0':
        if (m_pos >= size) valueError("Missing format specifier at end of string");
        [[fallthrough]];
      default:
        // PHP builds the message with "%c" and then reads it as a C string, so a NUL
        // specifier cuts it short.
        valueError(specifier == '\0' ? std::string("Unknown format specifier \"")
                                      : std::string("Unknown format specifier \"") + specifier + "\"");
    }
    ++m_pos;
  }

  if (m_maxMissing >= 0) {
    if (m_extraParams == kPrintfArgsFromArray) {
      valueError("The arguments array must contain " + std::to_string(m_maxMissing + 1) + " items, " +
                 std::to_string(argc) + " given");
    }
    fail(PrintfResult::ErrorKind::ArgumentCountError,
         std::to_string(m_maxMissing + m_extraParams + 1) + " arguments are required, " +
             std::to_string(static_cast<long>(argc) + m_extraParams) + " given");
  }
}

} // namespace

PrintfResult formatPrintf(std::string_view format, PrintfArgs& args, int extraParams, size_t maxOutput) {
  PrintfResult result;
  try {
    Formatter(format, args, extraParams, maxOutput, result).run();
  } catch (const PrintfFailure& failure) {
    result.ok = false;
    result.errorKind = failure.kind;
    result.error = failure.message;
    result.out.clear();
  } catch (const std::bad_alloc&) {
    result.ok = false;
    result.errorKind = PrintfResult::ErrorKind::FatalError;
    result.error = "Out of memory";
    result.out.clear();
  }
  return result;
}

} // namespace hop
