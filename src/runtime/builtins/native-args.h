// native-args.h — how a C++ builtin sees its call.
//
// Adding a builtin is one function and one table line (see builtin-registry.h):
//
//   // string strrev(string $string)
//   static void f_strrev(NativeArgs& a) {
//     std::string_view s = a.sv(0);
//     a.retString(std::string(s.rbegin(), s.rend()));
//   }
//   ...
//   {"strrev(string $string): string", f_strrev},
//
// Before the function runs, the VM has checked the argument count and coerced
// every passed argument to the declared parameter type (PHP's rules for
// internal functions, in weak or strict mode), raising the TypeErrors and
// deprecations PHP raises. So `a.i64(1)` on an `int $times` parameter is
// simply the value. Optional parameters the caller left out are absent:
// check `a.has(i)` or use the `*Or` accessors. By-reference parameters
// (`&$x` in the signature) are References: read and write them with ref(i).
// Union or mixed parameters arrive as they are; inspect `a.arg(i)`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/array/array-data.h"
#include "runtime/string/string-data.h"
#include "runtime/value/typed-value.h"

namespace hop {

struct Func;
struct ObjectData;
struct Class;
struct ResolvedCallable;

struct NativeArgs {
  TypedValue* argv;        // argv[0 .. count)
  uint32_t count;
  TypedValue ret;          // the result; starts as Null
  const Func* func;        // the builtin being called
  ObjectData* thisObj;     // for methods of native classes, else null
  Class* calledClass;      // static calls: the late-static-bound class
  /// Named arguments beyond the parameters, by name (only for builtins with
  /// kAttrForwardsNamedArgs, such as call_user_func); else null.
  ArrayData* named = nullptr;
  /// Called through a callable value ($f(), a callback, Reflection), not by
  /// its name: builtins with kAttrNoDynamicCall refuse (forbidDynamicCall).
  bool dynamicCall = false;

  bool has(uint32_t i) const { return i < count; }
  const TypedValue& arg(uint32_t i) const { return *tvDeref(&argv[i]); }
  bool isNull(uint32_t i) const { return i >= count || arg(i).isNull(); }

  int64_t i64(uint32_t i) const { return arg(i).m_data.num; }
  double dbl(uint32_t i) const { return arg(i).m_data.dbl; }
  bool b(uint32_t i) const { return arg(i).m_data.num != 0; }
  StringData* str(uint32_t i) const { return arg(i).m_data.pstr; }
  std::string_view sv(uint32_t i) const { return arg(i).m_data.pstr->view(); }
  ArrayData* arr(uint32_t i) const { return arg(i).m_data.parr; }
  ObjectData* obj(uint32_t i) const { return arg(i).m_data.pobj; }

  int64_t i64Or(uint32_t i, int64_t d) const { return isNull(i) ? d : i64(i); }
  double dblOr(uint32_t i, double d) const { return isNull(i) ? d : dbl(i); }
  bool bOr(uint32_t i, bool d) const { return isNull(i) ? d : b(i); }
  std::string_view svOr(uint32_t i, std::string_view d) const { return isNull(i) ? d : sv(i); }

  /// The variable behind a by-reference parameter (writes go to the caller's variable).
  TypedValue& ref(uint32_t i) { return *tvDeref(&argv[i]); }

  // --- Results (each takes over the reference it is given) ----------------------
  void retNull() { setRet(makeNull()); }
  void retBool(bool v) { setRet(makeBool(v)); }
  void retInt(int64_t v) { setRet(makeInt(v)); }
  void retDouble(double v) { setRet(makeDouble(v)); }
  void retString(StringData* s) { setRet(makeStringNoIncRef(s)); }
  void retString(std::string_view s) { setRet(makeStringNoIncRef(StringData::make(s))); }
  void retArray(ArrayData* a) { setRet(makeArrayNoIncRef(a)); }
  void retObject(ObjectData* o) { setRet(makeObjectNoIncRef(o)); }
  void retValue(TypedValue v) { setRet(v); }
  /// Returns a copy of a value owned elsewhere.
  void retCopy(const TypedValue& v) { setRet(tvCopyValue(v)); }

private:
  void setRet(TypedValue v) { tvSetRawMove(ret, v); }
};

/// php's zend_forbid_dynamic_call(): a builtin that reads its caller's frame
/// (kAttrNoDynamicCall) throws "Cannot call f() dynamically" when it was
/// reached through a callable value; called where php calls it, after the
/// builtin's own argument checks.
void forbidDynamicCall(const NativeArgs& a);

/// Calls rc with the builtin's arguments argv[first..) and its named ones
/// (a.named, set: builtins with kAttrForwardsNamedArgs); the call's result.
TypedValue invokeForwardingNamedArgs(NativeArgs& a, const ResolvedCallable& rc, uint32_t first);

} // namespace hop
