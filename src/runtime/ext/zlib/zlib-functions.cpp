// zlib-functions.cpp — the zlib module: gzcompress/gzuncompress, gzdeflate/
// gzinflate, gzencode/gzdecode, zlib_encode/zlib_decode, ob_gzhandler,
// zlib_get_coding_type and gz file streams (gzopen, gzfile, readgzfile, the gz*
// aliases, compress.zlib://).
#include <zlib.h>

#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

HOP_REGISTER_EXTENSION("zlib");

namespace hop::streams {

namespace {

constexpr int kRaw = -15, kGzip = 31, kDeflate = 15;

bool zCompress(std::string_view in, int level, int window, std::string& out) {
  z_stream zs{};
  if (deflateInit2(&zs, level, Z_DEFLATED, window, 8, Z_DEFAULT_STRATEGY) != Z_OK) return false;
  zs.next_in = (Bytef*)in.data();
  zs.avail_in = uInt(in.size());
  out.resize(deflateBound(&zs, uLong(in.size())) + 32);
  zs.next_out = (Bytef*)&out[0];
  zs.avail_out = uInt(out.size());
  int r = deflate(&zs, Z_FINISH);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  return r == Z_STREAM_END;
}

/// Inflates; window 0 = auto-detect (zlib or gzip). maxLen 0 = unlimited.
int zUncompress(std::string_view in, int window, size_t maxLen, std::string& out) {
  z_stream zs{};
  if (inflateInit2(&zs, window) != Z_OK) return Z_MEM_ERROR;
  zs.next_in = (Bytef*)in.data();
  zs.avail_in = uInt(in.size());
  char buf[16384];
  int r;
  do {
    zs.next_out = (Bytef*)buf;
    zs.avail_out = sizeof(buf);
    r = inflate(&zs, Z_NO_FLUSH);
    out.append(buf, sizeof(buf) - zs.avail_out);
    if (maxLen && out.size() > maxLen) {
      inflateEnd(&zs);
      return Z_BUF_ERROR;
    }
    if (r == Z_BUF_ERROR && zs.avail_in == 0) break;
  } while (r == Z_OK);
  inflateEnd(&zs);
  if (r == Z_STREAM_END) return Z_OK;
  return r == Z_OK || r == Z_BUF_ERROR ? Z_DATA_ERROR : r;
}

const char* zErr(int r) {
  switch (r) {
    case Z_DATA_ERROR: return "data error";
    case Z_BUF_ERROR: return "insufficient memory";
    case Z_MEM_ERROR: return "insufficient memory";
    default: return "data error";
  }
}

void checkLevel(NativeArgs& a, uint32_t i, int64_t level) {
  if (level < -1 || level > 9)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($level) must be between -1 and 9", curFn(), i + 1);
}

int encodingWindow(NativeArgs& a, uint32_t i, int64_t enc) {
  if (enc == kRaw || enc == kGzip || enc == kDeflate) return int(enc);
  throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($encoding) must be one of ZLIB_ENCODING_RAW, ZLIB_ENCODING_GZIP, or ZLIB_ENCODING_DEFLATE", curFn(), i + 1);
}

void compressWith(NativeArgs& a, int defaultWindow) {
  int64_t level = a.i64Or(1, -1);
  checkLevel(a, 1, level);
  int window = a.has(2) ? encodingWindow(a, 2, a.i64(2)) : defaultWindow;
  std::string out;
  if (!zCompress(a.sv(0), int(level), window, out)) {
    a.retBool(false);
    return;
  }
  a.retString(out);
}

void uncompressWith(NativeArgs& a, int window) {
  int64_t maxLen = a.i64Or(1, 0);
  if (maxLen < 0) throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($max_length) must be greater than or equal to 0", curFn());
  std::string out;
  int r = zUncompress(a.sv(0), window, size_t(maxLen), out);
  if (r != Z_OK) {
    raiseWarning("%s(): %s", curFn(), zErr(r));
    a.retBool(false);
    return;
  }
  a.retString(out);
}

void f_gzcompress(NativeArgs& a) { compressWith(a, kDeflate); }
void f_gzdeflate(NativeArgs& a) { compressWith(a, kRaw); }
void f_gzencode(NativeArgs& a) { compressWith(a, kGzip); }
void f_zlib_encode(NativeArgs& a) {
  int window = encodingWindow(a, 1, a.i64(1));
  int64_t level = a.i64Or(2, -1);
  checkLevel(a, 2, level);
  std::string out;
  if (!zCompress(a.sv(0), int(level), window, out)) {
    a.retBool(false);
    return;
  }
  a.retString(out);
}
void f_gzuncompress(NativeArgs& a) { uncompressWith(a, kDeflate); }
void f_gzinflate(NativeArgs& a) { uncompressWith(a, kRaw); }
void f_gzdecode(NativeArgs& a) { uncompressWith(a, kGzip); }
void f_zlib_decode(NativeArgs& a) { uncompressWith(a, kDeflate + 32); }

// --- incremental contexts ---------------------------------------------------------------------

struct ZContext {
  z_stream zs{};
  bool deflating = true;
  bool ok = false;
  ~ZContext() {
    if (!ok) return;
    if (deflating) deflateEnd(&zs);
    else inflateEnd(&zs);
  }
};

} // namespace

// --- gz file streams ----------------------------------------------------------------------------

/// A file read through zlib (gzopen, compress.zlib://).
struct GzStream : Stream {
  gzFile gz = nullptr;
  ssize_t doRead(char* buf, size_t n) override {
    int r = gzread(gz, buf, unsigned(n));
    if (r <= 0) eof = true;
    return r < 0 ? -1 : r;
  }
  ssize_t doWrite(const char* buf, size_t n) override {
    int r = gzwrite(gz, buf, unsigned(n));
    return r <= 0 ? -1 : r;
  }
  bool doSeek(int64_t off, int whence, int64_t& np) override {
    if (whence == SEEK_END) return false;
    z_off_t r = gzseek(gz, z_off_t(off), whence);
    if (r < 0) return false;
    np = r;
    return true;
  }
  void doClose() override {
    if (gz) gzclose(gz);
    gz = nullptr;
  }
  bool doFlush() override { return gz && gzflush(gz, Z_SYNC_FLUSH) == Z_OK; }
};

std::unique_ptr<Stream> openGz(const std::string& path, const std::string& mode, std::string& why) {
  std::string m = mode;
  if (m.find('b') == std::string::npos) m += 'b';
  if (m.find('+') != std::string::npos) {
    why = "Cannot open a zlib stream for reading and writing at the same time!";
    return nullptr;
  }
  gzFile g = gzopen(path.c_str(), m.c_str());
  if (!g) {
    why = strerror(errno ? errno : ENOENT);
    return nullptr;
  }
  auto s = std::make_unique<GzStream>();
  s->gz = g;
  s->mode = mode;
  s->uri = path;
  s->wrapperType = "ZLIB";
  s->streamType = "ZLIB";
  return s;
}

std::unique_ptr<Stream> openZlibUrl(const std::string& path, const std::string& mode, std::string& why) {
  std::string p = path;
  if (p.rfind("compress.zlib://", 0) == 0) p = p.substr(16);
  else if (p.rfind("zlib:", 0) == 0) p = p.substr(5);
  auto s = openGz(p, mode, why);
  if (s) s->uri = path;
  return s;
}

namespace {

void f_gzopen(NativeArgs& a) {
  std::string why;
  auto s = openGz(std::string(a.sv(0)), std::string(a.sv(1)), why);
  if (!s) {
    raiseWarning("gzopen(%s): Failed to open stream: %s", a.str(0)->data(), why.c_str());
    a.retBool(false);
    return;
  }
  a.retValue(makeResourceNoIncRef(makeStreamResource(std::move(s))));
}

std::string gzReadAll(NativeArgs& a, bool& ok) {
  std::string why;
  auto s = openGz(std::string(a.sv(0)), "rb", why);
  ok = s != nullptr;
  if (!s) {
    raiseWarning("%s(%s): Failed to open stream: %s", curFn(), a.str(0)->data(), why.c_str());
    return "";
  }
  std::string data = s->readAll();
  s->close();
  return data;
}

void f_gzfile(NativeArgs& a) {
  bool ok;
  std::string data = gzReadAll(a, ok);
  if (!ok) {
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makePacked(8);
  size_t s = 0;
  while (s < data.size()) {
    size_t e = data.find('\n', s);
    e = e == std::string::npos ? data.size() : e + 1;
    ArrayData::append(r, makeStringNoIncRef(StringData::make(std::string_view(data).substr(s, e - s))));
    s = e;
  }
  a.retArray(r);
}

void f_readgzfile(NativeArgs& a) {
  bool ok;
  std::string data = gzReadAll(a, ok);
  if (!ok) {
    a.retBool(false);
    return;
  }
  ctx().write(data);
  a.retInt(int64_t(data.size()));
}

/// ob_gzhandler: compresses output when the client accepts gzip or deflate
/// (HTTP_ACCEPT_ENCODING); in the CLI there is none, and php returns false.
struct GzHandlerState {
  std::unique_ptr<ZContext> z;
  const char* coding = nullptr;   // what zlib_get_coding_type() reports once ob_gzhandler chose
};

void f_ob_gzhandler(NativeArgs& a) {
  const char* ae = ::getenv("HTTP_ACCEPT_ENCODING");
  std::string enc = ae ? ae : "";
  int window = enc.find("gzip") != std::string::npos ? kGzip : enc.find("deflate") != std::string::npos ? kDeflate : 0;
  if (!window) {
    a.retBool(false);
    return;
  }
  int64_t flags = a.i64(1);
  auto& st = ctx().builtinState<GzHandlerState>();
  st.coding = window == kGzip ? "gzip" : "deflate";
  if ((flags & 1) || !st.z) {
    st.z = std::make_unique<ZContext>();
    st.z->deflating = true;
    st.z->ok = deflateInit2(&st.z->zs, -1, Z_DEFLATED, window, 8, Z_DEFAULT_STRATEGY) == Z_OK;
  }
  std::string_view in = a.sv(0);
  z_stream& zs = st.z->zs;
  zs.next_in = (Bytef*)in.data();
  zs.avail_in = uInt(in.size());
  std::string out;
  char buf[16384];
  int mode = (flags & 8) ? Z_FINISH : (flags & (2 | 4)) ? Z_SYNC_FLUSH : Z_NO_FLUSH;
  int r;
  do {
    zs.next_out = (Bytef*)buf;
    zs.avail_out = sizeof(buf);
    r = deflate(&zs, mode);
    out.append(buf, sizeof(buf) - zs.avail_out);
  } while (zs.avail_out == 0 && r == Z_OK);
  if (flags & 8) st.z.reset();
  a.retString(out);
}

/// The encoding output compression uses (php sets it when ob_gzhandler or
/// zlib.output_compression picks one from the client's Accept-Encoding), or false.
void f_zlib_get_coding_type(NativeArgs& a) {
  auto& st = ctx().builtinState<GzHandlerState>();
  if (st.coding) a.retString(st.coding);
  else a.retBool(false);
}

const BuiltinDecl kZlibBuiltins[] = {
    {"ob_gzhandler(string $data, int $flags): string|false", f_ob_gzhandler},
    {"zlib_get_coding_type(): string|false", f_zlib_get_coding_type},
    {"gzcompress(string $data, int $level = -1, int $encoding = ZLIB_ENCODING_DEFLATE): string|false", f_gzcompress},
    {"gzdeflate(string $data, int $level = -1, int $encoding = ZLIB_ENCODING_RAW): string|false", f_gzdeflate},
    {"gzencode(string $data, int $level = -1, int $encoding = ZLIB_ENCODING_GZIP): string|false", f_gzencode},
    {"zlib_encode(string $data, int $encoding, int $level = -1): string|false", f_zlib_encode},
    {"gzuncompress(string $data, int $max_length = 0): string|false", f_gzuncompress},
    {"gzinflate(string $data, int $max_length = 0): string|false", f_gzinflate},
    {"gzdecode(string $data, int $max_length = 0): string|false", f_gzdecode},
    {"zlib_decode(string $data, int $max_length = 0): string|false", f_zlib_decode},
    {"gzopen(string $filename, string $mode, int $use_include_path = 0)", f_gzopen},
    {"gzfile(string $filename, int $use_include_path = 0): array|false", f_gzfile},
    {"readgzfile(string $filename, int $use_include_path = 0): int|false", f_readgzfile},
};
HOP_REGISTER_BUILTINS(kZlibBuiltins);

const ConstantDecl kZlibConstants[] = {
    {"ZLIB_VERSION", makeStaticStringTv(ZLIB_VERSION)}, {"ZLIB_VERNUM", makeInt(ZLIB_VERNUM)},
    {"ZLIB_ENCODING_RAW", makeInt(kRaw)}, {"ZLIB_ENCODING_GZIP", makeInt(kGzip)}, {"ZLIB_ENCODING_DEFLATE", makeInt(kDeflate)},
    {"ZLIB_NO_FLUSH", makeInt(Z_NO_FLUSH)}, {"ZLIB_PARTIAL_FLUSH", makeInt(Z_PARTIAL_FLUSH)},
    {"ZLIB_SYNC_FLUSH", makeInt(Z_SYNC_FLUSH)}, {"ZLIB_FULL_FLUSH", makeInt(Z_FULL_FLUSH)},
    {"ZLIB_BLOCK", makeInt(Z_BLOCK)}, {"ZLIB_FINISH", makeInt(Z_FINISH)},
    {"ZLIB_FILTERED", makeInt(Z_FILTERED)}, {"ZLIB_HUFFMAN_ONLY", makeInt(Z_HUFFMAN_ONLY)},
    {"ZLIB_RLE", makeInt(Z_RLE)}, {"ZLIB_FIXED", makeInt(Z_FIXED)}, {"ZLIB_DEFAULT_STRATEGY", makeInt(Z_DEFAULT_STRATEGY)},
    {"ZLIB_OK", makeInt(Z_OK)}, {"ZLIB_STREAM_END", makeInt(Z_STREAM_END)}, {"ZLIB_NEED_DICT", makeInt(Z_NEED_DICT)},
    {"ZLIB_ERRNO", makeInt(Z_ERRNO)}, {"ZLIB_STREAM_ERROR", makeInt(Z_STREAM_ERROR)},
    {"ZLIB_DATA_ERROR", makeInt(Z_DATA_ERROR)}, {"ZLIB_MEM_ERROR", makeInt(Z_MEM_ERROR)},
    {"ZLIB_BUF_ERROR", makeInt(Z_BUF_ERROR)}, {"ZLIB_VERSION_ERROR", makeInt(Z_VERSION_ERROR)},
    {"FORCE_GZIP", makeInt(kGzip)}, {"FORCE_DEFLATE", makeInt(kDeflate)},
};
HOP_REGISTER_CONSTANTS(kZlibConstants);

} // namespace
} // namespace hop::streams
