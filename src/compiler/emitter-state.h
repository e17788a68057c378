// emitter-state.h — the state the bytecode compiler keeps while it walks the
// AST: per unit (literal strings and arrays, functions, classes, namespace
// and `use` imports) and per function (locals, hidden temporaries, the
// break/continue and try/finally stacks).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "bytecode/builder.h"
#include "bytecode/func.h"
#include "bytecode/unit.h"
#include "runtime/class/pre-class.h"
#include "util/string-map.h"

namespace hop {

/// A compile error raised while emitting (caught by compileSource).
struct CompileFailure {
  std::string message;
  int line;
  bool isParseError = false;
};
[[noreturn]] void compileError(int line, std::string msg);
/// Expressions nest as deep as the parser allows and left-associative chains
/// deeper still: the compiler's recursive walks stop with php's parser-stack
/// error ("memory exhausted") before the native stack runs out (emit-expr.cpp).
void checkCompileStack(int line);

// --- Names ------------------------------------------------------------------------

/// An ASCII-lowercased copy of a name for map lookups: on the stack when the
/// name is short (most are), so the lookup allocates nothing.
class LowerName {
public:
  explicit LowerName(std::string_view s) {
    if (s.size() <= sizeof m_buf) {
      for (size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        m_buf[i] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
      }
      m_view = std::string_view(m_buf, s.size());
    } else {
      m_heap = toLower(s);
      m_view = m_heap;
    }
  }
  LowerName(const LowerName&) = delete;
  LowerName& operator=(const LowerName&) = delete;
  std::string_view view() const { return m_view; }

private:
  char m_buf[64];
  std::string m_heap;
  std::string_view m_view;
};

/// StringData::interned(s) through a per-thread cache of the names and
/// literals compiled recently (a hit is a cheap hash and a compare instead of
/// XXH3 and the intern table's mutex). Interned strings live for the process.
StringData* internName(std::string_view s);

/// The namespace context of the code being compiled: `namespace X;` and the
/// `use` imports in force (class, function and constant imports are separate).
struct NameContext {
  std::string ns;                           // "" for the global namespace, else "A\B"
  StringMap<std::string> classImports;      // lowercase alias -> fully qualified name
  StringMap<std::string> functionImports;   // lowercase alias -> fully qualified name
  StringMap<std::string> constImports;      // alias (case-sensitive) -> fully qualified name

  /// "Foo" in namespace "A" -> "A\Foo", applying imports ("use X\Foo as Bar").
  std::string qualify(std::string_view name) const;
};

// --- Units ------------------------------------------------------------------------------

class UnitEmitter {
public:
  explicit UnitEmitter(std::string filePath, bool isSystemLib);

  Unit& unit() { return *m_unit; }
  std::unique_ptr<Unit> release() { return std::move(m_unit); }
  bool isSystemLib() const { return m_isSystemLib; }

  /// The id of a literal string (interned, deduplicated).
  uint32_t litstrId(std::string_view s);
  /// The id of a static array (takes over a static ArrayData).
  uint32_t arrayId(ArrayData* a);
  /// Keeps a static array the compiler made (Unit::staticArrays).
  void keepStaticArray(ArrayData* a) { m_unit->staticArrays.push_back(a); }
  /// A new Func owned by the unit; its index is its id within the unit.
  Func* newFunc(uint32_t& index);
  PreClass* newPreClass();

private:
  std::unique_ptr<Unit> m_unit;
  // Literal string -> id, open-addressed on the interned string's address
  // (a power-of-two table at most half full; no allocation per string).
  struct LitSlot {
    const StringData* str;
    uint32_t id;
  };
  std::vector<LitSlot> m_litSlots;
  size_t m_litCount = 0;
  void growLitSlots();
  bool m_isSystemLib;
};

// --- Functions --------------------------------------------------------------------------

/// A loop or switch: where `break N` and `continue N` go, and which iterators
/// they must free on the way out.
struct BreakTarget {
  BytecodeBuilder::Label breakLabel;
  BytecodeBuilder::Label continueLabel;
  uint32_t iterToFree = kNoLocal;     // foreach iterator of this loop
  bool isSwitch = false;
  size_t finallyDepth = 0;            // try/finally blocks entered inside the function before this loop
};

/// A try block with a finally clause: jumps that leave it run the finally
/// code first (through the pending-action locals, see emit-stmt.cpp).
struct FinallyRegion {
  BytecodeBuilder::Label entry;       // the finally code
  uint32_t kindLocal;                 // what to do after the finally code
  uint32_t valueLocal;                // the return value or exception carried through it
  std::vector<BytecodeBuilder::Label> exits;   // jump targets reached after the finally code
  /// What each exit does after the finally code (emitted after the dispatch).
  std::vector<std::function<void()>> continuations;
  size_t breakDepth;                  // number of BreakTargets outside this region
};

class FuncEmitter {
public:
  FuncEmitter(UnitEmitter& ue, Func& f);

  Func& func() { return m_func; }
  BytecodeBuilder& bc() { return m_bc; }
  UnitEmitter& ue() { return m_ue; }

  /// The local slot of a named variable, created on first mention.
  uint32_t local(std::string_view name);
  /// The slot of a named variable, or kNoLocal when it was never mentioned.
  uint32_t findLocal(std::string_view name) const;
  /// Declares the parameters first, in order.
  uint32_t addParam(std::string_view name);
  /// A hidden temporary (not visible by name); give it back with freeTemp.
  uint32_t allocTemp();
  void freeTemp(uint32_t id);
  /// Two consecutive temporaries (iterators).
  uint32_t allocIter();
  void freeIter(uint32_t id);
  /// A mark in the log of hidden locals handed out, and the distinct ones
  /// handed out since (the temporaries of a try body: EHEntry::deadLocals).
  size_t tempMark() const { return m_tempLog.size(); }
  std::vector<uint32_t> tempsSince(size_t mark) const;

  /// Moves hidden temporaries after every named local and returns the final
  /// frame size. Called once the body is emitted, before finish().
  void finalizeLocals();

  std::vector<BreakTarget> breaks;
  std::vector<FinallyRegion> finallies;
  /// Entering and leaving a loop or switch (break/continue targets and goto scopes).
  void pushBreak(BreakTarget t) {
    breaks.push_back(t);
    gotoScopes.push_back(++lastGotoScope);
  }
  void popBreak() {
    breaks.pop_back();
    gotoScopes.pop_back();
  }

  /// goto bookkeeping: where each label and goto is, as the nesting of loops
  /// and switches (positive ids) and finally blocks (negative ids) around it.
  /// php checks the jumps once the function is compiled (Emitter::checkGotos).
  struct GotoSite {
    std::string label;
    std::vector<int> scopes;
    int line;
  };
  std::vector<int> gotoScopes;
  int lastGotoScope = 0;
  std::vector<GotoSite> labelSites;
  std::vector<GotoSite> gotoSites;
  NameContext* names = nullptr;
  PreClass* cls = nullptr;             // the class whose method this is
  bool inClosure = false;
  bool isGenerator = false;
  bool hasVarEnv = false;
  uint32_t nextStatic = 0;

private:
  UnitEmitter& m_ue;
  Func& m_func;
  BytecodeBuilder m_bc;
  // Named locals in slot order, interned when first mentioned; found by a
  // linear scan while there are few, through m_named once there are more.
  static constexpr size_t kLinearLocals = 16;
  std::vector<StringData*> m_namedOrder;
  StringMap<uint32_t> m_named;
  // Temporaries are numbered from kTempBase during emission and renumbered by
  // finalizeLocals (named locals can appear after temporaries were handed out).
  static constexpr uint32_t kTempBase = 0x40000000u;
  uint32_t m_numTemps = 0;
  std::vector<uint32_t> m_freeTemps;
  std::vector<uint32_t> m_freeIters;
  std::vector<uint32_t> m_tempLog;
};

} // namespace hop
