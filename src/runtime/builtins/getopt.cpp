// getopt.cpp — getopt(): the script's command-line options ($_SERVER['argv'])
// parsed as php's own php_getopt does: short options "ab:c::" (none,
// required, optional value), long options "name", "name:", "name::",
// values as "-avalue", "-a=value", "-a value", "--name=value", "--name value".
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/number/numeric-string.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

/// One option; the table ends with optChar '-'.
struct OptSpec {
  char optChar = 0;        // 0 for long options
  int needParam = 0;       // 0 none, 1 required, 2 optional
  std::string name;        // long options only
};

constexpr int kInvalid = '?';
constexpr int kEnd = -1;

/// php_getopt's state across the calls of one getopt().
struct Scanner {
  const std::vector<std::string>& argv;
  const std::vector<OptSpec>& opts;
  int optind = 1;
  int optchr = 0;
  bool dash = false;
  int optidx = -1;
  const char* optarg = nullptr;

  /// argv[i][j] as a C string would give it (NUL past the end).
  char at(int i, size_t j) const { return j < argv[size_t(i)].size() ? argv[size_t(i)][j] : '\0'; }

  int next() {
    int argc = int(argv.size());
    optidx = -1;
    if (optind >= argc) return kEnd;
    if (!dash) {
      if (at(optind, 0) != '-') return kEnd;
      if (!at(optind, 1)) return kEnd;   // "-" alone: stdin, for the program
    }
    size_t argStart;
    if (at(optind, 0) == '-' && at(optind, 1) == '-') {
      const std::string& arg = argv[size_t(optind)];
      if (!at(optind, 2)) {   // "--" ends the options
        ++optind;
        return kEnd;
      }
      argStart = 2;
      size_t argEnd = arg.size() - 1;
      // An '=' before the last character separates the value.
      size_t eq = arg.find('=', 2);
      if (eq != std::string::npos && eq < arg.size() - 1) {
        argEnd = eq - argStart;
        ++argStart;
      } else {
        --argEnd;
      }
      for (;;) {
        ++optidx;
        if (opts[size_t(optidx)].optChar == '-') {
          ++optind;
          return kInvalid;
        }
        const OptSpec& o = opts[size_t(optidx)];
        if (!o.name.empty() && std::strncmp(arg.c_str() + 2, o.name.c_str(), argEnd) == 0 && argEnd == o.name.size())
          break;
      }
      optchr = 0;
      dash = false;
      argStart += opts[size_t(optidx)].name.size();
    } else {
      if (!dash) {
        dash = true;
        optchr = 1;
      }
      if (at(optind, size_t(optchr)) == ':') {   // "-:" is not an option
        dash = false;
        ++optind;
        return kInvalid;
      }
      argStart = size_t(1 + optchr);
    }
    if (optidx < 0) {
      for (;;) {
        ++optidx;
        if (opts[size_t(optidx)].optChar == '-') {
          if (!at(optind, size_t(optchr) + 1)) {
            dash = false;
            ++optind;
          } else {
            ++optchr;
          }
          return kInvalid;
        }
        if (at(optind, size_t(optchr)) == opts[size_t(optidx)].optChar) break;
      }
    }
    const OptSpec& o = opts[size_t(optidx)];
    if (o.needParam) {
      dash = false;
      if (!at(optind, argStart)) {
        ++optind;
        if (optind == argc) {
          if (o.needParam == 1) return kInvalid;
        } else if (o.needParam == 1) {
          // "-a value": an optional value is never taken from the next argument.
          optarg = argv[size_t(optind++)].c_str();
        }
      } else if (at(optind, argStart) == '=') {
        optarg = argv[size_t(optind)].c_str() + argStart + 1;
        ++optind;
      } else {
        optarg = argv[size_t(optind)].c_str() + argStart;
        ++optind;
      }
      return o.optChar;
    }
    // Several short options in one argument ("-vh").
    if (argStart >= 2 && !(at(optind, 0) == '-' && at(optind, 1) == '-')) {
      if (!at(optind, size_t(optchr) + 1)) {
        dash = false;
        ++optind;
      } else {
        ++optchr;
      }
    } else {
      ++optind;
    }
    return o.optChar;
  }
};

bool isOptChar(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

void f_getopt(NativeArgs& a) {
  if (a.has(2)) tvSetRawMove(a.ref(2), makeInt(1));
  // php reads its own copy of $_SERVER['argv'] (the script's changes to
  // $_SERVER do not count); with register_argc_argv off there is none, and
  // the global $argv is used instead.
  ExecutionContext& ec = ctx();
  std::vector<std::string> argv;
  if (ec.ini.getBool("register_argc_argv")) {
    for (const std::string& s : ec.argv) argv.push_back(s.substr(0, s.find('\0')));
  } else {
    StringData* argvName = StringData::make("argv");
    const TypedValue* args = ec.globalVar(argvName, false);
    argvName->decRef();
    if (!args || !tvDeref(args)->isArray()) {
      a.retBool(false);
      return;
    }
    forEachElem(tvDeref(args)->m_data.parr, [&](const TypedValue&, const TypedValue& v) {
      std::string s = toStdString(v);
      argv.push_back(s.substr(0, s.find('\0')));
    });
  }

  // Short options: letters and digits, each followed by ':' or '::'; the
  // table keeps a slot for every letter in the string, as php's does.
  std::vector<OptSpec> opts;
  std::string_view shortOpts = a.sv(0);
  shortOpts = shortOpts.substr(0, shortOpts.find('\0'));
  size_t count = 0;
  for (char c : shortOpts) count += isOptChar(c);
  opts.resize(count);
  size_t k = 0, slot = 0;
  while (k < shortOpts.size() && isOptChar(shortOpts[k])) {
    OptSpec& o = opts[slot++];
    o.optChar = shortOpts[k++];
    if (k < shortOpts.size() && shortOpts[k] == ':') {
      o.needParam = 1;
      ++k;
      if (k < shortOpts.size() && shortOpts[k] == ':') {
        o.needParam = 2;
        ++k;
      }
    }
  }
  if (a.has(1)) {
    forEachElem(a.arr(1), [&](const TypedValue&, const TypedValue& v) {
      std::string name = toStdString(v);
      name = name.substr(0, name.find('\0'));
      OptSpec o;
      if (!name.empty() && name.back() == ':') {
        o.needParam = 1;
        name.pop_back();
        if (!name.empty() && name.back() == ':') {
          o.needParam = 2;
          name.pop_back();
        }
      }
      o.name = name;
      opts.push_back(o);
    });
  }
  OptSpec end;
  end.optChar = '-';
  opts.push_back(end);

  ArrayData* r = ArrayData::makeHash(8);
  a.retArray(r);
  Scanner sc{argv, opts};
  for (int o; (o = sc.next()) != kEnd;) {
    if (o == kInvalid) {
      sc.optarg = nullptr;
      continue;
    }
    std::string name = o == 0 ? opts[size_t(sc.optidx)].name : std::string(1, char(o == 1 ? '-' : o));
    TypedValue val = sc.optarg ? makeStringNoIncRef(StringData::make(sc.optarg)) : makeBool(false);
    sc.optarg = nullptr;
    // Numeric names ("1") are integer keys, unless they have a leading zero.
    ArrayKey key;
    StringData* ks = nullptr;
    NumericParse np = parseNumeric(name, false);
    if (!(name.size() > 1 && name[0] == '0') && np.kind == NumericKind::Int) {
      key = ArrayKey::ofInt(std::atoi(name.c_str()));
    } else {
      ks = StringData::make(name);
      key = ArrayKey::ofStr(ks);
    }
    ArrayData*& res = a.ret.m_data.parr;
    if (const TypedValue* existing = res->get(key)) {
      // A repeated option collects its values in an array.
      TypedValue* slot = ArrayData::lval(res, key);
      TypedValue& d = *tvDeref(slot);
      if (!d.isArray()) {
        ArrayData* list = ArrayData::makePacked(2);
        ArrayData::append(list, tvCopyValue(d));
        tvSetRawMove(d, makeArrayNoIncRef(list));
      }
      ArrayData::append(d.m_data.parr, val);
      (void)existing;
    } else {
      ArrayData::set(res, key, val);
    }
    if (ks) ks->decRef();
  }
  if (a.has(2)) tvSetRawMove(a.ref(2), makeInt(sc.optind));
}

const BuiltinDecl kGetoptBuiltins[] = {
    {"getopt(string $short_options, array $long_options = [], &$rest_index = null): array|false", f_getopt},
};
HOP_REGISTER_BUILTINS(kGetoptBuiltins);

} // namespace

} // namespace hop
