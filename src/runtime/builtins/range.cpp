// range.cpp — range() with PHP 8.2's rules (8.3 changed many of them).
//
// Three kinds of range, chosen from the arguments: characters (two
// non-numeric strings: their first bytes), floats (a float argument, a float
// step, or a float-looking numeric string) and integers. The step's sign is
// ignored; a step larger than the span, or zero, is "must not exceed the
// specified range". Sizes are checked against the hash table limit with
// php's messages, whose start/end come out swapped for descending ranges.
#include <cmath>
#include <cstdio>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/number/math-format.h"
#include "runtime/number/numeric-string.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

constexpr uint64_t kMaxArraySize = 0x40000000;  // HT_MAX_SIZE on 64-bit

[[noreturn]] void stepTooBig() {
  throwError(ErrorKind::ValueError, "range(): Argument #3 ($step) must not exceed the specified range");
}

/// php's "%0.0f": no sign for infinities ("inf"), "nan".
std::string wholeFloat(double d) {
  if (std::isinf(d)) return "inf";
  if (std::isnan(d)) return "nan";
  if (d == 0) return "0";
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.0f", d);
  return buf;
}

/// A range whose table does not fit in what memory_limit leaves fails before
/// it is built, with the size php's allocation would report (a packed table
/// of 16-byte slots, rounded up to a power of two, plus 8 bytes, in whole pages).
void checkTableFits(uint32_t size) {
  uint64_t table = 8;
  while (table < size) table <<= 1;
  uint64_t bytes = table * 16 + 8;
  if (bytes > 2 * 1024 * 1024) bytes = (bytes + 4095) & ~uint64_t(4095);
  reqEnsureRoom(static_cast<size_t>(bytes));
}

NumericKind numericKind(const TypedValue& v) {
  return parseNumeric(v.m_data.pstr->view(), false).kind;
}

ArrayData* charRange(unsigned char low, unsigned char high, int64_t step) {
  ArrayData* r = ArrayData::makePacked(8);
  auto add = [&](int c) { ArrayData::append(r, makeStringNoIncRef(StringData::singleChar((unsigned char)c))); };
  if (low > high) {
    if (low - high < step || step <= 0) {
      r->decRef();
      stepTooBig();
    }
    for (int c = low; c >= high; c -= int(step)) {
      add(c);
      if (c - step < 0) break;
    }
  } else if (high > low) {
    if (high - low < step || step <= 0) {
      r->decRef();
      stepTooBig();
    }
    for (int c = low; c <= high; c += int(step)) {
      add(c);
      if (c + step > 255) break;
    }
  } else {
    add(low);
  }
  return r;
}

ArrayData* floatRange(double low, double high, double step) {
  if (std::isinf(high) || std::isinf(low))
    throwErrorF(ErrorKind::ValueError, "Invalid range supplied: start=%s end=%s", wholeFloat(low).c_str(), wholeFloat(high).c_str());
  if (low == high) {
    ArrayData* r = ArrayData::makePacked(1);
    ArrayData::append(r, makeDouble(low));
    return r;
  }
  bool down = low > high;
  double span = down ? low - high : high - low;
  if (span < step || step <= 0) stepTooBig();
  double calc = span / step + 1;
  if (calc >= double(kMaxArraySize)) {
    // php passes (end, start) of its own (start, end) pair.
    throwErrorF(ErrorKind::ValueError, "The supplied range exceeds the maximum array size: start=%s end=%s",
                wholeFloat(down ? high : low).c_str(), wholeFloat(down ? low : high).c_str());
  }
  uint32_t size = uint32_t(phpRound(calc, 0));
  checkTableFits(size);
  ArrayData* r = ArrayData::makePacked(size);
  double element = low;
  for (uint32_t i = 0; i < size && (down ? element >= high : element <= high);) {
    ArrayData::append(r, makeDouble(element));
    ++i;
    element = down ? low - i * step : low + i * step;
  }
  return r;
}

ArrayData* intRange(int64_t low, int64_t high, double step) {
  if (step <= 0) stepTooBig();
  uint64_t lstep = uint64_t(step);
  if (lstep == 0) stepTooBig();
  if (low == high) {
    ArrayData* r = ArrayData::makePacked(1);
    ArrayData::append(r, makeInt(low));
    return r;
  }
  bool down = low > high;
  uint64_t span = down ? uint64_t(low) - uint64_t(high) : uint64_t(high) - uint64_t(low);
  if (span < lstep) stepTooBig();
  uint64_t calc = span / lstep;
  if (calc >= kMaxArraySize - 1) {
    throwErrorF(ErrorKind::ValueError, "The supplied range exceeds the maximum array size: start=%lld end=%lld",
                (long long)(down ? high : low), (long long)(down ? low : high));
  }
  uint32_t size = uint32_t(calc + 1);
  checkTableFits(size);
  ArrayData* r = ArrayData::makePacked(size);
  for (uint32_t i = 0; i < size; ++i) {
    uint64_t off = uint64_t(i) * lstep;
    ArrayData::append(r, makeInt(int64_t(down ? uint64_t(low) - off : uint64_t(low) + off)));
  }
  return r;
}

void f_range(NativeArgs& a) {
  const TypedValue& start = a.arg(0);
  const TypedValue& end = a.arg(1);
  bool floatStep = false;
  double step = 1.0;
  if (a.has(2)) {
    const TypedValue& s = a.arg(2);
    floatStep = s.isDouble();
    step = toDouble(s);
    if (step < 0.0) step = -step;
  }
  if (start.isString() && end.isString() && start.m_data.pstr->size() >= 1 && end.m_data.pstr->size() >= 1) {
    NumericKind k1 = numericKind(start), k2 = numericKind(end);
    if (k1 == NumericKind::Double || k2 == NumericKind::Double || floatStep) {
      a.retArray(floatRange(toDouble(start), toDouble(end), step));
    } else if (k1 == NumericKind::Int || k2 == NumericKind::Int) {
      a.retArray(intRange(toInt(start), toInt(end), step));
    } else {
      a.retArray(charRange(static_cast<unsigned char>(start.m_data.pstr->data()[0]),
                           static_cast<unsigned char>(end.m_data.pstr->data()[0]), int64_t(step)));
    }
    return;
  }
  if (start.isDouble() || end.isDouble() || floatStep) a.retArray(floatRange(toDouble(start), toDouble(end), step));
  else a.retArray(intRange(toInt(start), toInt(end), step));
}

const BuiltinDecl kRangeBuiltins[] = {
    {"range($start, $end, int|float $step = 1): array", f_range},
};
HOP_REGISTER_BUILTINS(kRangeBuiltins);

} // namespace

} // namespace hop
