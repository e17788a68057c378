// printf-format.h — runtime: the engine of sprintf, printf, fprintf, vsprintf, vprintf and
// vfprintf (php_formatted_print of PHP 8.2), exact to the byte, errors included.
//
// Input: the format bytes and the arguments through PrintfArgs, which the VM implements
// over its values. Output: the formatted bytes, or the error PHP would throw, plus the
// notices PHP would raise along the way. Never crashes on any format string.
//
// Format: %[argnum$][flags][width][.precision][l]specifier
//   argnum     "1$" .. : 1-based argument index; 0, or >= 2147483647, is a ValueError.
//   flags      '-' left-justify; '+' sign on positive numbers; ' ' or '0' padding character;
//              '\'c' padding character c. Zero padding puts the sign first ("-0042").
//              Left-justified integers pad with spaces even when '0' is asked for, but
//              floats and strings really pad on the right: "%-08.2f" of 2.5 is "2.500000",
//              "%-05s" of "ab" is "ab000".
//   width      digits, or '*' / '*N$' taking an int argument (the argument must be an int:
//              "Width must be an integer").
//   precision  '.' then digits or '*' / '*N$' (int argument, -1 .. 2147483647; -1 only for
//              g/G/h/H). Floats: digits after the point (%e/%f) or significant digits
//              (%g/%h), default 6, more than 53 is cut to 53 with a notice. Strings: the
//              maximum length. For b/o/x/X any explicit precision prints *nothing* (a PHP
//              quirk: "%.2x" of 255 is ""), and for d/u/c it is ignored. A bare '.' is no
//              precision at all ("%.s" prints the whole string, "%.f" six digits).
//   l          ignored.
//   specifiers b (binary), c (byte), d (signed), u (unsigned), o (octal), x/X (hex), e/E
//              (exponent form, "1.5e+3": no exponent padding), f/F (fixed), g/G (general,
//              locale-free here), h/H (general, always '.'), s (string), % (a literal '%',
//              which still consumes an argument when written with modifiers, e.g. "%5%").
//   Floats: NAN prints "NaN" and ±INF "INF", ignoring the width; with zero padding and a
//   sign PHP overwrites the first letter: "%010f" of -INF is "-NF", "%+010f" of NAN "+aN".
//   -0.0 prints "0.000000" with %f and %e but "-0" with %g.
//
// Errors, checked in PHP's order while scanning (the first one wins):
//   ValueError "Missing padding character"                              ("%'" at the end)
//   ValueError "Argument number specifier must be greater than zero and less than 2147483647"
//   ValueError "Width must be greater than zero and less than 2147483647"
//   ValueError "Width must be an integer"
//   ValueError "Precision must be greater than zero and less than 2147483647"
//   ValueError "Precision must be an integer"
//   ValueError "Precision must be between -1 and 2147483647"
//   ValueError "Precision -1 is only supported for %g, %G, %h and %H"
//   ValueError "Missing format specifier at end of string"
//   ValueError "Unknown format specifier \"y\""
//   FatalError "Field width 2147483647 is too long"          (E_ERROR in PHP: not catchable)
// and once the whole format has been scanned, if some referenced argument is missing:
//   ArgumentCountError "N arguments are required, M given"   (sprintf/printf/fprintf; N and
//                       M count the format, and the stream for fprintf: see extraParams)
//   ValueError "The arguments array must contain N items, M given"   (the v*printf family)
// Notices (raised by PHP as they happen, so before any error; PHP prefixes the function
// name, e.g. "sprintf(): "):
//   "Requested precision of 60 digits was truncated to PHP maximum of 53 digits"
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hop {

/// The VM's view of the arguments that follow the format. Calls are made in PHP's order and
/// only for arguments that are used, so conversion diagnostics (e.g. "Array to string
/// conversion") come out as in PHP.
struct PrintfArgs {
  virtual ~PrintfArgs();
  virtual size_t count() const = 0;
  /// zval_get_long: %d %u %c %b %o %x %X.
  virtual int64_t asInt(size_t i) = 0;
  /// zval_get_double: %e %E %f %F %g %G %h %H.
  virtual double asDouble(size_t i) = 0;
  /// zval_get_string: %s.
  virtual std::string asString(size_t i) = 0;
  /// The same as a view: of the argument's own bytes when it is a string, else of `tmp`,
  /// which holds the conversion.
  virtual std::string_view stringView(size_t i, std::string& tmp) {
    tmp = asString(i);
    return tmp;
  }
  /// Whether argument i is an int (after dereferencing): '*' widths and precisions accept
  /// nothing else, not even "5" or 5.0.
  virtual bool isInt(size_t i) = 0;
  /// Called with each notice as the engine raises it (it is also collected in
  /// PrintfResult::notices), so a VM can report it before later arguments' diagnostics.
  virtual void notice(const std::string& message) { (void)message; }
};

/// A PrintfArgs over plain values, for tests and for callers that already have them.
struct PrintfValue {
  enum class Type { Int, Double, String } type;
  int64_t i = 0;
  double d = 0;
  std::string s;
};
class PrintfValueArgs : public PrintfArgs {
 public:
  explicit PrintfValueArgs(std::vector<PrintfValue> values) : m_values(std::move(values)) {}
  size_t count() const override { return m_values.size(); }
  int64_t asInt(size_t i) override;
  double asDouble(size_t i) override;
  std::string asString(size_t i) override;
  bool isInt(size_t i) override { return m_values[i].type == PrintfValue::Type::Int; }

 private:
  std::vector<PrintfValue> m_values;
};

struct PrintfResult {
  bool ok = true;
  std::string out;  // the formatted bytes when ok
  enum class ErrorKind { None, ValueError, ArgumentCountError, FatalError } errorKind = ErrorKind::None;
  std::string error;                 // the exception message when !ok
  std::vector<std::string> notices;  // E_NOTICE messages, without "sprintf(): " (see PrintfArgs::notice)
  size_t triedToAllocate = 0;        // the FatalError was the maxOutput bound: the size that passed it
};

/// extraParams for the v*printf family, whose arguments come from an array.
constexpr int kPrintfArgsFromArray = -1;

/// php_formatted_print. extraParams is the number of parameters before the variadic ones,
/// used only in the ArgumentCountError message: 1 for sprintf and printf, 2 for fprintf,
/// kPrintfArgsFromArray for vsprintf, vprintf and vfprintf (whose error is a ValueError).
/// maxOutput bounds the result: a format that would produce more fails with a FatalError
/// "Allowed memory size of <maxOutput> bytes exhausted (tried to allocate <n> bytes)" —
/// the VM passes its memory_limit (PHP's own figure for n depends on its allocator).
PrintfResult formatPrintf(std::string_view format, PrintfArgs& args, int extraParams = 1,
                          size_t maxOutput = size_t(1) << 31);

} // namespace hop
