// pack.cpp — pack() and unpack(): binary strings from values and back, by
// Perl-style format codes (a A Z h H c C s S n v i I l L N V q Q J P f g G
// d e E x X @), with php's repeat counts, "*", named unpack fields and its
// warnings for short input.
//
// Integers are written from the value's low bytes in the code's byte order
// (machine order is little-endian here, as on every platform we build for).
#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

static_assert(sizeof(int) == 4, "pack's i/I codes assume 32-bit int");

/// Appends the low `size` bytes of v, little-endian (bigEndian reverses them).
void putInt(std::string& out, size_t pos, int64_t v, int size, bool bigEndian) {
  uint64_t u = static_cast<uint64_t>(v);
  for (int i = 0; i < size; ++i) {
    int shift = 8 * (bigEndian ? size - 1 - i : i);
    out[pos + size_t(i)] = char((u >> shift) & 0xFF);
  }
}

template <class T> void putRaw(std::string& out, size_t pos, T v, bool reverse) {
  unsigned char b[sizeof(T)];
  std::memcpy(b, &v, sizeof(T));
  for (size_t i = 0; i < sizeof(T); ++i) out[pos + i] = char(b[reverse ? sizeof(T) - 1 - i : i]);
}

struct PackItem {
  char code;
  int64_t count;
};

void f_pack(NativeArgs& a) {
  std::string_view fmt = a.sv(0);
  uint32_t numArgs = a.count - 1;
  auto arg = [&](uint32_t i) -> const TypedValue& { return a.arg(i + 1); };
  std::vector<PackItem> items;
  uint32_t current = 0;
  for (size_t i = 0; i < fmt.size();) {
    char code = fmt[i++];
    int64_t count = 1;
    if (i < fmt.size()) {
      if (fmt[i] == '*') {
        count = -1;
        ++i;
      } else if (fmt[i] >= '0' && fmt[i] <= '9') {
        count = std::atoi(std::string(fmt.substr(i)).c_str());
        while (i < fmt.size() && fmt[i] >= '0' && fmt[i] <= '9') ++i;
      }
    }
    switch (code) {
      case 'x': case 'X': case '@':
        if (count < 0) {
          raiseWarning("pack(): Type %c: '*' ignored", code);
          count = 1;
        }
        break;
      case 'a': case 'A': case 'Z': case 'h': case 'H':
        if (current >= numArgs) throwErrorF(ErrorKind::ValueError, "Type %c: not enough arguments", code);
        if (count < 0) {
          count = int64_t(toStdString(arg(current)).size());
          if (code == 'Z') ++count;   // Z* always ends with a NUL
        }
        ++current;
        break;
      case 'q': case 'Q': case 'J': case 'P': case 'c': case 'C': case 's': case 'S': case 'i': case 'I':
      case 'l': case 'L': case 'n': case 'N': case 'v': case 'V': case 'f': case 'g': case 'G': case 'd':
      case 'e': case 'E':
        if (count < 0) count = numArgs - current;
        if (int64_t(current) > INT_MAX - count || current + count > numArgs)
          throwErrorF(ErrorKind::ValueError, "Type %c: too few arguments", code);
        current += uint32_t(count);
        break;
      default: throwErrorF(ErrorKind::ValueError, "Type %c: unknown format code", code);
    }
    items.push_back({code, count});
  }
  if (current < numArgs) raiseWarning("pack(): %u arguments unused", numArgs - current);

  // The output size (and X's warning) first.
  int64_t pos = 0, size = 0;
  for (const PackItem& it : items) {
    int64_t unit = 0;
    switch (it.code) {
      case 'h': case 'H': unit = 1; break;
      case 'a': case 'A': case 'Z': case 'c': case 'C': case 'x': unit = 1; break;
      case 's': case 'S': case 'n': case 'v': unit = 2; break;
      case 'i': case 'I': case 'l': case 'L': case 'N': case 'V': case 'f': case 'g': case 'G': unit = 4; break;
      case 'q': case 'Q': case 'J': case 'P': case 'd': case 'e': case 'E': unit = 8; break;
      default: break;
    }
    if (unit) {
      int64_t n = (it.code == 'h' || it.code == 'H') ? (it.count + it.count % 2) / 2 : it.count;
      if (n < 0 || (INT_MAX - pos) / unit < n)
        throwErrorF(ErrorKind::ValueError, "Type %c: integer overflow in format string", it.code);
      pos += n * unit;
    } else if (it.code == 'X') {
      pos -= it.count;
      if (pos < 0) {
        raiseWarning("pack(): Type %c: outside of string", it.code);
        pos = 0;
      }
    } else if (it.code == '@') {
      pos = it.count;
    }
    if (size < pos) size = pos;
  }

  std::string out(size_t(size) + 1, '\0');
  pos = 0;
  current = 0;
  for (const PackItem& it : items) {
    int64_t n = it.count;
    switch (it.code) {
      case 'a': case 'A': case 'Z': {
        int64_t copyMax = it.code != 'Z' ? n : std::max<int64_t>(0, n - 1);
        std::string s = toStdString(arg(current++));
        std::memset(&out[size_t(pos)], it.code == 'A' ? ' ' : '\0', size_t(n));
        std::memcpy(&out[size_t(pos)], s.data(), size_t(std::min<int64_t>(int64_t(s.size()), copyMax)));
        pos += n;
        break;
      }
      case 'h': case 'H': {
        int shift = it.code == 'h' ? 0 : 4;
        bool first = true;
        std::string s = toStdString(arg(current++));
        if (n > int64_t(s.size())) {
          raiseWarning("pack(): Type %c: not enough characters in string", it.code);
          n = int64_t(s.size());
        }
        --pos;
        for (int64_t k = 0; k < n; ++k) {
          char c = s[size_t(k)];
          int v;
          if (c >= '0' && c <= '9') v = c - '0';
          else if (c >= 'A' && c <= 'F') v = c - 'A' + 10;
          else if (c >= 'a' && c <= 'f') v = c - 'a' + 10;
          else {
            raiseWarning("pack(): Type %c: illegal hex digit %c", it.code, c);
            v = 0;
          }
          if (first) out[size_t(++pos)] = 0;
          first = !first;
          out[size_t(pos)] = char(out[size_t(pos)] | (v << shift));
          shift = (shift + 4) & 7;
        }
        ++pos;
        break;
      }
      case 'c': case 'C':
        for (; n > 0; --n, pos += 1) putInt(out, size_t(pos), toInt(arg(current++)), 1, false);
        break;
      case 's': case 'S': case 'n': case 'v':
        for (; n > 0; --n, pos += 2) putInt(out, size_t(pos), toInt(arg(current++)), 2, it.code == 'n');
        break;
      case 'i': case 'I': case 'l': case 'L': case 'N': case 'V':
        for (; n > 0; --n, pos += 4) putInt(out, size_t(pos), toInt(arg(current++)), 4, it.code == 'N');
        break;
      case 'q': case 'Q': case 'J': case 'P':
        for (; n > 0; --n, pos += 8) putInt(out, size_t(pos), toInt(arg(current++)), 8, it.code == 'J');
        break;
      case 'f': case 'g': case 'G':
        for (; n > 0; --n, pos += 4) putRaw(out, size_t(pos), float(toDouble(arg(current++))), it.code == 'G');
        break;
      case 'd': case 'e': case 'E':
        for (; n > 0; --n, pos += 8) putRaw(out, size_t(pos), toDouble(arg(current++)), it.code == 'E');
        break;
      case 'x':
        std::memset(&out[size_t(pos)], 0, size_t(n));
        pos += n;
        break;
      case 'X':
        pos -= n;
        if (pos < 0) pos = 0;
        break;
      case '@':
        if (n > pos) std::memset(&out[size_t(pos)], 0, size_t(n - pos));
        pos = n;
        break;
    }
  }
  out.resize(size_t(pos));
  a.retString(out);
}

// --- unpack ----------------------------------------------------------------------------------

int64_t getInt(std::string_view in, size_t pos, int size, bool bigEndian) {
  uint64_t u = 0;
  for (int i = 0; i < size; ++i) {
    unsigned char b = static_cast<unsigned char>(in[pos + size_t(bigEndian ? i : size - 1 - i)]);
    u = (u << 8) | b;
  }
  return static_cast<int64_t>(u);
}

template <class T> T getRaw(std::string_view in, size_t pos, bool reverse) {
  unsigned char b[sizeof(T)];
  for (size_t i = 0; i < sizeof(T); ++i) b[i] = static_cast<unsigned char>(in[pos + (reverse ? sizeof(T) - 1 - i : i)]);
  T v;
  std::memcpy(&v, b, sizeof(T));
  return v;
}

void f_unpack(NativeArgs& a) {
  std::string_view fmt = a.sv(0);
  std::string_view input = a.sv(1);
  int64_t offset = a.i64Or(2, 0);
  if (offset < 0 || offset > int64_t(input.size()))
    throwError(ErrorKind::ValueError, "unpack(): Argument #3 ($offset) must be contained in argument #2 ($data)");
  input.remove_prefix(size_t(offset));
  int64_t inputLen = int64_t(input.size());
  int64_t inputPos = 0;
  ArrayData* result = ArrayData::makeHash(8);
  a.retArray(result);
  auto fail = [&] { a.retBool(false); };
  auto put = [&](const std::string& name, TypedValue v) {
    StringData* k = StringData::make(name);
    ArrayData::set(a.ret.m_data.parr, strToArrayKey(k), v);
    k->decRef();
  };
  size_t f = 0;
  while (f < fmt.size()) {
    char type = fmt[f++];
    int64_t reps = 1;
    if (f < fmt.size()) {
      if (fmt[f] >= '0' && fmt[f] <= '9') {
        errno = 0;
        long long tmp = std::strtoll(std::string(fmt.substr(f)).c_str(), nullptr, 10);
        if (errno || tmp < INT_MIN || tmp > INT_MAX) {
          raiseWarning("unpack(): Type %c: integer overflow", type);
          return fail();
        }
        reps = tmp;
        while (f < fmt.size() && fmt[f] >= '0' && fmt[f] <= '9') ++f;
      } else if (fmt[f] == '*') {
        reps = -1;
        ++f;
      }
    }
    size_t nameStart = f;
    while (f < fmt.size() && fmt[f] != '/') ++f;
    std::string name(fmt.substr(nameStart, std::min<size_t>(f - nameStart, 200)));
    int64_t repsGiven = reps;
    int64_t size = 0;
    switch (type) {
      case 'X':
        size = -1;
        if (reps < 0) {
          raiseWarning("unpack(): Type %c: '*' ignored", type);
          reps = 1;
        }
        break;
      case '@': size = 0; break;
      case 'a': case 'A': case 'Z':
        size = reps;
        reps = 1;
        break;
      case 'h': case 'H':
        size = reps > 0 ? (reps + 1) / 2 : reps;
        reps = 1;
        break;
      case 'c': case 'C': case 'x': size = 1; break;
      case 's': case 'S': case 'n': case 'v': size = 2; break;
      case 'i': case 'I': case 'l': case 'L': case 'N': case 'V': case 'f': case 'g': case 'G': size = 4; break;
      case 'q': case 'Q': case 'J': case 'P': case 'd': case 'e': case 'E': size = 8; break;
      default: throwErrorF(ErrorKind::ValueError, "Invalid format type %c", type);
    }
    for (int64_t i = 0; i != reps; ++i) {
      if (size != 0 && size != -1 && INT_MAX - size + 1 < inputPos) {
        raiseWarning("unpack(): Type %c: integer overflow", type);
        return fail();
      }
      if (inputPos + size > inputLen) {
        if (reps < 0) break;   // '*' stops at the end of the input
        raiseWarning("unpack(): Type %c: not enough input, need %d, have %lld", type, int(size),
                     (long long)(inputLen - inputPos));
        return fail();
      }
      // One value: named "name", or "name1", "name2"... when repeated or unnamed.
      std::string key = reps != 1 || name.empty() ? name + std::to_string(i + 1) : name;
      size_t p = size_t(inputPos);
      switch (type) {
        case 'a': case 'A': case 'Z': {
          int64_t len = inputLen - inputPos;
          if (size >= 0 && len > size) len = size;
          size = len;
          std::string_view v = input.substr(p, size_t(len));
          if (type == 'A') {
            while (!v.empty() && (v.back() == '\0' || v.back() == ' ' || v.back() == '\t' || v.back() == '\r' || v.back() == '\n'))
              v.remove_suffix(1);
          } else if (type == 'Z') {
            v = v.substr(0, v.find('\0'));
          }
          put(key, makeStringNoIncRef(StringData::make(v)));
          break;
        }
        case 'h': case 'H': {
          int64_t len = (inputLen - inputPos) * 2;
          if (size > INT_MAX / 2)
            throwErrorF(ErrorKind::ValueError, "unpack(): Argument #1 ($format) repeater must be less than or equal to %d",
                        INT_MAX / 2);
          if (size >= 0 && len > size * 2) len = size * 2;
          if (len > 0 && repsGiven > 0) len -= repsGiven % 2;
          std::string hex;
          int shift = type == 'h' ? 0 : 4;
          size_t ipos = 0;
          bool first = true;
          for (int64_t o = 0; o < len; ++o) {
            int c = (static_cast<unsigned char>(input[p + ipos]) >> shift) & 0xF;
            hex += char(c < 10 ? '0' + c : 'a' + c - 10);
            shift = (shift + 4) & 7;
            if (!first) ++ipos;
            first = !first;
          }
          put(key, makeStringNoIncRef(StringData::make(hex)));
          break;
        }
        case 'c': put(key, makeInt(int8_t(input[p]))); break;
        case 'C': put(key, makeInt(static_cast<unsigned char>(input[p]))); break;
        case 's': put(key, makeInt(int16_t(getInt(input, p, 2, false)))); break;
        case 'S': case 'v': put(key, makeInt(getInt(input, p, 2, false))); break;
        case 'n': put(key, makeInt(getInt(input, p, 2, true))); break;
        case 'i': case 'l': put(key, makeInt(int32_t(getInt(input, p, 4, false)))); break;
        case 'I': case 'L': case 'V': put(key, makeInt(getInt(input, p, 4, false))); break;
        case 'N': put(key, makeInt(getInt(input, p, 4, true))); break;
        case 'q': case 'Q': case 'P': put(key, makeInt(getInt(input, p, 8, false))); break;
        case 'J': put(key, makeInt(getInt(input, p, 8, true))); break;
        case 'f': case 'g': case 'G': put(key, makeDouble(double(getRaw<float>(input, p, type == 'G')))); break;
        case 'd': case 'e': case 'E': put(key, makeDouble(getRaw<double>(input, p, type == 'E'))); break;
        case 'x': break;
        case 'X':
          if (inputPos < size) {
            inputPos = -size;
            i = reps - 1;
            if (reps >= 0) raiseWarning("unpack(): Type %c: outside of string", type);
          }
          break;
        case '@':
          if (reps <= inputLen) inputPos = reps;
          else raiseWarning("unpack(): Type %c: outside of string", type);
          i = reps - 1;
          break;
      }
      inputPos += size;
      if (inputPos < 0) {
        if (size != -1) raiseWarning("unpack(): Type %c: outside of string", type);
        inputPos = 0;
      }
    }
    if (f < fmt.size()) ++f;   // the '/'
  }
}

const BuiltinDecl kPackBuiltins[] = {
    {"pack(string $format, mixed ...$values): string", f_pack},
    {"unpack(string $format, string $string, int $offset = 0): array|false", f_unpack},
};
HOP_REGISTER_BUILTINS(kPackBuiltins);

} // namespace

} // namespace hop
