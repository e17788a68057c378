// execution-context.cpp — setting up and tearing down a request's state.
#include "runtime/base/execution-context.h"

#include <memory>

#include "bytecode/unit.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/resource.h"
#include "runtime/class/class.h"
#include "runtime/string/string-data.h"
#include "vm/act-rec.h"
#include "vm/class-memo-table.h"
#include "vm/member-ops.h"

namespace hop {

constinit thread_local ExecutionContext* tl_exec = nullptr;

namespace {
constexpr size_t kVMStackBytes = size_t(256) << 20;   // reserved, committed on use
}

ExecutionContext::ExecutionContext(const IniSettings& settings) : ini(settings) {   // shares the settings' table (ini.h)
  refreshIniCache();
  assertStartupCallback = this->ini.get("assert.callback").value_or("");
  vm.allocStack(kVMStackBytes);
  vm.caches = &inlineCaches;
}

ExecutionContext::~ExecutionContext() {
  // Classes and units of the request's own are freed with it (the pooled
  // ones were taken before): the thread's memos keyed on them start over.
  // So do the type checks' memos after a class_alias() (a name's meaning).
  if (takeClassAliased() || !ownedClasses.empty() || !units.empty()) ++tl_classMemoEpoch;
  objects.sweepNativeData();
  vm.freeStack();
  // Resources live outside the request heap: those still referenced at the
  // end (STDIN/STDOUT/STDERR, unclosed files) are closed and freed here.
  auto resources = std::move(liveResources);
  liveResources.clear();
  for (auto& entry : resources) entry.second->release();
  // Heap values are released by the memory manager's sweep; nothing here
  // decrefs them (they may already be gone).
}

void ExecutionContext::refreshIniCache() {
  precision = static_cast<int>(ini.getInt("precision"));
  serializePrecision = static_cast<int>(ini.getInt("serialize_precision"));
  // php's OnSetErrorReporting: no value (the default) is E_ALL.
  errorReporting = ini.isNull("error_reporting") ? 32767 : ini.getInt("error_reporting");
  auto de = ini.get("display_errors");
  // display_errors accepts "stderr"/"stdout" besides booleans.
  displayErrors = de && (*de == "stdout" || *de == "stderr" || IniSettings::parseBool(*de));
  logErrors = ini.getBool("log_errors");
  assertions = ini.getInt("zend.assertions");
}

Class* ExecutionContext::lookupClass(std::string_view name) const {
  if (!name.empty() && name[0] == '\\') name.remove_prefix(1);
  // Names are stored lowercase: a name with an uppercase letter is folded
  // (on the stack when short) and looked up once.
  size_t up = 0;
  while (up < name.size() && !(name[up] >= 'A' && name[up] <= 'Z')) ++up;
  if (up < name.size()) {
    char buf[256];
    if (name.size() > sizeof(buf)) {
      auto lt = classes.find(toLower(name));
      return lt == classes.end() ? nullptr : lt->second;
    }
    for (size_t k = 0; k < name.size(); ++k) {
      char c = name[k];
      buf[k] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
    }
    name = std::string_view(buf, name.size());
    auto lt = classes.find(name);
    return lt == classes.end() ? nullptr : lt->second;
  }
  auto it = classes.find(name);
  return it == classes.end() ? nullptr : it->second;
}

namespace {
/// The memo's tag for an entry of a name made at run time (never an address).
const StringData* const kBytesTag = reinterpret_cast<const StringData*>(uintptr_t(1));

Class* lookupClassByBytes(const ExecutionContext& ec, const StringData* name) {
  // A name made at run time (`$node instanceof $class`, CommonMark: 9,900
  // a document, ~600 instructions each to fold and hash) cannot be keyed by
  // its address (freed, then reused for another string): its entry, in the
  // same table, is keyed by the hash the string keeps and its length, and a
  // hit is checked against the found class's own name, byte for byte (the
  // usual spelling, as ::class gives it; another spelling looks up anew).
  // Found classes only; clearClassMemo() empties these too.
  constexpr size_t kEntries = sizeof(ec.classMemo) / sizeof(ec.classMemo[0]);
  const uint32_t h = name->hash();
  const size_t key = (size_t(h) << 32) | name->size();
  ExecutionContext::ClassMemo& m = ec.classMemo[size_t((uint64_t(h) * 0x9E3779B97F4A7C15ull) >> 40) & (kEntries - 1)];
  if (m.name == kBytesTag && m.count == key && m.cls->name->size() == name->size() &&
      std::memcmp(m.cls->name->data(), name->data(), name->size()) == 0)
    return m.cls;
  Class* c = ec.lookupClass(name->view());
  if (c && c->name->size() == name->size() && std::memcmp(c->name->data(), name->data(), name->size()) == 0)
    m = ExecutionContext::ClassMemo{kBytesTag, c, key};
  return c;
}

/// A server's request thread: the pooled class a static name found in an
/// earlier request of the thread, taken again (without folding and hashing
/// the name) once this request has declared that very class: its PreClass
/// is declared as it here (classOfPreClass) and it is linked, so it holds
/// its own name in `classes`, and the hint was kept only for a class found
/// under its own name (not an alias). Pooled classes are never freed and
/// static names never either; the table starts over when classMemoEpoch()
/// moves. Systemlib classes are left out (HopGracefulExit is declared but
/// kept out of `classes`).
struct ClassHint {
  const StringData* name;
  Class* cls;
};
thread_local ClassMemoTable<ClassHint, 9> t_classHints;

ClassHint& classHintFor(const StringData* name) { return t_classHints.at(name); }

bool declaredAsItself(const ExecutionContext& ec, const Class* cls) {
  if (!cls->linked) return false;
  auto it = ec.classOfPreClass.find(cls->pre);
  return it != ec.classOfPreClass.end() && it->second == cls;
}

/// lookupClass of a static name the request's memo did not hold.
Class* lookupClassHinted(const ExecutionContext& ec, const StringData* name) {
  ClassHint& h = classHintFor(name);
  if (h.name == name && declaredAsItself(ec, h.cls)) return h.cls;
  Class* c = ec.lookupClass(name->view());
  if (c && c->persistent && !(c->attrs & kClsBuiltin) && c->name->size() == name->size() &&
      equalsIgnoreCase(c->name->view(), name->view()))
    h = ClassHint{name, c};
  return c;
}

} // namespace

Class* ExecutionContext::lookupClass(const StringData* name) const {
  // Two ways per set: the name's address hashed to a pair of the entries
  // (Twig and CommonMark check against more names than one way holds).
  // A name not found is remembered too, with the number of classes then
  // defined: defining a class grows `classes`, and whoever erases from it
  // clears the memo, so an unchanged count means still undefined
  // (`$x instanceof Some\\NotLoaded` in a loop, as PHP-Parser does).
  if (!name->isStatic()) return lookupClassByBytes(*this, name);
  constexpr size_t kEntries = sizeof(classMemo) / sizeof(classMemo[0]);
  static_assert((kEntries & (kEntries - 1)) == 0);
  const size_t i = size_t((reinterpret_cast<uintptr_t>(name) * 0x9E3779B97F4A7C15ull) >> 40) & (kEntries - 2);
  ClassMemo* set = &classMemo[i];
  if (set[0].name == name && (set[0].cls || set[0].count == classes.size())) return set[0].cls;
  if (set[1].name == name && (set[1].cls || set[1].count == classes.size())) return set[1].cls;
  Class* c = lookupClassHinted(*this, name);
  set[1] = set[0];
  set[0] = ClassMemo{name, c, c ? 0 : classes.size()};
  return c;
}

const TypedValue* ExecutionContext::knownGlobalForRead(const StringData* name) const {
  const GlobalSlotMemo& m = globalSlotMemo[globalSlotMemoIndex(name)];
  if (m.name != name || m.frame != globalFrame || !globalFrame) return nullptr;
  if (m.slot) return m.slot;
  // Not a local of the main script: the symbol table's element, for a name
  // that is a string key as is (not one php turns into an int).
  if (!globals || name->size() == 0 || mayBeIntKey(name->view())) return nullptr;
  return globals->getStr(name);
}

TypedValue* ExecutionContext::globalVar(const StringData* name, bool create) {
  if (globalFrame) {
    if (TypedValue* known = knownGlobalSlot(name)) return known;
    uint32_t id = globalFrame->m_func->lookupLocal(name);
    TypedValue* slot = id != kNoLocal ? globalFrame->locals() + id : nullptr;
    if (name->isStatic()) globalSlotMemo[globalSlotMemoIndex(name)] = {name, globalFrame, slot};
    if (slot) return slot;
  }
  if (!globals) {
    if (!create) return nullptr;
    globals = ArrayData::makeHash(16);
  }
  ArrayKey k = strToArrayKey(const_cast<StringData*>(name));
  if (!create) {
    const TypedValue* v = globals->get(k);
    return const_cast<TypedValue*>(v);
  }
  return ArrayData::lval(globals, k);
}

} // namespace hop
