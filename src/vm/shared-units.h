// shared-units.h — the process-wide cache of compiled units (`hop.unit_cache`,
// on in `hop serve`): a file compiled by one request is reused, read-only, by
// every later request of the process, as php-fpm's OPcache keeps scripts
// compiled in shared memory and HHVM keeps Units in its repo.
//
// A Unit holds only what is the same for every request (bytecode, literal
// strings and arrays, PreClasses, parameter and type facts); everything a
// request makes of it lives in the request: its Classes (linked per request,
// with per-Class copies of the methods, since Func::cls names one request's
// Class), the defined functions and constants, static locals (by Func), the
// inline caches (request tables indexed by process-wide ids). In a server
// the JIT translates a shared unit's Funcs once for every request: its
// translations name only what is the same in every request (the unit's
// Funcs, pooled Classes: Class::persistent) and guard the rest (jit/translator.h).
//
// Keyed by the path the unit is compiled under (a realpath for includes) and
// the compile options; revalidated by the file's size and mtime
// (`hop.unit_cache_revalidate_freq` seconds apart: php's
// opcache.validate_timestamps + revalidate_freq). Several threads loading
// the same file at once: one compiles, the others wait for its unit.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "bytecode/unit.h"
#include "bytecode/unit-cache.h"
#include "compiler/compiler.h"
#include "runtime/class/class.h"

namespace hop {

/// Whether the running request loads files through the shared cache.
bool sharedUnitCacheEnabled();

/// From now on a shared unit replaced in the cache (its file changed) or
/// left over (eval'd code another thread published first) is never freed:
/// `hop serve` with the JIT, whose translations every request runs may name
/// its Funcs. Bounded by the edits of the files, as the pooled classes.
void keepSharedUnitsForever();

/// Reads a file's source and its stamp (false: cannot be read).
using SourceReader = std::function<bool(std::string& source, SourceStamp& stamp)>;
/// Compiles a source read by the reader.
using UnitCompiler =
    std::function<std::variant<std::unique_ptr<Unit>, CompileError>(std::string_view source, const SourceStamp& stamp)>;

/// The outcome of loadSharedUnit.
struct SharedUnitResult {
  std::shared_ptr<Unit> unit;   // set on success (shared, or the request's own when it could not be shared)
  std::unique_ptr<CompileError> error;   // the compile failed (not cached)
  bool unreadable = false;      // the reader failed
};

/// The unit of `path` for these options: the cached one while the file's
/// stamp is unchanged, else read, compiled and published.
SharedUnitResult loadSharedUnit(const std::string& path, const CompileOptions& opts, const SourceReader& read,
                                const UnitCompiler& compile);

/// The unit of eval'd code `code` named `name` (the calling file and line):
/// a shared one when the same text was compiled and shared before (a text is
/// shared from its second compile on, within a bound), else compiled for
/// the request (`unit->shared` false). Compile errors are not cached.
SharedUnitResult loadSharedEvalUnit(const std::string& name, std::string_view code, const CompileOptions& opts,
                                    const UnitCompiler& compile);

/// The linker's copy of a shared unit's method `f` for `cls` (the Class
/// owns it in traitMethodCopies, cloneMethodFor's copy): a copy an earlier
/// request gave back when one is free, else a new one. Copies are kept per
/// unit and freed with it, so a request pays for linking the class, not for
/// copying and registering its methods again.
Func* sharedMethodCopyFor(Class* cls, const Func* f);
/// At the request's end: takes the pooled copies out of the Class (before
/// it goes) and makes them free for later requests.
void releaseSharedMethodCopies(Class* cls);

// --- Linked classes kept across requests (`hop.class_cache`, on in `hop serve`) ---
//
// php's inheritance cache and HHVM's persistent classes in small: a Class a
// request linked from a shared unit's (or the systemlib's) PreClass is, at
// the request's end, reset to the state linking left it in (static
// properties, constants and computed defaults unresolved again, the
// typed-property caches empty) and pooled; a later request that links the
// same PreClass over the very same parent, traits and interfaces (pooled
// Classes themselves) takes it instead of linking again. Only classes whose
// member checks raised nothing, ran no initializer and saw the same declared
// classes are pooled, and only when their dependencies are. A pooled Class
// is used by one request at a time.
//
// Copies are kept per *lane*: a number each request thread holds while it
// lives (the lowest free one, taken again by a thread that replaces it). A
// thread takes only its own lane's copies (or those of a lane no thread
// holds), so the copies of a parent and its subclasses a thread takes were
// linked over each other: a class has about one copy per request thread,
// where copies taken at random would need one per combination of parent and
// interface copies. (A copy cannot serve over another copy of its parent:
// its inherited methods are the parent copy's, whose scope holds that copy's
// static properties, and translations name them.)
//
// A class whose checks waited for classes not declared yet (php's delayed
// variance obligations) is pooled with the names the checks asked to
// autoload and the checks left to do: a request that reuses it, where those
// classes are still undeclared, autoloads them in the same order and runs
// the checks again, as a fresh link would (vm/class-linker.cpp).

/// What a reused class still has to do before it is declared: the classes
/// its checks wait for (php's delayed autoloads, in order) and the checks.
struct PooledDelayedChecks {
  std::vector<std::string> autoloads;
  std::vector<VarianceObligation> obligations;
};

/// The linker starts linking `pc` (its dependencies resolved): a pooled
/// Class to take instead, or null (then `pc`'s own member checks will be
/// recorded by the hooks below until linkMembersDone). `delayed`: what the
/// pooled Class's link waited for.
Class* checkoutPooledClass(const PreClass* pc, const Class* parent, const std::vector<Class*>& traits,
                           const std::vector<Class*>& interfaces, PooledDelayedChecks& delayed);
/// Brackets the members/checks phase of a fresh link of `pc` (nested links stack).
void linkMembersStart(const PreClass* pc);
/// The members phase of a fresh link of `cls` ended (ok false: it failed):
/// record it as poolable at the request's end when it may. A class with
/// delayed checks left (cls->obligations) becomes poolable only once they
/// pass: linkDelayedDone.
void linkMembersDone(Class* cls, bool ok, const Class* parent, const std::vector<Class*>& traits,
                     const std::vector<Class*>& interfaces);
/// A fresh link that waited on delayed checks finished (cls->linked).
void linkDelayedDone(Class* cls);
/// Hooks of the linker's checks: a diagnostic raised, a class looked up, a
/// class name the checks want autoloaded (php's delayed autoloads).
void noteLinkDiagnostic();
void noteLinkLookup(std::string_view name, const Class* found);
void noteLinkUnresolved(std::string_view name);
/// Whether `cls` goes back to the pool at the request's end (its method
/// copies stay with it).
bool classIsPoolable(const Class* cls);
/// At the request's end (before its heap goes): the poolable classes leave
/// `owned`; returnPooledClasses (after the heap went) resets and pools them.
void takePoolableClasses(std::vector<std::unique_ptr<Class>>& owned);
void returnPooledClasses();

/// Counters (for tests and hop.jit_stats-like reports).
// The shared caches' counters, X(field, name in /status.json's "unit_cache"):
// one list for the struct and the admin endpoint's JSON.
#define HOP_SHARED_UNIT_STATS(X)                                                                      \
  X(hits, "hits")                                                                                     \
  X(compiles, "compiles")                                                                             \
  X(stale, "stale")                     /* recompiled because the file changed */                     \
  X(waited, "waited")                   /* found another thread compiling the file, used its unit */  \
  X(evalHits, "eval_hits")              /* eval'd code found compiled */                              \
  X(evalCompiles, "eval_compiles")      /* eval'd code compiled and shared */                         \
  X(classesPooled, "classes_pooled")    /* Classes made poolable (linked fresh): the copies */        \
  X(classesReused, "classes_reused")    /* links answered by a pooled Class */                        \
  X(classesPooledDelayed, "classes_pooled_delayed")   /* of the copies, linked with delayed checks */ \
  X(classesReusedDelayed, "classes_reused_delayed")   /* reuses of those */                           \
  X(classesDistinct, "classes_distinct")              /* PreClasses with a pooled copy */             \
  X(classCopiesMax, "class_copies_max")               /* the most copies of one PreClass */           \
  X(classesAtCap, "classes_at_cap")                   /* PreClasses with kMaxPooledPerClass copies */ \
  /* Links of a poolable PreClass the pool did not answer: its dependencies are not pooled, */        \
  /* no free copy has its dependencies, the copy's checks saw other classes. */                       \
  X(missDeps, "class_miss_deps")                                                                      \
  X(missNoCopy, "class_miss_no_copy")                                                                 \
  X(missLookups, "class_miss_lookups")                                                                \
  /* Fresh links not pooled: waiting on a parent or interface still linking, diagnostics, */          \
  /* the cap, the rest (an unpooled dependency, a counted value, ...). */                             \
  X(notPooledDelayed, "classes_not_pooled_delayed")                                                   \
  X(notPooledDiag, "classes_not_pooled_diagnostics")                                                  \
  X(notPooledCap, "classes_not_pooled_cap")                                                           \
  X(notPooledOther, "classes_not_pooled_other")                                                      \
  /* Inline-cache ids handed out: the entries every request's table spans and zeroes (inline-cache.h). */ \
  X(inlineCacheIds, "inline_cache_ids")

struct SharedUnitStats {
#define X(field, name) uint64_t field = 0;
  HOP_SHARED_UNIT_STATS(X)
#undef X
};
SharedUnitStats sharedUnitStats();

} // namespace hop
