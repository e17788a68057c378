// string-helpers.cpp — string concatenation for compiled code (see string-helpers.h).
#include "jit/string-helpers.h"

#include <exception>
#include <string>

#include "jit/interp-one.h"
#include "bytecode/func.h"
#include "runtime/ops/arith.h"
#include "runtime/ops/conversions.h"
#include "vm/act-rec.h"

namespace hop::jit {

namespace {

/// The text b adds (a string's, or an int's decimal digits in `buf`).
std::string_view tailOf(const TypedValue& b, std::string& buf) {
  if (b.isString()) return b.m_data.pstr->view();
  buf = std::to_string(b.m_data.num);
  return buf;
}

/// The interpreter's registers at the instruction compiled code is running.
void syncAt(VMState* vm, uint64_t at) {
  const Func* f = vm->fp->m_func;
  vm->pc = f->bc.data() + static_cast<uint32_t>(at);
  vm->sp = vm->fp->locals() + f->numLocals + static_cast<uint32_t>(at >> 32);
}

/// a . b of two values the caller owns (consumed); null with the exception parked.
StringData* concat(VMState* vm, TypedValue a, TypedValue b, uint64_t at) {
  syncAt(vm, at);
  StringData* r = nullptr;
  try {
    if (a.isString() && a.m_data.pstr->m_hdr.hasExactlyOneRef()) {
      // `$s . "x"` where the left string has one owner: append in place
      // (the interpreter's Concat), the reference moving to the result.
      std::string buf;
      r = StringData::append(a.m_data.pstr, tailOf(b, buf));
      a = makeNull();
    } else {
      const TypedValue t = opConcat(a, b);
      r = t.m_data.pstr;
    }
  } catch (...) {
    parkCurrentException();
  }
  tvDecRef(a);
  tvDecRef(b);
  return r;
}

StringData* appendLocal(VMState* vm, TypedValue* local, TypedValue b, uint64_t at) {
  syncAt(vm, at);
  StringData* r = nullptr;
  try {
    StringData* s = local->m_data.pstr;   // compiled code checked: a String
    if (s->m_hdr.hasExactlyOneRef()) {
      std::string buf;
      r = StringData::append(s, tailOf(b, buf));
      local->m_data.pstr = r;
    } else {
      const TypedValue t = opConcat(*local, b);
      r = t.m_data.pstr;
      const TypedValue old = *local;
      *local = t;
      tvDecRef(old);   // a string: no destructor runs
    }
  } catch (...) {
    parkCurrentException();
  }
  tvDecRef(b);
  return r;
}

} // namespace

extern "C" StringData* hopJitConcatSS(VMState* vm, StringData* a, StringData* b, uint64_t at) {
  return concat(vm, makeStringNoIncRef(a), makeStringNoIncRef(b), at);
}
extern "C" StringData* hopJitConcatSI(VMState* vm, StringData* a, int64_t b, uint64_t at) {
  return concat(vm, makeStringNoIncRef(a), makeInt(b), at);
}
extern "C" StringData* hopJitConcatIS(VMState* vm, int64_t a, StringData* b, uint64_t at) {
  return concat(vm, makeInt(a), makeStringNoIncRef(b), at);
}
extern "C" StringData* hopJitAppendLocalS(VMState* vm, TypedValue* local, StringData* b, uint64_t at) {
  return appendLocal(vm, local, makeStringNoIncRef(b), at);
}
extern "C" StringData* hopJitAppendLocalI(VMState* vm, TypedValue* local, int64_t b, uint64_t at) {
  return appendLocal(vm, local, makeInt(b), at);
}

extern "C" uint64_t hopJitSameStr(VMState*, StringData* a, StringData* b, uint64_t) {
  return a == b || a->equals(b) ? 1 : 0;
}

extern "C" StringData* hopJitStrCharAt(VMState*, StringData* s, int64_t i, uint64_t) {
  return StringData::singleChar(static_cast<unsigned char>(s->data()[i]));
}

extern "C" StringData* hopJitIntToStr(VMState*, int64_t i, uint64_t, uint64_t) { return intToStringData(i); }

} // namespace hop::jit
