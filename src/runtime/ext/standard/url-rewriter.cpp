// url-rewriter.cpp — output_add_rewrite_var() and output_reset_rewrite_vars():
// php's "URL-Rewriter" output handler (ext/standard/url_scanner_ex.re), which
// appends the added variables to the URLs of the tags url_rewriter.tags names
// and a hidden input to forms (url_rewriter.hosts checks a form's host).
#include <cstring>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

namespace {

enum class State { Plain, Tag, NextArg, Arg, BeforeVal, Val };

/// php's url_adapt_state_ex_t: the scanner survives between handler calls
/// (a tag cut by a flush waits in `buf` for the rest).
struct Rewriter {
  bool active = false;
  std::string urlApp, formApp;   // "a=b&c=d" and the hidden inputs
  std::string buf, result;
  std::string tag, arg, val, attrVal;
  std::string lookup;            // the attribute url_rewriter.tags names for `tag`
  State state = State::Plain;
  bool formTag = false;          // TAG_FORM
  bool actionAttr = false;       // ATTR_ACTION
};

Rewriter& rw() { return ctx().builtinState<Rewriter>(); }

char lower(char c) { return char(tolower(static_cast<unsigned char>(c))); }
std::string lowerStr(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = lower(c);
  return r;
}
bool ieq(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (lower(a[i]) != lower(b[i])) return false;
  return true;
}
bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/// php_strtok_r(value, ","): the non-empty pieces.
std::vector<std::string_view> commaPieces(std::string_view v) {
  std::vector<std::string_view> r;
  size_t i = 0;
  while (i < v.size()) {
    size_t j = v.find(',', i);
    if (j == std::string_view::npos) j = v.size();
    if (j > i) r.push_back(v.substr(i, j - i));
    i = j + 1;
  }
  return r;
}

std::string iniValue(const char* name) { return ctx().ini.get(name).value_or(""); }

/// url_rewriter.tags: "tag=attribute" pairs (the first of a tag wins).
std::optional<std::string> tagAttribute(std::string_view tag) {
  std::string tags = iniValue("url_rewriter.tags");
  for (std::string_view piece : commaPieces(tags)) {
    size_t eq = piece.find('=');
    if (eq == std::string_view::npos) continue;
    if (lowerStr(piece.substr(0, eq)) == tag) return std::string(piece.substr(eq + 1));
  }
  return std::nullopt;
}

/// A hosts setting: lowercase names.
bool hostListed(const char* setting, std::string_view host, bool* empty = nullptr) {
  std::string hosts = iniValue(setting);
  auto pieces = commaPieces(hosts);
  if (empty) *empty = pieces.empty();
  for (std::string_view p : pieces)
    if (lowerStr(p) == host) return true;
  return false;
}

TypedValue callFunction(const char* fn, std::vector<TypedValue> args) {
  TypedValue f = makeStringNoIncRef(StringData::make(fn));
  TypedValue r = callCallable(f, args.data(), uint32_t(args.size()));
  tvDecRef(f);
  for (TypedValue& a : args) tvDecRef(a);
  return r;
}
TypedValue str(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

struct UrlParts {
  std::optional<std::string> scheme, user, pass, host, path, query, fragment;
  int64_t port = 0;
};

/// php_url_parse_ex, through parse_url().
std::optional<UrlParts> parseUrl(std::string_view url) {
  TypedValue r = callFunction("parse_url", {str(url)});
  if (!r.isArray()) {
    tvDecRef(r);
    return std::nullopt;
  }
  UrlParts u;
  ArrayData* a = r.m_data.parr;
  auto field = [&](const char* k, std::optional<std::string>& out) {
    if (const TypedValue* v = a->getStr(std::string_view(k))) out = toStdString(*v);
  };
  field("scheme", u.scheme);
  field("user", u.user);
  field("pass", u.pass);
  field("host", u.host);
  field("path", u.path);
  field("query", u.query);
  field("fragment", u.fragment);
  if (const TypedValue* v = a->getStr(std::string_view("port"))) u.port = toInt(*v);
  tvDecRef(r);
  return u;
}

bool httpScheme(const std::optional<std::string>& s) { return !s || ieq(*s, "http") || ieq(*s, "https"); }

/// append_modified_url: `url` with the variables added. As php does, links
/// with a host are checked against session.trans_sid_hosts.
void appendModifiedUrl(std::string& dest, const std::string& url, const std::string& app) {
  auto parts = parseUrl(url);
  if (!parts || (parts->fragment && !url.empty() && url[0] == '#') || !httpScheme(parts->scheme) ||
      (parts->host && !hostListed("session.trans_sid_hosts", lowerStr(*parts->host)))) {
    dest += url;
    return;
  }
  const UrlParts& u = *parts;
  if (!u.path && !u.query && !u.fragment) {   // "http://php.net"
    dest += url;
    dest += "/?";
    dest += app;
    return;
  }
  if (u.scheme) dest += *u.scheme + "://";
  else if (url.size() >= 2 && url[0] == '/' && url[1] == '/') dest += "//";
  if (u.user) {
    dest += *u.user;
    if (u.pass) dest += *u.pass + ":";   // php's order
    dest += '@';
  }
  if (u.host) dest += *u.host;
  if (u.port) dest += ":" + std::to_string(u.port);
  if (u.path) dest += *u.path;
  dest += '?';
  if (u.query) dest += *u.query + iniValue("arg_separator.output");
  dest += app;
  if (u.fragment) dest += "#" + *u.fragment;
}

/// $_SERVER['HTTP_HOST'] (without a port) is `host`.
bool isHttpHost(std::string_view host) {
  TypedValue* server = ctx().globalVar(StringData::interned("_SERVER"), false);
  if (!server || !tvDeref(server)->isArray()) return false;
  const TypedValue* h = tvDeref(server)->m_data.parr->getStr(std::string_view("HTTP_HOST"));
  if (!h || !tvDeref(h)->isString()) return false;
  std::string_view v = tvDeref(h)->m_data.pstr->view();
  v = v.substr(0, v.find(':'));
  return ieq(v, host);
}

/// check_host_whitelist: may the form whose action was read get the inputs?
bool formHostAllowed(const Rewriter& c) {
  if (c.attrVal.empty()) return true;
  auto u = parseUrl(c.attrVal);
  if (!u || !httpScheme(u->scheme)) return false;
  if (!u->host) return true;
  bool none = false;
  bool listed = hostListed("url_rewriter.hosts", *u->host, &none);
  if (none && isHttpHost(*u->host)) return true;
  return listed;
}

// --- the scanner (xx_mainloop) ------------------------------------------------

void handleForm(Rewriter& c) {
  if (!c.formApp.empty() && c.tag.size() == 4 && ieq(c.tag, "form") && formHostAllowed(c)) c.result += c.formApp;
}

void handleTag(Rewriter& c, std::string_view name) {
  c.tag = lowerStr(name);
  auto attr = tagAttribute(c.tag);
  if (attr) {
    c.lookup = *attr;
    c.formTag = c.tag == "form";
  }
  c.state = attr ? State::NextArg : State::Plain;
}

void handleArg(Rewriter& c, std::string_view name) {
  c.arg = std::string(name);
  // strncasecmp(arg, "action", strlen(arg)): any prefix of "action" counts
  c.actionAttr = c.formTag && c.arg.size() <= 6 && ieq(c.arg, std::string_view("action").substr(0, c.arg.size()));
}

void handleVal(Rewriter& c, std::string_view token, bool quoted, char quote) {
  c.val = std::string(quoted ? token.substr(1, token.size() - 2) : token);
  if (c.formTag && c.actionAttr) c.attrVal = c.val;
  if (quoted) c.result += quote;
  if (ieq(c.arg, c.lookup)) appendModifiedUrl(c.result, c.val, c.urlApp);
  else c.result += c.val;
  if (quoted) c.result += quote;
}

bool isSpace(char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'; }

/// Scans what has come; a token the data ends in waits in `buf` (re2c's
/// YYFILL: most states need two bytes to decide, a run needs its end).
void mainloop(Rewriter& c, std::string_view data) {
  c.buf.append(data.data(), data.size());
  const std::string b = c.buf;
  const size_t n = b.size();
  size_t p = 0, start = 0;
  auto pass = [&] { c.result.append(b, start, p - start); };
  for (;;) {
    start = p;
    switch (c.state) {
      case State::Plain:
        if (p >= n) goto stop;
        if (b[p] == '<') {
          ++p;
          pass();
          c.state = State::Tag;
          break;
        }
        do {
          if (++p >= n) goto stop;
        } while (b[p] != '<');
        pass();
        break;
      case State::Tag:
        if (n - p < 2) goto stop;
        if (isAlpha(b[p]) || b[p] == ':') {
          ++p;
          while (isAlpha(b[p]) || b[p] == ':')
            if (++p >= n) goto stop;
          handleTag(c, std::string_view(b).substr(start, p - start));
          pass();
        } else {
          ++p;
          pass();
          c.state = State::Plain;
        }
        break;
      case State::NextArg: {
        if (n - p < 2) goto stop;
        char ch = b[p];
        if (ch == '/' || ch == '>') {
          ++p;
          if (ch == '/' && b[p] != '>') {
            pass();
            c.state = State::Plain;
            break;
          }
          if (ch == '/') ++p;
          pass();
          handleForm(c);
          c.state = State::Plain;
        } else if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\v' || ch == '\r') {
          ++p;
          while (b[p] == ' ' || b[p] == '\t' || b[p] == '\n' || b[p] == '\v' || b[p] == '\r')
            if (++p >= n) goto stop;
          pass();
        } else if (isAlpha(ch)) {
          c.state = State::Arg;
        } else {
          ++p;
          pass();
          c.state = State::Plain;
        }
        break;
      }
      case State::Arg:
        if (n - p < 2) goto stop;
        if (isAlpha(b[p])) {
          ++p;
          while (isAlpha(b[p]) || b[p] == '-')
            if (++p >= n) goto stop;
          pass();
          handleArg(c, std::string_view(b).substr(start, p - start));
          c.state = State::BeforeVal;
        } else {
          ++p;
          pass();
          c.state = State::NextArg;
        }
        break;
      case State::BeforeVal: {
        if (n - p < 2) goto stop;
        size_t q = p;
        while (q < n && b[q] == ' ') ++q;
        if (q >= n) goto stop;   // spaces up to the end: wait
        if (b[q] != '=') {
          c.state = State::NextArg;
          break;
        }
        p = q;
        if (++p >= n) goto stop;
        while (b[p] == ' ')
          if (++p >= n) goto stop;
        pass();
        c.state = State::Val;
        break;
      }
      case State::Val: {
        if (n - p < 2) goto stop;
        char ch = b[p];
        if (isSpace(ch) || ch == '>') {
          ++p;
          pass();
          c.state = State::NextArg;
        } else if (ch == '"' || ch == '\'') {
          size_t marker = ++p;
          if (b[p] != '>') {
            while (b[p] != ch && b[p] != '>')
              if (++p >= n) goto stop;
            if (b[p] == ch) {
              ++p;
              handleVal(c, std::string_view(b).substr(start, p - start), true, ch);
              c.state = State::NextArg;
              break;
            }
          }
          p = marker;
          pass();
          c.state = State::NextArg;
        } else {
          ++p;
          while (!isSpace(b[p]) && b[p] != '"' && b[p] != '\'' && b[p] != '>')
            if (++p >= n) goto stop;
          handleVal(c, std::string_view(b).substr(start, p - start), false, ' ');
          c.state = State::NextArg;
        }
        break;
      }
    }
  }
stop:
  c.buf = b.substr(start);
}

/// php_url_scanner_output_handler.
bool rewriterHandler(std::string_view in, int mode, std::string& out) {
  Rewriter& c = rw();
  if (!c.urlApp.empty()) {
    mainloop(c, in);
    out = std::move(c.result);
    c.result.clear();
    if (mode & (4 | 8)) {   // FLUSH or FINAL: what waits goes too
      out += c.buf;
      c.buf.clear();
      c.val.clear();
      c.attrVal.clear();
    }
  } else if (!c.buf.empty()) {
    out = c.buf;
    out.append(in.data(), in.size());
    c.buf.clear();
    c.result.clear();
  } else {
    out = std::string(in);
  }
  return true;
}

std::string encoded(const char* fn, std::string_view s) {
  TypedValue r = fn[0] == 'r' ? callFunction(fn, {str(s)})
                              : callFunction(fn, {str(s), makeInt(3 | 8), makeNull(), makeBool(false)});
  std::string v = toStdString(r);
  tvDecRef(r);
  return v;
}

void f_output_add_rewrite_var(NativeArgs& a) {
  Rewriter& c = rw();
  std::string_view name = a.sv(0), value = a.sv(1);
  if (!c.active) {
    c = Rewriter{};
    outputStartInternal("URL-Rewriter", rewriterHandler, 0, OutputStack::kHandlerStdFlags, "output_add_rewrite_var");
    c.active = true;
  }
  if (!c.urlApp.empty()) c.urlApp += iniValue("arg_separator.output");
  c.urlApp += encoded("rawurlencode", name) + "=" + encoded("rawurlencode", value);
  c.formApp += "<input type=\"hidden\" name=\"" + encoded("htmlspecialchars", name) + "\" value=\"" +
               encoded("htmlspecialchars", value) + "\" />";
  a.retBool(true);
}

void f_output_reset_rewrite_vars(NativeArgs& a) {
  Rewriter& c = rw();
  c.urlApp.clear();
  c.formApp.clear();
  a.retBool(true);
}


const BuiltinDecl kUrlRewriterBuiltins[] = {
    {"output_add_rewrite_var(string $name, string $value): bool", f_output_add_rewrite_var},
    {"output_reset_rewrite_vars(): bool", f_output_reset_rewrite_vars},
};
HOP_REGISTER_BUILTINS(kUrlRewriterBuiltins);

} // namespace

} // namespace hop
