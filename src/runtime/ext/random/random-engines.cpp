// random-engines.cpp — Random\Engine\{Mt19937, PcgOneseq128XslRr64, Xoshiro256StarStar, Secure}: native state,
// seeding, generate(), jumps and (un)serialization, bit for bit as php 8.2.
#include "runtime/ext/random/random-engines.h"

#include <cstring>
#include <string>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/object/object-data.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"

namespace hop::random {

namespace {

using u128 = unsigned __int128;

const u128 kPcgMult = (u128(2549297995355413924ULL) << 64) | 4865540595714422341ULL;
const u128 kPcgInc = (u128(6364136223846793005ULL) << 64) | 1442695040888963407ULL;

void pcgStep(u128& s) { s = s * kPcgMult + kPcgInc; }

void pcgSeed(u128& s, u128 seed) {
  s = 0;
  pcgStep(s);
  s += seed;
  pcgStep(s);
}

uint64_t pcgNext(u128& s) {
  pcgStep(s);
  uint64_t hi = uint64_t(s >> 64), lo = uint64_t(s);
  uint64_t v = hi ^ lo;
  unsigned r = unsigned(hi >> 58);
  return (v >> r) | (v << ((-r) & 63));
}

uint64_t splitmix64(uint64_t& seed) {
  uint64_t r = (seed += 0x9e3779b97f4a7c15ULL);
  r = (r ^ (r >> 30)) * 0xbf58476d1ce4e5b9ULL;
  r = (r ^ (r >> 27)) * 0x94d049bb133111ebULL;
  return r ^ (r >> 31);
}

inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t xoshiroNext(uint64_t* s) {
  uint64_t r = rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return r;
}

void xoshiroJump(uint64_t* s, const uint64_t* jmp) {
  uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (int i = 0; i < 4; ++i)
    for (int b = 0; b < 64; ++b) {
      if (jmp[i] & (uint64_t(1) << b)) {
        s0 ^= s[0];
        s1 ^= s[1];
        s2 ^= s[2];
        s3 ^= s[3];
      }
      xoshiroNext(s);
    }
  s[0] = s0;
  s[1] = s1;
  s[2] = s2;
  s[3] = s3;
}

EngineState*& slot(ObjectData* o) { return *o->nativeData<EngineState*>(); }

void stateInit(ObjectData* o) { slot(o) = nullptr; }
void stateDestroy(ObjectData* o) {
  delete slot(o);
  slot(o) = nullptr;
}
void stateClone(ObjectData* from, ObjectData* to) { slot(to) = slot(from) ? new EngineState(*slot(from)) : nullptr; }

EngineKind kindOfClass(std::string_view name) {
  if (name == "Random\\Engine\\Mt19937") return EngineKind::Mt19937;
  if (name == "Random\\Engine\\PcgOneseq128XslRr64") return EngineKind::Pcg;
  if (name == "Random\\Engine\\Xoshiro256StarStar") return EngineKind::Xoshiro;
  return EngineKind::Secure;
}

/// The state of $this, created on first use (a constructor that never ran still works).
EngineState& self(NativeArgs& a) {
  EngineState*& s = slot(a.thisObj);
  if (!s) {
    s = new EngineState();
    s->kind = kindOfClass(a.thisObj->cls()->name->view());
  }
  return *s;
}

const int s_registered = [] {
  NativeClassHooks h;
  h.dataSize = sizeof(EngineState*);
  h.init = stateInit;
  h.destroy = stateDestroy;
  h.sweep = stateDestroy;
  h.clone = stateClone;
  for (const char* c : {"Random\\Engine\\Mt19937", "Random\\Engine\\PcgOneseq128XslRr64",
                        "Random\\Engine\\Xoshiro256StarStar"})
    registerNativeClass(c, h);
  h.clone = nullptr;
  h.noClone = true;   // php: the secure engine has no state to copy and is uncloneable
  registerNativeClass("Random\\Engine\\Secure", h);
  return 0;
}();

std::string hexLE(uint64_t v, int bytes) {
  static const char hex[] = "0123456789abcdef";
  std::string out;
  for (int i = 0; i < bytes; ++i) {
    unsigned b = unsigned((v >> (8 * i)) & 0xff);
    out += hex[b >> 4];
    out += hex[b & 15];
  }
  return out;
}

bool unhexLE(const TypedValue* v, int bytes, uint64_t& out) {
  if (!v || !v->isString() || v->m_data.pstr->size() != size_t(2 * bytes)) return false;
  std::string_view s = v->m_data.pstr->view();
  out = 0;
  for (int i = 0; i < bytes; ++i) {
    int hv[2];
    for (int k = 0; k < 2; ++k) {
      char c = s[size_t(2 * i + k)];
      if (c >= '0' && c <= '9') hv[k] = c - '0';
      else if (c >= 'a' && c <= 'f') hv[k] = c - 'a' + 10;
      else if (c >= 'A' && c <= 'F') hv[k] = c - 'A' + 10;
      else return false;
    }
    out |= uint64_t(hv[0] * 16 + hv[1]) << (8 * i);
  }
  return true;
}

void appendStr(ArrayData*& arr, const std::string& s) { ArrayData::append(arr, makeStringNoIncRef(StringData::make(s))); }

ArrayData* statesArray(const EngineState& st) {
  ArrayData* arr = ArrayData::makePacked(8);
  switch (st.kind) {
    case EngineKind::Mt19937: {
      const uint32_t* w = st.mt.stateWords();
      for (int i = 0; i < MtRand::kStateWords; ++i) appendStr(arr, hexLE(w[i], 4));
      ArrayData::append(arr, makeInt(st.mt.position()));
      ArrayData::append(arr, makeInt(st.mt.mode()));
      break;
    }
    case EngineKind::Pcg:
      appendStr(arr, hexLE(uint64_t(st.pcg >> 64), 8));
      appendStr(arr, hexLE(uint64_t(st.pcg), 8));
      break;
    case EngineKind::Xoshiro:
      for (int i = 0; i < 4; ++i) appendStr(arr, hexLE(st.xoshiro[i], 8));
      break;
    default: break;
  }
  return arr;
}

[[noreturn]] void invalidData(const Class* cls) {
  throwErrorF(ErrorKind::Exception, "Invalid serialization data for %s object", cls->name->data());
}

bool loadStates(EngineState& st, const ArrayData* arr) {
  switch (st.kind) {
    case EngineKind::Mt19937: {
      if (arr->size() != uint32_t(MtRand::kStateWords + 2)) return false;
      uint32_t words[MtRand::kStateWords];
      for (int i = 0; i < MtRand::kStateWords; ++i) {
        uint64_t v;
        if (!unhexLE(arr->getInt(i), 4, v)) return false;
        words[i] = uint32_t(v);
      }
      const TypedValue* count = arr->getInt(MtRand::kStateWords);
      const TypedValue* mode = arr->getInt(MtRand::kStateWords + 1);
      if (!count || !count->isInt() || !mode || !mode->isInt()) return false;
      if (count->m_data.num < 0 || count->m_data.num > MtRand::kStateWords) return false;
      if (mode->m_data.num != MtRand::kModeMt19937 && mode->m_data.num != MtRand::kModePhp) return false;
      st.mt.restore(words, int(count->m_data.num), int(mode->m_data.num));
      return true;
    }
    case EngineKind::Pcg: {
      uint64_t hi, lo;
      if (arr->size() != 2 || !unhexLE(arr->getInt(0), 8, hi) || !unhexLE(arr->getInt(1), 8, lo)) return false;
      st.pcg = (u128(hi) << 64) | lo;
      return true;
    }
    case EngineKind::Xoshiro: {
      if (arr->size() != 4) return false;
      uint64_t s[4];
      for (int i = 0; i < 4; ++i)
        if (!unhexLE(arr->getInt(i), 8, s[i])) return false;
      std::memcpy(st.xoshiro, s, sizeof s);
      return true;
    }
    default: return false;
  }
}

// --- Methods -----------------------------------------------------------------------------------

void m_mt_construct(NativeArgs& a) {
  EngineState& st = self(a);
  int64_t mode = a.i64Or(1, MtRand::kModeMt19937);
  if (mode != MtRand::kModeMt19937 && mode != MtRand::kModePhp)
    throwError(ErrorKind::ValueError,
               "Random\\Engine\\Mt19937::__construct(): Argument #2 ($mode) must be either MT_RAND_MT19937 or MT_RAND_PHP");
  uint32_t seed;
  if (a.isNull(0)) fillRandomBytes(&seed, sizeof seed);
  else seed = uint32_t(a.i64(0));
  st.mt.seed(seed, int(mode));
}

void m_pcg_construct(NativeArgs& a) {
  EngineState& st = self(a);
  if (a.isNull(0)) {
    unsigned char b[16];
    fillRandomBytes(b, sizeof b);
    u128 seed = 0;
    for (int i = 0; i < 16; ++i) seed = (seed << 8) | b[i];
    pcgSeed(st.pcg, seed);
    return;
  }
  const TypedValue& v = a.arg(0);
  if (v.isString()) {
    std::string_view s = v.m_data.pstr->view();
    if (s.size() != 16)
      throwError(ErrorKind::ValueError,
                 "Random\\Engine\\PcgOneseq128XslRr64::__construct(): Argument #1 ($seed) must be a 16 byte (128 bit) string");
    uint64_t t0 = 0, t1 = 0;
    for (int i = 0; i < 8; ++i) {
      t0 |= uint64_t(static_cast<unsigned char>(s[size_t(i)])) << (8 * i);
      t1 |= uint64_t(static_cast<unsigned char>(s[size_t(i + 8)])) << (8 * i);
    }
    pcgSeed(st.pcg, (u128(t0) << 64) | t1);
    return;
  }
  pcgSeed(st.pcg, u128(uint64_t(toInt(v))));
}

void m_pcg_jump(NativeArgs& a) {
  EngineState& st = self(a);
  int64_t advance = a.i64(0);
  if (advance < 0)
    throwError(ErrorKind::ValueError,
               "Random\\Engine\\PcgOneseq128XslRr64::jump(): Argument #1 ($advance) must be greater than or equal to 0");
  u128 curMult = kPcgMult, curPlus = kPcgInc, accMult = 1, accPlus = 0;
  uint64_t adv = uint64_t(advance);
  while (adv > 0) {
    if (adv & 1) {
      accMult *= curMult;
      accPlus = accPlus * curMult + curPlus;
    }
    curPlus = (curMult + 1) * curPlus;
    curMult *= curMult;
    adv /= 2;
  }
  st.pcg = accMult * st.pcg + accPlus;
}

void m_xoshiro_construct(NativeArgs& a) {
  EngineState& st = self(a);
  if (a.isNull(0)) {
    do fillRandomBytes(st.xoshiro, sizeof st.xoshiro);
    while (!(st.xoshiro[0] | st.xoshiro[1] | st.xoshiro[2] | st.xoshiro[3]));
    return;
  }
  const TypedValue& v = a.arg(0);
  if (v.isString()) {
    std::string_view s = v.m_data.pstr->view();
    if (s.size() != 32)
      throwError(ErrorKind::ValueError,
                 "Random\\Engine\\Xoshiro256StarStar::__construct(): Argument #1 ($seed) must be a 32 byte (256 bit) string");
    for (int i = 0; i < 4; ++i) {
      uint64_t w = 0;
      for (int k = 0; k < 8; ++k) w |= uint64_t(static_cast<unsigned char>(s[size_t(8 * i + k)])) << (8 * k);
      st.xoshiro[i] = w;
    }
    if (!(st.xoshiro[0] | st.xoshiro[1] | st.xoshiro[2] | st.xoshiro[3]))
      throwError(ErrorKind::ValueError,
                 "Random\\Engine\\Xoshiro256StarStar::__construct(): Argument #1 ($seed) must not consist entirely of NUL bytes");
    return;
  }
  uint64_t seed = uint64_t(toInt(v));
  for (int i = 0; i < 4; ++i) st.xoshiro[i] = splitmix64(seed);
}

void m_xoshiro_jump(NativeArgs& a) {
  static const uint64_t kJump[4] = {0x180ec6d33cfd0abaULL, 0xd5a61266f0c9392cULL, 0xa9582618e03fc9aaULL,
                                    0x39abdc4529b1661cULL};
  xoshiroJump(self(a).xoshiro, kJump);
}

void m_xoshiro_jumpLong(NativeArgs& a) {
  static const uint64_t kJumpLong[4] = {0x76e15d3efefdcbbfULL, 0xc5004e441c522fb3ULL, 0x77710069854ee241ULL,
                                        0x39109bb02acbe635ULL};
  xoshiroJump(self(a).xoshiro, kJumpLong);
}

void m_generate(NativeArgs& a) {
  size_t size = 0;
  uint64_t v = nativeGenerate(self(a), size);
  std::string out;
  for (size_t i = 0; i < size; ++i) out += char((v >> (8 * i)) & 0xff);
  a.retString(out);
}

void m_serialize(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(2);
  ArrayData* props = ArrayData::makeHash(0);
  if (ArrayData* dyn = a.thisObj->m_dynProps) {
    props->decRef();
    props = dyn;
    props->incRef();
  }
  ArrayData::append(r, makeArrayNoIncRef(props));
  ArrayData::append(r, makeArrayNoIncRef(statesArray(self(a))));
  a.retArray(r);
}

void m_unserialize(NativeArgs& a) {
  EngineState& st = self(a);
  const ArrayData* d = a.arr(0);
  const Class* cls = a.thisObj->cls();
  if (d->size() != 2) invalidData(cls);
  const TypedValue* members = d->getInt(0);
  const TypedValue* states = d->getInt(1);
  if (!members || !tvDeref(members)->isArray() || !states || !tvDeref(states)->isArray()) invalidData(cls);
  if (tvDeref(members)->m_data.parr->size() != 0) invalidData(cls);
  if (!loadStates(st, tvDeref(states)->m_data.parr)) invalidData(cls);
}

void m_debugInfo(NativeArgs& a) {
  ArrayData* r = ArrayData::makeHash(1);
  StringData* key = StringData::make("__states");
  ArrayData::set(r, ArrayKey::ofStr(key), makeArrayNoIncRef(statesArray(self(a))));
  key->decRef();
  a.retArray(r);
}

#define ENGINE_COMMON(C)                    \
  {C "::generate", m_generate},             \
  {C "::__serialize", m_serialize},         \
  {C "::__unserialize", m_unserialize},     \
  {C "::__debugInfo", m_debugInfo}

const BuiltinDecl kEngineMethods[] = {
    {"Random\\Engine\\Mt19937::__construct", m_mt_construct},
    ENGINE_COMMON("Random\\Engine\\Mt19937"),
    {"Random\\Engine\\PcgOneseq128XslRr64::__construct", m_pcg_construct},
    {"Random\\Engine\\PcgOneseq128XslRr64::jump", m_pcg_jump},
    ENGINE_COMMON("Random\\Engine\\PcgOneseq128XslRr64"),
    {"Random\\Engine\\Xoshiro256StarStar::__construct", m_xoshiro_construct},
    {"Random\\Engine\\Xoshiro256StarStar::jump", m_xoshiro_jump},
    {"Random\\Engine\\Xoshiro256StarStar::jumpLong", m_xoshiro_jumpLong},
    ENGINE_COMMON("Random\\Engine\\Xoshiro256StarStar"),
    {"Random\\Engine\\Secure::generate", m_generate},
};
HOP_REGISTER_BUILTINS(kEngineMethods);

} // namespace

EngineState* nativeEngine(ObjectData* o) {
  std::string_view n = o->cls()->name->view();
  if (n != "Random\\Engine\\Mt19937" && n != "Random\\Engine\\PcgOneseq128XslRr64" &&
      n != "Random\\Engine\\Xoshiro256StarStar" && n != "Random\\Engine\\Secure")
    return nullptr;
  EngineState*& s = slot(o);
  if (!s) {
    s = new EngineState();
    s->kind = kindOfClass(n);
  }
  return s;
}

uint64_t nativeGenerate(EngineState& st, size_t& size) {
  switch (st.kind) {
    case EngineKind::Mt19937: size = 4; return st.mt.next32();
    case EngineKind::Pcg: size = 8; return pcgNext(st.pcg);
    case EngineKind::Xoshiro: size = 8; return xoshiroNext(st.xoshiro);
    default: {
      uint64_t v;
      fillRandomBytes(&v, sizeof v);
      size = 8;
      return v;
    }
  }
}

} // namespace hop::random
