// image.cpp — getimagesize(), getimagesizefromstring(), image_type_to_mime_type(),
// image_type_to_extension() and IMAGETYPE_*: php's header parsers for GIF, JPEG
// (with APPn markers in $image_info), PNG, SWF/SWC, PSD, BMP, TIFF, JPEG 2000
// (JPC/JP2), IFF, WBMP, XBM, ICO, WEBP and AVIF.
#include <sys/stat.h>
#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

enum ImageType {
  kUnknown = 0, kGif = 1, kJpeg = 2, kPng = 3, kSwf = 4, kPsd = 5, kBmp = 6, kTiffII = 7, kTiffMM = 8,
  kJpc = 9, kJp2 = 10, kJpx = 11, kJb2 = 12, kSwc = 13, kIff = 14, kWbmp = 15, kXbm = 16, kIco = 17,
  kWebp = 18, kAvif = 19, kCount = 20,
};

struct GfxInfo {
  uint32_t width = 0, height = 0, bits = 0, channels = 0;
};

/// A php_stream over bytes already in memory.
struct Reader {
  std::string_view d;
  size_t pos = 0;

  size_t read(void* out, size_t n) {
    size_t k = pos < d.size() ? std::min(n, d.size() - pos) : 0;
    if (k) std::memcpy(out, d.data() + pos, k);
    pos += k;
    return k;
  }
  int getc() { return pos < d.size() ? static_cast<unsigned char>(d[pos++]) : EOF; }
  /// php_stream_seek(SEEK_CUR); true on failure (php's nonzero).
  bool seekCur(int64_t off) {
    int64_t np = int64_t(pos) + off;
    if (np < 0) return true;
    pos = size_t(np);
    return false;
  }
  bool seekSet(size_t p) {
    pos = p;
    return false;
  }
  bool eof() const { return pos >= d.size(); }
  unsigned read2() {
    unsigned char a[2];
    if (read(a, 2) < 2) return 0;
    return (unsigned(a[0]) << 8) + a[1];
  }
  unsigned read4() {
    unsigned char a[4];
    if (read(a, 4) != 4) return 0;
    return (unsigned(a[0]) << 24) + (unsigned(a[1]) << 16) + (unsigned(a[2]) << 8) + a[3];
  }
  /// php_stream_gets: one line with its newline, or nothing at the end.
  std::optional<std::string> gets() {
    if (pos >= d.size()) return std::nullopt;
    size_t nl = d.find('\n', pos);
    size_t end = nl == std::string_view::npos ? d.size() : nl + 1;
    std::string line(d.substr(pos, end - pos));
    pos = end;
    return line;
  }
};

uint32_t be32(const unsigned char* p) { return (uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | p[3]; }

std::optional<GfxInfo> handleGif(Reader& s) {
  unsigned char dim[5];
  if (s.seekCur(3) || s.read(dim, 5) != 5) return std::nullopt;
  GfxInfo r;
  r.width = dim[0] | (unsigned(dim[1]) << 8);
  r.height = dim[2] | (unsigned(dim[3]) << 8);
  r.bits = dim[4] & 0x80 ? (dim[4] & 0x07) + 1 : 0;
  r.channels = 3;
  return r;
}

std::optional<GfxInfo> handlePsd(Reader& s) {
  unsigned char dim[8];
  if (s.seekCur(11) || s.read(dim, 8) != 8) return std::nullopt;
  GfxInfo r;
  r.height = be32(dim);
  r.width = be32(dim + 4);
  return r;
}

std::optional<GfxInfo> handleBmp(Reader& s) {
  unsigned char dim[16];
  if (s.seekCur(11) || s.read(dim, 16) != 16) return std::nullopt;
  uint32_t size = (uint32_t(dim[3]) << 24) + (uint32_t(dim[2]) << 16) + (uint32_t(dim[1]) << 8) + dim[0];
  GfxInfo r;
  if (size == 12) {
    r.width = (unsigned(dim[5]) << 8) + dim[4];
    r.height = (unsigned(dim[7]) << 8) + dim[6];
    r.bits = dim[11];
  } else if (size > 12 && (size <= 64 || size == 108 || size == 124)) {
    r.width = (uint32_t(dim[7]) << 24) + (uint32_t(dim[6]) << 16) + (uint32_t(dim[5]) << 8) + dim[4];
    uint32_t h = (uint32_t(dim[11]) << 24) + (uint32_t(dim[10]) << 16) + (uint32_t(dim[9]) << 8) + dim[8];
    r.height = uint32_t(std::abs(int32_t(h)));
    r.bits = (unsigned(dim[15]) << 8) + dim[14];
  } else {
    return std::nullopt;
  }
  return r;
}

unsigned long swfBits(const unsigned char* b, unsigned pos, unsigned count) {
  unsigned long result = 0;
  for (unsigned loop = pos; loop < pos + count; ++loop)
    result += ((unsigned long)((b[loop / 8] >> (7 - (loop % 8))) & 1)) << (count - (loop - pos) - 1);
  return result;
}

GfxInfo swfRect(const unsigned char* a) {
  GfxInfo r;
  unsigned long bits = swfBits(a, 0, 5);
  r.width = uint32_t((swfBits(a, 5 + bits, bits) - swfBits(a, 5, bits)) / 20);
  r.height = uint32_t((swfBits(a, 5 + 3 * bits, bits) - swfBits(a, 5 + 2 * bits, bits)) / 20);
  return r;
}

std::optional<GfxInfo> handleSwf(Reader& s) {
  unsigned char a[32];
  if (s.seekCur(5) || s.read(a, 32) != 32) return std::nullopt;
  return swfRect(a);
}

std::optional<GfxInfo> handleSwc(Reader& s) {
  unsigned char a[64];
  if (s.seekCur(5) || s.read(a, 64) != 64) return std::nullopt;
  unsigned char b[65] = {0};
  uLongf len = 64;
  int status = uncompress(b, &len, a, sizeof a);
  if (status != Z_OK) {
    // The first bytes alone do not inflate: inflate the whole body.
    s.seekSet(8);
    std::string_view rest = s.pos < s.d.size() ? s.d.substr(s.pos) : std::string_view();
    if (rest.empty()) return std::nullopt;
    std::string buf;
    int factor = 1;
    do {
      uLongf sz = uLongf(rest.size()) * (1ul << factor++);
      buf.assign(sz, '\0');
      status = uncompress(reinterpret_cast<Bytef*>(buf.data()), &sz, reinterpret_cast<const Bytef*>(rest.data()),
                          uLong(rest.size()));
      if (status == Z_OK) std::memcpy(b, buf.data(), std::min<size_t>(64, sz));
    } while (status == Z_BUF_ERROR && factor < 16);
  }
  if (status != Z_OK) return std::nullopt;
  return swfRect(b);
}

std::optional<GfxInfo> handlePng(Reader& s) {
  unsigned char dim[9];
  if (s.seekCur(8) || s.read(dim, 9) < 9) return std::nullopt;
  GfxInfo r;
  r.width = be32(dim);
  r.height = be32(dim + 4);
  r.bits = dim[8];
  return r;
}

// --- JPEG ----------------------------------------------------------------------------

constexpr unsigned kSOS = 0xDA, kEOI = 0xD9, kAPP0 = 0xE0;

/// The function being run, for the JPEG parser's warning.
thread_local const char* t_fn = "getimagesize";

unsigned nextMarker(Reader& s, bool ffRead) {
  int marker;
  if (!ffRead) {
    size_t extraneous = 0;
    while ((marker = s.getc()) != 0xff) {
      if (marker == EOF) return kEOI;
      ++extraneous;
    }
    if (extraneous) raiseWarning("%s(): corrupt JPEG data: %zu extraneous bytes before marker", t_fn, extraneous);
  }
  int a = 1;
  do {
    if ((marker = s.getc()) == EOF) return kEOI;
    ++a;
  } while (marker == 0xff);
  if (a < 2) return kEOI;
  return unsigned(marker);
}

bool skipVariable(Reader& s) {
  int64_t length = s.read2();
  if (length < 2) return false;
  s.seekCur(length - 2);
  return true;
}

bool readApp(Reader& s, unsigned marker, ArrayData*& info) {
  unsigned length = s.read2();
  if (length < 2) return false;
  length -= 2;
  std::string buf(length, '\0');
  if (s.read(buf.data(), length) != length) return false;
  char name[16];
  std::snprintf(name, sizeof name, "APP%u", marker - kAPP0);
  if (!info->getStr(std::string_view(name)))
    ArrayData::setStr(info, StringData::interned(name), makeStringNoIncRef(StringData::make(buf)));
  return true;
}

std::optional<GfxInfo> handleJpeg(Reader& s, ArrayData** info) {
  std::optional<GfxInfo> result;
  bool ffRead = true;
  for (;;) {
    unsigned marker = nextMarker(s, ffRead);
    ffRead = false;
    switch (marker) {
      case 0xC0: case 0xC1: case 0xC2: case 0xC3: case 0xC5: case 0xC6: case 0xC7:
      case 0xC9: case 0xCA: case 0xCB: case 0xCD: case 0xCE: case 0xCF:
        if (!result) {
          GfxInfo r;
          unsigned length = s.read2();
          r.bits = unsigned(s.getc());
          r.height = s.read2();
          r.width = s.read2();
          r.channels = unsigned(s.getc());
          result = r;
          if (!info || length < 8) return result;
          if (s.seekCur(int64_t(length) - 8)) return result;
        } else if (!skipVariable(s)) {
          return result;
        }
        break;
      case 0xE0: case 0xE1: case 0xE2: case 0xE3: case 0xE4: case 0xE5: case 0xE6: case 0xE7:
      case 0xE8: case 0xE9: case 0xEA: case 0xEB: case 0xEC: case 0xED: case 0xEE: case 0xEF:
        if (info) {
          if (!readApp(s, marker, *info)) return result;
        } else if (!skipVariable(s)) {
          return result;
        }
        break;
      case kSOS:
      case kEOI:
        return result;
      default:
        if (!skipVariable(s)) return result;
        break;
    }
  }
}

// --- JPEG 2000 -------------------------------------------------------------------------

std::optional<GfxInfo> handleJpc(Reader& s, const char* fn) {
  int first = s.getc();
  if (first != 0x51) {
    raiseWarning("%s(): JPEG2000 codestream corrupt(Expected SIZ marker not found after SOC)", fn);
    return std::nullopt;
  }
  GfxInfo r;
  s.read2();   // Lsiz
  s.read2();   // Rsiz
  r.width = s.read4();
  r.height = s.read4();
  if (s.seekCur(24)) return std::nullopt;
  r.channels = s.read2();
  if ((r.channels == 0 && s.eof()) || r.channels > 256) return std::nullopt;
  int highest = 0;
  for (unsigned i = 0; i < r.channels; ++i) {
    int depth = s.getc() + 1;
    if (depth > highest) highest = depth;
    s.getc();
    s.getc();
  }
  r.bits = unsigned(highest);
  return r;
}

std::optional<GfxInfo> handleJp2(Reader& s, const char* fn) {
  std::optional<GfxInfo> result;
  for (;;) {
    unsigned boxLength = s.read4();
    unsigned char type[4];
    if (s.read(type, 4) != 4) break;
    if (boxLength == 1) return std::nullopt;   // XLBox: not handled
    if (std::memcmp(type, "jp2c", 4) == 0) {
      s.seekCur(3);
      result = handleJpc(s, fn);
      break;
    }
    if (int(boxLength) <= 0) break;
    if (s.seekCur(int64_t(boxLength) - 8)) break;
  }
  if (!result) raiseWarning("%s(): JP2 file has no codestreams at root level", fn);
  return result;
}

// --- TIFF, IFF, WBMP, XBM, ICO, WEBP -----------------------------------------------------

unsigned get16u(const unsigned char* p, bool motorola) { return motorola ? (p[0] << 8) | p[1] : (p[1] << 8) | p[0]; }
int32_t get32s(const unsigned char* p, bool motorola) {
  return motorola ? int32_t((uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | p[3])
                  : int32_t((uint32_t(p[3]) << 24) | (uint32_t(p[2]) << 16) | (uint32_t(p[1]) << 8) | p[0]);
}

std::optional<GfxInfo> handleTiff(Reader& s, bool motorola) {
  unsigned char ptr[4];
  if (s.read(ptr, 4) != 4) return std::nullopt;
  uint32_t ifdAddr = uint32_t(get32s(ptr, motorola));
  if (s.seekCur(int64_t(ifdAddr) - 8)) return std::nullopt;
  unsigned char n2[2];
  if (s.read(n2, 2) != 2) return std::nullopt;
  unsigned numEntries = get16u(n2, motorola);
  size_t dirSize = 2 + 12 * size_t(numEntries) + 4;
  std::string ifd(dirSize - 2, '\0');
  if (s.read(ifd.data(), dirSize - 2) != dirSize - 2) return std::nullopt;
  size_t width = 0, height = 0;
  for (unsigned i = 0; i < numEntries; ++i) {
    const unsigned char* e = reinterpret_cast<const unsigned char*>(ifd.data()) + i * 12;
    unsigned tag = get16u(e, motorola), type = get16u(e + 2, motorola);
    size_t value;
    switch (type) {
      case 1: case 6: value = e[8]; break;
      case 3: value = get16u(e + 8, motorola); break;
      case 8: value = size_t(int64_t(int16_t(get16u(e + 8, motorola)))); break;
      case 4: value = uint32_t(get32s(e + 8, motorola)); break;
      case 9: value = size_t(int64_t(get32s(e + 8, motorola))); break;
      default: continue;
    }
    if (tag == 0x0100 || tag == 0xA002) width = value;
    else if (tag == 0x0101 || tag == 0xA003) height = value;
  }
  if (!width || !height) return std::nullopt;
  GfxInfo r;
  r.width = uint32_t(width);
  r.height = uint32_t(height);
  return r;
}

std::optional<GfxInfo> handleIff(Reader& s) {
  unsigned char a[10];
  if (s.read(a, 8) != 8) return std::nullopt;
  if (std::memcmp(a + 4, "ILBM", 4) && std::memcmp(a + 4, "PBM ", 4)) return std::nullopt;
  for (;;) {
    if (s.read(a, 8) != 8) return std::nullopt;
    int32_t chunkId = get32s(a, true), size = get32s(a + 4, true);
    if (size < 0) return std::nullopt;
    if (size & 1) ++size;
    if (chunkId == 0x424d4844) {   // BMHD
      if (size < 9 || s.read(a, 9) != 9) return std::nullopt;
      int16_t w = int16_t(get16u(a, true)), h = int16_t(get16u(a + 2, true));
      int bits = a[8];
      if (w > 0 && h > 0 && bits > 0 && bits < 33) {
        GfxInfo r;
        r.width = uint32_t(w);
        r.height = uint32_t(h);
        r.bits = uint32_t(bits);
        return r;
      }
    } else if (s.seekCur(size)) {
      return std::nullopt;
    }
  }
}

/// php_get_wbmp: the WBMP type when the data is one (with its size in *r).
bool getWbmp(Reader& s, GfxInfo* r) {
  s.seekSet(0);
  if (s.getc() != 0) return false;
  int i;
  do {
    i = s.getc();
    if (i < 0) return false;
  } while (i & 0x80);
  int width = 0, height = 0;
  do {
    i = s.getc();
    if (i < 0) return false;
    width = (width << 7) | (i & 0x7f);
    if (width > 2048) return false;
  } while (i & 0x80);
  do {
    i = s.getc();
    if (i < 0) return false;
    height = (height << 7) | (i & 0x7f);
    if (height > 2048) return false;
  } while (i & 0x80);
  if (!height || !width) return false;
  if (r) {
    r->width = uint32_t(width);
    r->height = uint32_t(height);
  }
  return true;
}

/// php_get_xbm: "#define NAME_width N" and "#define NAME_height N" lines.
bool getXbm(Reader& s, GfxInfo* r) {
  s.seekSet(0);
  unsigned width = 0, height = 0;
  while (auto line = s.gets()) {
    std::string name(line->size() + 1, '\0');
    int value;
    if (std::sscanf(line->c_str(), "#define %s %d", name.data(), &value) == 2) {
      name.resize(std::strlen(name.c_str()));
      size_t us = name.rfind('_');
      std::string type = us == std::string::npos ? name : name.substr(us + 1);
      if (type == "width") {
        width = unsigned(value);
        if (height) break;
      }
      if (type == "height") {
        height = unsigned(value);
        if (width) break;
      }
    }
  }
  if (!width || !height) return false;
  if (r) {
    r->width = width;
    r->height = height;
  }
  return true;
}

std::optional<GfxInfo> handleIco(Reader& s) {
  unsigned char dim[16];
  if (s.read(dim, 2) != 2) return std::nullopt;
  int num = (dim[1] << 8) + dim[0];
  if (num < 1 || num > 255) return std::nullopt;
  GfxInfo r;
  while (num > 0) {
    if (s.read(dim, 16) != 16) break;
    unsigned bits = (unsigned(dim[7]) << 8) + dim[6];
    if (bits >= r.bits) {
      r.width = dim[0];
      r.height = dim[1];
      r.bits = bits;
    }
    --num;
  }
  return r;
}

std::optional<GfxInfo> handleWebp(Reader& s) {
  unsigned char b[18];
  if (s.read(b, 18) != 18 || std::memcmp(b, "VP8", 3)) return std::nullopt;
  GfxInfo r;
  switch (b[3]) {
    case ' ':
      r.width = b[14] + ((b[15] & 0x3F) << 8);
      r.height = b[16] + ((b[17] & 0x3F) << 8);
      break;
    case 'L':
      r.width = b[9] + ((b[10] & 0x3F) << 8) + 1;
      r.height = (b[10] >> 6) + (b[11] << 2) + ((b[12] & 0xF) << 10) + 1;
      break;
    case 'X':
      r.width = b[12] + (b[13] << 8) + (b[14] << 16) + 1;
      r.height = b[15] + (b[16] << 8) + (b[17] << 16) + 1;
      break;
    default:
      return std::nullopt;
  }
  r.bits = 8;
  return r;
}

// --- AVIF (ISOBMFF boxes: ftyp brands, then meta/iprp/ipco's ispe and pixi) ------------

struct Box {
  size_t start, body, end;
  char type[5];
};

bool readBox(std::string_view d, size_t pos, size_t limit, Box& b) {
  if (pos + 8 > limit) return false;
  const unsigned char* p = reinterpret_cast<const unsigned char*>(d.data()) + pos;
  uint64_t size = be32(p);
  std::memcpy(b.type, p + 4, 4);
  b.type[4] = '\0';
  size_t hdr = 8;
  if (size == 1) {
    if (pos + 16 > limit) return false;
    size = (uint64_t(be32(p + 8)) << 32) | be32(p + 12);
    hdr = 16;
  } else if (size == 0) {
    size = limit - pos;
  }
  if (size < hdr || pos + size > limit) return false;
  b.start = pos;
  b.body = pos + hdr;
  b.end = pos + size_t(size);
  return true;
}

bool isAvif(std::string_view d) {
  Box b;
  if (!readBox(d, 0, d.size(), b) || std::strcmp(b.type, "ftyp") != 0 || b.end - b.body < 8) return false;
  auto brand = [&](size_t at) {
    std::string_view v = d.substr(at, 4);
    return v == "avif" || v == "avis";
  };
  if (brand(b.body)) return true;
  for (size_t at = b.body + 8; at + 4 <= b.end; at += 4)
    if (brand(at)) return true;
  return false;
}

std::optional<GfxInfo> handleAvif(std::string_view d) {
  GfxInfo r;
  bool haveSize = false;
  // Walks the boxes that can hold item properties (meta is a full box: 4 bytes
  // of version and flags before its children).
  auto walk = [&](auto&& self, size_t pos, size_t limit) -> void {
    Box b;
    while (readBox(d, pos, limit, b)) {
      std::string_view t(b.type, 4);
      const unsigned char* body = reinterpret_cast<const unsigned char*>(d.data()) + b.body;
      if (t == "meta") self(self, b.body + 4, b.end);
      else if (t == "iprp" || t == "ipco") self(self, b.body, b.end);
      else if (t == "ispe" && !haveSize && b.end - b.body >= 12) {
        r.width = be32(body + 4);
        r.height = be32(body + 8);
        haveSize = true;
      } else if (t == "pixi" && !r.channels && b.end - b.body >= 5) {
        r.channels = body[4];
        if (r.channels && b.end - b.body >= 5 + r.channels) r.bits = body[5];
      }
      pos = b.end;
    }
  };
  walk(walk, 0, d.size());
  if (!haveSize) return std::nullopt;
  return r;
}

// --- Detection ---------------------------------------------------------------------------

int detectType(Reader& s, const char* fn, std::string_view input) {
  unsigned char t[12];
  auto readError = [&] {
    raiseNotice("%s(): Error reading from %.*s!", fn, int(input.size()), input.data());
    return kUnknown;
  };
  if (s.read(t, 3) != 3) return readError();
  if (!std::memcmp(t, "GIF", 3)) return kGif;
  if (!std::memcmp(t, "\xff\xd8\xff", 3)) return kJpeg;
  if (!std::memcmp(t, "\x89PN", 3)) {
    if (s.read(t + 3, 5) != 5) return readError();
    if (!std::memcmp(t, "\x89PNG\r\n\x1a\n", 8)) return kPng;
    raiseWarning("%s(): PNG file corrupted by ASCII conversion", fn);
    return kUnknown;
  }
  if (!std::memcmp(t, "FWS", 3)) return kSwf;
  if (!std::memcmp(t, "CWS", 3)) return kSwc;
  if (!std::memcmp(t, "8BP", 3)) return kPsd;
  if (!std::memcmp(t, "BM", 2)) return kBmp;
  if (!std::memcmp(t, "\xff\x4f\xff", 3)) return kJpc;
  if (!std::memcmp(t, "RIF", 3)) {
    if (s.read(t + 3, 9) != 9) return readError();
    return !std::memcmp(t + 8, "WEBP", 4) ? kWebp : kUnknown;
  }
  if (s.read(t + 3, 1) != 1) return readError();
  if (!std::memcmp(t, "II\x2a\x00", 4)) return kTiffII;
  if (!std::memcmp(t, "MM\x00\x2a", 4)) return kTiffMM;
  if (!std::memcmp(t, "FORM", 4)) return kIff;
  if (!std::memcmp(t, "\x00\x00\x01\x00", 4)) return kIco;
  bool twelve = s.read(t + 4, 8) == 8;
  if (twelve && !std::memcmp(t, "\x00\x00\x00\x0c\x6a\x50\x20\x20\x0d\x0a\x87\x0a", 12)) return kJp2;
  if (isAvif(s.d)) return kAvif;
  if (getWbmp(s, nullptr)) return kWbmp;
  if (!twelve) return readError();
  if (getXbm(s, nullptr)) return kXbm;
  return kUnknown;
}

const char* mimeType(int64_t type) {
  switch (type) {
    case kGif: return "image/gif";
    case kJpeg: return "image/jpeg";
    case kPng: return "image/png";
    case kSwf: case kSwc: return "application/x-shockwave-flash";
    case kPsd: return "image/psd";
    case kBmp: return "image/bmp";
    case kTiffII: case kTiffMM: return "image/tiff";
    case kIff: return "image/iff";
    case kWbmp: return "image/vnd.wap.wbmp";
    case kJpc: return "application/octet-stream";
    case kJp2: return "image/jp2";
    case kXbm: return "image/xbm";
    case kIco: return "image/vnd.microsoft.icon";
    case kWebp: return "image/webp";
    case kAvif: return "image/avif";
    default: return "application/octet-stream";
  }
}

void imageSize(NativeArgs& a, std::string_view data, std::string_view input, const char* fn) {
  ArrayData* info = nullptr;
  if (a.has(1)) {
    // $image_info becomes an array (APPn markers of a JPEG go in it).
    info = ArrayData::makeHash(0);
    tvAssignMove(a.ref(1), makeArrayNoIncRef(info));
  }
  Reader s{data};
  t_fn = fn;
  int type = detectType(s, fn, input);
  std::optional<GfxInfo> r;
  ArrayData* collected = info ? ArrayData::makeHash(0) : nullptr;
  switch (type) {
    case kGif: r = handleGif(s); break;
    case kJpeg: r = handleJpeg(s, collected ? &collected : nullptr); break;
    case kPng: r = handlePng(s); break;
    case kSwf: r = handleSwf(s); break;
    case kSwc: r = handleSwc(s); break;
    case kPsd: r = handlePsd(s); break;
    case kBmp: r = handleBmp(s); break;
    case kTiffII: r = handleTiff(s, false); break;
    case kTiffMM: r = handleTiff(s, true); break;
    case kJpc: r = handleJpc(s, fn); break;
    case kJp2: r = handleJp2(s, fn); break;
    case kIff: r = handleIff(s); break;
    case kWbmp: {
      GfxInfo g;
      if (getWbmp(s, &g)) r = g;
      break;
    }
    case kXbm: {
      GfxInfo g;
      if (getXbm(s, &g)) r = g;
      break;
    }
    case kIco: r = handleIco(s); break;
    case kWebp: r = handleWebp(s); break;
    case kAvif: r = handleAvif(data); break;
    default: break;
  }
  if (collected) {
    if (collected->size()) tvAssignMove(a.ref(1), makeArrayNoIncRef(collected));
    else collected->decRef();
  }
  if (!r) {
    a.retBool(false);
    return;
  }
  ArrayData* out = ArrayData::makeHash(7);
  ArrayData::setInt(out, 0, makeInt(r->width));
  ArrayData::setInt(out, 1, makeInt(r->height));
  ArrayData::setInt(out, 2, makeInt(type));
  char attr[96];
  std::snprintf(attr, sizeof attr, "width=\"%d\" height=\"%d\"", int(r->width), int(r->height));
  ArrayData::setInt(out, 3, makeStringNoIncRef(StringData::make(attr)));
  if (r->bits) ArrayData::setStr(out, StringData::interned("bits"), makeInt(r->bits));
  if (r->channels) ArrayData::setStr(out, StringData::interned("channels"), makeInt(r->channels));
  ArrayData::setStr(out, StringData::interned("mime"), makeStringNoIncRef(StringData::make(mimeType(type))));
  a.retArray(out);
}

void f_getimagesize(NativeArgs& a) {
  std::string_view path = a.sv(0);
  if (path.empty()) throwError(ErrorKind::ValueError, "Path cannot be empty");
  if (path.find('\0') != std::string_view::npos)
    throwError(ErrorKind::ValueError, "getimagesize(): Argument #1 ($filename) must not contain any null bytes");
  std::string p(path);
  if (p.rfind("file://", 0) == 0) p = p.substr(7);
  FILE* f = std::fopen(p.c_str(), "rb");
  if (!f) {
    raiseWarning("getimagesize(%s): Failed to open stream: %s", std::string(path).c_str(), std::strerror(errno));
    a.retBool(false);
    return;
  }
  struct stat st;
  if (::fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
    std::fclose(f);
    if (a.has(1)) tvAssignMove(a.ref(1), makeArrayNoIncRef(ArrayData::makeHash(0)));
    raiseNotice("getimagesize(): Read of 8192 bytes failed with errno=21 Is a directory");
    raiseNotice("getimagesize(): Error reading from %s!", std::string(path).c_str());
    a.retBool(false);
    return;
  }
  std::string data;
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) data.append(buf, n);
  std::fclose(f);
  imageSize(a, data, path, "getimagesize");
}

void f_getimagesizefromstring(NativeArgs& a) { imageSize(a, a.sv(0), a.sv(0), "getimagesizefromstring"); }

void f_image_type_to_mime_type(NativeArgs& a) { a.retString(mimeType(a.i64(0))); }

void f_image_type_to_extension(NativeArgs& a) {
  const char* ext = nullptr;
  switch (a.i64(0)) {
    case kGif: ext = ".gif"; break;
    case kJpeg: ext = ".jpeg"; break;
    case kPng: ext = ".png"; break;
    case kSwf: case kSwc: ext = ".swf"; break;
    case kPsd: ext = ".psd"; break;
    case kBmp: case kWbmp: ext = ".bmp"; break;
    case kTiffII: case kTiffMM: ext = ".tiff"; break;
    case kIff: ext = ".iff"; break;
    case kJpc: ext = ".jpc"; break;
    case kJp2: ext = ".jp2"; break;
    case kJpx: ext = ".jpx"; break;
    case kJb2: ext = ".jb2"; break;
    case kXbm: ext = ".xbm"; break;
    case kIco: ext = ".ico"; break;
    case kWebp: ext = ".webp"; break;
    case kAvif: ext = ".avif"; break;
  }
  if (!ext) {
    a.retBool(false);
    return;
  }
  a.retString(ext + (a.bOr(1, true) ? 0 : 1));
}

const BuiltinDecl kImageBuiltins[] = {
    {"getimagesize(string $filename, &$image_info = null): array|false", f_getimagesize},
    {"getimagesizefromstring(string $string, &$image_info = null): array|false", f_getimagesizefromstring},
    {"image_type_to_mime_type(int $image_type): string", f_image_type_to_mime_type},
    {"image_type_to_extension(int $image_type, bool $include_dot = true): string|false", f_image_type_to_extension},
};
HOP_REGISTER_BUILTINS(kImageBuiltins);

const ConstantDecl kImageConstants[] = {
    {"IMAGETYPE_GIF", makeInt(kGif)},         {"IMAGETYPE_JPEG", makeInt(kJpeg)},     {"IMAGETYPE_PNG", makeInt(kPng)},
    {"IMAGETYPE_SWF", makeInt(kSwf)},         {"IMAGETYPE_PSD", makeInt(kPsd)},       {"IMAGETYPE_BMP", makeInt(kBmp)},
    {"IMAGETYPE_TIFF_II", makeInt(kTiffII)},  {"IMAGETYPE_TIFF_MM", makeInt(kTiffMM)}, {"IMAGETYPE_JPC", makeInt(kJpc)},
    {"IMAGETYPE_JP2", makeInt(kJp2)},         {"IMAGETYPE_JPX", makeInt(kJpx)},       {"IMAGETYPE_JB2", makeInt(kJb2)},
    {"IMAGETYPE_SWC", makeInt(kSwc)},         {"IMAGETYPE_IFF", makeInt(kIff)},       {"IMAGETYPE_WBMP", makeInt(kWbmp)},
    {"IMAGETYPE_JPEG2000", makeInt(kJpc)},    {"IMAGETYPE_XBM", makeInt(kXbm)},       {"IMAGETYPE_ICO", makeInt(kIco)},
    {"IMAGETYPE_WEBP", makeInt(kWebp)},       {"IMAGETYPE_AVIF", makeInt(kAvif)},     {"IMAGETYPE_UNKNOWN", makeInt(kUnknown)},
    {"IMAGETYPE_COUNT", makeInt(kCount)},
};
HOP_REGISTER_CONSTANTS(kImageConstants);

} // namespace

} // namespace hop
