// member-helpers.h — helpers of compiled code for `new` of a plain class and
// reads of globals by a literal name (the NewObjCached and LdGlobalAddr IR
// ops), called through vasm `callh` as the interpreter's fast paths do.
#pragma once
#include <cstdint>

namespace hop {
struct VMState;
struct TypedValue;
struct StringData;
}

namespace hop::jit {

/// The NewObjD at `at` (its offset | stack depth << 32; vm.pc/vm.sp are set
/// from it first): an object of the class its cache entry holds when that
/// class only needs allocating (InlineCache::klass.plain), else 0 (the
/// interpreter's NewObjD then). kTransException with the exception parked.
extern "C" uint64_t hopJitNewObjCached(VMState* vm, uint64_t, uint64_t, uint64_t at);

/// The value a read of the global `name` (a static string: `$GLOBALS['x']`,
/// `$_GET` in a function) finds by the request's memo
/// (ExecutionContext::knownGlobalForRead), or null when not known or unset.
/// Used at once: the element may move when the symbol table changes.
extern "C" const TypedValue* hopJitGlobalForRead(VMState* vm, const StringData* name, uint64_t, uint64_t);

} // namespace hop::jit
