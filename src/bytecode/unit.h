// unit.h — Unit: what one source file compiles to: its functions (the first is
// the pseudo-main run when the file is included), its classes, and the literal
// strings and arrays the bytecode refers to by index.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "bytecode/func.h"

namespace hop {

struct PreClass;

/// A warning, notice or deprecation found while compiling (php raises these
/// during compilation; we raise them when the unit is loaded, before any of
/// its code runs). `level` is an E_* constant.
struct CompileDiagnostic {
  int level;
  std::string message;
  int line;
};

struct Unit {
  std::string filePath;                 // as given (realpath'd for includes)
  std::vector<StringData*> litstrs;     // interned, static
  std::vector<ArrayData*> arrays;       // static arrays
  /// Every static array the compiler made for this unit, also those that are
  /// only elements of others or were folded and then not used: freed with
  /// the unit.
  std::vector<ArrayData*> staticArrays;
  std::vector<std::unique_ptr<Func>> funcs;   // funcs[0] is the pseudo-main
  std::vector<std::unique_ptr<PreClass>> preClasses;
  std::vector<uint32_t> hoistedFuncs;   // top-level unconditional functions: defined when the unit loads
  std::vector<uint32_t> hoistedClasses; // top-level classes that can be declared when the unit loads
  bool strictTypes = false;
  int64_t haltCompilerOffset = -1;      // __COMPILER_HALT_OFFSET__
  std::vector<CompileDiagnostic> diagnostics;  // in the order php raises them
  /// In the process-wide unit cache (vm/shared-units.h): used by many
  /// requests at once, so nothing of one request may be written into it (the
  /// class linker gives each Class its own copies of the methods).
  bool shared = false;

  Unit();
  ~Unit();
  Func* pseudoMain() const { return funcs[0].get(); }
  StringData* litstr(uint32_t id) const { return litstrs[id]; }
  ArrayData* array(uint32_t id) const { return arrays[id]; }
};

/// The process-wide FuncId -> Func table. Ids are handed out in order and
/// never reused, so JIT tables can key on them.
class FuncRegistry {
public:
  static FuncId add(Func* f);
  /// Registers a copy of `src` (its bytecode, the same number of cache
  /// slots) that uses src's inline-cache ids instead of its own: a server's
  /// per-Class copy of a method, of which a request runs at most one per
  /// source (one Class per PreClass), so the request's table needs src's ids
  /// once, not once per copy (vm/inline-cache.h). src outlives the copy.
  static FuncId addSharingCaches(Func* f, const Func* src);
  static Func* get(FuncId id);
  /// Calls fn on every registered Func, under the table's lock (a Func
  /// leaves the table before it is freed, so fn may read it; it must not
  /// register or look up Funcs). For the admin endpoint's hottest functions.
  static void forEach(void (*fn)(const Func*, void*), void* arg);
};

} // namespace hop
