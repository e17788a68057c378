// iconv.cpp — the iconv module on glibc's iconv(3): iconv(), iconv_str*(), encoding settings and ob_iconv_handler.
#include <gnu/libc-version.h>
#include <iconv.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/iconv/iconv-common.h"
#include "runtime/heap/native-buffer.h"

namespace hop {

HOP_REGISTER_EXTENSION("iconv");

namespace iconvext {

Status convert(std::string_view from, std::string_view to, std::string_view in, std::string& out) {
  out.clear();
  std::string f(from), t(to);
  iconv_t cd = iconv_open(t.c_str(), f.c_str());
  if (cd == (iconv_t)-1) return errno == EINVAL ? Status::WrongCharset : Status::Unknown;
  struct Closer {
    iconv_t cd;
    ~Closer() { iconv_close(cd); }   // also when memory_limit's fatal leaves the loop
  } closer{cd};
  NativeBufferGuard guard;   // the result counts against memory_limit as it grows (php's is in its heap)
  bool ignore = t.find("//IGNORE") != std::string::npos;
  char* ip = const_cast<char*>(in.data());
  size_t il = in.size();
  Status st = Status::Ok;
  char buf[4096];
  while (true) {
    char* op = buf;
    size_t ol = sizeof buf;
    size_t r = iconv(cd, il || !ip ? &ip : nullptr, il || !ip ? &il : nullptr, &op, &ol);
    out.append(buf, size_t(op - buf));
    guard(out.size());
    if (r != (size_t)-1) {
      if (ip == nullptr) break;
      ip = nullptr;   // flush the shift state
      continue;
    }
    if (errno == E2BIG) continue;
    if (errno == EILSEQ) {
      if (ignore) {
        if (il > 0) { ++ip; --il; continue; }
        ip = nullptr;
        continue;
      }
      st = Status::Illegal;
    } else if (errno == EINVAL) {
      st = ignore ? Status::Ok : Status::Incomplete;
    } else st = Status::Unknown;
    break;
  }
  return st;
}

void report(const char* fn, Status st, std::string_view from, std::string_view to) {
  switch (st) {
    case Status::Ok: break;
    case Status::Illegal: raiseNotice("%s(): Detected an illegal character in input string", fn); break;
    case Status::Incomplete: raiseNotice("%s(): Detected an incomplete multibyte character in input string", fn); break;
    case Status::WrongCharset:
      if (to.empty() && from.empty()) break;
      raiseWarning("%s(): Wrong encoding, conversion from \"%.*s\" to \"%.*s\" is not allowed", fn, int(from.size()), from.data(),
                   int(to.size()), to.data());
      break;
    case Status::Unknown: raiseWarning("%s(): Unknown error (%d)", fn, errno); break;
  }
}

std::string setting(const char* name) {
  auto v = ctx().ini.get(std::string("iconv.") + name);
  if (v && !v->empty()) return *v;
  if (strcmp(name, "internal_encoding") == 0) {
    auto ie = ctx().ini.get("internal_encoding");
    if (ie && !ie->empty()) return *ie;
  } else if (strcmp(name, "input_encoding") == 0) {
    auto ie = ctx().ini.get("input_encoding");
    if (ie && !ie->empty()) return *ie;
  } else {
    auto ie = ctx().ini.get("output_encoding");
    if (ie && !ie->empty()) return *ie;
  }
  auto dc = ctx().ini.get("default_charset");
  return dc ? *dc : "UTF-8";
}

bool charsetOk(const char* fn, std::string_view cs) {
  if (cs.size() >= 64) {
    raiseWarning("%s(): Encoding parameter exceeds the maximum allowed length of 64 characters", fn);
    return false;
  }
  return true;
}

/// The string as UCS-4 code points (false after php's notice).
bool toUcs4(const char* fn, std::string_view s, std::string_view cs, std::u32string& out) {
  std::string bytes;
  Status st = convert(cs, "UCS-4LE", s, bytes);
  if (st != Status::Ok) {
    report(fn, st, cs, "UCS-4LE");
    if (st == Status::WrongCharset) return false;
    return false;
  }
  out.resize(bytes.size() / 4);
  memcpy(out.data(), bytes.data(), out.size() * 4);
  return true;
}

bool fromUcs4(const char* fn, std::u32string_view s, std::string_view cs, std::string& out) {
  Status st = convert("UCS-4LE", cs, std::string_view(reinterpret_cast<const char*>(s.data()), s.size() * 4), out);
  if (st != Status::Ok) {
    report(fn, st, "UCS-4LE", cs);
    return false;
  }
  return true;
}

} // namespace iconvext

using namespace iconvext;

namespace {

std::string charsetArg(NativeArgs& a, uint32_t i) {
  return a.isNull(i) ? setting("internal_encoding") : std::string(a.sv(i));
}

void f_iconv(NativeArgs& a) {
  std::string_view from = a.sv(0), to = a.sv(1);
  if (!charsetOk("iconv", from) || !charsetOk("iconv", to)) return a.retBool(false);
  std::string out;
  Status st = convert(from, to, a.sv(2), out);
  if (st != Status::Ok) {
    report("iconv", st, from, to);
    return a.retBool(false);
  }
  a.retString(out);
}

void f_iconv_strlen(NativeArgs& a) {
  std::string cs = charsetArg(a, 1);
  if (!charsetOk("iconv_strlen", cs)) return a.retBool(false);
  std::u32string u;
  if (!toUcs4("iconv_strlen", a.sv(0), cs, u)) return a.retBool(false);
  a.retInt(int64_t(u.size()));
}

void f_iconv_substr(NativeArgs& a) {
  std::string cs = charsetArg(a, 3);
  if (!charsetOk("iconv_substr", cs)) return a.retBool(false);
  std::u32string u;
  if (!toUcs4("iconv_substr", a.sv(0), cs, u)) return a.retBool(false);
  int64_t len = int64_t(u.size()), off = a.i64(1);
  int64_t n = a.isNull(2) ? len : a.i64(2);
  if (off < 0) { off += len; if (off < 0) off = 0; }
  if (n < 0) { n += len - off; if (n < 0) n = 0; }
  if (off > len) return a.retString("");
  if (n > len - off) n = len - off;
  std::string out;
  if (!fromUcs4("iconv_substr", std::u32string_view(u).substr(size_t(off), size_t(n)), cs, out)) return a.retBool(false);
  a.retString(out);
}

void f_iconv_strpos(NativeArgs& a) {
  std::string cs = charsetArg(a, 3);
  if (!charsetOk("iconv_strpos", cs)) return a.retBool(false);
  int64_t off = a.i64Or(2, 0);
  std::u32string h, n;
  if (!toUcs4("iconv_strpos", a.sv(0), cs, h)) return a.retBool(false);
  if (off < 0) off += int64_t(h.size());
  if (off < 0 || off > int64_t(h.size()))
    throwError(ErrorKind::ValueError, "iconv_strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)");
  if (a.sv(1).empty()) return a.retBool(false);
  if (!toUcs4("iconv_strpos", a.sv(1), cs, n)) return a.retBool(false);
  size_t p = h.find(n, size_t(off));
  if (p == std::u32string::npos) return a.retBool(false);
  a.retInt(int64_t(p));
}

void f_iconv_strrpos(NativeArgs& a) {
  std::string cs = charsetArg(a, 2);
  if (!charsetOk("iconv_strrpos", cs)) return a.retBool(false);
  if (a.sv(1).empty()) return a.retBool(false);
  std::u32string h, n;
  if (!toUcs4("iconv_strrpos", a.sv(0), cs, h)) return a.retBool(false);
  if (!toUcs4("iconv_strrpos", a.sv(1), cs, n)) return a.retBool(false);
  size_t p = h.rfind(n);
  if (p == std::u32string::npos) return a.retBool(false);
  a.retInt(int64_t(p));
}

void f_iconv_get_encoding(NativeArgs& a) {
  std::string_view t = a.svOr(0, "all");
  if (t == "all") {
    ArrayData* r = ArrayData::makeHash(3);
    for (const char* k : {"input_encoding", "output_encoding", "internal_encoding"}) {
      StringData* key = StringData::make(k);
      ArrayData::setStr(r, key, makeStringNoIncRef(StringData::make(setting(k))));
      key->decRef();
    }
    return a.retArray(r);
  }
  for (const char* k : {"input_encoding", "output_encoding", "internal_encoding"})
    if (t == k) return a.retString(setting(k));
  a.retBool(false);
}

void f_iconv_set_encoding(NativeArgs& a) {
  std::string_view t = a.sv(0), e = a.sv(1);
  if (e.size() >= 64) {
    raiseWarning("iconv_set_encoding(): Encoding parameter exceeds the maximum allowed length of 64 characters");
    return a.retBool(false);
  }
  const char* name = nullptr;
  if (t == "input_encoding") name = "input_encoding";
  else if (t == "output_encoding") name = "output_encoding";
  else if (t == "internal_encoding") name = "internal_encoding";
  else return a.retBool(false);
  if (!e.empty()) raiseDeprecated("iconv_set_encoding(): Use of iconv.%s is deprecated", name);
  ctx().ini.set(std::string("iconv.") + name, e);
  a.retBool(true);
}

void f_ob_iconv_handler(NativeArgs& a) {
  std::string out;
  std::string to = setting("output_encoding"), from = setting("internal_encoding");
  Status st = convert(from, to, a.sv(0), out);
  if (st != Status::Ok) return a.retString(a.str(0)->view());
  a.retString(out);
}

const BuiltinDecl kIconvBuiltins[] = {
    {"iconv(string $from_encoding, string $to_encoding, string $string): string|false", f_iconv},
    {"iconv_strlen(string $string, ?string $encoding = null): int|false", f_iconv_strlen},
    {"iconv_substr(string $string, int $offset, ?int $length = null, ?string $encoding = null): string|false", f_iconv_substr},
    {"iconv_strpos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false", f_iconv_strpos},
    {"iconv_strrpos(string $haystack, string $needle, ?string $encoding = null): int|false", f_iconv_strrpos},
    {"iconv_get_encoding(string $type = \"all\"): array|string|false", f_iconv_get_encoding},
    {"iconv_set_encoding(string $type, string $encoding): bool", f_iconv_set_encoding},
    {"ob_iconv_handler(string $contents, int $status): string", f_ob_iconv_handler},
};
HOP_REGISTER_BUILTINS(kIconvBuiltins);

const ConstantDecl kIconvConstants[] = {
    {"ICONV_IMPL", makeStaticStringTv("glibc")},
    {"ICONV_VERSION", makeStaticStringTv(gnu_get_libc_version())},
    {"ICONV_MIME_DECODE_STRICT", makeInt(1)},
    {"ICONV_MIME_DECODE_CONTINUE_ON_ERROR", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kIconvConstants);

} // namespace

} // namespace hop
