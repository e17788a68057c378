// zlib-context.cpp — deflate_init/deflate_add and inflate_init/inflate_add with their
// DeflateContext/InflateContext objects, inflate_get_status, inflate_get_read_len.
#include <zlib.h>

#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/class-linker.h"
#include "vm/lookup.h"

namespace hop::zlibctx {
namespace {

constexpr int kRaw = -15, kGzip = 31, kDeflate = 15;

/// One incremental context (php's php_zlib_context).
struct ZCtx {
  z_stream zs{};
  bool deflating = true;
  int status = Z_OK;        // the last inflate() status (inflate_get_status)
  std::string dict;         // inflate: the dictionary a Z_NEED_DICT asks for
  bool hasDict = false;
  ~ZCtx() {
    if (deflating) deflateEnd(&zs);
    else inflateEnd(&zs);
  }
};

ZCtx*& slot(ObjectData* o) { return *o->nativeData<ZCtx*>(); }
void zInit(ObjectData* o) { slot(o) = nullptr; }
void zDestroy(ObjectData* o) {
  delete slot(o);
  slot(o) = nullptr;
}

const int s_hooks = [] {
  for (const char* name : {"DeflateContext", "InflateContext"}) {
    NativeClassHooks h;
    h.dataSize = sizeof(ZCtx*);
    h.init = zInit;
    h.destroy = zDestroy;
    h.sweep = zDestroy;
    h.noClone = true;
    h.noDynamicProps = true;
    h.notSerializable = true;
    h.newError = name[0] == 'D' ? "Cannot directly construct DeflateContext, use deflate_init() instead"
                                : "Cannot directly construct InflateContext, use inflate_init() instead";
    registerNativeClass(name, h);
  }
  return 0;
}();

/// The "dictionary" option: a string, or an array of non-empty strings without
/// NULs, each stored followed by a NUL. False after php's error.
bool dictionaryOption(ArrayData* opts, const char* fn, std::string& dict, bool& has) {
  has = false;
  if (!opts) return true;
  const TypedValue* v = opts->getStr("dictionary");
  if (!v) return true;
  const TypedValue& d = *tvDeref(v);
  if (d.isString()) {
    dict.assign(d.m_data.pstr->data(), d.m_data.pstr->size());
    has = true;
    return true;
  }
  if (!d.isArray())
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #2 ($options) must be of type zero-terminated string or array, %s given", fn,
                typeNameForMessage(d).c_str());
  ArrayData* arr = d.m_data.parr;
  if (arr->size() == 0) return true;
  std::string out;
  bool bad = false;
  const char* why = nullptr;
  forEachElem(arr, [&](const TypedValue&, const TypedValue& e) {
    if (bad) return;
    std::string s = toStdString(*tvDeref(&e));
    if (s.empty()) {
      bad = true;
      why = "must not contain empty strings";
      return;
    }
    if (s.find('\0') != std::string::npos) {
      bad = true;
      why = "must not contain strings with null bytes";
      return;
    }
    out += s;
    out += '\0';
  });
  if (bad) throwErrorF(ErrorKind::ValueError, "%s(): Argument #2 ($options) %s", fn, why);
  dict = std::move(out);
  has = true;
  return true;
}

int64_t longOption(ArrayData* opts, const char* name, int64_t def) {
  if (!opts) return def;
  const TypedValue* v = opts->getStr(name);
  return v ? toInt(*tvDeref(v)) : def;
}

ObjectData* newContext(const char* cls, std::unique_ptr<ZCtx> z) {
  ObjectData* o = ObjectData::make(lookupClassAutoload(cls));
  slot(o) = z.release();
  return o;
}

ZCtx* ctxArg(NativeArgs& a, bool deflating) {
  const TypedValue& v = a.arg(0);
  const char* want = deflating ? "DeflateContext" : "InflateContext";
  if (v.m_type == DataType::Object && v.m_data.pobj->cls()->name->view() == want) {
    ZCtx* z = slot(v.m_data.pobj);
    if (z) return z;
  }
  throwErrorF(ErrorKind::TypeError, "Argument #1 ($context) must be of type %s, %s given", want, typeNameForMessage(v).c_str());
}

void checkEncoding(int64_t enc, const char* fn) {
  if (enc != kRaw && enc != kGzip && enc != kDeflate)
    throwErrorF(ErrorKind::ValueError,
                "%s(): Argument #1 ($encoding) must be one of ZLIB_ENCODING_RAW, ZLIB_ENCODING_GZIP, or ZLIB_ENCODING_DEFLATE", fn);
}

void checkFlush(int64_t flush, const char* fn) {
  switch (flush) {
    case Z_NO_FLUSH: case Z_PARTIAL_FLUSH: case Z_SYNC_FLUSH: case Z_FULL_FLUSH: case Z_BLOCK: case Z_FINISH: return;
    default:
      throwErrorF(ErrorKind::ValueError,
                  "%s(): Argument #3 ($flush_mode) must be one of ZLIB_NO_FLUSH, ZLIB_PARTIAL_FLUSH, ZLIB_SYNC_FLUSH, "
                  "ZLIB_FULL_FLUSH, ZLIB_BLOCK, or ZLIB_FINISH", fn);
  }
}

void f_deflate_init(NativeArgs& a) {
  int64_t enc = a.i64(0);
  ArrayData* opts = a.has(1) ? a.arr(1) : nullptr;
  int64_t level = longOption(opts, "level", -1);
  if (level < -1 || level > 9) throwError(ErrorKind::ValueError, "deflate_init(): \"level\" option must be between -1 and 9");
  int64_t memory = longOption(opts, "memory", 8);
  if (memory < 1 || memory > 9) throwError(ErrorKind::ValueError, "deflate_init(): \"memory\" option must be between 1 and 9");
  int64_t window = longOption(opts, "window", 15);
  if (window < 8 || window > 15) throwError(ErrorKind::ValueError, "deflate_init(): \"window\" option must be between 8 and 15");
  int64_t strategy = longOption(opts, "strategy", Z_DEFAULT_STRATEGY);
  switch (strategy) {
    case Z_FILTERED: case Z_HUFFMAN_ONLY: case Z_RLE: case Z_FIXED: case Z_DEFAULT_STRATEGY: break;
    default:
      throwError(ErrorKind::ValueError, "deflate_init(): \"strategy\" option must be one of ZLIB_FILTERED, ZLIB_HUFFMAN_ONLY, "
                                        "ZLIB_RLE, ZLIB_FIXED, or ZLIB_DEFAULT_STRATEGY");
  }
  std::string dict;
  bool hasDict;
  dictionaryOption(opts, "deflate_init", dict, hasDict);
  checkEncoding(enc, "deflate_init");
  int bits = enc < 0 ? int(enc + (15 - window)) : int(enc - (15 - window));
  auto z = std::make_unique<ZCtx>();
  z->deflating = true;
  if (deflateInit2(&z->zs, int(level), Z_DEFLATED, bits, int(memory), int(strategy)) != Z_OK) {
    z->deflating = false;
    inflateInit(&z->zs);   // so the destructor's End call is balanced
    raiseWarning("deflate_init(): Failed allocating zlib.deflate context");
    a.retBool(false);
    return;
  }
  if (hasDict) deflateSetDictionary(&z->zs, reinterpret_cast<const Bytef*>(dict.data()), uInt(dict.size()));
  a.retValue(makeObjectNoIncRef(newContext("DeflateContext", std::move(z))));
}

void f_inflate_init(NativeArgs& a) {
  int64_t enc = a.i64(0);
  ArrayData* opts = a.has(1) ? a.arr(1) : nullptr;
  int64_t window = longOption(opts, "window", 15);
  if (window < 8 || window > 15)
    throwErrorF(ErrorKind::ValueError, "zlib window size (logarithm) (%lld) must be within 8..15", (long long)window);
  std::string dict;
  bool hasDict;
  dictionaryOption(opts, "inflate_init", dict, hasDict);
  checkEncoding(enc, "inflate_init");
  int bits = enc < 0 ? int(enc + (15 - window)) : int(enc - (15 - window));
  auto z = std::make_unique<ZCtx>();
  z->deflating = false;
  if (inflateInit2(&z->zs, bits) != Z_OK) {
    raiseWarning("inflate_init(): Failed allocating zlib.inflate context");
    a.retBool(false);
    return;
  }
  if (hasDict) {
    if (enc == kRaw) inflateSetDictionary(&z->zs, reinterpret_cast<const Bytef*>(dict.data()), uInt(dict.size()));
    else {
      z->dict = std::move(dict);
      z->hasDict = true;
    }
  }
  a.retValue(makeObjectNoIncRef(newContext("InflateContext", std::move(z))));
}

void f_deflate_add(NativeArgs& a) {
  ZCtx* z = ctxArg(a, true);
  std::string_view in = a.sv(1);
  int64_t flush = a.i64Or(2, Z_SYNC_FLUSH);
  checkFlush(flush, "deflate_add");
  if (in.empty() && flush != Z_FINISH) {
    a.retString("");
    return;
  }
  std::string out(std::max<size_t>(64, in.size() + in.size() / 1000 + 16), '\0');
  z->zs.next_in = (Bytef*)in.data();
  z->zs.avail_in = uInt(in.size());
  z->zs.next_out = (Bytef*)&out[0];
  z->zs.avail_out = uInt(out.size());
  int status;
  size_t used;
  for (;;) {
    status = deflate(&z->zs, int(flush));
    used = out.size() - z->zs.avail_out;
    if (status != Z_OK || z->zs.avail_out != 0) break;
    out.resize(out.size() + 64);
    z->zs.next_out = (Bytef*)&out[used];
    z->zs.avail_out = uInt(out.size() - used);
  }
  if (status == Z_OK || status == Z_STREAM_END) {
    out.resize(used);
    if (status == Z_STREAM_END) deflateReset(&z->zs);
    a.retString(out);
    return;
  }
  raiseWarning("deflate_add(): zlib error (%s)", zError(status));
  a.retBool(false);
}

void f_inflate_add(NativeArgs& a) {
  ZCtx* z = ctxArg(a, false);
  std::string_view in = a.sv(1);
  int64_t flush = a.i64Or(2, Z_SYNC_FLUSH);
  checkFlush(flush, "inflate_add");
  if (z->status == Z_STREAM_END) {   // reset lazily: total_in stays readable until the next call
    z->status = Z_OK;
    inflateReset(&z->zs);
  }
  if (in.empty() && flush != Z_FINISH) {
    a.retString("");
    return;
  }
  constexpr size_t kChunk = 8192;
  std::string out(std::max(in.size(), kChunk), '\0');
  z->zs.next_in = (Bytef*)in.data();
  z->zs.avail_in = uInt(in.size());
  z->zs.next_out = (Bytef*)&out[0];
  z->zs.avail_out = uInt(out.size());
  size_t used = 0;
  auto grow = [&] {
    out.resize(out.size() + kChunk);
    z->zs.next_out = (Bytef*)&out[used];
    z->zs.avail_out = uInt(out.size() - used);
  };
  for (;;) {
    int status = inflate(&z->zs, int(flush));
    used = out.size() - z->zs.avail_out;
    z->status = status;
    if (status == Z_OK) {
      if (z->zs.avail_out == 0) {
        grow();
        continue;
      }
      break;
    }
    if (status == Z_STREAM_END) break;
    if (status == Z_BUF_ERROR) {
      if (flush == Z_FINISH && z->zs.avail_in == 0) {
        grow();
        continue;
      }
      break;
    }
    if (status == Z_NEED_DICT) {
      if (!z->hasDict) {
        raiseWarning("inflate_add(): Inflating this data requires a preset dictionary, please specify it in the options array "
                     "of inflate_init()");
        a.retBool(false);
        return;
      }
      int r = inflateSetDictionary(&z->zs, reinterpret_cast<const Bytef*>(z->dict.data()), uInt(z->dict.size()));
      z->dict.clear();
      z->hasDict = false;
      if (r != Z_OK) {
        raiseWarning("inflate_add(): Dictionary does not match expected dictionary (incorrect adler32 hash)");
        a.retBool(false);
        return;
      }
      continue;
    }
    raiseWarning("inflate_add(): %s", zError(status));
    a.retBool(false);
    return;
  }
  out.resize(used);
  a.retString(out);
}

void f_inflate_get_status(NativeArgs& a) { a.retInt(ctxArg(a, false)->status); }
void f_inflate_get_read_len(NativeArgs& a) { a.retInt(int64_t(ctxArg(a, false)->zs.total_in)); }

const BuiltinDecl kZlibContextBuiltins[] = {
    {"deflate_init(int $encoding, array $options = []): DeflateContext|false", f_deflate_init},
    {"deflate_add(DeflateContext $context, string $data, int $flush_mode = ZLIB_SYNC_FLUSH): string|false", f_deflate_add},
    {"inflate_init(int $encoding, array $options = []): InflateContext|false", f_inflate_init},
    {"inflate_add(InflateContext $context, string $data, int $flush_mode = ZLIB_SYNC_FLUSH): string|false", f_inflate_add},
    {"inflate_get_status(InflateContext $context): int", f_inflate_get_status},
    {"inflate_get_read_len(InflateContext $context): int", f_inflate_get_read_len},
};
HOP_REGISTER_BUILTINS(kZlibContextBuiltins);

} // namespace
} // namespace hop::zlibctx
