// superglobals.cpp — a web request's $_SERVER, $_GET, $_POST (urlencoded and multipart, with $_FILES and their temporary files), $_COOKIE, $_REQUEST and $_ENV, as php-fpm builds them.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/sapi.h"
#include "runtime/string/string-data.h"
#include "server/request-log.h"

namespace hop {

// builtins/string-tokenize.cpp (parse_str's php_register_variable).
std::string urlDecodePlus(std::string_view s);
void registerVariable(ArrayData*& table, std::string name, const std::string& value);
void registerVariableTv(ArrayData*& table, std::string name, TypedValue v);

namespace {

void setGlobal(const char* name, ArrayData* a) {
  ExecutionContext& ec = ctx();
  if (!ec.globals) ec.globals = ArrayData::makeHash(16);
  ArrayData::setStr(ec.globals, StringData::interned(name), makeArrayNoIncRef(a));
}

void putStr(ArrayData*& a, std::string_view k, std::string_view v) {
  StringData* key = StringData::make(k);
  ArrayData::set(a, strToArrayKey(key), makeStringNoIncRef(StringData::make(v)));
  key->decRef();
}

std::string rawUrlDecode(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && isxdigit(static_cast<unsigned char>(s[i + 1])) &&
        isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += char(std::strtol(std::string(s.substr(i + 1, 2)).c_str(), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

/// php_default_treat_data for GET and urlencoded POST data.
void parseQuery(ArrayData*& table, std::string_view s, int64_t& count, int64_t maxVars) {
  std::string seps = ctx().ini.get("arg_separator.input").value_or("&");
  if (seps.empty()) seps = "&";
  size_t i = 0;
  while (i <= s.size()) {
    size_t amp = s.find_first_of(seps, i);
    if (amp == std::string_view::npos) amp = s.size();
    std::string_view pair = s.substr(i, amp - i);
    i = amp + 1;
    if (pair.empty()) continue;
    if (++count > maxVars) {
      raiseErrorAt(E_WARNING,
                   formatStr("PHP Request Startup: Input variables exceeded %lld. To increase the limit change "
                             "max_input_vars in php.ini.",
                             (long long)maxVars),
                   "Unknown", 0);
      return;
    }
    size_t eq = pair.find('=');
    std::string name = urlDecodePlus(pair.substr(0, eq));
    std::string value = eq == std::string_view::npos ? "" : urlDecodePlus(pair.substr(eq + 1));
    registerVariable(table, name, value);
  }
}

/// Cookies: split at ';', leading spaces of names dropped, names kept as
/// sent (php 8), values raw-url-decoded, the first of two equal names wins.
void parseCookies(ArrayData*& table, std::string_view s, int64_t maxVars) {
  int64_t count = 0;
  size_t i = 0;
  while (i <= s.size()) {
    size_t semi = s.find(';', i);
    if (semi == std::string_view::npos) semi = s.size();
    std::string_view piece = s.substr(i, semi - i);
    i = semi + 1;
    while (!piece.empty() && isspace(static_cast<unsigned char>(piece.front()))) piece.remove_prefix(1);
    if (piece.empty() || piece.front() == '=') continue;
    if (++count > maxVars) break;
    size_t eq = piece.find('=');
    std::string name(piece.substr(0, eq));
    std::string value = eq == std::string_view::npos ? "" : rawUrlDecode(piece.substr(eq + 1));
    if (name.find('[') == std::string::npos) {
      StringData* k = StringData::make(name);
      bool exists = table->get(strToArrayKey(k)) != nullptr;
      k->decRef();
      if (exists) continue;
    }
    registerVariable(table, name, value);
  }
}

std::string lowerAscii(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = char(tolower(static_cast<unsigned char>(c)));
  return r;
}

/// A parameter of a header value (`boundary=...`, `name="..."`), unquoted.
bool headerParam(std::string_view header, std::string_view want, std::string& out) {
  size_t i = 0;
  while (i < header.size()) {
    size_t semi = header.find(';', i);
    if (semi == std::string_view::npos) semi = header.size();
    std::string_view part = header.substr(i, semi - i);
    i = semi + 1;
    while (!part.empty() && isspace(static_cast<unsigned char>(part.front()))) part.remove_prefix(1);
    size_t eq = part.find('=');
    if (eq == std::string_view::npos) continue;
    std::string_view k = part.substr(0, eq);
    while (!k.empty() && isspace(static_cast<unsigned char>(k.back()))) k.remove_suffix(1);
    if (lowerAscii(k) != want) continue;
    std::string_view v = part.substr(eq + 1);
    while (!v.empty() && isspace(static_cast<unsigned char>(v.front()))) v.remove_prefix(1);
    if (!v.empty() && v.front() == '"') {
      // A quoted string runs to the closing quote (which may hide a ';').
      size_t start = size_t(v.data() - header.data()) + 1;
      std::string r;
      size_t j = start;
      for (; j < header.size() && header[j] != '"'; ++j) {
        if (header[j] == '\\' && j + 1 < header.size() && (header[j + 1] == '"' || header[j + 1] == '\\')) ++j;
        r += header[j];
      }
      out = r;
      return true;
    }
    while (!v.empty() && isspace(static_cast<unsigned char>(v.back()))) v.remove_suffix(1);
    out = std::string(v);
    return true;
  }
  return false;
}

/// $_FILES['a'] for the field `name` (php's nested layout for a[b] names:
/// $_FILES['a']['name']['b']...).
void registerFile(ArrayData*& files, const std::string& field, const std::string& fileName, const std::string& type,
                  const std::string& tmp, int64_t error, int64_t size) {
  size_t br = field.find('[');
  std::string base = field.substr(0, br);
  std::string suffix = br == std::string::npos ? "" : field.substr(br);
  // The name php shows: the part after the last slash or backslash.
  std::string shown = fileName;
  size_t cut = shown.find_last_of("/\\");
  if (cut != std::string::npos) shown = shown.substr(cut + 1);
  auto reg = [&](const char* key, TypedValue v) { registerVariableTv(files, base + "[" + key + "]" + suffix, v); };
  reg("name", makeStringNoIncRef(StringData::make(shown)));
  reg("full_path", makeStringNoIncRef(StringData::make(fileName)));
  reg("type", makeStringNoIncRef(StringData::make(type)));
  reg("tmp_name", makeStringNoIncRef(StringData::make(tmp)));
  reg("error", makeInt(error));
  reg("size", makeInt(size));
}

/// multipart/form-data (rfc1867): fields into $_POST, files into temporary
/// files and $_FILES. Malformed parts are skipped.
void parseMultipart(WebRequest& r, std::string_view body, const std::string& boundary, ArrayData*& post,
                    ArrayData*& files, int64_t maxVars) {
  ExecutionContext& ec = ctx();
  std::string delim = "--" + boundary;
  int64_t maxSize = ec.ini.get("upload_max_filesize") ? IniSettings::parseQuantity(*ec.ini.get("upload_max_filesize")) : 2 << 20;
  int64_t maxFiles = ec.ini.get("max_file_uploads") ? ec.ini.getInt("max_file_uploads") : 20;
  bool uploads = ec.ini.get("file_uploads") ? ec.ini.getBool("file_uploads") : true;
  std::string tmpDir = ec.ini.get("upload_tmp_dir").value_or("");
  if (tmpDir.empty()) tmpDir = "/tmp";
  int64_t nfiles = 0, count = 0;
  size_t pos = body.find(delim);
  while (pos != std::string_view::npos) {
    pos += delim.size();
    if (body.substr(pos, 2) == "--") break;   // the closing delimiter
    if (body.substr(pos, 2) == "\r\n") pos += 2;
    else if (body.substr(pos, 1) == "\n") pos += 1;
    size_t hend = body.find("\r\n\r\n", pos);
    size_t hlen = 4;
    if (hend == std::string_view::npos) break;
    std::string_view headers = body.substr(pos, hend - pos);
    size_t dstart = hend + hlen;
    size_t next = body.find("\r\n" + delim, dstart);
    if (next == std::string_view::npos) break;
    std::string_view data = body.substr(dstart, next - dstart);
    pos = next + 2;
    std::string disposition, type;
    size_t hp = 0;
    while (hp < headers.size()) {
      size_t eol = headers.find("\r\n", hp);
      if (eol == std::string_view::npos) eol = headers.size();
      std::string_view line = headers.substr(hp, eol - hp);
      hp = eol + 2;
      size_t colon = line.find(':');
      if (colon == std::string_view::npos) continue;
      std::string name = lowerAscii(line.substr(0, colon));
      std::string_view value = line.substr(colon + 1);
      while (!value.empty() && isspace(static_cast<unsigned char>(value.front()))) value.remove_prefix(1);
      if (name == "content-disposition") disposition = std::string(value);
      else if (name == "content-type") type = std::string(value);
    }
    std::string field, fileName;
    if (!headerParam(disposition, "name", field)) continue;
    bool isFile = headerParam(disposition, "filename", fileName);
    if (!isFile) {
      if (++count > maxVars) continue;
      registerVariable(post, field, std::string(data));
      continue;
    }
    if (!uploads) continue;
    if (fileName.empty()) {
      registerFile(files, field, "", "", "", 4 /* UPLOAD_ERR_NO_FILE */, 0);
      continue;
    }
    if (++nfiles > maxFiles) {
      raiseErrorAt(E_WARNING,
                   formatStr("Maximum number of allowable file uploads has been exceeded"), "Unknown", 0);
      continue;
    }
    if (int64_t(data.size()) > maxSize) {
      registerFile(files, field, fileName, type, "", 1 /* UPLOAD_ERR_INI_SIZE */, 0);
      continue;
    }
    std::string tmpl = tmpDir + "/phpXXXXXX";
    int fd = ::mkstemp(tmpl.data());
    if (fd < 0) {
      registerFile(files, field, fileName, type, "", 6 /* UPLOAD_ERR_NO_TMP_DIR */, 0);
      continue;
    }
    size_t off = 0;
    bool ok = true;
    while (off < data.size()) {
      ssize_t w = ::write(fd, data.data() + off, data.size() - off);
      if (w <= 0) {
        ok = false;
        break;
      }
      off += size_t(w);
    }
    ::close(fd);
    if (!ok) {
      ::unlink(tmpl.c_str());
      registerFile(files, field, fileName, type, "", 7 /* UPLOAD_ERR_CANT_WRITE */, 0);
      continue;
    }
    r.uploadedFiles.insert(tmpl);
    registerFile(files, field, fileName, type, tmpl, 0, int64_t(data.size()));
  }
}

/// $_REQUEST: php_autoglobal_merge (nested arrays merged, the rest replaced).
void mergeInto(ArrayData*& dst, ArrayData* src) {
  for (uint32_t p = src->iterBegin(); p != src->iterEnd(); p = src->iterAdvance(p)) {
    TypedValue k = src->iterKey(p);
    const TypedValue& v = *tvDeref(src->iterValue(p));
    ArrayKey key = k.isString() ? strToArrayKey(k.m_data.pstr) : ArrayKey::ofInt(k.m_data.num);
    const TypedValue* cur = dst->get(key);
    if (cur && tvDeref(cur)->isArray() && v.isArray()) {
      ArrayData* inner = tvDeref(cur)->m_data.parr;
      inner->incRef();
      mergeInto(inner, v.m_data.parr);
      ArrayData::set(dst, key, makeArrayNoIncRef(inner));
    } else {
      ArrayData::set(dst, key, tvCopyValue(v));
    }
  }
}

} // namespace

void setupWebSuperglobals(WebRequest& r) {
  server::watchRunningRequest();   // the slow-request log may interrupt it from now on (request-log.h)
  ExecutionContext& ec = ctx();
  int64_t maxVars = ec.ini.getInt("max_input_vars");
  // $_SERVER: the CGI variables in the order they came, then what php adds.
  ArrayData* server = ArrayData::makeHash(uint32_t(r.params.size() + 8));
  for (auto it = r.params.rbegin(); it != r.params.rend(); ++it) putStr(server, it->first, it->second);
  std::string self;
  if (const std::string* sn = r.param("SCRIPT_NAME")) self = *sn;
  if (const std::string* pi = r.param("PATH_INFO")) self += *pi;
  putStr(server, "PHP_SELF", self);
  ArrayData::setStr(server, StringData::interned("REQUEST_TIME_FLOAT"), makeDouble(ec.requestStartTime));
  ArrayData::setStr(server, StringData::interned("REQUEST_TIME"), makeInt(int64_t(ec.requestStartTime)));
  const std::string* qs = r.param("QUERY_STRING");
  if (ec.ini.getBool("register_argc_argv")) {
    // php_build_argv: the query string split at '+'.
    ArrayData* argv = ArrayData::makePacked(2);
    int64_t argc = 0;
    if (qs && !qs->empty()) {
      size_t i = 0;
      while (i <= qs->size()) {
        size_t plus = qs->find('+', i);
        if (plus == std::string::npos) plus = qs->size();
        ArrayData::append(argv, makeStringNoIncRef(StringData::make(std::string_view(*qs).substr(i, plus - i))));
        ++argc;
        i = plus + 1;
      }
    }
    ArrayData::setStr(server, StringData::interned("argv"), makeArrayNoIncRef(argv));
    ArrayData::setStr(server, StringData::interned("argc"), makeInt(argc));
  }
  // php-fpm (clear_env) fills $_ENV with a copy of $_SERVER.
  server->incRef();
  setGlobal("_ENV", server->copy());
  server->decRef();
  setGlobal("_SERVER", server);

  ArrayData* get = ArrayData::makeHash(8);
  int64_t count = 0;
  if (qs) parseQuery(get, *qs, count, maxVars);
  ArrayData* post = ArrayData::makeHash(8);
  ArrayData* files = ArrayData::makeHash(4);
  const std::string* method = r.param("REQUEST_METHOD");
  const std::string* ctype = r.param("CONTENT_TYPE");
  if (method && *method == "POST" && ctype) {
    std::string lower = lowerAscii(*ctype);
    int64_t postMax = IniSettings::parseQuantity(ec.ini.get("post_max_size").value_or("8M"));
    if (postMax > 0 && int64_t(r.body.size()) > postMax) {
      raiseErrorAt(E_WARNING,
                   formatStr("PHP Request Startup: POST Content-Length of %zu bytes exceeds the limit of %lld bytes",
                             r.body.size(), (long long)postMax),
                   "Unknown", 0);
    } else if (lower.rfind("application/x-www-form-urlencoded", 0) == 0) {
      int64_t pc = 0;
      parseQuery(post, r.body, pc, maxVars);
    } else if (lower.rfind("multipart/form-data", 0) == 0) {
      std::string boundary;
      if (headerParam(*ctype, "boundary", boundary) && !boundary.empty())
        parseMultipart(r, r.body, boundary, post, files, maxVars);
      else
        raiseErrorAt(E_WARNING, "PHP Request Startup: Missing boundary in multipart/form-data POST data", "Unknown", 0);
    }
  }
  ArrayData* cookie = ArrayData::makeHash(4);
  if (const std::string* hc = r.param("HTTP_COOKIE")) parseCookies(cookie, *hc, maxVars);
  ArrayData* request = ArrayData::makeHash(8);
  std::string order = ec.ini.get("request_order").value_or("");
  if (order.empty()) order = ec.ini.get("variables_order").value_or("EGPCS");
  for (char c : order) {
    switch (toupper(static_cast<unsigned char>(c))) {
      case 'G': mergeInto(request, get); break;
      case 'P': mergeInto(request, post); break;
      case 'C': mergeInto(request, cookie); break;
      default: break;
    }
  }
  setGlobal("_GET", get);
  setGlobal("_POST", post);
  setGlobal("_COOKIE", cookie);
  setGlobal("_FILES", files);
  setGlobal("_REQUEST", request);
}

void cleanupWebRequest(WebRequest& r) {
  for (const std::string& f : r.uploadedFiles) ::unlink(f.c_str());
  r.uploadedFiles.clear();
}

} // namespace hop
