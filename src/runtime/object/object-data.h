// object-data.h — PHP objects: refcounted instances of a Class.
//
// Layout: header (8) | m_handle (4) | pad (4) | m_cls (8) | m_dynProps (8) |
//         declared properties: TypedValue[cls->numProps()] | native data
// A declared property slot holding Uninit is unset (or an uninitialized typed
// property). Dynamic properties live in an ordinary array, created on first use.
// m_handle is the object's id (spl_object_id, var_dump's #N): handles of freed
// objects are reused, most recently freed first, as in PHP.
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/class/class.h"
#include "runtime/heap/header.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct ArrayData;

struct ObjectData {
  enum Flags : uint8_t {
    kDestructed = 1 << 0,      // __destruct already ran (or must not run)
    kNoDestruct = 1 << 1,
    kInRecursion = 1 << 2,     // guards var_dump/print_r/compare recursion
    kIsClosure = 1 << 3,
    kIsEnumCase = 1 << 4,
    kIsGenerator = 1 << 5,
    kWeaklyReferenced = 1 << 6,   // a WeakReference or WeakMap refers to it (g_weakRefNotify on death)
  };

  HeapHeader m_hdr;
  uint32_t m_handle;
  uint32_t m_pad;
  Class* m_cls;
  ArrayData* m_dynProps;   // null when there are none

  TypedValue* props() { return reinterpret_cast<TypedValue*>(this + 1); }
  const TypedValue* props() const { return reinterpret_cast<const TypedValue*>(this + 1); }
  TypedValue* prop(uint32_t slot) { return props() + slot; }
  template <class T> T* nativeData() {
    return reinterpret_cast<T*>(props() + m_cls->numProps());
  }

  Class* cls() const { return m_cls; }
  uint32_t handle() const { return m_handle; }
  bool hasFlag(uint8_t f) const { return m_hdr.m_flags & f; }
  void setFlag(uint8_t f) { m_hdr.m_flags |= f; }
  void clearFlag(uint8_t f) { m_hdr.m_flags &= ~f; }

  void incRef() { m_hdr.incRef(); }
  void decRef() { if (m_hdr.decRefAndTestRelease()) release(); }
  /// Runs __destruct (unless already run), then frees the object.
  void release();

  /// A new instance with default property values (no constructor call).
  static ObjectData* make(Class* cls);
  /// Frees the memory without running the destructor (request teardown).
  void freeRaw();
  [[noreturn]] __attribute__((noinline, cold)) void releaseAfterDestructorThrew();
};
static_assert(sizeof(ObjectData) == 32);

/// Called when an object flagged kWeaklyReferenced dies, before it is freed
/// (clears its WeakReference, drops its WeakMap entries).
extern void (*g_weakRefNotify)(ObjectData*);

/// The per-request table of live objects by handle.
class ObjectStore {
public:
  uint32_t add(ObjectData* o);
  void remove(uint32_t handle);
  ObjectData* get(uint32_t handle) const { return handle < m_slots.size() ? m_slots[handle] : nullptr; }
  uint32_t capacity() const { return static_cast<uint32_t>(m_slots.size()); }
  /// Runs every pending destructor in handle order (request shutdown).
  void destructAll();
  /// Marks every live object destructed (php after a fatal error).
  void markAllDestructed();
  /// Frees objects still alive (cycles) without destructors.
  void freeAll();
  /// Request end: the native data of objects still alive gives back its C++
  /// memory (NativeClassHooks::sweep).
  void sweepNativeData();

private:
  std::vector<ObjectData*> m_slots{nullptr};   // handle 0 is never used
  std::vector<uint32_t> m_free;                 // freed handles, reused last-in first-out
  bool m_noReuse = false;                       // set by destructAll, until freeAll
};

} // namespace hop
