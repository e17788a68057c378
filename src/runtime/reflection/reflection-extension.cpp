// reflection-extension.cpp — ReflectionExtension's facts about a module and the
// module of an internal function or class: php's lists per module (generated
// from php: extension-funcs.inc, extension-info.inc), keeping what HopVM has.
#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "runtime/array/array-data.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/reflection/reflection-internal.h"
#include "runtime/string/string-data.h"
#include "vm/lookup.h"
#include "vm/unit-loader.h"

namespace hop {

namespace {

struct ExtFunc {
  const char* ext;
  const char* name;
};
const ExtFunc kExtFuncs[] = {
#include "runtime/builtins/extension-funcs.inc"
};

struct ExtEntry {
  char kind;   // 'c' constant, 'k' class, 'd' dependency
  const char* ext;
  const char* name;
  const char* value;
};
const ExtEntry kExtEntries[] = {
#include "runtime/reflection/extension-info.inc"
};

/// Lowercase names of the runtime's classes.
const std::unordered_set<std::string>& runtimeClasses() {
  static const std::unordered_set<std::string> s = [] {
    std::unordered_set<std::string> r;
    for (const SystemClassDecl& d : systemClassDecls()) r.insert(toLower(d.name));
    return r;
  }();
  return s;
}

const std::unordered_map<std::string, const char*>& classModules() {
  static const std::unordered_map<std::string, const char*> m = [] {
    std::unordered_map<std::string, const char*> r;
    for (const ExtEntry& e : kExtEntries)
      if (e.kind == 'k') r.emplace(toLower(e.name), e.ext);
    return r;
  }();
  return m;
}

const std::unordered_map<std::string, const char*>& functionModules() {
  static const std::unordered_map<std::string, const char*> m = [] {
    std::unordered_map<std::string, const char*> r;
    for (const ExtFunc& f : kExtFuncs) r.emplace(toLower(f.name), f.ext);
    return r;
  }();
  return m;
}

const TypedValue* constantValue(std::string_view name) {
  auto& cs = ctx().constants;
  auto it = cs.find(name);
  if (it != cs.end()) return &it->second.value;
  return BuiltinRegistry::lookupConstant(name);
}

/// get_defined_constants(): the modules' constants in php's order (the
/// extension table), then the request's own ("user"); by module when
/// `categorize`. A user constant keeps the spelling it was declared with.
void f_get_defined_constants(NativeArgs& a) {
  const bool categorize = a.has(0) && a.b(0);
  auto put = [](ArrayData*& into, std::string_view name, const TypedValue& v) {
    StringData* k = StringData::make(name);
    ArrayData::setStr(into, k, tvCopyValue(v));
    k->decRef();
  };
  ArrayData* r = ArrayData::makeHash(categorize ? 32 : 1024);
  std::vector<std::pair<std::string_view, ArrayData*>> groups;   // by module, in first-seen order
  auto groupOf = [&](std::string_view ext) -> ArrayData*& {
    for (auto& g : groups)
      if (g.first == ext) return g.second;
    groups.emplace_back(ext, ArrayData::makeHash(16));
    return groups.back().second;
  };
  // (A module's constant the runtime defines per request, as STDIN, is the
  // module's, not the user's.)
  const auto& defined = ctx().constants;
  std::unordered_set<std::string_view> moduleOwned;
  for (const ExtEntry& e : kExtEntries) {
    if (e.kind != 'c') continue;
    const TypedValue* v = constantValue(e.name);
    if (!v) continue;
    if (defined.count(e.name)) moduleOwned.insert(e.name);
    put(categorize ? groupOf(e.ext) : r, e.name, *v);
  }
  // The user's in declaration order (the table itself has none).
  std::vector<std::pair<std::string_view, const ConstantDef*>> user;
  for (auto& [k, c] : defined)
    if (!moduleOwned.count(k)) user.emplace_back(c.declaredName.empty() ? std::string_view(k) : c.declaredName, &c);
  std::sort(user.begin(), user.end(), [](const auto& x, const auto& y) { return x.second->rank < y.second->rank; });
  for (auto& [name, c] : user) put(categorize ? groupOf("user") : r, name, c->value);
  for (auto& [ext, g] : groups) {
    StringData* k = StringData::make(ext);
    ArrayData::setStr(r, k, makeArrayNoIncRef(g));
    k->decRef();
  }
  a.retArray(r);
}

/// ReflectionExtension::hopInfo($name): name, version, number, functions,
/// constants, ini, classes, dependencies; null for an unknown module.
void f_extInfo(NativeArgs& a) {
  const ExtensionInfo* info = ExtensionRegistry::find(a.sv(0));
  if (!info) {
    a.retNull();
    return;
  }
  std::string lower = toLower(info->name);
  int64_t number = 0;
  const auto& all = ExtensionRegistry::all();
  for (size_t i = 0; i < all.size(); ++i)
    if (&all[i] == info || toLower(all[i].name) == lower) number = int64_t(i) + 1;
  ArrayData* funcs = ArrayData::makePacked(16);
  for (const ExtFunc& f : kExtFuncs)
    if (toLower(f.ext) == lower && BuiltinRegistry::lookup(f.name))
      ArrayData::append(funcs, makeStringNoIncRef(StringData::make(f.name)));
  ArrayData* consts = ArrayData::makeHash(16);
  ArrayData* ini = ArrayData::makeHash(4);
  ArrayData* classes = ArrayData::makePacked(8);
  ArrayData* deps = ArrayData::makeHash(2);
  // The module's ini directives with their current values (null: none), from the ini registry.
  for (const IniDirective& d : iniDirectives()) {
    if (!d.module || toLower(d.module) != lower) continue;
    TypedValue v = ctx().ini.isNull(d.name) ? makeNull() : makeStringNoIncRef(StringData::make(*ctx().ini.get(d.name)));
    StringData* name = StringData::make(d.name);
    ArrayData::setStr(ini, name, v);
    name->decRef();
  }
  for (const ExtEntry& e : kExtEntries) {
    if (toLower(e.ext) != lower) continue;
    StringData* name = StringData::make(e.name);
    switch (e.kind) {
      case 'c':
        if (const TypedValue* v = constantValue(e.name)) ArrayData::setStr(consts, name, tvCopyValue(*v));
        break;
      case 'k':
        if (runtimeClasses().count(toLower(e.name))) {
          name->incRef();
          ArrayData::append(classes, makeStringNoIncRef(name));
        }
        break;
      case 'd': ArrayData::setStr(deps, name, makeStringNoIncRef(StringData::make(e.value))); break;
    }
    name->decRef();
  }
  ArrayData* r = ArrayData::makeHash(8);
  auto put = [&](const char* k, TypedValue v) { ArrayData::setStr(r, StringData::interned(k), v); };
  put("name", makeStringNoIncRef(StringData::make(info->name)));
  put("version", makeStringNoIncRef(StringData::make(info->version)));
  put("number", makeInt(number));
  put("functions", makeArrayNoIncRef(funcs));
  put("constants", makeArrayNoIncRef(consts));
  put("ini", makeArrayNoIncRef(ini));
  put("classes", makeArrayNoIncRef(classes));
  put("dependencies", makeArrayNoIncRef(deps));
  a.retArray(r);
}

const BuiltinDecl kReflectionExtensionNatives[] = {
    {"ReflectionExtension::hopInfo", f_extInfo},
    {"get_defined_constants(bool $categorize = false): array", f_get_defined_constants},
};
HOP_REGISTER_BUILTINS(kReflectionExtensionNatives);

} // namespace

const char* internalClassModule(std::string_view name) {
  auto it = classModules().find(toLower(name));
  return it == classModules().end() ? nullptr : it->second;
}

const char* internalFunctionModule(std::string_view name) {
  auto it = functionModules().find(toLower(name));
  return it == functionModules().end() ? nullptr : it->second;
}

} // namespace hop
