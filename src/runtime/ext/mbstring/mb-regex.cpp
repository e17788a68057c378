// mb-regex.cpp — mbstring's mb_ereg* family on PCRE2, with Oniguruma's Ruby-syntax option defaults.
//
// Differences from php's Oniguruma: the pattern syntax is PCRE2's (close to
// Ruby's for common patterns), compile error messages are PCRE2's, and
// multibyte regex encodings other than UTF-8 are matched as bytes.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/mbstring/mb-text.h"
#include "vm/callable.h"

namespace hop {

using namespace mb;

namespace {

// Oniguruma option bits we model.
enum : uint32_t { kOptI = 1, kOptX = 2, kOptM = 4 /* dot matches newline */, kOptS = 8 /* ^$ at string ends */, kOptL = 16, kOptN = 32 };

struct RegexState {
  uint32_t options = kOptM | kOptS;   // "pr"
  bool optionsSet = false;
  // mb_ereg_search state
  bool hasString = false;
  std::string subject;
  std::string pattern;
  uint32_t searchOpts = 0;
  bool hasPattern = false;
  size_t pos = 0;
  std::vector<std::pair<long, long>> regs;   // last match's groups (-1: unset)
  std::vector<std::pair<std::string, int>> names;
  bool hasRegs = false;
  char syntax = 'r';
};
RegexState& rstate() { return ctx().builtinState<RegexState>(); }

bool parseOptions(const char* fn, std::string_view s, uint32_t& opts) {
  opts = 0;
  for (char c : s) {
    switch (c) {
      case 'i': opts |= kOptI; break;
      case 'x': opts |= kOptX; break;
      case 'm': opts |= kOptM; break;
      case 's': opts |= kOptS; break;
      case 'p': opts |= kOptM | kOptS; break;
      case 'l': opts |= kOptL; break;
      case 'n': opts |= kOptN; break;
      case 'e':
        throwError(ErrorKind::ValueError, "Option \"e\" is not supported");
      case 'j': case 'u': case 'g': case 'c': case 'r': case 'z': case 'b': case 'd': rstate().syntax = c; break;
      default:
        throwError(ErrorKind::ValueError, formatStr("Option \"%c\" is not supported", c));
    }
  }
  return true;
}

std::string optionString(uint32_t o) {
  std::string s;
  if (o & kOptI) s += 'i';
  if (o & kOptX) s += 'x';
  if ((o & kOptM) && (o & kOptS)) s += 'p';
  else if (o & kOptM) s += 'm';
  else if (o & kOptS) s += 's';
  if (o & kOptL) s += 'l';
  if (o & kOptN) s += 'n';
  s += rstate().syntax;
  return s;
}

const Encoding* regexEnc() {
  Settings& st = settings();
  return st.regexEncoding ? st.regexEncoding : internalEncoding();
}

bool validUtf8(std::string_view s) {
  size_t errors = 0;
  decode(utf8(), s, &errors);
  return errors == 0;
}

struct Compiled {
  pcre2_code* code = nullptr;
  ~Compiled() { if (code) pcre2_code_free(code); }
  uint32_t groups = 0;
  std::vector<std::pair<std::string, int>> names;
};

std::unique_ptr<Compiled> compile(const char* fn, std::string_view pattern, uint32_t opts) {
  const Encoding* e = regexEnc();
  bool utf = e->kind == Kind::Utf8;
  if (utf && !validUtf8(pattern)) {
    raiseWarning("%s(): Pattern is not valid under %s encoding", fn, e->name);
    return nullptr;
  }
  uint32_t po = 0;
  if (utf) po |= PCRE2_UTF | PCRE2_MATCH_INVALID_UTF | PCRE2_UCP;
  po |= PCRE2_DUPNAMES;
  if (opts & kOptI) po |= PCRE2_CASELESS;
  if (opts & kOptX) po |= PCRE2_EXTENDED;
  if (opts & kOptM) po |= PCRE2_DOTALL;
  if (!(opts & kOptS)) po |= PCRE2_MULTILINE;
  // Oniguruma: with named groups, plain groups do not capture.
  std::string_view pv = pattern;
  if (pv.find("(?<") != std::string_view::npos || pv.find("(?P<") != std::string_view::npos || pv.find("(?'") != std::string_view::npos) {
    bool named = false;
    for (size_t i = 0; i + 3 < pv.size(); ++i)
      if (pv[i] == '(' && pv[i + 1] == '?' && (pv[i + 2] == '\'' || (pv[i + 2] == '<' && pv[i + 3] != '=' && pv[i + 3] != '!') || pv[i + 2] == 'P'))
        named = true;
    if (named) po |= PCRE2_NO_AUTO_CAPTURE;
  }
  int err;
  PCRE2_SIZE off;
  auto c = std::make_unique<Compiled>();
  c->code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(), po, &err, &off, nullptr);
  if (!c->code) {
    PCRE2_UCHAR buf[256];
    pcre2_get_error_message(err, buf, sizeof buf);
    raiseWarning("%s(): mbregex compile err: %s", fn, reinterpret_cast<char*>(buf));
    return nullptr;
  }
  pcre2_pattern_info(c->code, PCRE2_INFO_CAPTURECOUNT, &c->groups);
  uint32_t nameCount = 0, entrySize = 0;
  PCRE2_SPTR table = nullptr;
  pcre2_pattern_info(c->code, PCRE2_INFO_NAMECOUNT, &nameCount);
  pcre2_pattern_info(c->code, PCRE2_INFO_NAMEENTRYSIZE, &entrySize);
  pcre2_pattern_info(c->code, PCRE2_INFO_NAMETABLE, &table);
  for (uint32_t i = 0; i < nameCount; ++i) {
    const unsigned char* ent = table + i * entrySize;
    int num = (ent[0] << 8) | ent[1];
    c->names.push_back({std::string(reinterpret_cast<const char*>(ent + 2)), num});
  }
  return c;
}

/// One match at or after `start`: the group offsets, or false.
bool matchAt(const Compiled& c, std::string_view s, size_t start, std::vector<std::pair<long, long>>& groups, bool anchored = false) {
  pcre2_match_data* md = pcre2_match_data_create_from_pattern(c.code, nullptr);
  int rc = pcre2_match(c.code, reinterpret_cast<PCRE2_SPTR>(s.data()), s.size(), start, anchored ? PCRE2_ANCHORED : 0, md, nullptr);
  groups.clear();
  if (rc > 0) {
    PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md);
    for (uint32_t g = 0; g <= c.groups; ++g) {
      if (int(g) < rc && ov[2 * g] != PCRE2_UNSET) groups.push_back({long(ov[2 * g]), long(ov[2 * g + 1])});
      else groups.push_back({-1, -1});
    }
  }
  pcre2_match_data_free(md);
  return rc > 0;
}

ArrayData* groupsArray(const Compiled& c, std::string_view s, const std::vector<std::pair<long, long>>& g) {
  ArrayData* arr = ArrayData::makeHash(uint32_t(g.size() + c.names.size()));
  auto val = [&](size_t i) -> TypedValue {
    if (g[i].first < 0) return makeBool(false);
    return makeStringNoIncRef(StringData::make(s.substr(size_t(g[i].first), size_t(g[i].second - g[i].first))));
  };
  for (size_t i = 0; i < g.size(); ++i) ArrayData::setInt(arr, int64_t(i), val(i));
  for (auto& [name, num] : c.names) {
    StringData* k = StringData::make(name);
    const TypedValue* old = arr->getStr(k);
    if (old && !(old->isBool() && !old->m_data.num) && g[size_t(num)].first < 0) { k->decRef(); continue; }
    ArrayData::setStr(arr, k, val(size_t(num)));
    k->decRef();
  }
  return arr;
}

uint32_t optsArg(NativeArgs& a, uint32_t i, const char* fn) {
  if (a.isNull(i)) return rstate().options;
  uint32_t o;
  parseOptions(fn, a.sv(i), o);
  return o;
}

void eregImpl(NativeArgs& a, const char* fn, bool icase) {
  std::string_view pat = a.sv(0), s = a.sv(1);
  if (pat.empty()) throwError(ErrorKind::ValueError, formatStr("%s(): Argument #1 ($pattern) must not be empty", fn));
  auto setMatches = [&](TypedValue v) {
    if (a.has(2)) tvAssignMove(a.ref(2), v);
    else tvDecRef(v);
  };
  uint32_t opts = rstate().options | (icase ? kOptI : 0);
  // php checks the subject before it compiles the pattern: an invalid one is a silent false
  if (regexEnc()->kind == Kind::Utf8 && !validUtf8(s)) {
    setMatches(makeArrayNoIncRef(ArrayData::makePacked(0)));
    return a.retBool(false);
  }
  auto c = compile(fn, pat, opts);
  if (!c) {
    setMatches(makeArrayNoIncRef(ArrayData::makePacked(0)));
    return a.retBool(false);
  }
  std::vector<std::pair<long, long>> g;
  if (!matchAt(*c, s, 0, g)) {
    setMatches(makeArrayNoIncRef(ArrayData::makePacked(0)));
    return a.retBool(false);
  }
  setMatches(makeArrayNoIncRef(groupsArray(*c, s, g)));
  a.retBool(true);
}
void f_mb_ereg(NativeArgs& a) { eregImpl(a, "mb_ereg", false); }
void f_mb_eregi(NativeArgs& a) { eregImpl(a, "mb_eregi", true); }

/// The replacement text for one match: \0-\9 and \k<name> / \k'name'.
void appendReplacement(std::string& out, std::string_view repl, const Compiled& c, std::string_view s, const std::vector<std::pair<long, long>>& g) {
  auto group = [&](size_t n) {
    if (n < g.size() && g[n].first >= 0) out.append(s.substr(size_t(g[n].first), size_t(g[n].second - g[n].first)));
  };
  for (size_t i = 0; i < repl.size(); ++i) {
    char ch = repl[i];
    if (ch == '\\' && i + 1 < repl.size()) {
      char d = repl[i + 1];
      if (d >= '0' && d <= '9' && c.names.empty()) {
        group(size_t(d - '0'));
        ++i;
        continue;
      }
      if (d == 'k' && i + 2 < repl.size() && (repl[i + 2] == '<' || repl[i + 2] == '\'')) {
        char close = repl[i + 2] == '<' ? '>' : '\'';
        size_t e = repl.find(close, i + 3);
        if (e != std::string_view::npos) {
          std::string name(repl.substr(i + 3, e - i - 3));
          bool numeric = !name.empty() && name.find_first_not_of("0123456789") == std::string::npos;
          bool found = false;
          if (numeric) {
            if (name[0] != '0' || name.size() == 1) { group(size_t(std::stoul(name))); found = true; }
          } else {
            for (auto& [nm, num] : c.names)
              if (nm == name) { group(size_t(num)); found = true; break; }
          }
          if (found) {
            i = e;
            continue;
          }
        }
      }
    }
    out += ch;
  }
}

void replaceImpl(NativeArgs& a, const char* fn, bool icase, bool callback) {
  std::string_view pat = a.sv(0), s = a.sv(2);
  // php: an invalid subject (or replacement string) is null before the options are read
  if (regexEnc()->kind == Kind::Utf8 && (!validUtf8(s) || (!callback && !validUtf8(a.sv(1))))) return a.retNull();
  uint32_t opts = optsArg(a, 3, fn) | (icase ? kOptI : 0);
  auto c = compile(fn, pat, opts);
  if (!c) return a.retBool(false);
  std::string out;
  size_t pos = 0, last = 0;
  std::vector<std::pair<long, long>> g;
  while (pos <= s.size() && matchAt(*c, s, pos, g)) {
    out.append(s.substr(last, size_t(g[0].first) - last));
    if (callback) {
      TypedValue arg = makeArrayNoIncRef(groupsArray(*c, s, g));
      TypedValue r = callCallable(a.arg(1), &arg, 1);
      tvDecRef(arg);
      const TypedValue& rv = *tvDeref(&r);
      if (rv.isString()) out.append(rv.m_data.pstr->view());
      else if (rv.isInt()) out += std::to_string(rv.m_data.num);
      tvDecRef(r);
    } else {
      appendReplacement(out, a.sv(1), *c, s, g);
    }
    last = size_t(g[0].second);
    if (g[0].second == g[0].first) {
      // An empty match: copy one character and move on.
      if (size_t(g[0].second) >= s.size()) { pos = s.size() + 1; break; }
      size_t step = 1;
      if (regexEnc()->kind == Kind::Utf8) step = utf8()->mblen[static_cast<unsigned char>(s[size_t(g[0].second)])];
      out.append(s.substr(size_t(g[0].second), step));
      last = size_t(g[0].second) + step;
      pos = last;
    } else pos = size_t(g[0].second);
  }
  if (last < s.size()) out.append(s.substr(last));
  a.retString(out);
}
void f_mb_ereg_replace(NativeArgs& a) { replaceImpl(a, "mb_ereg_replace", false, false); }
void f_mb_eregi_replace(NativeArgs& a) { replaceImpl(a, "mb_eregi_replace", true, false); }
void f_mb_ereg_replace_callback(NativeArgs& a) { replaceImpl(a, "mb_ereg_replace_callback", false, true); }

void f_mb_split(NativeArgs& a) {
  std::string_view pat = a.sv(0), s = a.sv(1);
  int64_t limit = a.i64Or(2, -1);
  if (regexEnc()->kind == Kind::Utf8 && !validUtf8(s)) return a.retBool(false);
  auto c = compile("mb_split", pat, rstate().options);
  if (!c) return a.retBool(false);
  ArrayData* r = ArrayData::makePacked(4);
  size_t pos = 0, last = 0;
  std::vector<std::pair<long, long>> g;
  int64_t n = 0;
  while ((limit <= 0 || n < limit - 1) && pos < s.size() && matchAt(*c, s, pos, g)) {
    if (g[0].first == g[0].second && size_t(g[0].first) == last) {
      // An empty match where the piece starts does not split.
      if (size_t(g[0].second) >= s.size()) break;
      pos = size_t(g[0].second) + 1;
      continue;
    }
    ArrayData::append(r, makeStringNoIncRef(StringData::make(s.substr(last, size_t(g[0].first) - last))));
    ++n;
    last = pos = size_t(g[0].second);
  }
  ArrayData::append(r, makeStringNoIncRef(StringData::make(s.substr(last))));
  a.retArray(r);
}

void f_mb_ereg_match(NativeArgs& a) {
  uint32_t opts = optsArg(a, 2, "mb_ereg_match");
  if (regexEnc()->kind == Kind::Utf8 && !validUtf8(a.sv(1))) return a.retBool(false);
  auto c = compile("mb_ereg_match", a.sv(0), opts);
  if (!c) return a.retBool(false);
  std::vector<std::pair<long, long>> g;
  a.retBool(matchAt(*c, a.sv(1), 0, g, true));
}

void f_mb_regex_set_options(NativeArgs& a) {
  RegexState& st = rstate();
  std::string old = optionString(st.options);
  if (!a.isNull(0)) {
    uint32_t o;
    parseOptions("mb_regex_set_options", a.sv(0), o);
    st.options = o;
    return a.retString(old);
  }
  a.retString(old);
}

// --- mb_ereg_search -------------------------------------------------------------------
/// php compiles a new search pattern before it reads the options: an invalid
/// pattern warns first (and then fails, whatever the options say).
/// php reads the options (a bad one leaves its ValueError pending), then
/// compiles the new pattern: its warning comes second, and a user error
/// handler does not see it while the exception is pending.
uint32_t searchOptions(NativeArgs& a, uint32_t i, const char* fn, std::string_view pattern, bool& badPattern) {
  const Encoding* e = regexEnc();
  badPattern = e->kind == Kind::Utf8 && !validUtf8(pattern);
  auto warn = [&] { raiseWarning("%s(): Pattern is not valid under %s encoding", fn, e->name); };
  uint32_t o;
  try {
    o = optsArg(a, i, fn);
  } catch (...) {
    ExecutionContext& ec = ctx();
    bool userHandler = !ec.errorHandlers.empty() && !ec.inErrorHandler && (ec.errorHandlers.back().mask & E_WARNING) &&
                       ec.errorHandlers.back().callback.m_type != DataType::Null;
    if (badPattern && !userHandler) warn();
    throw;
  }
  if (badPattern) warn();
  return o;
}
void f_mb_ereg_search_init(NativeArgs& a) {
  RegexState& st = rstate();
  if (!a.isNull(1)) {
    if (a.sv(1).empty()) throwError(ErrorKind::ValueError, "mb_ereg_search_init(): Argument #2 ($pattern) must not be empty");
    bool bad;
    uint32_t o = searchOptions(a, 2, "mb_ereg_search_init", a.sv(1), bad);
    if (bad) return a.retBool(false);
    if (!compile("mb_ereg_search_init", a.sv(1), o)) return a.retBool(false);
    st.pattern = std::string(a.sv(1));
    st.searchOpts = o;
    st.hasPattern = true;
  }
  st.subject = std::string(a.sv(0));
  st.hasString = true;
  st.pos = 0;
  st.hasRegs = false;
  if (regexEnc()->kind == Kind::Utf8 && !validUtf8(st.subject)) return a.retBool(false);
  a.retBool(true);
}

/// 0: search, 1: pos, 2: regs
void searchImpl(NativeArgs& a, const char* fn, int mode) {
  RegexState& st = rstate();
  if (!a.isNull(0)) {
    if (a.sv(0).empty()) throwError(ErrorKind::ValueError, formatStr("%s(): Argument #1 ($pattern) must not be empty", fn));
    bool bad;
    uint32_t o = searchOptions(a, 1, fn, a.sv(0), bad);
    if (bad) return a.retBool(false);
    st.searchOpts = o;
    st.pattern = std::string(a.sv(0));
    st.hasPattern = true;
  }
  if (!st.hasPattern) throwError(ErrorKind::Error, "No pattern was provided");
  if (!st.hasString) throwError(ErrorKind::Error, "No string was provided");
  auto c = compile(fn, st.pattern, st.searchOpts);
  if (!c) return a.retBool(false);
  std::vector<std::pair<long, long>> g;
  if (st.pos > st.subject.size() || !matchAt(*c, st.subject, st.pos, g)) {
    st.hasRegs = false;
    return a.retBool(false);
  }
  st.regs = g;
  st.names = c->names;
  st.hasRegs = true;
  st.pos = size_t(g[0].second);
  if (mode == 0) return a.retBool(true);
  if (mode == 1) {
    ArrayData* r = ArrayData::makePacked(2);
    ArrayData::append(r, makeInt(g[0].first));
    ArrayData::append(r, makeInt(g[0].second - g[0].first));
    return a.retArray(r);
  }
  a.retArray(groupsArray(*c, st.subject, g));
}
void f_mb_ereg_search(NativeArgs& a) { searchImpl(a, "mb_ereg_search", 0); }
void f_mb_ereg_search_pos(NativeArgs& a) { searchImpl(a, "mb_ereg_search_pos", 1); }
void f_mb_ereg_search_regs(NativeArgs& a) { searchImpl(a, "mb_ereg_search_regs", 2); }

void f_mb_ereg_search_getregs(NativeArgs& a) {
  RegexState& st = rstate();
  if (!st.hasRegs) return a.retBool(false);
  Compiled dummy;
  dummy.names = st.names;
  ArrayData* arr = groupsArray(dummy, st.subject, st.regs);
  dummy.code = nullptr;
  a.retArray(arr);
}

void f_mb_ereg_search_getpos(NativeArgs& a) { a.retInt(int64_t(rstate().pos)); }

void f_mb_ereg_search_setpos(NativeArgs& a) {
  RegexState& st = rstate();
  int64_t p = a.i64(0);
  int64_t len = int64_t(st.subject.size());
  if (p < 0 && st.hasString) p += len;
  if (p < 0 || (st.hasString && p > len)) throwError(ErrorKind::ValueError, "mb_ereg_search_setpos(): Argument #1 ($offset) is out of range");
  st.pos = size_t(p);
  a.retBool(true);
}

const BuiltinDecl kMbRegexBuiltins[] = {
    {"mb_ereg(string $pattern, string $string, &$matches = null): bool", f_mb_ereg},
    {"mb_eregi(string $pattern, string $string, &$matches = null): bool", f_mb_eregi},
    {"mb_ereg_replace(string $pattern, string $replacement, string $string, ?string $options = null): string|false|null", f_mb_ereg_replace},
    {"mb_eregi_replace(string $pattern, string $replacement, string $string, ?string $options = null): string|false|null", f_mb_eregi_replace},
    {"mb_ereg_replace_callback(string $pattern, callable $callback, string $string, ?string $options = null): string|false|null",
     f_mb_ereg_replace_callback},
    {"mb_split(string $pattern, string $string, int $limit = -1): array|false", f_mb_split},
    {"mb_ereg_match(string $pattern, string $string, ?string $options = null): bool", f_mb_ereg_match},
    {"mb_regex_set_options(?string $options = null): string", f_mb_regex_set_options},
    {"mb_ereg_search_init(string $string, ?string $pattern = null, ?string $options = null): bool", f_mb_ereg_search_init},
    {"mb_ereg_search(?string $pattern = null, ?string $options = null): bool", f_mb_ereg_search},
    {"mb_ereg_search_pos(?string $pattern = null, ?string $options = null): array|false", f_mb_ereg_search_pos},
    {"mb_ereg_search_regs(?string $pattern = null, ?string $options = null): array|false", f_mb_ereg_search_regs},
    {"mb_ereg_search_getregs(): array|false", f_mb_ereg_search_getregs},
    {"mb_ereg_search_getpos(): int", f_mb_ereg_search_getpos},
    {"mb_ereg_search_setpos(int $offset): bool", f_mb_ereg_search_setpos},
};
HOP_REGISTER_BUILTINS(kMbRegexBuiltins);

} // namespace

} // namespace hop
