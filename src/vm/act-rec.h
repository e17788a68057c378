// act-rec.h — ActRec, the record at the base of every PHP frame on the VM stack.
//
// Frame layout (the VM stack grows upward):
//     fp -> [ ActRec: 4 slots ][ local 0 ][ local 1 ] ... [ local n-1 ][ eval stack ... ] <- sp
// A call pushes the callee's ActRec as three stack slots (FPush*), then the
// arguments, which become locals 0..k-1 in place; FCall turns the ActRec into
// the new frame. RetC writes the return value over the ActRec's first slot.
//
// The four slots are shaped like TypedValues: slots 0 and 1 carry Uninit in
// their type byte, slot 2 is a real TypedValue ($this, or Uninit with the
// late-static-bound class in its payload) and slot 3 holds the Closure object
// being invoked, if any (its captured values are copied into the callee's
// locals by FCall). So code that releases a range of stack slots (unwinding)
// may treat a half-built ActRec as four ordinary values and release exactly
// the references it holds.
#pragma once

#include <cstddef>
#include <cstdint>

#include "bytecode/ops.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct Func;
struct Class;

struct ActRec {
  // --- slot 0 -------------------------------------------------------------
  ActRec* m_sfp;            // caller's frame (null for the outermost frame)
  DataType m_type0;         // always Uninit
  uint8_t m_flags;
  uint16_t m_moreFlags;     // MoreFlags
  uint32_t m_numArgs;       // arguments actually passed
  // --- slot 1 -------------------------------------------------------------
  const Func* m_func;
  DataType m_type1;         // always Uninit
  uint8_t m_pad1;
  uint16_t m_pad2;
  uint32_t m_callOff;       // offset in the caller's bytecode to resume at
  // --- slot 2 -------------------------------------------------------------
  TypedValue m_this;        // Object, or Uninit with the called class in m_data (static context)
  // --- slot 3 -------------------------------------------------------------
  TypedValue m_closure;     // the Closure object for closure calls, else Uninit

  enum Flags : uint8_t {
    kReturnToNative = 1 << 0,   // entered from C++ (callbacks): RetC leaves the interpreter loop
    kHasExtraArgs = 1 << 1,     // arguments beyond the declared parameters are kept aside
    kDynamicCall = 1 << 2,      // called through a callable value
    kInGenerator = 1 << 3,      // the frame lives inside a Generator object
    kLocalsFreed = 1 << 4,      // teardown already released the locals
    kMagicCall = 1 << 5,        // dispatch through __call/__callStatic; m_closure holds the name
    kNoCtor = 1 << 6,           // `new` of a class without constructor: args are dropped
    kIsPseudoMain = 1 << 7,     // an included file's body (shares its caller's variables)
  };
  enum MoreFlags : uint16_t {
    kHasVarEnv = 1 << 0,        // variables created by name live in ExecutionContext::varEnvs
    kHasNamedVariadic = 1 << 1, // the variadic parameter received named arguments (string keys)
    kWantsRef = 1 << 2,         // the caller binds the result by reference: RetV hands back the reference
    kHasNamedArgs = 1 << 3,     // named arguments may have left gaps among the passed ones
    /// Called by compiled code, which left the callee to a nested interpreter
    /// loop (jit/call-helpers.h): its return leaves that loop, as a frame
    /// entered from C++ does, but it was called from PHP (traces and strict
    /// types see a PHP caller).
    kReturnToJit = 1 << 4,
  };

  TypedValue* locals() { return reinterpret_cast<TypedValue*>(this + 1); }
  /// The id scaled first and the ActRec's size a displacement: GCC folds
  /// that into the address (`locals() + i` costs an add more).
  TypedValue* local(uint32_t i) {
    return reinterpret_cast<TypedValue*>(reinterpret_cast<char*>(this) + (size_t(i) << 4)) + sizeof(ActRec) / sizeof(TypedValue);
  }
  const Func* func() const { return m_func; }
  /// Whether returning from this frame leaves the interpreter loop running it.
  bool returnsToNative() const { return (m_flags & kReturnToNative) || (m_moreFlags & kReturnToJit); }
  bool hasThis() const { return m_this.m_type == DataType::Object; }
  ObjectData* getThis() const { return m_this.m_data.pobj; }
  /// The class of a static call (null when there is none).
  Class* getClass() const {
    return m_this.m_type == DataType::Uninit ? static_cast<Class*>(m_this.m_data.ptr) : nullptr;
  }
  void setClass(Class* c) { m_this.m_data.ptr = c; m_this.m_type = DataType::Uninit; }
  void init(const Func* f, uint32_t numArgs) {
    m_sfp = nullptr;
    m_type0 = DataType::Uninit;
    m_flags = 0;
    m_moreFlags = 0;
    m_numArgs = numArgs;
    m_func = f;
    m_type1 = DataType::Uninit;
    m_pad1 = 0;
    m_pad2 = 0;
    m_callOff = 0;
    m_this = makeUninit();
    m_closure = makeUninit();
  }
};
static_assert(sizeof(ActRec) == kActRecSlots * sizeof(TypedValue));
static_assert(offsetof(ActRec, m_type0) == 8 && offsetof(ActRec, m_type1) == 24);

} // namespace hop
