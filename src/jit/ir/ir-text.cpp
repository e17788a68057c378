// ir-text.cpp — the IR's text form: the printer (IRUnit::toString, the
// hop.dump_ir dump) and its parser (ir-text.h). Both are driven by the op
// table's IRImm column (ir-ops.h): one case per kind, none per op.
#include "jit/ir/ir-text.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>

#include "bytecode/func.h"
#include "runtime/array/array-data.h"
#include "runtime/class/class.h"
#include "runtime/string/string-data.h"

namespace hop::jit {

// --- Printer -----------------------------------------------------------------------

std::string dumpString(std::string_view s) {
  std::string out = "\"";
  char buf[8];
  for (char c : s.substr(0, 40)) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c == '"' || c == '\\') out += std::string("\\") + c;
    else if (u < 0x20 || u == 0x7f) {
      std::snprintf(buf, sizeof buf, "\\x%02x", u);
      out += buf;
    } else out += c;
  }
  return out + (s.size() > 40 ? "\"..." : "\"");
}

namespace {

std::string funcName(int64_t f) { return reinterpret_cast<const Func*>(f)->fullName(); }

/// The immediates of `in` as its IRImm prints them, without the <>.
std::string immText(const Instr& in) {
  const Extra& x = in.extra;
  const std::string tp = in.typeParam.toString();
  char buf[320];
  switch (opcodeImm(in.op)) {
    case IRImm::None: return "";
    case IRImm::Const:
      if (in.typeParam <= Type::Str()) return dumpString(reinterpret_cast<const StringData*>(x.i)->view());
      if (in.typeParam == Type::Arr()) return "array";   // a literal (static) array: not printed
      if (in.typeParam == Type::Dbl()) std::snprintf(buf, sizeof buf, "%.17g", x.d);
      else std::snprintf(buf, sizeof buf, "%lld", (long long)x.i);
      return buf;
    case IRImm::Type: return tp;
    case IRImm::LocType: std::snprintf(buf, sizeof buf, "%s,L%u", tp.c_str(), x.loc); return buf;
    case IRImm::Loc: std::snprintf(buf, sizeof buf, "L%u", x.loc); return buf;
    case IRImm::LocBc: std::snprintf(buf, sizeof buf, "L%u,bc%u,depth %u", x.loc, x.off, x.depth); return buf;
    case IRImm::StkType: std::snprintf(buf, sizeof buf, "%s,S%u", tp.c_str(), x.slot); return buf;
    case IRImm::Stk: std::snprintf(buf, sizeof buf, "S%u", x.slot); return buf;
    case IRImm::StkBc: std::snprintf(buf, sizeof buf, "S%u,bc%u", x.slot, x.off); return buf;
    case IRImm::StkArgs: std::snprintf(buf, sizeof buf, "S%u,%u args", x.slot, x.depth); return buf;
    case IRImm::Bc: std::snprintf(buf, sizeof buf, "bc%u,depth %u", x.off, x.depth); return buf;
    case IRImm::Cls: return reinterpret_cast<const Class*>(x.i)->name->str();
    case IRImm::PropType: std::snprintf(buf, sizeof buf, "%s,+%lld", tp.c_str(), (long long)x.i); return buf;
    case IRImm::Prop: std::snprintf(buf, sizeof buf, "+%lld", (long long)x.i); return buf;
    case IRImm::SlotType:
      if (x.loc == kThisSlot) std::snprintf(buf, sizeof buf, "%s,this", tp.c_str());
      else if (x.loc == kClosureSlot) std::snprintf(buf, sizeof buf, "%s,closure", tp.c_str());
      else std::snprintf(buf, sizeof buf, "%s,L%u", tp.c_str(), x.loc);
      return buf;
    case IRImm::FuncCache: std::snprintf(buf, sizeof buf, "%s,cache %u", funcName(x.i).c_str(), x.slot); return buf;
    case IRImm::FuncSlot: std::snprintf(buf, sizeof buf, "%s,S%u", funcName(x.i).c_str(), x.slot); return buf;
    case IRImm::FuncAR:
      std::snprintf(buf, sizeof buf, "%s,S%u,%u args", funcName(x.i).c_str(), x.slot, x.depth);
      return buf;
    case IRImm::Call:
      std::snprintf(buf, sizeof buf, "%s,S%u,%u args,return bc%u,entry bc%u", funcName(x.i).c_str(), x.slot, x.depth,
                    x.off, x.loc);
      return buf;
    case IRImm::ThisFreed:
      return x.i == 3 ? "this released,closure released" : x.i == 2 ? "closure released" : x.i ? "this released" : "";
    case IRImm::Stat: std::snprintf(buf, sizeof buf, "bcCompiled,%lld", (long long)x.i); return buf;
    case IRImm::Builtin:
      std::snprintf(buf, sizeof buf, "%s,S%u,bc%u,depth %u", funcName(x.i).c_str(), x.slot, x.off, x.depth);
      return buf;
    case IRImm::ScopeCache:
      std::snprintf(buf, sizeof buf, "%s,cache %u",
                    x.i ? reinterpret_cast<const Class*>(x.i)->name->str().c_str() : "-", x.slot);
      return buf;
  }
  return "";
}

} // namespace

std::string instrToString(const Instr& in) {
  std::string s;
  char buf[64];
  if (in.dst) {
    std::snprintf(buf, sizeof buf, "t%u:", in.dst->id);
    s += buf + in.dst->type.toString() + " = ";
  }
  s += opcodeName(in.op);
  const std::string imm = immText(in);
  if (!imm.empty()) s += "<" + imm + ">";
  for (size_t i = 0; i < in.srcs.size(); ++i) {
    std::snprintf(buf, sizeof buf, "%st%u", i ? ", " : " ", in.srcs[i]->id);
    s += buf;
  }
  if (in.taken) {
    std::snprintf(buf, sizeof buf, " -> B%u", in.taken->id);
    s += buf;
  }
  if (in.next) {
    std::snprintf(buf, sizeof buf, ", B%u", in.next->id);
    s += buf;
  }
  return s;
}

std::string IRUnit::toString() const {
  std::string out;
  char buf[64];
  for (Block* b : rpo()) {
    std::snprintf(buf, sizeof buf, "B%u (%s, bc%u):\n", b->id, areaName(b->area), b->bcOff);
    out += buf;
    uint32_t bc = b->bcOff;
    for (const Instr* in : b->instrs) {
      out += "  ";
      out += instrToString(*in);
      if (in->bcOff != bc) {
        std::snprintf(buf, sizeof buf, " @bc%u", in->bcOff);
        out += buf;
        bc = in->bcOff;
      }
      out += '\n';
    }
  }
  return out;
}

// --- Parser ------------------------------------------------------------------------

const void* IRSymbols::str(std::string_view bytes) { return StringData::makeStatic(bytes); }

namespace {

class Parser {
public:
  Parser(IRSymbols& sym, IRUnit& unit) : m_sym(sym), m_unit(unit) {}
  bool run(std::string_view text, std::string* error);

private:
  // The cursor over the current line.
  std::string_view m_s;
  size_t m_p = 0;
  std::string m_err;

  bool fail(const std::string& why) {
    if (m_err.empty()) m_err = why;
    return false;
  }
  void ws() {
    while (m_p < m_s.size() && (m_s[m_p] == ' ' || m_s[m_p] == '\t' || m_s[m_p] == '\r')) ++m_p;
  }
  bool eat(std::string_view lit) {
    ws();
    if (m_s.substr(m_p, lit.size()) != lit) return false;
    m_p += lit.size();
    return true;
  }
  bool expect(std::string_view lit) {
    if (eat(lit)) return true;
    return fail("expected '" + std::string(lit) + "' at '" + std::string(m_s.substr(m_p, 20)) + "'");
  }
  bool atEnd() {
    ws();
    return m_p >= m_s.size();
  }
  bool number(uint64_t* out) {
    ws();
    const size_t start = m_p;
    while (m_p < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[m_p]))) ++m_p;
    if (m_p == start) return fail("expected a number at '" + std::string(m_s.substr(m_p, 20)) + "'");
    *out = std::strtoull(std::string(m_s.substr(start, m_p - start)).c_str(), nullptr, 10);
    return true;
  }
  bool u32(uint32_t* out) {
    uint64_t v;
    if (!number(&v)) return false;
    *out = static_cast<uint32_t>(v);
    return true;
  }
  bool signedNum(int64_t* out) {
    ws();
    const bool neg = m_p < m_s.size() && m_s[m_p] == '-';
    if (neg || (m_p < m_s.size() && m_s[m_p] == '+')) ++m_p;
    uint64_t v;
    if (!number(&v)) return false;
    *out = neg ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
    return true;
  }
  /// Up to (not including) one of `stops` at nesting level 0 of <>.
  std::string_view until(std::string_view stops) {
    ws();
    const size_t start = m_p;
    while (m_p < m_s.size() && stops.find(m_s[m_p]) == std::string_view::npos) ++m_p;
    std::string_view r = m_s.substr(start, m_p - start);
    while (!r.empty() && r.back() == ' ') r.remove_suffix(1);
    return r;
  }
  bool type(Type* out) {
    const std::string_view t = until(",>");
    if (!Type::parse(t, out)) return fail("unknown type '" + std::string(t) + "'");
    return true;
  }
  bool quoted(std::string* out);
  bool func(int64_t* out) {
    const std::string_view name = until(",>");
    const Func* f = m_sym.func(name);
    if (!f) return fail("unknown function '" + std::string(name) + "'");
    *out = static_cast<int64_t>(reinterpret_cast<uintptr_t>(f));
    return true;
  }
  bool bcDepth(Extra& x) { return expect("bc") && u32(&x.off) && expect(",") && expect("depth") && u32(&x.depth); }
  bool imms(Opcode op, Type dstType, Instr& in);
  bool block(uint32_t* id) { return expect("B") && u32(id); }
  Block* blockById(uint32_t id);
  bool instr(Block* b, uint32_t* bc);

  IRSymbols& m_sym;
  IRUnit& m_unit;
  std::map<uint32_t, Block*> m_blocks;
};

bool Parser::quoted(std::string* out) {
  if (!expect("\"")) return false;
  while (m_p < m_s.size() && m_s[m_p] != '"') {
    char c = m_s[m_p++];
    if (c == '\\' && m_p < m_s.size()) {
      const char e = m_s[m_p++];
      if (e == 'n') c = '\n';
      else if (e == 't') c = '\t';
      else if (e == 'x' && m_p + 2 <= m_s.size()) {
        c = static_cast<char>(std::strtol(std::string(m_s.substr(m_p, 2)).c_str(), nullptr, 16));
        m_p += 2;
      } else c = e;
    }
    *out += c;
  }
  if (!expect("\"")) return false;
  eat("...");   // the printer cut it at 40 bytes
  return true;
}

Block* Parser::blockById(uint32_t id) {
  auto it = m_blocks.find(id);
  if (it != m_blocks.end()) return it->second;
  while (m_unit.blocks().size() <= id) m_unit.newBlock(Area::Main, 0);
  Block* b = m_unit.blocks()[id].get();
  m_blocks[id] = b;
  return b;
}

bool Parser::imms(Opcode op, Type dstType, Instr& in) {
  Extra& x = in.extra;
  const IRImm k = opcodeImm(op);
  if (k == IRImm::None) return true;
  if (k == IRImm::ThisFreed) {
    if (eat("<")) {
      if (eat("this released")) x.i |= 1;
      if (x.i) eat(",");
      if (eat("closure released")) x.i |= 2;
      if (!x.i || !expect(">")) return false;
    }
    return true;
  }
  if (!expect("<")) return false;
  bool ok = true;
  switch (k) {
    case IRImm::None:
    case IRImm::ThisFreed: break;
    case IRImm::Const:
      in.typeParam = dstType;
      if (dstType <= Type::Str()) {
        std::string bytes;
        ok = quoted(&bytes);
        x.i = static_cast<int64_t>(reinterpret_cast<uintptr_t>(m_sym.str(bytes)));
      } else if (dstType == Type::Arr()) {
        // A literal array's elements are not in the text: it reads back as the empty one.
        ok = expect("array");
        x.i = static_cast<int64_t>(reinterpret_cast<uintptr_t>(ArrayData::empty()));
      } else if (dstType == Type::Dbl()) {
        const std::string t(until(">"));
        char* end = nullptr;
        x.d = std::strtod(t.c_str(), &end);
        ok = end && *end == 0 && !t.empty();
        if (!ok) fail("bad double '" + t + "'");
      } else {
        ok = signedNum(&x.i);
      }
      break;
    case IRImm::Type: ok = type(&in.typeParam); break;
    case IRImm::LocType: ok = type(&in.typeParam) && expect(",") && expect("L") && u32(&x.loc); break;
    case IRImm::Loc: ok = expect("L") && u32(&x.loc); break;
    case IRImm::LocBc: ok = expect("L") && u32(&x.loc) && expect(",") && bcDepth(x); break;
    case IRImm::StkType: ok = type(&in.typeParam) && expect(",") && expect("S") && u32(&x.slot); break;
    case IRImm::Stk: ok = expect("S") && u32(&x.slot); break;
    case IRImm::StkBc: ok = expect("S") && u32(&x.slot) && expect(",") && expect("bc") && u32(&x.off); break;
    case IRImm::StkArgs: ok = expect("S") && u32(&x.slot) && expect(",") && u32(&x.depth) && expect("args"); break;
    case IRImm::Bc: ok = bcDepth(x); break;
    case IRImm::Cls: {
      const std::string_view name = until(">");
      const Class* c = m_sym.cls(name);
      if (!c) return fail("unknown class '" + std::string(name) + "'");
      x.i = static_cast<int64_t>(reinterpret_cast<uintptr_t>(c));
      break;
    }
    case IRImm::PropType: ok = type(&in.typeParam) && expect(",") && signedNum(&x.i); break;
    case IRImm::Prop: ok = signedNum(&x.i); break;
    case IRImm::SlotType:
      ok = type(&in.typeParam) && expect(",");
      if (ok && eat("this")) x.loc = kThisSlot;
      else if (ok && eat("closure")) x.loc = kClosureSlot;
      else ok = ok && expect("L") && u32(&x.loc);
      break;
    case IRImm::FuncCache: ok = func(&x.i) && expect(",") && expect("cache") && u32(&x.slot); break;
    case IRImm::FuncSlot: ok = func(&x.i) && expect(",") && expect("S") && u32(&x.slot); break;
    case IRImm::FuncAR:
      ok = func(&x.i) && expect(",") && expect("S") && u32(&x.slot) && expect(",") && u32(&x.depth) && expect("args");
      break;
    case IRImm::Call:
      ok = func(&x.i) && expect(",") && expect("S") && u32(&x.slot) && expect(",") && u32(&x.depth) &&
           expect("args") && expect(",") && expect("return") && expect("bc") && u32(&x.off) && expect(",") &&
           expect("entry") && expect("bc") && u32(&x.loc);
      break;
    case IRImm::Stat: ok = expect("bcCompiled") && expect(",") && signedNum(&x.i); break;
    case IRImm::Builtin:
      ok = func(&x.i) && expect(",") && expect("S") && u32(&x.slot) && expect(",") && bcDepth(x);
      break;
    case IRImm::ScopeCache: {
      if (!eat("-")) {
        const std::string_view name = until(",");
        const Class* c = m_sym.cls(name);
        if (!c) return fail("unknown class '" + std::string(name) + "'");
        x.i = static_cast<int64_t>(reinterpret_cast<uintptr_t>(c));
      }
      ok = expect(",") && expect("cache") && u32(&x.slot);
      break;
    }
  }
  return ok && expect(">");
}

bool Parser::instr(Block* b, uint32_t* bc) {
  uint32_t dstId = IRUnit::kNextTmpId;
  Type dstType;
  ws();
  const size_t save = m_p;
  if (eat("t")) {
    // "t3:Int = ..." (an op name never starts with a lower-case t)
    if (!u32(&dstId) || !expect(":")) return false;
    const std::string_view t = until("=");
    if (!Type::parse(t, &dstType)) return fail("unknown type '" + std::string(t) + "'");
    if (!expect("=")) return false;
  } else {
    m_p = save;
  }
  ws();
  const size_t nameStart = m_p;
  while (m_p < m_s.size() && std::isalnum(static_cast<unsigned char>(m_s[m_p]))) ++m_p;
  Opcode op;
  if (!opcodeFromName(m_s.data() + nameStart, m_p - nameStart, &op))
    return fail("unknown op '" + std::string(m_s.substr(nameStart, m_p - nameStart)) + "'");
  const bool hasDst = opcodeDstRule(op) != DstRule::ND;
  if (hasDst != (dstId != IRUnit::kNextTmpId)) return fail(std::string(opcodeName(op)) + (hasDst ? " needs" : " has no") + " result");
  if (hasDst && m_unit.numTmps() > dstId && m_unit.tmp(dstId)->def) return fail("t" + std::to_string(dstId) + " defined twice");
  Instr scratch;
  scratch.op = op;
  // DParam ops whose immediates do not spell the type: the result's.
  if (opcodeDstRule(op) == DstRule::DParam) scratch.typeParam = dstType;
  if (!imms(op, dstType, scratch)) return false;
  SrcList srcs;
  ws();
  if (m_p < m_s.size() && m_s[m_p] == 't') {
    do {
      uint32_t id;
      if (!expect("t") || !u32(&id)) return false;
      if (srcs.size() == SrcList::kMax) return fail("more than " + std::to_string(SrcList::kMax) + " sources");
      srcs.push_back(m_unit.tmp(id));
    } while (eat(","));
  }
  Block* taken = nullptr;
  Block* next = nullptr;
  if (eat("->")) {
    uint32_t id;
    if (!block(&id)) return false;
    taken = blockById(id);
    if (eat(",")) {
      if (!block(&id)) return false;
      next = blockById(id);
    }
  }
  if (eat("@bc") && !u32(bc)) return false;
  if (!atEnd()) return fail("unexpected '" + std::string(m_s.substr(m_p)) + "'");
  Instr* in = m_unit.newInstr(op, scratch.typeParam, srcs, *bc, dstId);
  if (in->dst && in->dst->type != dstType)
    return fail("t" + std::to_string(dstId) + " is " + in->dst->type.toString() + ", not " + dstType.toString());
  in->extra = scratch.extra;
  in->taken = taken;
  in->next = next;
  b->instrs.push_back(in);
  return true;
}

bool Parser::run(std::string_view text, std::string* error) {
  Block* cur = nullptr;
  uint32_t bc = 0;
  size_t lineNo = 0;
  bool sawEntry = false;
  while (!text.empty()) {
    const size_t nl = text.find('\n');
    m_s = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    m_p = 0;
    ++lineNo;
    ws();
    if (atEnd() || m_s[m_p] == '#') continue;
    bool ok;
    if (m_s[m_p] == 'B') {
      uint32_t id;
      ok = block(&id) && expect("(");
      if (ok) {
        if (!sawEntry && id != 0) ok = fail("the entry block (listed first) must be B0");
        sawEntry = true;
        cur = blockById(id);
        if (!cur->empty()) ok = fail("B" + std::to_string(id) + " listed twice");
        const std::string_view area = until(",");
        bool found = false;
        for (uint32_t a = 0; a < kNumAreas; ++a) {
          if (area == areaName(static_cast<Area>(a))) {
            cur->area = static_cast<Area>(a);
            found = true;
          }
        }
        if (!found) ok = fail("unknown area '" + std::string(area) + "'");
        ok = ok && expect(",") && expect("bc") && u32(&cur->bcOff) && expect(")") && expect(":") &&
             (atEnd() || fail("unexpected text after the block header"));
        if (ok) bc = cur->bcOff;
      }
    } else if (!cur) {
      ok = fail("an instruction before the first block");
    } else {
      ok = instr(cur, &bc);
    }
    if (!ok) {
      if (error) *error = "line " + std::to_string(lineNo) + ": " + m_err;
      return false;
    }
  }
  if (!sawEntry) {
    if (error) *error = "no blocks";
    return false;
  }
  return true;
}

} // namespace

bool parseIR(std::string_view text, IRSymbols& symbols, IRUnit& unit, std::string* error) {
  return Parser(symbols, unit).run(text, error);
}

StandInSymbols::StandInSymbols() = default;
StandInSymbols::~StandInSymbols() = default;

const Func* StandInSymbols::func(std::string_view name) {
  auto& f = m_funcs[std::string(name)];
  if (!f) {
    f = std::make_unique<Func>();
    f->name = StringData::makeStatic(name);
  }
  return f.get();
}

const Class* StandInSymbols::cls(std::string_view name) {
  auto& c = m_classes[std::string(name)];
  if (!c) {
    c = std::make_unique<Class>();
    c->name = StringData::makeStatic(name);
  }
  return c.get();
}

} // namespace hop::jit
