// printf-functions.cpp — sprintf, printf, fprintf and their v* forms (arguments from an
// array): the VM's side of the printf engine in runtime/number/printf-format.h.
//
// The engine asks for each argument as it reaches it, so the conversions below raise their
// diagnostics ("Array to string conversion", objects without __toString) in PHP's order.
#include <charconv>
#include <cstring>
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

/// The number of bytes of an int in decimal, its sign included.
size_t decimalLength(int64_t v) {
  uint64_t m = v < 0 ? 0 - uint64_t(v) : uint64_t(v);
  size_t n = v < 0 ? 2 : 1;
  while (m >= 10) {
    m /= 10;
    ++n;
  }
  return n;
}

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

/// sprintf's common case without the engine: a format of plain bytes, "%%", and "%s" or
/// "%d" (no argnum, flags, width or precision) whose arguments are strings or ints, all
/// present. Sized first, then written into the result once. Null when the format or an
/// argument needs the engine (which converts, warns and throws as php does).
StringData* formatSimple(std::string_view f, const TypedValue* argv, size_t n) {
  size_t len = 0, used = 0;
  const char* p = f.data();
  const char* const end = p + f.size();
  while (p < end) {
    const char* pct = static_cast<const char*>(std::memchr(p, '%', size_t(end - p)));
    if (!pct) {
      len += size_t(end - p);
      break;
    }
    len += size_t(pct - p);
    if (pct + 1 == end) return nullptr;
    const char c = pct[1];
    p = pct + 2;
    if (c == '%') {
      ++len;
      continue;
    }
    if ((c != 's' && c != 'd') || used == n) return nullptr;
    const TypedValue& v = *tvDeref(&argv[used++]);
    if (v.isString() && c == 's') len += v.m_data.pstr->size();
    else if (v.isInt()) len += decimalLength(v.m_data.num);
    else return nullptr;
  }
  if (len > outputLimit() || len >= (size_t(1) << 31)) return nullptr;
  StringData* r = StringData::makeUninit(static_cast<uint32_t>(len));
  char* out = r->mutableData();
  p = f.data();
  used = 0;
  while (p < end) {
    const char* pct = static_cast<const char*>(std::memchr(p, '%', size_t(end - p)));
    const char* stop = pct ? pct : end;
    std::memcpy(out, p, size_t(stop - p));
    out += stop - p;
    if (!pct) break;
    const char c = pct[1];
    p = pct + 2;
    if (c == '%') {
      *out++ = '%';
      continue;
    }
    const TypedValue& v = *tvDeref(&argv[used++]);
    if (v.isString()) {
      std::string_view s = v.m_data.pstr->view();
      std::memcpy(out, s.data(), s.size());
      out += s.size();
    } else {
      out = std::to_chars(out, r->mutableData() + len, v.m_data.num).ptr;
    }
  }
  return r;
}

void f_sprintf(NativeArgs& a) {
  if (StringData* r = formatSimple(a.sv(0), a.argv + 1, a.count > 1 ? a.count - 1 : 0)) {
    a.retString(r);
    return;
  }
  a.retString(formatOrThrow(a.sv(0), variadicValues(a, 1), 1));
}

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
