// var-dump.cpp — var_dump(), print_r(), var_export() and debug_zval_refcount-
// free dumping, byte-for-byte as PHP 8.2 prints them.
#include <cmath>
#include <functional>
#include <string>

#include "runtime/base/request-local.h"
#include "bytecode/func.h"
#include "runtime/array/array-data.h"
#include "runtime/number/double-format.h"
#include "runtime/base/errors.h"
#include "runtime/base/resource.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/stack-guard.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/string/string-data.h"
#include "vm/closure.h"
#include "vm/interp.h"

namespace hop {

namespace {

void indent(std::string& out, int n) { out.append(size_t(n), ' '); }

/// Set while a dump goes straight to the output (not returned as a string):
/// the text is then written as it grows, as php prints it, rather than held
/// whole (the dump of deep data is quadratic in its depth).
thread_local bool tl_streaming = false;
const RequestLocalReset kResetVarDumpStreaming([] { tl_streaming = false; });

struct Streaming {
  bool saved = tl_streaming;
  explicit Streaming(bool on) { tl_streaming = on; }
  ~Streaming() { tl_streaming = saved; }
};

void flushIfLarge(std::string& out) {
  if (!tl_streaming) {
    checkNativeBuffer(out.size());   // a returned dump counts against memory_limit as it grows
    return;
  }
  if (out.size() >= (64u << 10)) {
    ctx().write(out);   // one captured by ob_start() counts as it grows (OutputStack::append)
    out.clear();
  }
}

/// Native stack a streaming dump keeps free: its writes may run an output
/// buffer's PHP callback, which would otherwise start right at the stack
/// limit deep in a dump and fail there, at a point that depends on the
/// frame sizes. A streaming dump stops with php's stack error this much
/// earlier, in the dump itself.
constexpr size_t kStreamingStackRoom = size_t(1) << 20;

void checkDumpStack() {
  checkNativeStack();
  const char probe = 0;
  const char* limit = ctx().nativeStackLimit;
  if (HOP_UNLIKELY(tl_streaming && limit && &probe < limit + kStreamingStackRoom) && !nativeStackRoom(kStreamingStackRoom))
    nativeStackOverflow();
}

/// Marks a container while it is being printed, to detect recursion.
struct RecursionMark {
  ArrayData* arr = nullptr;
  ObjectData* obj = nullptr;
  bool entered = false;
  static bool arrayMarked(const ArrayData* a) { return a->m_hdr.m_flags & 0x80; }
  explicit RecursionMark(ArrayData* a) : arr(a) {
    if (!a->isStatic()) {
      a->m_hdr.m_flags |= 0x80;
      entered = true;
    }
  }
  explicit RecursionMark(ObjectData* o) : obj(o) {
    o->setFlag(ObjectData::kInRecursion);
    entered = true;
  }
  ~RecursionMark() {
    if (!entered) return;
    if (arr) arr->m_hdr.m_flags &= ~0x80;
    if (obj) obj->clearFlag(ObjectData::kInRecursion);
  }
};

std::string typeDisplay(const TypeConstraint* tc) { return tc ? tc->display : "mixed"; }

// --- var_dump -------------------------------------------------------------------------------

void varDump(std::string& out, const TypedValue& v0, int level);

bool unmangleProp(std::string_view key, std::string_view& cls, std::string_view& name);

void varDumpPropName(std::string& out, TypedValue name, const Class* decl, uint32_t attrs) {
  out += '[';
  std::string_view mcls, mname;
  if (!decl && name.isString() && unmangleProp(name.m_data.pstr->view(), mcls, mname)) {
    // A dynamic property stored under a mangled name (unserialize() makes them).
    out += '"';
    out.append(mname);
    out += mcls == "*" ? "\":protected" : "\":\"" + std::string(mcls) + "\":private";
    out += "]=>\n";
    return;
  }
  if (name.isInt()) {
    // A property table key that looks numeric is still a property name.
    out += '"';
    appendInt(out, name.m_data.num);
    out += '"';
  } else {
    out += '"';
    out.append(name.m_data.pstr->view());
    out += '"';
    if (decl) {
      if (attrs & kAttrPrivate) {
        out += ":\"";
        out.append(decl->shownName());   // php's %s: an anonymous class's name stops at its NUL
        out += "\":private";
      } else if (attrs & kAttrProtected) {
        out += ":protected";
      }
    }
  }
  out += "]=>\n";
}

/// The properties var_dump/print_r show: __debugInfo() when defined, else
/// what the class shows instead of its properties (SplFixedArray's elements).
ArrayData* debugInfoArray(ObjectData* o) {
  Func* di = o->cls()->magicDebugInfo;
  if (!di) {
    if (o->cls()->native.debugInfo) return o->cls()->native.debugInfo(o);
    return o->cls()->native.propertiesFor ? o->cls()->native.propertiesFor(o) : nullptr;
  }
  TypedValue r = invokeFunc(di, nullptr, 0, CallContext{o, o->cls(), nullptr});
  if (r.isArray()) return r.m_data.parr;
  if (r.isNull()) return ArrayData::empty();
  tvDecRef(r);
  raiseFatal("__debuginfo() must return an array");
}

/// Closures show "function" (for named functions and methods: f(...),
/// fromCallable), "static" (captured values), "this" and "parameter".
ArrayData* closureDebugArray(ObjectData* o) {
  ClosureData* d = closureData(o);
  ArrayData* a = ArrayData::makeHash(4);
  const Func* f = d->func;
  if (!f->isClosure() || d->magicName) {
    std::string name = f->cls ? f->cls->name->str() + "::" : std::string();
    name += d->magicName ? d->magicName->str() : f->name->str();
    ArrayData::setStr(a, StringData::interned("function"), makeStringNoIncRef(StringData::make(name)));
  }
  // "static": the captured values, then the function's `static` variables
  // (php's static_variables): current once it ran, else the declared literal.
  const Func* origin = f->traitOrigin ? f->traitOrigin : f;
  if ((d->captured && d->captured->size()) || !origin->staticVars.empty()) {
    ArrayData* st = ArrayData::makeHash(4);
    for (uint32_t i = 0; d->captured && i < d->captured->size() && i < f->closureUses.size(); ++i) {
      const TypedValue& v = d->captured->packedData()[i];
      if (v.m_type != DataType::Uninit)   // an arrow function's capture of an undefined variable
        ArrayData::setStr(st, f->closureUses[i], tvCopyValue(v));
    }
    size_t numSlots = 0;
    const TypedValue* slots = staticVarSlots(f, d, numSlots);
    for (uint32_t i = 0; i < origin->staticVars.size(); ++i) {
      const StaticVarInfo& sv = origin->staticVars[i];
      if (st->getStr(sv.name)) continue;
      TypedValue v;
      if (i < numSlots && slots[i].m_type != DataType::Uninit) tvDupForContainerCopy(slots[i], v, nullptr);
      else if (sv.init.initializer) v = makeStringNoIncRef(StringData::make("<constant ast>"));
      else if (sv.init.value.m_type != DataType::Uninit) v = tvCopyValue(sv.init.value);
      else v = makeNull();
      ArrayData::setStr(st, sv.name, v);
    }
    if (st->size()) ArrayData::setStr(a, StringData::interned("static"), makeArrayNoIncRef(st));
    else st->decRef();
  }
  if (d->thisObj) {
    d->thisObj->incRef();
    ArrayData::setStr(a, StringData::interned("this"), makeObjectNoIncRef(d->thisObj));
  }
  if (f->numParams() && !d->magicName) {   // a __call closure takes any arguments
    ArrayData* ps = ArrayData::makeHash(f->numParams());
    for (uint32_t i = 0; i < f->params.size(); ++i) {
      const ParamInfo& p = f->params[i];
      std::string key = std::string(p.byRef ? "&" : "") + "$" + p.name->str();   // php prints no "..."
      StringData* k = StringData::make(key);
      // php: optional from the first parameter after the required ones (a default before a
      // required parameter does not make it optional).
      const bool optional = i >= f->numRequiredParams;
      ArrayData::setStr(ps, k, makeStringNoIncRef(StringData::make(optional ? "<optional>" : "<required>")));
      k->decRef();
    }
    ArrayData::setStr(a, StringData::interned("parameter"), makeArrayNoIncRef(ps));
  }
  return a;
}

/// Splits a mangled property name ("\0Cls\0name" private, "\0*\0name"
/// protected) as php's dumps do for the arrays __debugInfo() returns.
/// Returns false for a plain name.
bool unmangleProp(std::string_view key, std::string_view& cls, std::string_view& name) {
  if (key.size() < 3 || key[0] != '\0') return false;
  size_t end = key.find('\0', 1);
  if (end == std::string_view::npos) return false;
  cls = key.substr(1, end - 1);
  name = key.substr(end + 1);
  return true;
}

/// The elements of an object's __debugInfo() array, named as properties.
void varDumpObjectBody(std::string& out, ArrayData* a, int level) {
  for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
    TypedValue k = a->iterKey(pos);
    indent(out, level + 2);
    out += '[';
    std::string_view cls, name;
    if (k.isInt()) {
      appendInt(out, k.m_data.num);
    } else if (unmangleProp(k.m_data.pstr->view(), cls, name)) {
      out += '"';
      out.append(name);
      out += cls == "*" ? "\":protected" : "\":\"" + std::string(cls) + "\":private";
    } else {
      out += '"';
      out.append(k.m_data.pstr->view());
      out += '"';
    }
    out += "]=>\n";
    varDump(out, *a->iterValue(pos), level + 2);
    flushIfLarge(out);   // (the closing lines of a deep child, on the way up)
  }
}

void varDumpArrayBody(std::string& out, ArrayData* a, int level) {
  for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
    TypedValue k = a->iterKey(pos);
    indent(out, level + 2);
    out += '[';
    if (k.isInt()) {
      appendInt(out, k.m_data.num);
    } else {
      out += '"';
      out.append(k.m_data.pstr->view());
      out += '"';
    }
    out += "]=>\n";
    varDump(out, *a->iterValue(pos), level + 2);
    flushIfLarge(out);
  }
}

void varDump(std::string& out, const TypedValue& v0, int level) {
  checkDumpStack();
  flushIfLarge(out);
  const TypedValue& v = *tvDeref(&v0);
  indent(out, level);
  // A reference shared with another variable shows as "&" (php's COMMON).
  const bool shared = v0.isRef() && v0.m_data.pref->m_hdr.m_count > 1;
  auto amp = [&] {
    if (shared) out += '&';
  };
  switch (v.m_type) {
    case DataType::Uninit:
    case DataType::Null: amp(); out += "NULL\n"; return;
    case DataType::Bool: amp(); out += v.m_data.num ? "bool(true)\n" : "bool(false)\n"; return;
    case DataType::Int:
      amp(); out += "int(";
      appendInt(out, v.m_data.num);
      out += ")\n";
      return;
    case DataType::Double:
      amp(); out += "float(";
      appendDoubleSerialize(out, v.m_data.dbl, ctx().serializePrecision, false);
      out += ")\n";
      return;
    case DataType::String:
      amp(); out += "string(";
      appendInt(out, v.m_data.pstr->size());
      out += ") \"";
      out.append(v.m_data.pstr->view());
      out += "\"\n";
      return;
    case DataType::Array: {
      ArrayData* a = v.m_data.parr;
      if (RecursionMark::arrayMarked(a)) {
        out += "*RECURSION*\n";
        return;
      }
      RecursionMark mark(a);
      amp(); out += "array(";
      appendInt(out, a->size());
      out += ") {\n";
      varDumpArrayBody(out, a, level);
      indent(out, level);
      out += "}\n";
      return;
    }
    case DataType::Object: {
      ObjectData* o = v.m_data.pobj;
      Class* cls = o->cls();
      if (o->hasFlag(ObjectData::kIsEnumCase)) {
        bool acc;
        int64_t slot = cls->findProp("name", cls, acc);
        amp(); out += "enum(";
        out.append(cls->name->view());
        out += "::";
        if (slot >= 0) appendToString(out, *o->prop(uint32_t(slot)));
        out += ")\n";
        return;
      }
      if (o->hasFlag(ObjectData::kInRecursion)) {
        if (!out.empty() && out.back() == '&') out.pop_back();
        out += "*RECURSION*\n";
        return;
      }
      RecursionMark mark(o);
      ArrayData* custom = o->hasFlag(ObjectData::kIsClosure) ? closureDebugArray(o) : debugInfoArray(o);
      amp(); out += "object(";
      out.append(cls->shownName());
      out += ")#";
      appendInt(out, o->handle());
      out += " (";
      if (custom) {
        appendInt(out, custom->size());
        out += ") {\n";
        varDumpObjectBody(out, custom, level);
        custom->decRef();
      } else {
        uint32_t count = 0;
        forEachProp(o, [&](TypedValue, const Class*, uint32_t, TypedValue*, bool init) { count += init; });
        appendInt(out, count);
        out += ") {\n";
        forEachProp(o, [&](TypedValue name, const Class* decl, uint32_t attrs, TypedValue* pv, bool init) {
          indent(out, level + 2);
          varDumpPropName(out, name, decl, attrs);
          if (!init) {
            indent(out, level + 2);
            bool acc;
            int64_t slot = decl ? cls->findProp(name.m_data.pstr->view(), decl, acc) : -1;
            out += "uninitialized(" + typeDisplay(slot >= 0 ? cls->props[slot].type : nullptr) + ")\n";
            return;
          }
          varDump(out, *pv, level + 2);
          flushIfLarge(out);
        });
      }
      indent(out, level);
      out += "}\n";
      return;
    }
    case DataType::Resource:
      amp(); out += "resource(";
      appendInt(out, resourceId(v));
      out += ") of type (" + std::string(resourceIsClosed(v) ? "Unknown" : resourceTypeNameOf(v)) + ")\n";
      return;
    case DataType::Reference: return;
  }
}

// --- print_r --------------------------------------------------------------------------------

void printR(std::string& out, const TypedValue& v0, int level);

void printRBody(std::string& out, int level, const std::function<void(const std::function<void(const std::string&, const TypedValue&)>&)>& each) {
  indent(out, level);
  out += "(\n";
  each([&](const std::string& key, const TypedValue& val) {
    indent(out, level + 4);
    out += '[';
    out += key;
    out += "] => ";
    printR(out, val, level + 8);
    flushIfLarge(out);
    out += '\n';
  });
  indent(out, level);
  out += ")\n";
}

void printR(std::string& out, const TypedValue& v0, int level) {
  checkDumpStack();
  flushIfLarge(out);
  const TypedValue& v = *tvDeref(&v0);
  switch (v.m_type) {
    case DataType::Array: {
      ArrayData* a = v.m_data.parr;
      if (RecursionMark::arrayMarked(a)) {
        out += "Array\n *RECURSION*";
        return;
      }
      RecursionMark mark(a);
      out += "Array\n";
      printRBody(out, level, [&](const auto& emit) {
        for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
          emit(toStdString(a->iterKey(pos)), *a->iterValue(pos));
        }
      });
      return;
    }
    case DataType::Object: {
      ObjectData* o = v.m_data.pobj;
      if (o->hasFlag(ObjectData::kInRecursion)) {
        out += std::string(o->cls()->shownName()) + " Object\n *RECURSION*";
        return;
      }
      RecursionMark mark(o);
      out += std::string(o->cls()->shownName());
      if (o->hasFlag(ObjectData::kIsEnumCase)) {
        // Enum cases, with the backing type of backed enums.
        out += " Enum";
        const DataType backing = o->cls()->pre ? o->cls()->pre->enumBackingType : DataType::Uninit;
        if (backing == DataType::Int) out += ":int";
        else if (backing == DataType::String) out += ":string";
        out += "\n";
      } else {
        out += " Object\n";
      }
      ArrayData* custom = o->hasFlag(ObjectData::kIsClosure) ? closureDebugArray(o) : debugInfoArray(o);
      if (o->hasFlag(ObjectData::kIsEnumCase)) custom = nullptr;
      printRBody(out, level, [&](const auto& emit) {
        if (custom) {
          for (uint32_t pos = custom->iterBegin(); custom->iterValid(pos); pos = custom->iterAdvance(pos)) {
            std::string key = toStdString(custom->iterKey(pos));
            std::string_view cls, name;
            if (unmangleProp(key, cls, name))
              key = std::string(name) + (cls == "*" ? ":protected" : ":" + std::string(cls) + ":private");
            emit(key, *custom->iterValue(pos));
          }
          return;
        }
        forEachProp(o, [&](TypedValue name, const Class* decl, uint32_t attrs, TypedValue* pv, bool init) {
          if (!init) return;
          std::string key = toStdString(name);
          if (decl && (attrs & kAttrPrivate)) key += ":" + std::string(decl->shownName()) + ":private";
          else if (decl && (attrs & kAttrProtected)) key += ":protected";
          emit(key, *pv);
        });
      });
      if (custom) custom->decRef();
      return;
    }
    default: appendToString(out, v); return;
  }
}

// --- var_export -------------------------------------------------------------------------------

void exportString(std::string& out, std::string_view s) {
  // 'it\'s', with NUL bytes spliced in as "\0".
  out += '\'';
  for (size_t i = 0; i < s.size(); ++i) {
    if (HOP_UNLIKELY((i & 0xffff) == 0xffff)) checkNativeBuffer(out.size());   // NUL bytes grow twelvefold
    char c = s[i];
    if (c == '\'' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\0') {
      out += "' . \"\\0\" . '";
    } else {
      out += c;
    }
  }
  out += '\'';
}

void varExport(std::string& out, const TypedValue& v0, int level) {
  checkDumpStack();
  flushIfLarge(out);
  const TypedValue& v = *tvDeref(&v0);
  switch (v.m_type) {
    case DataType::Uninit:
    case DataType::Null: out += "NULL"; return;
    case DataType::Bool: out += v.m_data.num ? "true" : "false"; return;
    case DataType::Int:
      if (v.m_data.num == INT64_MIN) {
        out += "-9223372036854775807-1";
        return;
      }
      appendInt(out, v.m_data.num);
      return;
    case DataType::Double: appendDoubleSerialize(out, v.m_data.dbl, ctx().serializePrecision, true); return;
    case DataType::String: exportString(out, v.m_data.pstr->view()); return;
    case DataType::Array: {
      ArrayData* a = v.m_data.parr;
      if (RecursionMark::arrayMarked(a)) {
        raiseWarning("var_export does not handle circular references");
        out += "NULL";
        return;
      }
      RecursionMark mark(a);
      if (level > 0) {
        out += '\n';
        indent(out, level);
      }
      out += "array (\n";
      for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
        TypedValue k = a->iterKey(pos);
        indent(out, level + 2);
        if (k.isInt()) appendInt(out, k.m_data.num);
        else exportString(out, k.m_data.pstr->view());
        out += " => ";
        varExport(out, *a->iterValue(pos), level + 2);
        flushIfLarge(out);
        out += ",\n";
      }
      indent(out, level);
      out += ')';
      return;
    }
    case DataType::Object: {
      ObjectData* o = v.m_data.pobj;
      Class* cls = o->cls();
      if (o->hasFlag(ObjectData::kInRecursion)) {
        raiseWarning("var_export does not handle circular references");
        out += "NULL";
        return;
      }
      if (level > 0) {
        out += '\n';
        indent(out, level);
      }
      if (o->hasFlag(ObjectData::kIsEnumCase)) {
        bool acc;
        int64_t slot = cls->findProp("name", cls, acc);
        out += "\\" + cls->name->str() + "::";
        if (slot >= 0) appendToString(out, *o->prop(uint32_t(slot)));
        return;
      }
      RecursionMark mark(o);
      bool isStd = cls->name->view() == "stdClass";
      out += isStd ? "(object) array(\n" : "\\" + cls->name->str() + "::__set_state(array(\n";
      // Property names are strings ('0' => ...); a native class's own view
      // (ArrayObject's storage) is an array whose int keys print as ints.
      bool nativeView = false;
      auto exportProp = [&](TypedValue name, TypedValue* pv) {
        indent(out, level + 3);
        if (name.isInt() && nativeView) appendInt(out, name.m_data.num);
        else if (name.isInt()) exportString(out, std::to_string(name.m_data.num));
        else exportString(out, name.m_data.pstr->view());
        out += " => ";
        varExport(out, *pv, level + 2);
        flushIfLarge(out);
        out += ",\n";
      };
      ArrayData* shown = cls->native.propertiesFor ? cls->native.propertiesFor(o) : nullptr;
      if (shown) {
        nativeView = true;
        for (uint32_t pos = shown->iterBegin(); shown->iterValid(pos); pos = shown->iterAdvance(pos))
          exportProp(shown->iterKey(pos), shown->iterValueMutable(pos));
        shown->decRef();
      } else {
        forEachProp(o, [&](TypedValue name, const Class*, uint32_t, TypedValue* pv, bool init) {
          if (init) exportProp(name, pv);
        });
      }
      indent(out, level);
      out += isStd ? ")" : "))";
      return;
    }
    case DataType::Resource: out += "NULL"; raiseWarning("var_export does not handle resources"); return;
    case DataType::Reference: return;
  }
}

// --- debug_zval_dump ---------------------------------------------------------------------------

uint32_t refcountOf(const HeapHeader& h) { return uint32_t(h.m_count); }

void debugZvalDump(std::string& out, const TypedValue& v, int level);

void debugZvalElement(std::string& out, TypedValue k, const TypedValue& v, int level) {
  indent(out, level + 2);
  out += '[';
  if (k.isInt()) {
    appendInt(out, k.m_data.num);
  } else {
    out += '"';
    out.append(k.m_data.pstr->view());
    out += '"';
  }
  out += "]=>\n";
  debugZvalDump(out, v, level + 2);
  flushIfLarge(out);
}

/// php_debug_zval_dump: var_dump with refcounts ("interned" for the
/// immutable strings and arrays of literals).
void debugZvalDump(std::string& out, const TypedValue& v, int level) {
  checkDumpStack();
  flushIfLarge(out);
  indent(out, level);
  switch (v.m_type) {
    case DataType::Uninit:
    case DataType::Null: out += "NULL\n"; return;
    case DataType::Bool: out += v.m_data.num ? "bool(true)\n" : "bool(false)\n"; return;
    case DataType::Int:
      out += "int(";
      appendInt(out, v.m_data.num);
      out += ")\n";
      return;
    case DataType::Double:
      out += "float(";
      appendDoubleSerialize(out, v.m_data.dbl, ctx().serializePrecision, false);
      out += ")\n";
      return;
    case DataType::String: {
      StringData* s = v.m_data.pstr;
      out += "string(";
      appendInt(out, s->size());
      out += ") \"";
      out.append(s->view());
      if (s->isStatic()) {
        out += "\" interned\n";
      } else {
        out += "\" refcount(";
        appendInt(out, refcountOf(s->m_hdr));
        out += ")\n";
      }
      return;
    }
    case DataType::Array: {
      ArrayData* a = v.m_data.parr;
      if (RecursionMark::arrayMarked(a)) {
        out += "*RECURSION*\n";
        return;
      }
      RecursionMark mark(a);
      out += "array(";
      appendInt(out, a->size());
      if (a->isStatic()) {
        out += ") interned {\n";
      } else {
        out += ") refcount(";
        appendInt(out, refcountOf(a->m_hdr));
        out += "){\n";
      }
      for (uint32_t pos = a->iterBegin(); a->iterValid(pos); pos = a->iterAdvance(pos)) {
        debugZvalElement(out, a->iterKey(pos), *a->iterValue(pos), level);
        flushIfLarge(out);
      }
      indent(out, level);
      out += "}\n";
      return;
    }
    case DataType::Object: {
      ObjectData* o = v.m_data.pobj;
      Class* cls = o->cls();
      if (o->hasFlag(ObjectData::kInRecursion)) {
        out += "*RECURSION*\n";
        return;
      }
      RecursionMark mark(o);
      ArrayData* custom = o->hasFlag(ObjectData::kIsClosure) ? closureDebugArray(o) : debugInfoArray(o);
      uint32_t count = 0;
      if (custom) count = custom->size();
      else forEachProp(o, [&](TypedValue, const Class*, uint32_t, TypedValue*, bool init) { count += init; });
      out += "object(";
      out.append(cls->name->view());
      out += ")#";
      appendInt(out, o->handle());
      out += " (";
      appendInt(out, count);
      out += ") refcount(";
      appendInt(out, refcountOf(o->m_hdr));
      out += "){\n";
      if (custom) {
        for (uint32_t pos = custom->iterBegin(); custom->iterValid(pos); pos = custom->iterAdvance(pos)) {
          debugZvalElement(out, custom->iterKey(pos), *custom->iterValue(pos), level);
          flushIfLarge(out);
        }
        custom->decRef();
      } else {
        forEachProp(o, [&](TypedValue name, const Class* decl, uint32_t attrs, TypedValue* pv, bool init) {
          indent(out, level + 2);
          varDumpPropName(out, name, decl, attrs);
          if (!init) {
            indent(out, level + 2);
            bool acc;
            int64_t slot = decl ? cls->findProp(name.m_data.pstr->view(), decl, acc) : -1;
            out += "uninitialized(" + typeDisplay(slot >= 0 ? cls->props[slot].type : nullptr) + ")\n";
            return;
          }
          debugZvalDump(out, *pv, level + 2);
          flushIfLarge(out);
        });
      }
      indent(out, level);
      out += "}\n";
      return;
    }
    case DataType::Resource:
      out += "resource(";
      appendInt(out, resourceId(v));
      out += ") of type (" + std::string(resourceIsClosed(v) ? "Unknown" : resourceTypeNameOf(v)) + ") refcount(";
      appendInt(out, refcountOf(v.m_data.pres->m_hdr));
      out += ")\n";
      return;
    case DataType::Reference:
      out += "reference refcount(";
      appendInt(out, refcountOf(v.m_data.pref->m_hdr));
      out += ") {\n";
      debugZvalDump(out, v.m_data.pref->m_tv, level + 2);
      flushIfLarge(out);
      indent(out, level);
      out += "}\n";
      return;
  }
}

// --- Builtins ---------------------------------------------------------------------------------

void f_var_dump(NativeArgs& a) {
  Streaming streaming(true);
  std::string out;
  for (uint32_t i = 0; i < a.count; ++i) {
    out.clear();
    varDump(out, a.argv[i], 0);
    ctx().write(out);
  }
}

void f_debug_zval_dump(NativeArgs& a) {
  Streaming streaming(true);
  std::string out;
  for (uint32_t i = 0; i < a.count; ++i) {
    out.clear();
    debugZvalDump(out, *tvDeref(&a.argv[i]), 0);
    ctx().write(out);
  }
}

void f_print_r(NativeArgs& a) {
  std::string out;
  {
    Streaming streaming(!a.bOr(1, false));
    printR(out, a.argv[0], 0);
  }
  if (a.bOr(1, false)) {
    a.retString(out);
    return;
  }
  ctx().write(out);
  a.retBool(true);
}

void f_var_export(NativeArgs& a) {
  std::string out;
  {
    Streaming streaming(!a.bOr(1, false));
    varExport(out, a.argv[0], 0);
  }
  if (a.bOr(1, false)) {
    a.retString(out);
    return;
  }
  ctx().write(out);
}

const BuiltinDecl kVarDumpBuiltins[] = {
    {"var_dump(mixed $value, mixed ...$values): void", f_var_dump},
    {"print_r(mixed $value, bool $return = false): string|bool", f_print_r},
    {"debug_zval_dump(mixed $value, mixed ...$values): void", f_debug_zval_dump},
    {"var_export(mixed $value, bool $return = false): ?string", f_var_export},
};
HOP_REGISTER_BUILTINS(kVarDumpBuiltins);

} // namespace

void varDumpTo(std::string& out, const TypedValue& v) { varDump(out, v, 0); }
void printRTo(std::string& out, const TypedValue& v) { printR(out, v, 0); }
void varExportTo(std::string& out, const TypedValue& v) { varExport(out, v, 0); }

} // namespace hop
