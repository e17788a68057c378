// json.cpp — json_encode / json_decode / json_last_error(_msg), with php's
// flags, error codes and JsonSerializable.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "runtime/base/request-local.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/stack-guard.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/number/double-format.h"
#include "runtime/object/object-data.h"
#include "runtime/object/known-ifaces.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop {

namespace {

enum JsonFlag : int64_t {
  kHexTag = 1, kHexAmp = 2, kHexApos = 4, kHexQuot = 8, kForceObject = 16, kNumericCheck = 32,
  kUnescapedSlashes = 64, kPrettyPrint = 128, kUnescapedUnicode = 256, kPartialOutput = 512,
  kPreserveZeroFraction = 1024, kUnescapedLineTerminators = 2048, kObjectAsArray = 1, kBigintAsString = 2,
  kInvalidUtf8Ignore = 1048576, kInvalidUtf8Substitute = 2097152, kThrowOnError = 4194304,
};

enum JsonError : int64_t {
  kErrNone = 0, kErrDepth = 1, kErrStateMismatch = 2, kErrCtrlChar = 3, kErrSyntax = 4, kErrUtf8 = 5,
  kErrRecursion = 6, kErrInfNan = 7, kErrUnsupportedType = 8, kErrInvalidPropertyName = 9, kErrUtf16 = 10,
  kErrNonBackedEnum = 11,
};

const char* errorMessage(int64_t e) {
  switch (e) {
    case kErrNone: return "No error";
    case kErrDepth: return "Maximum stack depth exceeded";
    case kErrStateMismatch: return "State mismatch (invalid or malformed JSON)";
    case kErrCtrlChar: return "Control character error, possibly incorrectly encoded";
    case kErrSyntax: return "Syntax error";
    case kErrUtf8: return "Malformed UTF-8 characters, possibly incorrectly encoded";
    case kErrRecursion: return "Recursion detected";
    case kErrInfNan: return "Inf and NaN cannot be JSON encoded";
    case kErrUnsupportedType: return "Type is not supported";
    case kErrInvalidPropertyName: return "The decoded property name is invalid";
    case kErrUtf16: return "Single unpaired UTF-16 surrogate in unicode escape";
    case kErrNonBackedEnum: return "Non-backed enums have no default serialization";
    default: return "Unknown error";
  }
}

thread_local int64_t tl_jsonError = kErrNone;
/// The objects being encoded, innermost last: json_encode's own guard (php
/// protects their property tables), apart from var_dump's on the object.
thread_local std::vector<const ObjectData*> tl_jsonObjects;
const RequestLocalReset kResetJson([] {
  tl_jsonError = kErrNone;   // json_last_error() of the next request
  tl_jsonObjects.clear();
});

bool beingEncoded(const ObjectData* o) {
  return std::find(tl_jsonObjects.begin(), tl_jsonObjects.end(), o) != tl_jsonObjects.end();
}

/// Marks an array or object as being encoded (recursion detection), unmarked
/// however the encoding of its contents ends.
struct EncodingMark {
  ArrayData* arr = nullptr;
  ObjectData* obj = nullptr;
  explicit EncodingMark(ArrayData* a) {
    if (!a->isStatic()) {
      arr = a;
      a->m_hdr.m_flags |= 0x80;
    }
  }
  explicit EncodingMark(ObjectData* o) : obj(o) { tl_jsonObjects.push_back(o); }
  ~EncodingMark() {
    if (arr) arr->m_hdr.m_flags &= ~0x80;
    if (obj) tl_jsonObjects.pop_back();
  }
  EncodingMark(const EncodingMark&) = delete;
  EncodingMark& operator=(const EncodingMark&) = delete;
};

// --- Encoding ------------------------------------------------------------------------------------

/// The bytes json_encode may write otherwise than as they are (whatever the
/// flags): controls, quotes, slashes, the HTML characters and non-ASCII.
struct EscapeTable {
  bool special[256] = {};
  constexpr EscapeTable() {
    for (int c = 0; c < 256; ++c)
      special[c] = c < 0x20 || c >= 0x80 || c == '"' || c == '\\' || c == '/' || c == '<' || c == '>' || c == '&' || c == '\'';
  }
};
constexpr EscapeTable kEscapeTable;

/// The first special byte (kEscapeTable) of `s` at or after `i`, or s.size():
/// sixteen bytes a step (one signed compare takes both the controls and the
/// non-ASCII bytes, one equality compare each of the seven characters), the
/// table for the tail. A log record's message and context are mostly runs
/// of plain bytes (monolog's JsonFormatter).
size_t plainRunEnd(std::string_view s, size_t i) {
  const size_t n = s.size();
#if defined(__SSE2__)
  const __m128i below = _mm_set1_epi8(0x20);
  const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), slash = _mm_set1_epi8('/');
  const __m128i lt = _mm_set1_epi8('<'), gt = _mm_set1_epi8('>'), amp = _mm_set1_epi8('&'), apos = _mm_set1_epi8('\'');
  for (; i + 16 <= n; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    __m128i m = _mm_cmplt_epi8(v, below);   // signed: 0x80..0xFF are below too
    m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)));
    m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(v, slash), _mm_cmpeq_epi8(v, lt)));
    m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(v, gt), _mm_or_si128(_mm_cmpeq_epi8(v, amp), _mm_cmpeq_epi8(v, apos))));
    if (const int bits = _mm_movemask_epi8(m)) return i + size_t(__builtin_ctz(unsigned(bits)));
  }
#endif
  while (i < n && !kEscapeTable.special[static_cast<unsigned char>(s[i])]) ++i;
  return i;
}

/// json_encode's output: a byte buffer whose one-byte and short appends are
/// inline (std::string's push_back is an out-of-line call per byte: about a
/// sixth of an encoding's instructions).
class JsonOut {
 public:
  JsonOut() = default;
  JsonOut(const JsonOut&) = delete;
  JsonOut& operator=(const JsonOut&) = delete;
  ~JsonOut() { std::free(m_p); }
  size_t size() const { return m_n; }
  size_t capacity() const { return m_cap; }
  std::string_view view() const { return {m_p, m_n}; }
  char& operator[](size_t i) { return m_p[i]; }
  void clear() { m_n = 0; }
  void resize(size_t n) { m_n = n; }   // only ever shrinks
  void reserve(size_t c) {
    if (c > m_cap) grow(c);
  }
  void operator+=(char c) {
    if (HOP_UNLIKELY(m_n == m_cap)) grow(m_n + 1);
    m_p[m_n++] = c;
  }
  void append(const char* s, size_t k) {
    if (HOP_UNLIKELY(m_cap - m_n < k)) grow(m_n + k);
    std::memcpy(m_p + m_n, s, k);
    m_n += k;
  }
  void append(std::string_view s) { append(s.data(), s.size()); }
  void append(size_t k, char c) {
    if (HOP_UNLIKELY(m_cap - m_n < k)) grow(m_n + k);
    std::memset(m_p + m_n, c, k);
    m_n += k;
  }
  void operator+=(std::string_view s) { append(s.data(), s.size()); }
  void operator+=(const char* s) { append(s, std::strlen(s)); }
  void swap(JsonOut& o) {
    std::swap(m_p, o.m_p);
    std::swap(m_n, o.m_n);
    std::swap(m_cap, o.m_cap);
  }

 private:
  [[gnu::noinline]] void grow(size_t need) {
    size_t c = m_cap < 256 ? 256 : m_cap * 2;
    if (c < need) c = need;
    char* q = static_cast<char*>(std::realloc(m_p, c));
    if (!q) throw std::bad_alloc();
    m_p = q;
    m_cap = c;
  }
  char* m_p = nullptr;
  size_t m_n = 0, m_cap = 0;
};

inline void appendInt(JsonOut& out, int64_t i) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof buf, i);
  out.append(buf, size_t(r.ptr - buf));
}

struct Encoder {
  int64_t flags;
  int64_t maxDepth;
  int64_t error = kErrNone;
  JsonOut out;

  void fail(int64_t e) {
    if (!error) error = e;
  }

  void newline(int depth) {
    if (!(flags & kPrettyPrint)) return;
    out += '\n';
    out.append(size_t(depth) * 4, ' ');
    checkNativeBuffer(out.size());   // deep data's indentation is quadratic in its depth
  }

  void string(std::string_view s) {
    static const char hex[] = "0123456789abcdef";
    size_t mark = out.size(), checked = mark;
    out += '"';
    out.reserve(out.size() + s.size() + 2);
    for (size_t i = 0; i < s.size();) {
      if (HOP_UNLIKELY(out.size() - checked > (size_t(1) << 16))) {
        checkNativeBuffer(out.size());   // escapes grow a long string up to six times
        checked = out.size();
      }
      // A run of bytes written as they are, in one append.
      size_t run = plainRunEnd(s, i);
      if (run > i) {
        out.append(s.data() + i, run - i);
        i = run;
        if (i == s.size()) break;
      }
      unsigned char c = s[i];
      if (c >= 0x80) {
        // Validate UTF-8 and escape it unless asked not to.
        size_t n = (c >= 0xF0 && c < 0xF5) ? 4 : (c >= 0xE0 && c < 0xF0) ? 3 : (c >= 0xC2 && c < 0xE0) ? 2 : 0;
        uint32_t cp = 0;
        bool ok = n && i + n <= s.size();
        if (ok) {
          cp = c & (0xFF >> (n + 1));
          for (size_t k = 1; k < n; ++k) {
            unsigned char d = s[i + k];
            if ((d & 0xC0) != 0x80) { ok = false; break; }
            cp = (cp << 6) | (d & 0x3F);
          }
          if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
            ok = false;
        }
        if (!ok) {
          // php_next_utf8_char: an invalid sequence is skipped up to the byte
          // that could start the next character.
          auto lead = [](unsigned char b) { return b < 0x80 || (b >= 0xC2 && b <= 0xF4); };
          size_t avail = s.size() - i, bad = 1;
          if (n >= 2) {
            bad = n;
            for (size_t k = 1; k < n; ++k)
              if (avail <= k || lead(static_cast<unsigned char>(s[i + k]))) {
                bad = k;
                break;
              }
          }
          if (flags & kInvalidUtf8Ignore) { i += bad; continue; }
          if (flags & kInvalidUtf8Substitute) {
            if (flags & kUnescapedUnicode) out += "\xEF\xBF\xBD";
            else out += "\\ufffd";
            i += bad;
            continue;
          }
          fail(kErrUtf8);
          out.resize(mark);
          out += "null";
          return;
        }
        if ((flags & kUnescapedUnicode) && !((cp == 0x2028 || cp == 0x2029) && !(flags & kUnescapedLineTerminators))) {
          out.append(s.substr(i, n));
        } else {
          auto esc = [&](uint32_t u) {
            out += "\\u";
            for (int sh = 12; sh >= 0; sh -= 4) out += hex[(u >> sh) & 15];
          };
          if (cp >= 0x10000) {
            cp -= 0x10000;
            esc(0xD800 | (cp >> 10));
            esc(0xDC00 | (cp & 0x3FF));
          } else {
            esc(cp);
          }
        }
        i += n;
        continue;
      }
      switch (c) {
        case '"': out += (flags & kHexQuot) ? "\\u0022" : "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '/': out += (flags & kUnescapedSlashes) ? "/" : "\\/"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '<': out += (flags & kHexTag) ? "\\u003C" : "<"; break;
        case '>': out += (flags & kHexTag) ? "\\u003E" : ">"; break;
        case '&': out += (flags & kHexAmp) ? "\\u0026" : "&"; break;
        case '\'': out += (flags & kHexApos) ? "\\u0027" : "'"; break;
        default:
          if (c < 0x20) {
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 15];
          } else {
            out += char(c);
          }
      }
      ++i;
    }
    out += '"';
    checkNativeBuffer(out.size());
  }

  void number(double d) {
    if (!std::isfinite(d)) {
      fail(kErrInfNan);
      out += '0';
      return;
    }
    std::string num;
    appendDoubleSerialize(num, d, ctx().serializePrecision, flags & kPreserveZeroFraction);
    // json writes the exponent with a small e (php's zend_gcvt(..., 'e')).
    for (char& c : num)
      if (c == 'E') c = 'e';
    out += num;
  }

  void value(const TypedValue& v0, int depth) {
    const TypedValue& v = *tvDeref(&v0);
    switch (v.m_type) {
      case DataType::Uninit:
      case DataType::Null: out += "null"; return;
      case DataType::Bool: out += v.m_data.num ? "true" : "false"; return;
      case DataType::Int: appendInt(out, v.m_data.num); return;
      case DataType::Double: number(v.m_data.dbl); return;
      case DataType::String: {
        if (flags & kNumericCheck) {
          TypedValue n;
          // Infinite or NaN numbers stay strings (php checks the double).
          if (toNumberForArith(v, n) && isNumericValue(v) && (n.isInt() || std::isfinite(n.m_data.dbl))) {
            if (n.isInt()) appendInt(out, n.m_data.num);
            else number(n.m_data.dbl);
            return;
          }
        }
        string(v.m_data.pstr->view());
        return;
      }
      case DataType::Array: array(v.m_data.parr, depth, false); return;
      case DataType::Object: object(v.m_data.pobj, depth); return;
      default:
        fail(kErrUnsupportedType);
        out += "null";
        return;
    }
  }

  void array(ArrayData* a, int depth, bool forceObject) {
    checkNativeStack();
    if (depth >= maxDepth) {
      fail(kErrDepth);
      return;
    }
    if (a->m_hdr.m_flags & 0x80) {
      fail(kErrRecursion);
      out += "null";
      return;
    }
    bool asList = !forceObject && !(flags & kForceObject) && a->isVectorLike();
    if (a->size() == 0) {
      out += asList ? "[]" : "{}";
      return;
    }
    EncodingMark mark(a);
    out += asList ? '[' : '{';
    bool first = true;
    forEachElem(a, [&](const TypedValue& k, const TypedValue& v) {
      if (!first) out += ',';
      first = false;
      newline(depth + 1);
      if (!asList) {
        if (k.isInt()) {
          out += '"';
          appendInt(out, k.m_data.num);
          out += '"';
        } else {
          // A key that fails (partial output) is written as "".
          size_t before = out.size();
          string(k.m_data.pstr->view());
          if (out.view().substr(before) == "null") {
            out.resize(before);
            out += "\"\"";
          }
        }
        out += (flags & kPrettyPrint) ? ": " : ":";
      }
      value(v, depth + 1);
      checkNativeBuffer(out.size());   // the result counts against memory_limit as it grows
    });
    newline(depth);
    out += asList ? ']' : '}';
  }

  void object(ObjectData* o, int depth) {
    checkNativeStack();
    if (classImplements(o->cls(), kIfaceJsonSerializable)) {
      if (beingEncoded(o)) {
        fail(kErrRecursion);
        out += "null";
        return;
      }
      EncodingMark mark(o);
      TypedValue r = callMethod(o, "jsonserialize", nullptr, 0);
      struct Release {
        TypedValue& v;
        ~Release() { tvDecRef(v); }
      } release{r};
      if (r.isObject() && r.m_data.pobj == o) {
        ArrayData* props = objectVisibleProps(o, nullptr);
        struct Drop {
          ArrayData* a;
          ~Drop() { a->decRef(); }
        } drop{props};
        array(props, depth, true);
      } else {
        value(r, depth);
      }
      return;
    }
    if (o->hasFlag(ObjectData::kIsEnumCase)) {
      bool acc;
      int64_t slot = o->cls()->findProp("value", o->cls(), acc);
      if (slot < 0) {
        fail(kErrNonBackedEnum);
        out += "0";
        return;
      }
      value(*o->prop(uint32_t(slot)), depth);
      return;
    }
    if (beingEncoded(o)) {
      fail(kErrRecursion);
      out += "null";
      return;
    }
    EncodingMark mark(o);
    ArrayData* props = nullptr;
    if (auto hook = o->cls()->native.propertiesFor) props = hook(o);
    if (!props) props = objectVisibleProps(o, nullptr);
    struct Drop {
      ArrayData* a;
      ~Drop() { a->decRef(); }
    } drop{props};
    array(props, depth, true);
  }
};

[[noreturn]] void throwJson(int64_t code) {
  ObjectData* e = makeThrowable("JsonException", errorMessage(code));
  bool acc;
  int64_t slot = e->cls()->findProp("code", e->cls(), acc);
  if (slot >= 0) tvSetRawMove(*e->prop(uint32_t(slot)), makeInt(code));
  throw PhpException{e};
}

/// The last encoding's buffer, kept (up to 64 KiB) for the next: a fresh
/// std::string grows by reallocation from 15 bytes at each call. A nested
/// json_encode (from jsonSerialize) finds it taken and starts its own.
thread_local JsonOut tl_spareOut;

struct SpareOut {
  JsonOut& out;
  explicit SpareOut(JsonOut& o) : out(o) {
    out.swap(tl_spareOut);
    out.clear();
    if (out.capacity() < 256) out.reserve(256);
  }
  ~SpareOut() {
    if (out.capacity() <= (size_t(64) << 10) && out.capacity() > tl_spareOut.capacity()) out.swap(tl_spareOut);
  }
};

void f_json_encode(NativeArgs& a) {
  Encoder enc{a.i64Or(1, 0), a.i64Or(2, 512)};
  SpareOut spare(enc.out);
  enc.value(a.argv[0], 0);
  // JSON_PARTIAL_OUTPUT_ON_ERROR overrides JSON_THROW_ON_ERROR (php: for
  // wrappers that always add the latter).
  const bool partial = enc.flags & kPartialOutput;
  if (enc.error) {
    if ((enc.flags & kThrowOnError) && !partial) throwJson(enc.error);
    tl_jsonError = enc.error;
    if (partial) a.retString(enc.out.view());
    else a.retBool(false);
    return;
  }
  if (!(enc.flags & kThrowOnError) || partial) tl_jsonError = kErrNone;
  a.retString(enc.out.view());
}

// --- Decoding --------------------------------------------------------------------------------------

struct Decoder {
  std::string_view s;
  size_t i = 0;
  bool assoc;
  int64_t maxDepth;
  int64_t flags;
  int64_t error = kErrNone;
  // php parses JSON with a bison parser whose stack holds at most
  // kParserStack entries: deeper input is a syntax error, whatever $depth
  // says. `height` is that stack's height where the current value starts
  // (per open array 2 entries before its first element and 4 before the
  // others; per object 4 and 6; a scalar takes 1, an empty container 4).
  static constexpr int64_t kParserStack = 10000;
  int64_t height = 1;

  void ws() {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) ++i;
  }

  bool fail(int64_t e) {
    if (!error) error = e;
    return false;
  }

  bool parseString(std::string& out) {
    ++i;   // opening quote
    while (i < s.size()) {
      unsigned char c = s[i];
      if (c == '"') {
        ++i;
        return true;
      }
      if (c < 0x20) return fail(kErrCtrlChar);
      if (c == '\\') {
        if (++i >= s.size()) return fail(kErrSyntax);
        char e = s[i++];
        switch (e) {
          case '"': out += '"'; break;
          case '\\': out += '\\'; break;
          case '/': out += '/'; break;
          case 'b': out += '\b'; break;
          case 'f': out += '\f'; break;
          case 'n': out += '\n'; break;
          case 'r': out += '\r'; break;
          case 't': out += '\t'; break;
          case 'u': {
            auto hex4 = [&](uint32_t& v) {
              if (i + 4 > s.size()) return false;
              v = 0;
              for (int k = 0; k < 4; ++k) {
                char h = s[i + k];
                v <<= 4;
                if (h >= '0' && h <= '9') v |= uint32_t(h - '0');
                else if (h >= 'a' && h <= 'f') v |= uint32_t(h - 'a' + 10);
                else if (h >= 'A' && h <= 'F') v |= uint32_t(h - 'A' + 10);
                else return false;
              }
              i += 4;
              return true;
            };
            uint32_t cp;
            if (!hex4(cp)) return fail(kErrSyntax);
            if (cp >= 0xD800 && cp <= 0xDBFF) {
              uint32_t lo;
              if (i + 2 <= s.size() && s[i] == '\\' && s[i + 1] == 'u') {
                i += 2;
                if (!hex4(lo)) return fail(kErrSyntax);
                if (lo < 0xDC00 || lo > 0xDFFF) return fail(kErrUtf16);
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
              } else {
                return fail(kErrUtf16);
              }
            } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
              return fail(kErrUtf16);
            }
            if (cp < 0x80) out += char(cp);
            else if (cp < 0x800) { out += char(0xC0 | (cp >> 6)); out += char(0x80 | (cp & 0x3F)); }
            else if (cp < 0x10000) { out += char(0xE0 | (cp >> 12)); out += char(0x80 | ((cp >> 6) & 0x3F)); out += char(0x80 | (cp & 0x3F)); }
            else { out += char(0xF0 | (cp >> 18)); out += char(0x80 | ((cp >> 12) & 0x3F)); out += char(0x80 | ((cp >> 6) & 0x3F)); out += char(0x80 | (cp & 0x3F)); }
            break;
          }
          default: return fail(kErrSyntax);
        }
        continue;
      }
      if (c < 0x80) {
        out += char(c);
        ++i;
        continue;
      }
      if (size_t n = utf8SequenceAt(i)) {
        out.append(s.substr(i, n));
        i += n;
        continue;
      }
      // A byte that starts no well-formed sequence (php's scanner: one at a time).
      if (flags & kInvalidUtf8Ignore) {
        ++i;
        continue;
      }
      if (flags & kInvalidUtf8Substitute) {
        out += "\xEF\xBF\xBD";
        ++i;
        continue;
      }
      return fail(kErrUtf8);
    }
    return fail(kErrSyntax);
  }

  /// The length of the well-formed UTF-8 sequence (RFC 3629) at `at`, or 0.
  size_t utf8SequenceAt(size_t at) const {
    auto byte = [&](size_t k) { return at + k < s.size() ? static_cast<unsigned char>(s[at + k]) : 0; };
    auto tail = [&](size_t k) { return (byte(k) & 0xC0) == 0x80; };
    unsigned char c = byte(0), d = byte(1);
    if (c >= 0xC2 && c <= 0xDF) return tail(1) ? 2 : 0;
    if (c == 0xE0) return d >= 0xA0 && d <= 0xBF && tail(2) ? 3 : 0;
    if (c == 0xED) return d >= 0x80 && d <= 0x9F && tail(2) ? 3 : 0;
    if (c >= 0xE1 && c <= 0xEF) return tail(1) && tail(2) ? 3 : 0;
    if (c == 0xF0) return d >= 0x90 && d <= 0xBF && tail(2) && tail(3) ? 4 : 0;
    if (c >= 0xF1 && c <= 0xF3) return tail(1) && tail(2) && tail(3) ? 4 : 0;
    if (c == 0xF4) return d >= 0x80 && d <= 0x8F && tail(2) && tail(3) ? 4 : 0;
    return 0;
  }

  bool parseValue(TypedValue& out, int depth) {
    ws();
    if (i >= s.size()) return fail(kErrSyntax);
    char c = s[i];
    if (c == '{' || c == '[') {
      checkNativeStack();
      if (height + 2 >= kParserStack) return fail(kErrSyntax);
      // php counts the values inside as one level deeper than their array.
      if (depth + 1 >= maxDepth) return fail(kErrDepth);
      bool isObj = c == '{';
      ++i;
      ArrayData* arr = isObj ? ArrayData::makeHash(4) : ArrayData::makePacked(4);
      // php's parser makes the object once its first member's value is parsed
      // (or at `}` when empty): nested objects get the lower object ids.
      const bool makeObj = isObj && !assoc;
      ObjectData* obj = nullptr;
      auto cleanup = [&]() {
        arr->decRef();
        if (obj) obj->decRef();
      };
      ws();
      char close = isObj ? '}' : ']';
      const int64_t outerHeight = height;
      struct RestoreHeight {
        int64_t& h;
        int64_t saved;
        ~RestoreHeight() { h = saved; }
      } restoreHeight{height, height};
      if (i < s.size() && s[i] == close) {
        if (height + 4 >= kParserStack) { cleanup(); return fail(kErrSyntax); }
        ++i;
      } else if (i < s.size() && s[i] == (isObj ? ']' : '}')) {
        cleanup();
        return fail(kErrStateMismatch);
      } else {
        for (bool firstMember = true;; firstMember = false) {
          height = outerHeight + (isObj ? 4 : 2) + (firstMember ? 0 : 2);
          ws();
          std::string key;
          if (isObj) {
            if (i >= s.size() || s[i] != '"') { cleanup(); return fail(kErrSyntax); }
            if (!parseString(key)) { cleanup(); return false; }
            ws();
            if (i >= s.size() || s[i] != ':') { cleanup(); return fail(kErrSyntax); }
            ++i;
          }
          TypedValue v;
          if (!parseValue(v, depth + 1)) { cleanup(); return false; }
          if (!isObj) {
            ArrayData::append(arr, v);
          } else if (makeObj) {
            if (!obj) obj = ObjectData::make(stdClass());
            if (!key.empty() && key[0] == '\0') {
              tvDecRef(v);
              cleanup();
              return fail(kErrInvalidPropertyName);
            }
            StringData* k = StringData::make(key);
            setDynamicProp(obj, k, v);
            k->decRef();
          } else {
            StringData* k = StringData::make(key);
            ArrayData::set(arr, strToArrayKey(k), v);
            k->decRef();
          }
          ws();
          if (i < s.size() && s[i] == ',') { ++i; continue; }
          if (i < s.size() && s[i] == close) { ++i; break; }
          cleanup();
          // The other kind of closing bracket: php's "state mismatch".
          if (i < s.size() && s[i] == (isObj ? ']' : '}')) return fail(kErrStateMismatch);
          return fail(kErrSyntax);
        }
      }
      if (makeObj) {
        arr->decRef();
        out = makeObjectNoIncRef(obj ? obj : ObjectData::make(stdClass()));
      } else {
        out = makeArrayNoIncRef(arr);
      }
      return true;
    }
    if (height + 1 >= kParserStack) return fail(kErrSyntax);
    if (c == '"') {
      std::string str;
      if (!parseString(str)) return false;
      out = makeStringNoIncRef(StringData::make(str));
      return true;
    }
    if (s.substr(i, 4) == "true") { i += 4; out = makeBool(true); return true; }
    if (s.substr(i, 5) == "false") { i += 5; out = makeBool(false); return true; }
    if (s.substr(i, 4) == "null") { i += 4; out = makeNull(); return true; }
    if (c == '-' || (c >= '0' && c <= '9')) {
      size_t start = i;
      if (s[i] == '-') ++i;
      if (i >= s.size() || !isdigit((unsigned char)s[i])) return fail(kErrSyntax);
      if (s[i] == '0') ++i;
      else while (i < s.size() && isdigit((unsigned char)s[i])) ++i;
      bool isFloat = false;
      if (i < s.size() && s[i] == '.') {
        isFloat = true;
        ++i;
        if (i >= s.size() || !isdigit((unsigned char)s[i])) return fail(kErrSyntax);
        while (i < s.size() && isdigit((unsigned char)s[i])) ++i;
      }
      if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        isFloat = true;
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
        if (i >= s.size() || !isdigit((unsigned char)s[i])) return fail(kErrSyntax);
        while (i < s.size() && isdigit((unsigned char)s[i])) ++i;
      }
      std::string num(s.substr(start, i - start));
      if (!isFloat) {
        errno = 0;
        long long v = std::strtoll(num.c_str(), nullptr, 10);
        if (errno != ERANGE) {
          out = makeInt(v);
          return true;
        }
        if (flags & kBigintAsString) {
          out = makeStringNoIncRef(StringData::make(num));
          return true;
        }
      }
      out = makeDouble(std::strtod(num.c_str(), nullptr));
      return true;
    }
    return fail(kErrSyntax);
  }
};

void f_json_decode(NativeArgs& a) {
  std::string_view s = a.sv(0);
  int64_t flags = a.i64Or(3, 0);
  bool assoc = a.isNull(1) ? (flags & kObjectAsArray) : a.b(1);
  int64_t depth = a.i64Or(2, 512);
  if (depth <= 0) throwError(ErrorKind::ValueError, "json_decode(): Argument #3 ($depth) must be greater than 0");
  Decoder d{s, 0, assoc, depth, flags};
  TypedValue v;
  bool ok = !s.empty() && d.parseValue(v, 0);
  if (ok) {
    d.ws();
    if (d.i != s.size()) {
      tvDecRef(v);
      ok = false;
      d.fail(kErrSyntax);
    }
  } else if (s.empty()) {
    d.fail(kErrSyntax);
  }
  if (!ok) {
    if (flags & kThrowOnError) throwJson(d.error);
    tl_jsonError = d.error;
    return;
  }
  if (!(flags & kThrowOnError)) tl_jsonError = kErrNone;
  a.retValue(v);
}

void f_json_last_error(NativeArgs& a) { a.retInt(tl_jsonError); }
void f_json_last_error_msg(NativeArgs& a) { a.retString(errorMessage(tl_jsonError)); }

const BuiltinDecl kJsonBuiltins[] = {
    {"json_encode(mixed $value, int $flags = 0, int $depth = 512): string|false", f_json_encode},
    {"json_decode(string $json, ?bool $associative = null, int $depth = 512, int $flags = 0): mixed", f_json_decode},
    {"json_last_error(): int", f_json_last_error},
    {"json_last_error_msg(): string", f_json_last_error_msg},
};
HOP_REGISTER_BUILTINS(kJsonBuiltins);

const ConstantDecl kJsonConstants[] = {
    {"JSON_HEX_TAG", makeInt(1)}, {"JSON_HEX_AMP", makeInt(2)}, {"JSON_HEX_APOS", makeInt(4)},
    {"JSON_HEX_QUOT", makeInt(8)}, {"JSON_FORCE_OBJECT", makeInt(16)}, {"JSON_NUMERIC_CHECK", makeInt(32)},
    {"JSON_UNESCAPED_SLASHES", makeInt(64)}, {"JSON_PRETTY_PRINT", makeInt(128)},
    {"JSON_UNESCAPED_UNICODE", makeInt(256)}, {"JSON_PARTIAL_OUTPUT_ON_ERROR", makeInt(512)},
    {"JSON_PRESERVE_ZERO_FRACTION", makeInt(1024)}, {"JSON_UNESCAPED_LINE_TERMINATORS", makeInt(2048)},
    {"JSON_OBJECT_AS_ARRAY", makeInt(1)}, {"JSON_BIGINT_AS_STRING", makeInt(2)},
    {"JSON_INVALID_UTF8_IGNORE", makeInt(1048576)}, {"JSON_INVALID_UTF8_SUBSTITUTE", makeInt(2097152)},
    {"JSON_THROW_ON_ERROR", makeInt(4194304)}, {"JSON_ERROR_NONE", makeInt(0)}, {"JSON_ERROR_DEPTH", makeInt(1)},
    {"JSON_ERROR_STATE_MISMATCH", makeInt(2)}, {"JSON_ERROR_CTRL_CHAR", makeInt(3)}, {"JSON_ERROR_SYNTAX", makeInt(4)},
    {"JSON_ERROR_UTF8", makeInt(5)}, {"JSON_ERROR_RECURSION", makeInt(6)}, {"JSON_ERROR_INF_OR_NAN", makeInt(7)},
    {"JSON_ERROR_UNSUPPORTED_TYPE", makeInt(8)}, {"JSON_ERROR_INVALID_PROPERTY_NAME", makeInt(9)},
    {"JSON_ERROR_UTF16", makeInt(10)},
    {"JSON_ERROR_NON_BACKED_ENUM", makeInt(kErrNonBackedEnum)},
};
HOP_REGISTER_CONSTANTS(kJsonConstants);

} // namespace

} // namespace hop
