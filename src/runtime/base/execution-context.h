// execution-context.h — ExecutionContext: the state of one request.
//
// A request is one run of a script (CLI) or one page (server). Everything it
// creates — heap values, defined functions and classes, constants, globals,
// output buffers, error handlers, the VM stack — belongs to its
// ExecutionContext, which the thread running the request installs as
// tl_exec for the request's duration (DESIGN.md: "Request-local state is per
// thread"). Units (compiled files) and builtins are process-wide and immutable.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "runtime/array/array-iterators.h"
#include "runtime/base/errors.h"
#include "runtime/base/ini.h"
#include "runtime/number/mt-rand.h"
#include "runtime/base/output.h"
#include "runtime/heap/memory-manager.h"
#include "runtime/object/object-data.h"
#include "util/string-map.h"
#include "vm/fiber.h"
#include "vm/vm-regs.h"

namespace hop {

struct ResourceData;

struct Unit;
struct Func;
struct Class;
struct PreClass;

/// A user error handler installed with set_error_handler.
struct ErrorHandler {
  TypedValue callback;
  int64_t mask;
};

/// A defined constant (define() or `const` at top level).
struct ConstantDef {
  TypedValue value;
  bool caseInsensitive = false;
  /// The name as declared, when the key (canonicalConstantName) differs.
  std::string declaredName = {};
  /// Declaration rank in the request (get_defined_constants() lists in it).
  uint32_t rank = 0;
};

/// Something a compile or load step produced that the request must keep alive.
struct LoadedUnit {
  std::unique_ptr<Unit> unit;
};

class ExecutionContext {
public:
  explicit ExecutionContext(const IniSettings& ini);
  ~ExecutionContext();
  ExecutionContext(const ExecutionContext&) = delete;
  ExecutionContext& operator=(const ExecutionContext&) = delete;

  // --- Memory and VM --------------------------------------------------------------
  MemoryManager heap;
  VMState vm;                // the running context's (main or a fiber's, see fiber.h)
  InlineCacheTable inlineCaches;   // the request's (vm.caches points here, in every fiber too)
  ArrayIteratorTable arrayIterators;   // by-reference foreach positions (array-iterators.h)
  ObjectStore objects;
  FiberRequestState fibers;

  // --- Settings (ini values the VM reads constantly are cached) ------------------
  IniSettings ini;
  int precision = 14;
  int serializePrecision = -1;
  int64_t errorReporting = E_ALL;
  bool displayErrors = true;
  bool logErrors = false;
  int64_t assertions = 1;   // zend.assertions
  /// Re-reads the cached settings after ini changes.
  void refreshIniCache();

  // --- Output -----------------------------------------------------------------------
  OutputStack output;
  void write(std::string_view s) { output.write(s); }

  // --- Definitions ------------------------------------------------------------------
  StringMap<Func*> functions;         // user functions by lowercase name
  StringMap<Class*> classes;          // by lowercase name
  std::vector<std::unique_ptr<Class>> ownedClasses;
  std::unordered_map<const PreClass*, Class*> classOfPreClass;
  StringMap<ConstantDef> constants;   // case-sensitive names
  uint32_t nextClassId = 1;
  /// The class table's names in the order they were declared (classes and
  /// class_alias() names, lowercase), for get_declared_classes().
  std::vector<std::pair<std::string, Class*>> classOrder;
  /// Places in classOrder kept for a loaded unit's classes (php's compiler
  /// adds each class-like to its class table when it compiles the file, so a
  /// class bound later still lists in source order): a null entry until bound.
  std::unordered_map<const PreClass*, size_t> classOrderSlot;
  /// Classes whose linking has begun but not finished, by lowercase name (php's
  /// unlinked and "nearly linked" classes): inheritance checks, and autoloaders
  /// run while linking, may see them (class-linker.cpp).
  StringMap<Class*> linkingClasses;
  /// Class names inheritance checks needed but could not find, to autoload
  /// before the checks are retried (php's delayed autoloads; class-variance.cpp).
  std::vector<std::string> delayedAutoloads;

  // --- Variables --------------------------------------------------------------------
  ArrayData* globals = nullptr;       // the global symbol table ($GLOBALS)
  /// Static variables of functions, by Func and index.
  std::unordered_map<const Func*, std::vector<TypedValue>> staticLocals;
  /// Arguments beyond the declared parameters of a live frame (func_get_args).
  std::unordered_map<const void*, ArrayData*> extraArgs;
  /// Named arguments of a call being set up that no parameter takes (they go
  /// to the variadic parameter, __call's array or a forwarding builtin).
  std::unordered_map<const void*, ArrayData*> namedExtraArgs;
  /// Variables of a live function frame created by name ($$x, extract, include)
  /// that are not compiled locals.
  std::unordered_map<const void*, ArrayData*> varEnvs;
  /// The frame of the main script: its named locals are the global variables.
  struct ActRec* globalFrame = nullptr;
  /// The variable named `name` in the global scope (null when missing and !create).
  TypedValue* globalVar(const StringData* name, bool create);
  /// The slot of a global the main script has as a compiled local, when a
  /// static (literal) name found it before: globalVar's answer without the
  /// search, for `$GLOBALS['x']` and superglobals in functions. Null: ask
  /// globalVar.
  TypedValue* knownGlobalSlot(const StringData* name) const {
    const GlobalSlotMemo& m = globalSlotMemo[globalSlotMemoIndex(name)];
    return m.name == name && m.frame == globalFrame ? m.slot : nullptr;
  }
  /// For reading only: the same, or for a static name known not to be a
  /// local of the main script (superglobals, globals made by name), its
  /// element of the global symbol table, or null. The element may move when
  /// the table changes: use it at once.
  const TypedValue* knownGlobalForRead(const StringData* name) const;
  struct GlobalSlotMemo {
    const StringData* name = nullptr;   // a static string: never freed, so its address is its identity
    const struct ActRec* frame = nullptr;
    TypedValue* slot = nullptr;         // a local of `frame`, which never moves; null: not a local
  };
  static uint32_t globalSlotMemoIndex(const StringData* name) {
    return static_cast<uint32_t>(reinterpret_cast<uintptr_t>(name) >> 5) & 15;
  }
  GlobalSlotMemo globalSlotMemo[16];

  // --- Files --------------------------------------------------------------------------
  std::vector<std::unique_ptr<Unit>> units;       // every unit loaded by this request
  /// Units of the process-wide cache it uses (vm/shared-units.h), and the
  /// ones the cache could not share: held until the request ends.
  std::unordered_map<const Unit*, std::shared_ptr<Unit>> sharedUnits;
  std::unordered_set<std::string> includedFiles;  // realpaths, in order of inclusion below
  std::vector<std::string> includedOrder;
  std::string scriptPath;
  std::string cwd;

  // --- Errors and exceptions ------------------------------------------------------------
  std::vector<ErrorHandler> errorHandlers;
  std::vector<TypedValue> exceptionHandlers;
  bool inErrorHandler = false;
  struct LastError {
    int type = 0;
    std::string message, file;
    int line = 0;
  } lastError;
  /// Exceptions being handled by Catch ops, innermost last.
  std::vector<ObjectData*> caughtExceptions;

  // --- Misc request state ----------------------------------------------------------------
  MtRand mtRand;
  std::vector<std::pair<TypedValue, std::vector<TypedValue>>> shutdownFunctions;
  std::vector<TypedValue> autoloaders;
  /// register_tick_function(): callbacks with their arguments, and the ticks seen.
  struct TickFunction {
    TypedValue callback;
    std::vector<TypedValue> args;
    bool calling = false;
  };
  std::vector<TickFunction> tickFunctions;
  uint64_t ticksCount = 0;
  /// Lowercase names of the classes being autoloaded right now: an autoloader
  /// asking for the same class again gets "not found", as in php.
  std::vector<std::string> autoloadsInProgress;
  /// The lowest native stack address PHP code may run at (stack-guard.h).
  const char* nativeStackLimit = nullptr;
  size_t nativeStackBytes = 0;
  int64_t exitStatus = 0;
  int64_t lastResourceId = 0;   // STDIN/STDOUT/STDERR take 1-3
  /// Live resources by id, for get_resources() (resource.cpp keeps it).
  std::map<int64_t, ResourceData*> liveResources;
  /// php's default stream context: a resource made the first time a function
  /// taking a $context is called without one (it takes the next resource id).
  ResourceData* defaultStreamContext = nullptr;
  /// The directory handle readdir()/rewinddir()/closedir() use when given none
  /// (holds a reference).
  ResourceData* defaultDir = nullptr;
  double requestStartTime = 0;
  std::string timezone = "UTC";
  std::vector<std::string> argv;
  /// The assert() callback set by assert_options(ASSERT_CALLBACK) or by
  /// changing assert.callback at runtime (Uninit: none; then the ini value,
  /// if any, is used).
  TypedValue assertCallback = makeUninit();
  /// assert.callback as the request started (php's ASSERTG(cb)).
  std::string assertStartupCallback;

  /// Per-request state of a builtin family (strtok's string and position,
  /// the locale, ...), made on first use and dropped with the request:
  /// `ctx().builtinState<StrtokState>()`.
  template <class T> T& builtinState() {
    std::shared_ptr<void>& p = m_builtinState[&stateTag<T>];
    if (!p) p = std::make_shared<T>();
    return *static_cast<T*>(p.get());
  }

  /// The Class named `name` if defined (no autoload).
  Class* lookupClass(std::string_view name) const;
  /// The same for a name that may be a static (literal) string: a class
  /// found by one is remembered by the string's address (static strings are
  /// never freed, and a defined class keeps its name for the request), so
  /// `instanceof`/type checks skip hashing the name. Whoever erases from
  /// `classes` calls clearClassMemo().
  Class* lookupClass(const StringData* name) const;
  void clearClassMemo() const {
    for (ClassMemo& m : classMemo) m = ClassMemo{};
  }
  struct ClassMemo {
    const StringData* name = nullptr;
    Class* cls = nullptr;
    size_t count = 0;   // for cls == nullptr: classes.size() when it was not found
  };
  mutable ClassMemo classMemo[1024];   // PHP-Parser checks instanceof against hundreds of names
  /// The user function named `lowerName` if defined.
  Func* lookupUserFunction(std::string_view lowerName) const {
    auto it = functions.find(lowerName);
    return it == functions.end() ? nullptr : it->second;
  }

private:
  template <class T> static inline const char stateTag = 0;
  std::unordered_map<const void*, std::shared_ptr<void>> m_builtinState;
};

/// The request running on this thread.
extern thread_local constinit ExecutionContext* tl_exec;
inline ExecutionContext& ctx() { return *tl_exec; }

} // namespace hop
