// printf-functions.cpp — sprintf, printf, fprintf and their v* forms (arguments from an
// array): the VM's side of the printf engine in runtime/number/printf-format.h.
//
// The engine asks for each argument as it reaches it, so the conversions below raise their
// diagnostics ("Array to string conversion", objects without __toString) in PHP's order.
#include <string>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/builtins/stream-access.h"
#include "runtime/number/printf-format.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

/// PrintfArgs over VM values (references are followed), converted as zval_get_long,
/// zval_get_double and zval_get_string convert them.
class ValuePrintfArgs : public PrintfArgs {
 public:
  /// Over a call's own arguments (`argv[0..n)`).
  ValuePrintfArgs(const char* functionName, const TypedValue* argv, size_t n)
      : m_functionName(functionName), m_argv(argv), m_count(n) {}
  /// Over the values of an array, in order.
  ValuePrintfArgs(const char* functionName, std::vector<const TypedValue*> values)
      : m_functionName(functionName), m_values(std::move(values)), m_count(m_values.size()) {}
  size_t count() const override { return m_count; }
  int64_t asInt(size_t i) override { return toInt(value(i)); }
  double asDouble(size_t i) override { return toDouble(value(i)); }
  std::string asString(size_t i) override { return toStdString(value(i)); }
  std::string_view stringView(size_t i, std::string& tmp) override {
    const TypedValue& v = value(i);
    if (v.isString()) return v.m_data.pstr->view();
    tmp = toStdString(v);
    return tmp;
  }
  bool isInt(size_t i) override { return value(i).isInt(); }
  void notice(const std::string& message) override { raiseNotice("%s(): %s", m_functionName, message.c_str()); }

 private:
  const TypedValue& value(size_t i) const { return *tvDeref(m_argv ? &m_argv[i] : m_values[i]); }
  const char* m_functionName;
  const TypedValue* m_argv = nullptr;
  std::vector<const TypedValue*> m_values;
  size_t m_count;
};

/// The values of the v*printf array argument, in order (PHP ignores the keys).
std::vector<const TypedValue*> arrayValues(const ArrayData* arr) {
  std::vector<const TypedValue*> values;
  values.reserve(arr->size());
  for (uint32_t pos = arr->iterBegin(); arr->iterValid(pos); pos = arr->iterAdvance(pos)) {
    values.push_back(arr->iterValue(pos));
  }
  return values;
}

/// How much one format may produce: what memory_limit leaves (none: 4 GiB).
size_t outputLimit() { return std::min(tl_heap->room(), size_t(1) << 32); }

/// php_formatted_print: the formatted string (the engine's notices are raised as they
/// happen); throws its errors. `extraParams` as in formatPrintf.
std::string formatOrThrow(std::string_view format, ValuePrintfArgs&& args, int extraParams) {
  PrintfResult result = formatPrintf(format, args, extraParams, outputLimit());
  if (!result.ok) {
    switch (result.errorKind) {
      case PrintfResult::ErrorKind::ArgumentCountError: throwError(ErrorKind::ArgumentCountError, result.error);
      case PrintfResult::ErrorKind::FatalError:
        if (result.triedToAllocate) tl_heap->exhausted(result.triedToAllocate);
        raiseFatal("%s", result.error.c_str());
      default: throwError(ErrorKind::ValueError, result.error);
    }
  }
  return std::move(result.out);
}

/// The variadic arguments of a call, from argument `first` on.
ValuePrintfArgs variadicValues(NativeArgs& a, uint32_t first) {
  return ValuePrintfArgs(a.func->name->data(), a.argv + first, a.count > first ? a.count - first : 0);
}

/// The values of the v*printf array argument.
ValuePrintfArgs arrayArgs(NativeArgs& a, uint32_t i) { return ValuePrintfArgs(a.func->name->data(), arrayValues(a.arr(i))); }

/// Writes to a stream resource and returns the length, as fprintf does (the write's own
/// success is not reported).
void writeToStream(NativeArgs& a, ResourceImpl* stream, const std::string& text) {
  streamWrite(stream, text);
  a.retInt(static_cast<int64_t>(text.size()));
}

void f_sprintf(NativeArgs& a) { a.retString(formatOrThrow(a.sv(0), variadicValues(a, 1), 1)); }

void f_vsprintf(NativeArgs& a) {
  a.retString(formatOrThrow(a.sv(0), arrayArgs(a, 1), kPrintfArgsFromArray));
}

void f_printf(NativeArgs& a) {
  std::string text = formatOrThrow(a.sv(0), variadicValues(a, 1), 1);
  ctx().write(text);
  a.retInt(static_cast<int64_t>(text.size()));
}

void f_vprintf(NativeArgs& a) {
  std::string text = formatOrThrow(a.sv(0), arrayArgs(a, 1), kPrintfArgsFromArray);
  ctx().write(text);
  a.retInt(static_cast<int64_t>(text.size()));
}

void f_fprintf(NativeArgs& a) {
  ResourceImpl* stream = streamArgument(a, 0);  // checked before formatting, as in PHP
  writeToStream(a, stream, formatOrThrow(a.sv(1), variadicValues(a, 2), 2));
}

void f_vfprintf(NativeArgs& a) {
  ResourceImpl* stream = streamArgument(a, 0);
  writeToStream(a, stream, formatOrThrow(a.sv(1), arrayArgs(a, 2), kPrintfArgsFromArray));
}

const BuiltinDecl kPrintfBuiltins[] = {
    {"sprintf(string $format, mixed ...$values): string", f_sprintf},
    {"vsprintf(string $format, array $values): string", f_vsprintf},
    {"printf(string $format, mixed ...$values): int", f_printf},
    {"vprintf(string $format, array $values): int", f_vprintf},
    {"fprintf($stream, string $format, mixed ...$values): int", f_fprintf},
    {"vfprintf($stream, string $format, array $values): int", f_vfprintf},
};
HOP_REGISTER_BUILTINS(kPrintfBuiltins);

} // namespace

} // namespace hop
