// lookup.h — how the runtime finds functions, classes, constants and variables by name, and the calling frame's class scope.
#pragma once

#include <string>
#include <string_view>

#include "bytecode/func.h"
#include "bytecode/ops.h"
#include "runtime/value/typed-value.h"
#include "runtime/object/object-data.h"
#include "vm/act-rec.h"

namespace hop {


/// A function by name (builtins first, then the request's). Null if undefined.
Func* lookupFunction(std::string_view name);
/// A class by name, autoloading it when needed. Null if it does not exist.
Class* lookupClassAutoload(std::string_view name);
/// The same, throwing Error "Class "X" not found".
Class* lookupClassOrThrow(std::string_view name);
/// The same for a static name (a literal's): the request's memo of such
/// names first (ExecutionContext::lookupClass(const StringData*)).
Class* lookupClassOrThrow(const StringData* name);
/// A constant by name (user-defined, then builtin), or null.
const TypedValue* lookupConstant(std::string_view name);
/// The name a constant is declared under: its namespace part lowercased
/// (php's zend_register_constant), the rest as written.
std::string canonicalConstantName(std::string_view name);

/// The class `self`, `parent` or `static` names in a frame (throws when none).
Class* specialClassRef(ActRec* fp, SpecialClsRef which);
/// Defines a user function in the request (fatal when the name is taken).
void defineFunction(Func* f);
/// php's fatal "Cannot redeclare f() (previously declared in FILE:LINE)" for
/// `f` declared again over `previous` (line processing runs a unit's
/// declarations once per input line).
[[noreturn]] void redeclaredFunction(const Func* f, const Func* previous);

/// The variable named `name` in a frame (locals by name, then the frame's
/// dynamic variables; the global table in pseudo-mains). With `create`, a
/// missing one is created as Uninit; otherwise null is returned for it.
TypedValue* lookupVarByName(ActRec* fp, const StringData* name, bool create);
/// `$$x` read: as lookupVarByName, and "this" in a frame with $this is it.
TypedValue* readVarByName(ActRec* fp, const StringData* name);
/// `$$x` written, bound or fetched for a write (created when missing);
/// "this" is php's "Cannot re-assign $this" Error, `name` released first.
TypedValue* writeVarByName(ActRec* fp, StringData* name);

/// The class of the frame's code (self::), or null outside classes. Inline
/// for the common case (a function or method: its Func's class); closures
/// and included files, whose scope comes from elsewhere, go out of line.
/// Always inlined: the interpreter loop's property fast paths test it on
/// every hit, and the loop is too big for the compiler to inline it there.
Class* frameSelfSlow(const ActRec* fp);
HOP_ALWAYS_INLINE Class* frameSelf(const ActRec* fp) {
  if (HOP_LIKELY(fp && fp->m_closure.m_type != DataType::Object)) {
    const Func* f = fp->m_func;
    if (HOP_LIKELY(f->cls != nullptr)) return f->cls;
    // A plain function: no class, unless it runs an initializer or an included file.
    if (!(f->attrs & (kAttrPseudoMain | kAttrInitializer))) return nullptr;
  }
  return frameSelfSlow(fp);
}
/// The late static bound class (static::).
inline Class* frameStatic(const ActRec* fp) {
  if (!fp) return nullptr;
  if (fp->hasThis()) return fp->getThis()->cls();
  if (Class* c = fp->getClass()) return c;
  return frameSelf(fp);
}

} // namespace hop
