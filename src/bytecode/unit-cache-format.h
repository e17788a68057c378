// unit-cache-format.h — the byte-level pieces the bytecode cache's writer
// (unit-cache-write.cpp) and reader (unit-cache-read.cpp) share: the format
// version, a little-endian writer and a bounds-checked reader.
//
// Layout of a serialized Unit (all integers little-endian, fixed width):
//   "HOPU" u32 version
//   strings:  u32 n, n × (u32 len, bytes)         every StringData the unit refers to
//   arrays:   u32 n, n × array                     Unit::staticArrays, inner ones first
//   u32 n litstrs (string ids), u32 n arrays (static array ids)
//   funcs:    u32 n, n × func                      Unit::funcs (ids = indexes)
//   classes:  u32 n, n × preclass                  Unit::preClasses
//   hoisted funcs/classes, strict types, halt offset, diagnostics
// Pointers become ids: strings into the string table, arrays into the static
// arrays, Funcs and PreClasses into the unit's own lists (-1 = null).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace hop::unitcache {

/// Bump whenever the layout or the meaning of a field changes. The cache key
/// also holds the build id, so a rebuilt binary never reads an older build's
/// files; the version guards builds made from the same tree state by hand.
constexpr uint32_t kFormatVersion = 2;
constexpr char kMagic[4] = {'H', 'O', 'P', 'U'};

/// Value tags: the static values a compiled unit holds.
enum ValueTag : uint8_t { kTagUninit = 0, kTagNull, kTagFalse, kTagTrue, kTagInt, kTagDouble, kTagString, kTagArray };

struct Writer {
  std::string out;
  template <class T> void put(T v) {
    char b[sizeof(T)];
    std::memcpy(b, &v, sizeof(T));
    out.append(b, sizeof(T));
  }
  void u8(uint8_t v) { put(v); }
  void u32(uint32_t v) { put(v); }
  void i32(int32_t v) { put(v); }
  void i64(int64_t v) { put(v); }
  void bytes(std::string_view s) {
    u32(static_cast<uint32_t>(s.size()));
    out.append(s);
  }
};

/// Thrown by Reader on any inconsistency; deserializeUnit turns it into "no unit".
struct BadCacheData {};

struct Reader {
  const char* p;
  const char* end;
  Reader(std::string_view s) : p(s.data()), end(s.data() + s.size()) {}
  void need(size_t n) {
    if (static_cast<size_t>(end - p) < n) throw BadCacheData{};
  }
  template <class T> T get() {
    need(sizeof(T));
    T v;
    std::memcpy(&v, p, sizeof(T));
    p += sizeof(T);
    return v;
  }
  uint8_t u8() { return get<uint8_t>(); }
  bool b() {
    uint8_t v = u8();
    if (v > 1) throw BadCacheData{};
    return v;
  }
  uint32_t u32() { return get<uint32_t>(); }
  int32_t i32() { return get<int32_t>(); }
  int64_t i64() { return get<int64_t>(); }
  /// A count of items each at least `minBytes` long: bounded by what is left,
  /// so a corrupt count cannot make a huge allocation.
  uint32_t count(size_t minBytes = 1) {
    uint32_t n = u32();
    if (minBytes && n > static_cast<size_t>(end - p) / minBytes) throw BadCacheData{};
    return n;
  }
  std::string_view bytes() {
    uint32_t n = u32();
    need(n);
    std::string_view s(p, n);
    p += n;
    return s;
  }
  bool atEnd() const { return p == end; }
};

} // namespace hop::unitcache
