// builtin-registry.cpp — parsing builtin signatures into Funcs; lookups.
#include "runtime/builtins/builtin-registry.h"

#include "runtime/base/sapi.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/string/string-data.h"
#include "util/name-memo.h"
#include "util/string-map.h"

namespace hop {

namespace {

struct Tables {
  std::vector<std::pair<const BuiltinDecl*, size_t>> declTables;
  std::vector<std::pair<const ConstantDecl*, size_t>> constTables;
  StringMap<uint32_t> funcs;               // lowercase name -> builtin id
  StringMap<NativeFunction> nativeMethods; // "class::method" lowercase
  StringMap<uint32_t> nativeMethodAttrs;   // their extraAttrs, where not 0
  StringMap<TypedValue> constants;
  // Signatures are parsed into Funcs on first use (lookup by name, or an id
  // met in cached bytecode): a run uses a few dozen of the ~2,000 builtins,
  // and parsing them all was half of the instructions of `echo 1`.
  std::vector<const BuiltinDecl*> declById;
  std::vector<Func*> byId;                 // null until parsed; written once, under parseLock
  std::vector<std::unique_ptr<Func>> owned;
  std::mutex parseLock;
  bool allParsed = false;
};

Tables& tables() {
  static Tables* t = new Tables();   // lives until exit; read-only after init()
  return *t;
}

// --- Signature parser -----------------------------------------------------------------------

struct SigParser {
  std::string_view s;
  size_t i = 0;
  std::string error;

  void ws() {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n')) ++i;
  }
  bool eat(char c) {
    ws();
    if (i < s.size() && s[i] == c) {
      ++i;
      return true;
    }
    return false;
  }
  std::string_view ident() {
    ws();
    size_t b = i;
    while (i < s.size() && (isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_' || s[i] == '\\')) ++i;
    return s.substr(b, i - b);
  }

  /// A type: ?T, T|U, T&U (names of builtin types or classes).
  TypeConstraint type() {
    TypeConstraint tc;
    ws();
    size_t start = i;
    bool nullable = eat('?');
    for (;;) {
      std::string_view n = ident();
      if (n.empty()) break;
      std::string lower = toLower(n);
      uint32_t bit = 0;
#define X(name, str) if (lower == str) bit = TypeConstraint::k##name;
      HOP_TYPE_BITS(X)
#undef X
      if (lower == "bool") bit = TypeConstraint::kBool;
      if (bit) tc.mask |= bit;
      else tc.classNames.push_back(StringData::interned(n));
      ws();
      if (i < s.size() && s[i] == '|') { ++i; continue; }
      if (i < s.size() && s[i] == '&' && i + 1 < s.size() && s[i + 1] != '$' && s[i + 1] != '.' && s[i + 1] != '?') {
        tc.intersection = true;
        ++i;
        continue;
      }
      break;
    }
    if (nullable) tc.mask |= TypeConstraint::kNull;
    if (tc.intersection) tc.members.push_back(tc.classNames);
    else
      for (StringData* c : tc.classNames) tc.members.push_back({c});
    tc.display = std::string(s.substr(start, i - start));
    while (!tc.display.empty() && tc.display.back() == ' ') tc.display.pop_back();
    if (tc.classNames.empty() && tc.display.find('|') != std::string::npos) tc.display = canonicalUnion(tc.mask);
    return tc;
  }

  /// php prints a union of builtin types in a fixed order (zend_type_to_string):
  /// "int|string|null" in a stub is shown as "string|int|null".
  static std::string canonicalUnion(uint32_t m) {
    using T = TypeConstraint;
    if (m & T::kMixed) return "mixed";
    static const std::pair<uint32_t, const char*> order[] = {
        {T::kCallable, "callable"}, {T::kIterable, "iterable"}, {T::kObject, "object"}, {T::kArray, "array"},
        {T::kString, "string"},     {T::kInt, "int"},           {T::kFloat, "float"},   {T::kVoid, "void"},
        {T::kNever, "never"}};
    std::string out;
    auto add = [&](const char* n) { out += (out.empty() ? "" : "|") + std::string(n); };
    for (auto& [bit, name] : order) {
      if (m & bit) add(name);
      if (bit == T::kFloat) {  // bool (or false/true) comes after float
        if ((m & T::kBool) == T::kBool) add("bool");
        else if (m & T::kFalse) add("false");
        else if (m & T::kTrue) add("true");
      }
    }
    if (m & T::kNull) add("null");
    return out;
  }

  /// A default value literal; constants are looked up in the builtin table.
  PreValue defaultValue(std::string& text) {
    ws();
    size_t b = i;
    int depth = 0;
    bool inStr = false;
    char q = 0;
    while (i < s.size()) {
      char c = s[i];
      if (inStr) {
        if (c == '\\') { i += 2; continue; }
        if (c == q) inStr = false;
      } else if (c == '"' || c == '\'') {
        inStr = true;
        q = c;
      } else if (c == '[' || c == '(') {
        ++depth;
      } else if (c == ']' || c == ')') {
        if (depth == 0) break;
        --depth;
      } else if (c == ',' && depth == 0) {
        break;
      }
      ++i;
    }
    text = std::string(s.substr(b, i - b));
    while (!text.empty() && text.back() == ' ') text.pop_back();
    PreValue pv;
    std::string t = text;
    std::string lower = toLower(t);
    if (lower == "null") pv.value = makeNull();
    else if (lower == "true") pv.value = makeBool(true);
    else if (lower == "false") pv.value = makeBool(false);
    else if (t == "[]") pv.value = makeArrayNoIncRef(ArrayData::empty());
    else if (!t.empty() && (t[0] == '"' || t[0] == '\'')) {
      std::string body = t.substr(1, t.size() - 2);
      std::string un;
      for (size_t k = 0; k < body.size(); ++k) {
        if (body[k] == '\\' && k + 1 < body.size()) {
          char n = body[++k];
          un += n == 'n' ? '\n' : n == 't' ? '\t' : n == 'r' ? '\r' : n == '0' ? '\0' : n;
        } else {
          un += body[k];
        }
      }
      pv.value = makeStringNoIncRef(StringData::interned(un));
    } else if (!t.empty() && (isdigit(static_cast<unsigned char>(t[0])) || t[0] == '-' || t[0] == '.')) {
      if (t.find_first_of(".eE") != std::string::npos && t.find("0x") == std::string::npos)
        pv.value = makeDouble(std::strtod(t.c_str(), nullptr));
      else
        pv.value = makeInt(std::strtoll(t.c_str(), nullptr, 0));
    } else if (t.find('|') != std::string::npos) {
      // FLAG_A | FLAG_B
      int64_t v = 0;
      size_t start = 0;
      while (start <= t.size()) {
        size_t bar = t.find('|', start);
        if (bar == std::string::npos) bar = t.size();
        std::string part = t.substr(start, bar - start);
        while (!part.empty() && part.front() == ' ') part.erase(part.begin());
        while (!part.empty() && part.back() == ' ') part.pop_back();
        auto it = tables().constants.find(part);
        if (it != tables().constants.end() && it->second.isInt()) v |= it->second.m_data.num;
        start = bar + 1;
      }
      pv.value = makeInt(v);
    } else {
      auto& consts = tables().constants;
      bool neg = !t.empty() && t[0] == '-';
      auto it = consts.find(neg ? t.substr(1) : t);
      if (it != consts.end()) {
        pv.value = it->second;
        if (neg && pv.value.isInt()) pv.value.m_data.num = -pv.value.m_data.num;
        if (neg && pv.value.isDouble()) pv.value.m_data.dbl = -pv.value.m_data.dbl;
      } else {
        pv.value = makeNull();   // unknown expression: treated as null
      }
    }
    return pv;
  }
};

std::unique_ptr<Func> parseSignature(const BuiltinDecl& d) {
  auto f = std::make_unique<Func>();
  SigParser p{d.signature};
  std::string_view name = p.ident();
  f->name = StringData::interned(name);
  f->lowerName = StringData::interned(toLower(name));
  f->attrs = kAttrBuiltin | d.extraAttrs;
  f->native = d.fn;
  if (!p.eat('(')) {
    std::fprintf(stderr, "bad builtin signature: %s\n", d.signature);
    std::abort();
  }
  uint32_t required = 0;
  bool seenOptional = false;
  while (!p.eat(')')) {
    ParamInfo pi;
    p.ws();
    static constexpr std::string_view kSensitive = "#[\\SensitiveParameter] ";   // php's stub attribute
    if (p.s.substr(p.i, kSensitive.size()) == kSensitive) {
      p.i += kSensitive.size();
      PreAttribute attr;
      attr.name = StringData::interned("SensitiveParameter");
      pi.attributes.push_back(attr);
    }
    if (p.i < p.s.size() && p.s[p.i] != '$' && p.s[p.i] != '&' && p.s.substr(p.i, 3) != "...") pi.type = p.type();
    if (p.eat('&')) {
      pi.byRef = true;
      if (p.eat('?')) pi.preferRef = true;   // "&?$x": prefer-ref (see ParamInfo)
    }
    p.ws();
    if (p.s.substr(p.i, 3) == "...") {
      p.i += 3;
      pi.variadic = true;
      f->attrs |= kAttrVariadic;
    }
    if (!p.eat('$')) {
      std::fprintf(stderr, "bad builtin signature (param): %s\n", d.signature);
      std::abort();
    }
    pi.name = StringData::interned(p.ident());
    if (p.eat('=')) {
      pi.hasDefault = true;
      pi.defaultValue = p.defaultValue(pi.defaultText);
      pi.signatureDefault = pi.defaultText;
      pi.defaultIsNull = pi.defaultValue.value.isNull();
      seenOptional = true;
    } else if (!pi.variadic && !seenOptional) {
      ++required;
    }
    f->params.push_back(std::move(pi));
    p.eat(',');
  }
  f->numRequiredParams = required;
  if (p.eat(':')) f->returnType = p.type();
  f->numLocals = f->numParams();
  return f;
}

} // namespace

int BuiltinRegistry::addTable(const BuiltinDecl* decls, size_t n) {
  tables().declTables.push_back({decls, n});
  return 0;
}

int BuiltinRegistry::addConstants(const ConstantDecl* decls, size_t n) {
  tables().constTables.push_back({decls, n});
  return 0;
}

void BuiltinRegistry::init() {
  static std::once_flag once;
  std::call_once(once, [] {
    Tables& t = tables();
    for (auto& [decls, n] : t.constTables)
      for (size_t i = 0; i < n; ++i) t.constants[decls[i].name] = decls[i].value;
    t.constants["PHP_SAPI"] = makeStaticStringTv(sapiName());   // a server names itself before init
    size_t total = 0;
    for (auto& [decls, n] : t.declTables) total += n;
    t.declById.reserve(total);
    t.funcs.reserve(total);
    for (auto& [decls, n] : t.declTables) {
      for (size_t i = 0; i < n; ++i) {
        const BuiltinDecl& d = decls[i];
        std::string_view sig = d.signature;
        size_t paren = sig.find('(');
        std::string_view head = sig.substr(0, paren);
        while (!head.empty() && head.back() == ' ') head.remove_suffix(1);
        if (head.find("::") != std::string_view::npos) {
          t.nativeMethods[toLower(head)] = d.fn;
          if (d.extraAttrs) t.nativeMethodAttrs[toLower(head)] = d.extraAttrs;
          continue;
        }
        // A later table's builtin of the same name replaces the earlier one
        // in name lookup, as the eager registration did.
        t.funcs[toLower(head)] = static_cast<uint32_t>(t.declById.size());
        t.declById.push_back(&d);
      }
    }
    t.byId.assign(t.declById.size(), nullptr);
    s_byId = t.byId.data();
  });
}

Func* BuiltinRegistry::parseById(uint32_t id) {
  Tables& t = tables();
  if (id >= t.byId.size()) return nullptr;
  if (Func* f = __atomic_load_n(&t.byId[id], __ATOMIC_ACQUIRE)) return f;
  std::lock_guard<std::mutex> g(t.parseLock);
  if (Func* f = t.byId[id]) return f;
  std::unique_ptr<Func> f = parseSignature(*t.declById[id]);
  f->builtinId = id;
  FuncRegistry::add(f.get());
  Func* raw = f.get();
  t.owned.push_back(std::move(f));
  __atomic_store_n(&t.byId[id], raw, __ATOMIC_RELEASE);
  return raw;
}

uint32_t BuiltinRegistry::count() { return static_cast<uint32_t>(tables().byId.size()); }

namespace {
/// Bumped when a builtin leaves name lookup (disable_functions): the
/// threads' memos of lookup() start over.
std::atomic<uint64_t> g_lookupGeneration{1};
/// lookup()'s answers by name (util/name-memo.h): builtins are the process's.
constinit thread_local NameMemo<Func*, 9> t_lookupMemo;
constinit thread_local uint64_t t_lookupMemoGeneration = 0;
} // namespace

Func* BuiltinRegistry::lookup(std::string_view lowerName) {
  const uint64_t gen = g_lookupGeneration.load(std::memory_order_acquire);
  if (HOP_UNLIKELY(t_lookupMemoGeneration != gen)) {
    t_lookupMemo.clear();
    t_lookupMemoGeneration = gen;
  }
  if (Func* const* known = t_lookupMemo.find(lowerName)) return *known;
  auto& m = tables().funcs;
  auto it = m.find(lowerName);
  Func* f = it == m.end() ? nullptr : parseById(it->second);
  t_lookupMemo.put(lowerName, f);
  return f;
}

NativeFunction BuiltinRegistry::lookupNativeMethod(std::string_view lowerQualifiedName) {
  auto& m = tables().nativeMethods;
  auto it = m.find(lowerQualifiedName);
  return it == m.end() ? nullptr : it->second;
}

uint32_t BuiltinRegistry::nativeMethodAttrs(std::string_view lowerQualifiedName) {
  auto& m = tables().nativeMethodAttrs;
  auto it = m.find(lowerQualifiedName);
  return it == m.end() ? 0 : it->second;
}

const TypedValue* BuiltinRegistry::lookupConstant(std::string_view name) {
  auto& m = tables().constants;
  auto it = m.find(name);
  return it == m.end() ? nullptr : &it->second;
}

namespace {
std::vector<std::string_view>& deprecatedConstants() {
  static std::vector<std::string_view> v;   // filled by static initializers, then read-only
  return v;
}
} // namespace

int BuiltinRegistry::deprecateConstant(const char* name) {
  deprecatedConstants().push_back(name);
  return int(deprecatedConstants().size());
}

bool BuiltinRegistry::isDeprecatedConstant(std::string_view name) {
  for (std::string_view d : deprecatedConstants())
    if (d == name) return true;
  return false;
}

const std::vector<Func*>& BuiltinRegistry::all() {
  Tables& t = tables();
  if (!__atomic_load_n(&t.allParsed, __ATOMIC_ACQUIRE)) {
    for (uint32_t id = 0; id < t.byId.size(); ++id) parseById(id);
    __atomic_store_n(&t.allParsed, true, __ATOMIC_RELEASE);
  }
  return t.byId;
}

void BuiltinRegistry::disable(std::string_view lowerName) {
  auto& m = tables().funcs;
  auto it = m.find(lowerName);
  if (it != m.end()) m.erase(it);
  g_lookupGeneration.fetch_add(1, std::memory_order_acq_rel);
}

uint64_t BuiltinRegistry::lookupGeneration() { return g_lookupGeneration.load(std::memory_order_acquire); }

TypedValue makeStaticStringTv(const char* s) { return makeStringNoIncRef(StringData::interned(s)); }

} // namespace hop
