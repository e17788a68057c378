// filters.cpp — stream filters: the built-ins (string.rot13/toupper/tolower,
// convert.base64-*, convert.quoted-printable-*, dechunk, zlib.deflate/inflate),
// user filters (stream_filter_register + php_user_filter, buckets and brigades),
// stream_filter_append/prepend/remove, stream_get_filters and php://filter URLs.
#include <zlib.h>

#include <cstring>
#include <deque>
#include <exception>
#include <map>

#include "runtime/base/request-local.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/heap/native-buffer.h"
#include "vm/lookup.h"

namespace hop::streams {

static const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static int b64val(unsigned char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

bool base64DecodeStrict(std::string_view in, std::string& out) {
  uint32_t acc = 0;
  int bits = 0, pad = 0;
  for (unsigned char c : in) {
    if (c == '=') {
      ++pad;
      continue;
    }
    int v = b64val(c);
    if (v < 0) {
      if (isspace(c)) continue;
      return false;
    }
    if (pad) return false;
    acc = (acc << 6) | uint32_t(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += char((acc >> bits) & 0xff);
    }
  }
  return true;
}

std::string urlDecodeRaw(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() + 0 && isxdigit((unsigned char)s[i + 1]) && isxdigit((unsigned char)s[i + 2])) {
      out += char(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

namespace {

struct CaseFilter : Filter {
  int kind;   // 0 rot13, 1 upper, 2 lower
  explicit CaseFilter(int k) : kind(k) {}
  bool filter(Stream*, std::string& in, std::string& out, bool) override {
    out = in;
    for (auto& c : out) {
      unsigned char u = (unsigned char)c;
      if (kind == 1) c = char(toupper(u));
      else if (kind == 2) c = char(tolower(u));
      else if (isalpha(u)) c = char((u & 32) | (((u & 31) - 1 + 13) % 26 + 1) | (u & 0xC0));
    }
    return true;
  }
};

struct B64Encode : Filter {
  std::string pending;
  size_t lineLen = 0, col = 0;
  std::string lineBreak = "\r\n";
  void emit(std::string& out, char c) {
    if (lineLen && col == lineLen) {
      out += lineBreak;
      col = 0;
    }
    out += c;
    ++col;
  }
  bool filter(Stream*, std::string& in, std::string& out, bool closing) override {
    pending += in;
    size_t full = pending.size() / 3 * 3;
    for (size_t i = 0; i < full; i += 3) {
      uint32_t v = (uint8_t(pending[i]) << 16) | (uint8_t(pending[i + 1]) << 8) | uint8_t(pending[i + 2]);
      for (int k = 3; k >= 0; --k) emit(out, kB64[(v >> (6 * k)) & 63]);
    }
    pending.erase(0, full);
    if (closing && !pending.empty()) {
      uint32_t v = uint8_t(pending[0]) << 16;
      if (pending.size() > 1) v |= uint8_t(pending[1]) << 8;
      emit(out, kB64[(v >> 18) & 63]);
      emit(out, kB64[(v >> 12) & 63]);
      emit(out, pending.size() > 1 ? kB64[(v >> 6) & 63] : '=');
      emit(out, '=');
      pending.clear();
    }
    return true;
  }
};

struct B64Decode : Filter {
  uint32_t acc = 0;
  int bits = 0;
  bool padded = false;
  bool filter(Stream*, std::string& in, std::string& out, bool) override {
    for (unsigned char c : in) {
      if (c == '=') {
        padded = true;
        continue;
      }
      if (c == '\r' || c == '\n' || c == ' ' || c == '\t') continue;
      int v = b64val(c);
      if (v < 0 || padded) {
        raiseWarning("%s(): Stream filter (convert.base64-decode): invalid byte sequence", curFn());
        return false;
      }
      acc = (acc << 6) | uint32_t(v);
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out += char((acc >> bits) & 0xff);
      }
    }
    return true;
  }
};

struct QpEncode : Filter {
  size_t lineLen = 0, ccnt = 0;
  std::string lineBreak;        // explicit line-break-chars
  bool lbGiven = false;
  bool binary = false;
  std::string pending;
  bool started = false;
  bool filter(Stream*, std::string& in, std::string& out, bool closing) override {
    static const char hex[] = "0123456789ABCDEF";
    if (!started) {
      started = true;
      ccnt = lineLen;
      if (!lbGiven) lineBreak = lineLen ? "\r\n" : "";
    }
    pending += in;
    const std::string& d = pending;
    const std::string& lb = lineBreak;
    size_t n = d.size(), i = 0;
    while (i < n) {
      if (!binary && !lb.empty() && d.compare(i, lb.size(), lb) == 0) {
        out += lb;
        ccnt = lineLen;
        i += lb.size();
        continue;
      }
      if (!closing && !binary && lb.size() > 1 && n - i < lb.size() && lb.compare(0, n - i, d, i, n - i) == 0) break;
      unsigned char c = (unsigned char)d[i];
      bool enc;
      if (c == ' ' || c == '\t') {
        if (i + 1 >= n && !closing) break;   // wait: what follows decides
        if (binary) enc = true;
        else if (lb.empty()) enc = false;
        else enc = i + 1 >= n || d[i + 1] == ' ' || d[i + 1] == '\t' || d.compare(i + 1, lb.size(), lb) == 0 ||
                   (!closing && n - i - 1 < lb.size() && lb.compare(0, n - i - 1, d, i + 1, n - i - 1) == 0);
      } else {
        enc = c < 33 || c > 126 || c == '=';
      }
      size_t len = enc ? 3 : 1;
      if (lineLen && ccnt < len + 1) {
        out += '=';
        out += lb;
        ccnt = lineLen;
      }
      if (enc) {
        out += '=';
        out += hex[c >> 4];
        out += hex[c & 15];
      } else {
        out += char(c);
      }
      if (lineLen) ccnt -= len;
      ++i;
    }
    pending.erase(0, i);
    return true;
  }
};

struct QpDecode : Filter {
  std::string pending;
  bool filter(Stream*, std::string& in, std::string& out, bool closing) override {
    pending += in;
    size_t i = 0;
    while (i < pending.size()) {
      char c = pending[i];
      if (c != '=') {
        out += c;
        ++i;
        continue;
      }
      if (i + 2 >= pending.size() + (closing ? 0 : 0) && !closing && i + 2 >= pending.size()) break;
      if (i + 1 < pending.size() && (pending[i + 1] == '\r' || pending[i + 1] == '\n')) {
        i += (pending[i + 1] == '\r' && i + 2 < pending.size() && pending[i + 2] == '\n') ? 3 : 2;
        continue;
      }
      if (i + 2 < pending.size() && isxdigit((unsigned char)pending[i + 1]) && isxdigit((unsigned char)pending[i + 2])) {
        out += char(std::stoi(pending.substr(i + 1, 2), nullptr, 16));
        i += 3;
        continue;
      }
      raiseWarning("%s(): Stream filter (convert.quoted-printable-decode): invalid byte sequence", curFn());
      pending.clear();
      return false;
    }
    pending.erase(0, i);
    return true;
  }
};

/// HTTP chunked transfer decoding.
struct Dechunk : Filter {
  enum { Size, SizeExt, SizeLf, Data, DataCr, DataLf, Trailer, Done, Error } st = Size;
  size_t left = 0;
  bool filter(Stream*, std::string& in, std::string& out, bool) override {
    for (size_t i = 0; i < in.size();) {
      char c = in[i];
      switch (st) {
        case Size:
          if (isxdigit((unsigned char)c)) {
            left = left * 16 + size_t(isdigit((unsigned char)c) ? c - '0' : (tolower(c) - 'a' + 10));
            ++i;
          } else if (c == ';' || c == ' ' || c == '\t') {
            st = SizeExt;
          } else if (c == '\r') {
            st = SizeLf;
            ++i;
          } else if (c == '\n') {
            st = left ? Data : Done;
            ++i;
          } else {
            st = Error;
          }
          break;
        case SizeExt:
          if (c == '\r') st = SizeLf;
          else if (c == '\n') st = left ? Data : Done;
          ++i;
          break;
        case SizeLf:
          if (c == '\n') {
            st = left ? Data : Done;
            ++i;
          } else st = Error;
          break;
        case Data: {
          size_t k = std::min(left, in.size() - i);
          out.append(in, i, k);
          i += k;
          left -= k;
          if (!left) st = DataCr;
          break;
        }
        case DataCr:
          if (c == '\r') {
            st = DataLf;
            ++i;
          } else if (c == '\n') {
            st = Size;
            ++i;
          } else st = Error;
          break;
        case DataLf:
          if (c == '\n') {
            st = Size;
            left = 0;
            ++i;
          } else st = Error;
          break;
        case Done:
        case Trailer: i = in.size(); break;
        case Error:
          out.append(in, i, std::string::npos);
          i = in.size();
          break;
      }
    }
    return true;
  }
};

struct ZlibFilter : Filter {
  z_stream zs{};
  bool deflating;
  bool ok = false, finished = false;
  ZlibFilter(bool d, int level, int window, int memory) : deflating(d) {
    ok = d ? deflateInit2(&zs, level, Z_DEFLATED, window, memory, Z_DEFAULT_STRATEGY) == Z_OK
           : inflateInit2(&zs, window) == Z_OK;
  }
  ~ZlibFilter() override {
    if (!ok) return;
    if (deflating) deflateEnd(&zs);
    else inflateEnd(&zs);
  }
  bool filter(Stream*, std::string& in, std::string& out, bool closing) override {
    if (!ok) return false;
    if (finished && !deflating) return true;
    zs.next_in = (Bytef*)in.data();
    zs.avail_in = uInt(in.size());
    char buf[8192];
    for (;;) {
      zs.next_out = (Bytef*)buf;
      zs.avail_out = sizeof(buf);
      int r = deflating ? deflate(&zs, closing ? Z_FINISH : in.empty() ? Z_FULL_FLUSH : Z_NO_FLUSH) : inflate(&zs, Z_SYNC_FLUSH);
      out.append(buf, sizeof(buf) - zs.avail_out);
      if (r == Z_STREAM_END) {
        finished = true;
        break;
      }
      if (r != Z_OK && r != Z_BUF_ERROR) {
        if (!deflating) raiseWarning("%s(): zlib: %s", curFn(), zs.msg ? zs.msg : "data error");
        return false;
      }
      if (zs.avail_out != 0 && zs.avail_in == 0) break;
    }
    return true;
  }
};

// --- user filters ---------------------------------------------------------------------------

struct Bucket : ResourceImpl {
  std::string data;
  std::string typeName() const override { return "userfilter.bucket"; }
};
struct Brigade : ResourceImpl {
  std::deque<ResourceData*> buckets;
  ~Brigade() override {
    if (tl_streamsDead) return;
    for (auto* b : buckets) b->decRef();
  }
  std::string typeName() const override { return "userfilter.bucket brigade"; }
};

struct FilterRegistry {
  std::map<std::string, std::string> user;   // filter name -> class
};
FilterRegistry& registry() { return ctx().builtinState<FilterRegistry>(); }

TypedValue str(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

void setObjProp(ObjectData* o, const char* name, TypedValue v) {
  bool acc;
  int64_t slot = o->cls()->findProp(name, o->cls(), acc);
  if (slot >= 0) {
    tvAssign(*o->prop(uint32_t(slot)), v);
    tvDecRef(v);
  } else {
    setDynamicProp(o, StringData::make(name), v);
  }
}

const TypedValue* objProp(ObjectData* o, const char* name) {
  bool acc;
  int64_t slot = o->cls()->findProp(name, o->cls(), acc);
  if (slot >= 0) return tvDeref(o->prop(uint32_t(slot)));
  ArrayData* props = objectPropsToArray(o);
  const TypedValue* v = props->getStr(name);
  static thread_local TypedValue keep;
  if (v) {
    keep = *tvDeref(v);
  }
  props->decRef();
  return v ? &keep : nullptr;
}

struct UserFilter : Filter {
  ObjectData* obj = nullptr;
  ~UserFilter() override {
    if (obj && !tl_streamsDead) obj->decRef();
  }
  bool filter(Stream* s, std::string& in, std::string& out, bool closing) override {
    auto inB = std::make_unique<Brigade>();
    if (!in.empty()) {
      auto b = std::make_unique<Bucket>();
      b->data = in;
      inB->buckets.push_back(ResourceData::make(std::move(b)));
    }
    Brigade* inRaw = inB.get();
    ResourceData* inR = ResourceData::make(std::move(inB));
    auto outB = std::make_unique<Brigade>();
    Brigade* outRaw = outB.get();
    ResourceData* outR = ResourceData::make(std::move(outB));
    // $this->stream = the stream resource being filtered.
    ResourceData* sres = nullptr;
    for (auto& [id, r] : ctx().liveResources)
      if (!r->m_closed && r->m_impl.get() == s) sres = r;
    if (sres) {
      sres->incRef();
      setObjProp(obj, "stream", makeResourceNoIncRef(sres));
    }
    RefData* consumed = makeRefData(makeInt(0));
    TypedValue args[4] = {makeResourceNoIncRef(inR), makeResourceNoIncRef(outR), makeRefNoIncRef(consumed), makeBool(closing)};
    int64_t ret = 0;
    BusyScope busy(s);
    try {
      TypedValue r = callMethod(obj, "filter", args, 4);
      ret = toInt(r);
      tvDecRef(r);
    } catch (...) {
      tvDecRef(args[0]);
      tvDecRef(args[1]);
      tvDecRef(args[2]);
      throw;
    }
    if (!inRaw->buckets.empty()) {
      raiseWarning("%s(): Unprocessed filter buckets remaining on input brigade", curFn());
      for (auto* b : inRaw->buckets) b->decRef();
      inRaw->buckets.clear();
    }
    if (ret == 2)
      for (auto* b : outRaw->buckets)
        if (auto* bk = b->impl<Bucket>()) out += bk->data;
    tvDecRef(args[0]);
    tvDecRef(args[1]);
    tvDecRef(args[2]);
    setObjProp(obj, "stream", makeNull());
    return ret != 0;
  }
  void onClose() override {
    if (!obj) return;
    TypedValue r = callMethod(obj, "onclose", nullptr, 0);
    tvDecRef(r);
  }
};

bool wildcardMatch(const std::string& name, const std::string& pattern) {
  if (pattern == name) return true;
  if (pattern.size() >= 2 && pattern.compare(pattern.size() - 2, 2, ".*") == 0)
    return name.compare(0, pattern.size() - 1, pattern, 0, pattern.size() - 1) == 0;
  return false;
}

int64_t paramInt(const TypedValue* p, const char* key, int64_t def) {
  if (!p) return def;
  const TypedValue& v = *tvDeref(p);
  if (v.isArray()) {
    const TypedValue* e = v.m_data.parr->getStr(key);
    return e ? toInt(*tvDeref(e)) : def;
  }
  if (v.m_type == DataType::Int && strcmp(key, "level") == 0) return v.m_data.num;
  return def;
}

thread_local std::exception_ptr t_pendingFilterError;
thread_local bool t_filterWarned = false;
const RequestLocalReset kResetFilters([] {
  t_pendingFilterError = nullptr;
  t_filterWarned = false;
});

void rethrowPendingFilterError() {
  t_filterWarned = false;
  if (t_pendingFilterError) {
    auto e = t_pendingFilterError;
    t_pendingFilterError = nullptr;
    std::rethrow_exception(e);
  }
}

} // namespace

std::unique_ptr<Filter> createFilter(const std::string& name, const TypedValue* params, bool& factoryFound) {
  factoryFound = true;
  std::string l = name;
  for (auto& c : l) c = char(tolower((unsigned char)c));
  std::unique_ptr<Filter> f;
  if (l == "string.rot13") f = std::make_unique<CaseFilter>(0);
  else if (l == "string.toupper") f = std::make_unique<CaseFilter>(1);
  else if (l == "string.tolower") f = std::make_unique<CaseFilter>(2);
  else if (l == "convert.base64-encode") {
    auto e = std::make_unique<B64Encode>();
    e->lineLen = size_t(paramInt(params, "line-length", 0));
    if (params && tvDeref(params)->isArray()) {
      const TypedValue* lb = tvDeref(params)->m_data.parr->getStr("line-break-chars");
      if (lb) e->lineBreak = toStdString(*tvDeref(lb));
    }
    f = std::move(e);
  } else if (l == "convert.base64-decode") f = std::make_unique<B64Decode>();
  else if (l == "convert.quoted-printable-encode") {
    auto e = std::make_unique<QpEncode>();
    e->lineLen = size_t(paramInt(params, "line-length", 0));
    if (params && tvDeref(params)->isArray()) {
      const TypedValue* lb = tvDeref(params)->m_data.parr->getStr("line-break-chars");
      if (lb) {
        e->lineBreak = toStdString(*tvDeref(lb));
        e->lbGiven = true;
      }
      const TypedValue* bin = tvDeref(params)->m_data.parr->getStr("binary");
      if (bin) e->binary = toBool(*tvDeref(bin));
    }
    f = std::move(e);
  } else if (l == "convert.quoted-printable-decode") f = std::make_unique<QpDecode>();
  else if (l == "dechunk") f = std::make_unique<Dechunk>();
  else if (l == "zlib.deflate" || l == "zlib.inflate") {
    bool d = l == "zlib.deflate";
    int64_t level = paramInt(params, "level", -1);
    int64_t window = paramInt(params, "window", d ? -15 : -15);
    int64_t memory = paramInt(params, "memory", 8);
    if (level < -1 || level > 9) {
      raiseWarning("%s(): Invalid compression level specified. (%lld)", curFn(), (long long)level);
      level = -1;
    }
    f = std::make_unique<ZlibFilter>(d, int(level), int(window), int(memory));
  } else {
    // user filters: exact name, then wildcards
    auto& reg = registry().user;
    std::string cls;
    bool found = false;
    auto it = reg.find(name);
    if (it != reg.end()) {
      cls = it->second;
      found = true;
    } else {
      for (auto& [pat, c] : reg)
        if (wildcardMatch(name, pat)) {
          cls = c;
          found = true;
          break;
        }
    }
    if (!found) {
      factoryFound = false;
      return nullptr;
    }
    Class* k = lookupClassAutoload(cls);
    if (!k) {
      raiseWarning("%s(): User-filter \"%s\" requires class \"%s\", but that class is not defined", curFn(), name.c_str(), cls.c_str());
      return nullptr;
    }
    ObjectData* o = nullptr;
    try {
      o = instantiate(k);
    } catch (...) {
      t_pendingFilterError = std::current_exception();
      raiseWarning("%s(): Unable to create or locate filter \"%s\"", curFn(), name.c_str());
      factoryFound = true;
      t_filterWarned = true;
      return nullptr;
    }
    setObjProp(o, "filtername", str(name));
    setObjProp(o, "params", params ? tvCopyValue(*tvDeref(params)) : str(""));
    TypedValue r = callMethod(o, "oncreate", nullptr, 0);
    bool ok = !(r.m_type == DataType::Bool && !r.m_data.num);
    tvDecRef(r);
    if (!ok) {
      o->decRef();
      return nullptr;
    }
    auto uf = std::make_unique<UserFilter>();
    uf->obj = o;
    f = std::move(uf);
  }
  if (f) f->name = name;
  return f;
}

ResourceData* attachFilter(Stream* s, std::unique_ptr<Filter> f, bool read, bool append) {
  f->stream = s;
  f->readChain = read;
  Filter* raw = f.get();
  auto fr = std::make_unique<FilterResource>();
  fr->filter = std::move(f);
  ResourceData* r = ResourceData::make(std::move(fr));
  raw->resource = r;
  auto& chain = read ? s->readFilters : s->writeFilters;
  if (append) chain.push_back(r);
  else chain.insert(chain.begin(), r);
  if (read && s->unread() > 0) {
    // Data already buffered goes through the new filter.
    std::string pending = s->rbuf.substr(s->rpos), out;
    raw->filter(s, pending, out, false);
    s->rbuf = out;
    s->rpos = 0;
  }
  return r;
}

void detachFilter(Stream* s, ResourceData* r, bool flush) {
  for (auto* chain : {&s->readFilters, &s->writeFilters}) {
    auto it = std::find(chain->begin(), chain->end(), r);
    if (it == chain->end()) continue;
    if (flush && chain == &s->writeFilters) {
      // Flush what this filter holds through the rest of the chain.
      auto* fr = r->impl<FilterResource>();
      std::string empty, out;
      if (fr && fr->filter) fr->filter->filter(s, empty, out, true);
      chain->erase(it);
      if (!out.empty()) s->writeFiltered(out, false);
    } else {
      chain->erase(it);
    }
    r->close();
    r->decRef();
    return;
  }
}

bool appendFilterByName(Stream* s, const std::string& name, bool read, bool write, const TypedValue* params) {
  for (int pass = 0; pass < 2; ++pass) {
    bool isRead = pass == 0;
    if (isRead ? !read : !write) continue;
    bool found;
    auto f = createFilter(name, params, found);
    if (!f) {
      if (!found) raiseWarning("%s(): Unable to locate filter \"%s\"", curFn(), name.c_str());
      raiseWarning("%s(): Unable to create filter (%s)", curFn(), name.c_str());
      rethrowPendingFilterError();
      return false;
    }
    attachFilter(s, std::move(f), isRead, true);
  }
  return true;
}

std::unique_ptr<Stream> openFilterUrl(const std::string& path, const std::string& mode, int opts, ResourceData* context,
                                      std::string& why, bool& warned) {
  // php://filter/read=a|b/write=c/resource=URL
  std::string spec = path.substr(strlen("php://filter/"));
  size_t rp = spec.find("/resource=");
  std::string resource;
  if (spec.rfind("resource=", 0) == 0) {
    resource = spec.substr(9);
    spec.clear();
  } else if (rp == std::string::npos) {
    throwError(ErrorKind::Error, "No URL resource specified");
  } else {
    resource = spec.substr(rp + 10);
    spec = spec.substr(0, rp);
  }
  ResourceData* inner = openStream(resource, mode, opts & ~kReport, context, nullptr);
  if (!inner) {
    why = "operation failed";
    return nullptr;
  }
  // Take the Stream out of its resource.
  std::unique_ptr<ResourceImpl> impl = std::move(inner->m_impl);
  inner->m_closed = true;
  inner->decRef();
  std::unique_ptr<Stream> s(static_cast<Stream*>(impl.release()));
  size_t i = 0;
  while (i <= spec.size() && !spec.empty()) {
    size_t j = spec.find('/', i);
    if (j == std::string::npos) j = spec.size();
    std::string part = spec.substr(i, j - i);
    bool rd = true, wr = true;
    std::string list = part;
    if (part.rfind("read=", 0) == 0) {
      wr = false;
      list = part.substr(5);
    } else if (part.rfind("write=", 0) == 0) {
      rd = false;
      list = part.substr(6);
    }
    if (!part.empty()) {
      size_t k = 0;
      while (k <= list.size()) {
        size_t e = list.find('|', k);
        if (e == std::string::npos) e = list.size();
        std::string fname = urlDecodeRaw(list.substr(k, e - k));
        if (!fname.empty()) {
          bool r = rd && s->readable(), w = wr && s->writable();
          if (rd && wr) {
            r = mode.find('r') != std::string::npos || mode.find('+') != std::string::npos;
            w = mode.find_first_of("wax+c") != std::string::npos;
          }
          if (r || w) appendFilterByName(s.get(), fname, r, w, nullptr);
        }
        k = e + 1;
      }
    }
    i = j + 1;
  }
  (void)warned;
  return s;
}

namespace {

void doFilterAttach(NativeArgs& a, bool append) {
  Stream* s = streamArg(a, 0);
  std::string name(a.sv(1));
  int64_t rw = a.i64Or(2, 0);
  rw &= 3;
  if (rw == 0) {
    if (s->mode.find_first_of("r+") != std::string::npos) rw |= 1;
    if (s->mode.find_first_of("wa+") != std::string::npos) rw |= 2;
  }
  const TypedValue* params = a.has(3) && !a.isNull(3) ? &a.arg(3) : nullptr;
  ResourceData* last = nullptr;
  for (int pass = 0; pass < 2; ++pass) {
    bool read = pass == 0;
    if (!(rw & (read ? 1 : 2))) continue;
    bool found;
    auto f = createFilter(name, params, found);
    if (!f) {
      if (!found) raiseWarning("%s(): Unable to locate filter \"%s\"", curFn(), name.c_str());
      else if (!t_filterWarned) raiseWarning("%s(): Unable to create or locate filter \"%s\"", curFn(), name.c_str());
      rethrowPendingFilterError();
      a.retBool(false);
      return;
    }
    last = attachFilter(s, std::move(f), read, append);
  }
  if (!last) {
    a.retBool(false);
    return;
  }
  last->incRef();
  a.retValue(makeResourceNoIncRef(last));
}

void f_stream_filter_append(NativeArgs& a) { doFilterAttach(a, true); }
void f_stream_filter_prepend(NativeArgs& a) { doFilterAttach(a, false); }

void f_stream_filter_remove(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  ResourceData* r = v.m_type == DataType::Resource ? v.m_data.pres : nullptr;
  auto* fr = r && !r->m_closed ? r->impl<FilterResource>() : nullptr;
  if (!fr) {
    if (r && !r->m_closed)
      throwError(ErrorKind::TypeError, "stream_filter_remove(): supplied resource is not a valid stream filter resource");
    throwError(ErrorKind::TypeError, "stream_filter_remove(): supplied resource is not a valid stream filter resource");
  }
  Stream* s = fr->filter ? fr->filter->stream : nullptr;
  if (!s) {
    raiseWarning("stream_filter_remove(): Unable to flush filter, not removing");
    a.retBool(false);
    return;
  }
  detachFilter(s, r, true);
  a.retBool(true);
}

void f_stream_get_filters(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(12);
  for (const char* n : {"zlib.*", "string.rot13", "string.toupper", "string.tolower", "convert.*", "consumed", "dechunk"})
    ArrayData::append(r, str(n));
  for (auto& [k, v] : registry().user) ArrayData::append(r, str(k));
  a.retArray(r);
}

void f_stream_filter_register(NativeArgs& a) {
  if (a.sv(0).empty()) throwError(ErrorKind::ValueError, "stream_filter_register(): Argument #1 ($filter_name) must be a non-empty string");
  if (a.sv(1).empty()) throwError(ErrorKind::ValueError, "stream_filter_register(): Argument #2 ($class) must be a non-empty string");
  auto& reg = registry().user;
  std::string n(a.sv(0));
  if (reg.count(n)) {
    a.retBool(false);
    return;
  }
  chargeRequestRecord(96 + n.size() + a.sv(1).size());   // php's filter map entry in its heap
  reg[n] = std::string(a.sv(1));
  a.retBool(true);
}

Brigade* brigadeArg(NativeArgs& a, uint32_t i) {
  const TypedValue& v = a.arg(i);
  if (v.m_type != DataType::Resource)
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #%u ($brigade) must be of type resource, %s given", curFn(), i + 1,
                typeNameForMessage(v).c_str());
  Brigade* b = v.m_data.pres->m_closed ? nullptr : v.m_data.pres->impl<Brigade>();
  if (!b) throwErrorF(ErrorKind::TypeError, "%s(): supplied resource is not a valid userfilter.bucket brigade resource", curFn());
  return b;
}

ObjectData* bucketObject(ResourceData* br) {
  ObjectData* o = instantiate(stdClass());
  br->incRef();
  setDynamicProp(o, StringData::make("bucket"), makeResourceNoIncRef(br));
  Bucket* b = br->impl<Bucket>();
  setDynamicProp(o, StringData::make("data"), str(b->data));
  setDynamicProp(o, StringData::make("datalen"), makeInt(int64_t(b->data.size())));
  return o;
}

void f_stream_bucket_make_writeable(NativeArgs& a) {
  Brigade* b = brigadeArg(a, 0);
  if (b->buckets.empty()) {
    a.retNull();
    return;
  }
  ResourceData* br = b->buckets.front();
  b->buckets.pop_front();
  a.retObject(bucketObject(br));
  br->decRef();
}

void bucketAdd(NativeArgs& a, bool append) {
  Brigade* b = brigadeArg(a, 0);
  ObjectData* o = a.obj(1);
  const TypedValue* bv = objProp(o, "bucket");
  if (!bv || bv->m_type != DataType::Resource || !bv->m_data.pres->impl<Bucket>())
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #2 ($bucket) must be an object that has a \"bucket\" property", curFn());
  ResourceData* br = bv->m_data.pres;
  Bucket* bk = br->impl<Bucket>();
  const TypedValue* dv = objProp(o, "data");
  if (dv && dv->isString()) bk->data = toStdString(*dv);
  br->incRef();
  for (auto it = b->buckets.begin(); it != b->buckets.end();)
    if (*it == br) {
      (*it)->decRef();
      it = b->buckets.erase(it);
    } else {
      ++it;
    }
  if (append) b->buckets.push_back(br);
  else b->buckets.push_front(br);
  a.retNull();
}
void f_stream_bucket_append(NativeArgs& a) { bucketAdd(a, true); }
void f_stream_bucket_prepend(NativeArgs& a) { bucketAdd(a, false); }

void f_stream_bucket_new(NativeArgs& a) {
  streamArg(a, 0);
  auto b = std::make_unique<Bucket>();
  b->data = std::string(a.sv(1));
  ResourceData* br = ResourceData::make(std::move(b));
  a.retObject(bucketObject(br));
  br->decRef();
}

const BuiltinDecl kFilterBuiltins[] = {
    {"stream_filter_append($stream, string $filter_name, int $mode = 0, mixed $params = UNKNOWN)", f_stream_filter_append},
    {"stream_filter_prepend($stream, string $filter_name, int $mode = 0, mixed $params = UNKNOWN)", f_stream_filter_prepend},
    {"stream_filter_remove($stream_filter): bool", f_stream_filter_remove},
    {"stream_get_filters(): array", f_stream_get_filters},
    {"stream_filter_register(string $filter_name, string $class): bool", f_stream_filter_register},
    {"stream_bucket_make_writeable($brigade): ?object", f_stream_bucket_make_writeable},
    {"stream_bucket_append($brigade, object $bucket): void", f_stream_bucket_append},
    {"stream_bucket_prepend($brigade, object $bucket): void", f_stream_bucket_prepend},
    {"stream_bucket_new($stream, string $buffer): object", f_stream_bucket_new},
};
HOP_REGISTER_BUILTINS(kFilterBuiltins);

} // namespace
} // namespace hop::streams
