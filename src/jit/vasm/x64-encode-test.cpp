// x64-encode-test.cpp — tests: each hand-encoded form gives asmjit's bytes
// over every register, and base registers, displacements and immediates
// at each encoding boundary; a buffer growing mid-stream keeps them.
#include "jit/vasm/x64-encode.h"

#include <gtest/gtest.h>

#include <functional>
#include <vector>

namespace hop::jit {
namespace {

namespace x86 = asmjit::x86;

/// The bytes `emit` makes in a fresh code holder.
std::vector<uint8_t> bytesOf(const std::function<void(x86::Assembler&)>& emit) {
  asmjit::CodeHolder code;
  code.init(asmjit::Environment::host());
  x86::Assembler a(&code);
  emit(a);
  const asmjit::CodeBuffer& buf = code.textSection()->buffer();
  return std::vector<uint8_t>(buf.data(), buf.data() + buf.size());
}

const int32_t kDisps[] = {0, 1, -1, 8, 127, 128, -128, -129, 0x7fff, -48, INT32_MAX, INT32_MIN};
const int64_t kImms[] = {0, 1, -1, 127, 128, -128, -129, 255, 256, INT32_MAX, INT32_MIN,
                         int64_t(INT32_MAX) + 1, int64_t(UINT32_MAX), int64_t(INT32_MIN) - 1,
                         0x55dc84724a10, INT64_MIN, INT64_MAX};

#define EXPECT_SAME(mine, theirs, what)                                                   \
  EXPECT_EQ(bytesOf([&](x86::Assembler& a) { mine; }), bytesOf([&](x86::Assembler& a) { theirs; })) \
      << what

TEST(X64Encode, RegisterForms) {
  for (uint32_t d = 0; d < 16; ++d) {
    for (uint32_t s = 0; s < 16; ++s) {
      EXPECT_SAME(x64::movRR(a, d, s), a.mov(x86::gpq(d), x86::gpq(s)), "mov " << d << ", " << s);
      EXPECT_SAME(x64::testRR(a, d, s), a.test(x86::gpq(d), x86::gpq(s)), "test " << d << ", " << s);
      EXPECT_SAME(x64::cmpRR(a, d, s), a.cmp(x86::gpq(d), x86::gpq(s)), "cmp " << d << ", " << s);
    }
    for (int64_t imm : kImms)
      EXPECT_SAME(x64::movRI(a, d, imm), a.mov(x86::gpq(d), asmjit::imm(imm)), "mov " << d << ", " << imm);
    EXPECT_SAME(x64::callR(a, d), a.call(x86::gpq(d)), "call " << d);
    if (d != 4) {   // (never pushed: rsp)
      EXPECT_SAME(x64::pushR(a, d), a.push(x86::gpq(d)), "push " << d);
      EXPECT_SAME(x64::popR(a, d), a.pop(x86::gpq(d)), "pop " << d);
    }
  }
}

TEST(X64Encode, MemoryForms) {
  for (uint32_t b = 0; b < 16; ++b) {
    for (int32_t disp : kDisps) {
      for (uint32_t r = 0; r < 16; ++r) {
        EXPECT_SAME(x64::load64(a, r, b, disp), a.mov(x86::gpq(r), x86::qword_ptr(x86::gpq(b), disp)),
                    "load " << r << ", [" << b << "+" << disp << "]");
        EXPECT_SAME(x64::store64(a, b, disp, r), a.mov(x86::qword_ptr(x86::gpq(b), disp), x86::gpq(r)),
                    "store [" << b << "+" << disp << "], " << r);
        EXPECT_SAME(x64::movsdMem(a, true, r, b, disp), a.movsd(x86::xmm(r), x86::qword_ptr(x86::gpq(b), disp)),
                    "movsd load " << r << ", [" << b << "+" << disp << "]");
        EXPECT_SAME(x64::movsdMem(a, false, r, b, disp), a.movsd(x86::qword_ptr(x86::gpq(b), disp), x86::xmm(r)),
                    "movsd store [" << b << "+" << disp << "], " << r);
      }
      for (int64_t imm : kImms) {
        if (imm < INT32_MIN || imm > INT32_MAX) continue;
        const auto i32 = static_cast<int32_t>(imm);
        const auto i8 = static_cast<uint8_t>(imm);
        EXPECT_SAME(x64::store64i(a, b, disp, i32), a.mov(x86::qword_ptr(x86::gpq(b), disp), asmjit::imm(i32)),
                    "store [" << b << "+" << disp << "], " << imm);
        EXPECT_SAME(x64::cmp32MI(a, b, disp, i32), a.cmp(x86::dword_ptr(x86::gpq(b), disp), asmjit::imm(i32)),
                    "cmp dword [" << b << "+" << disp << "], " << imm);
        EXPECT_SAME(x64::cmp8MI(a, b, disp, i8), a.cmp(x86::byte_ptr(x86::gpq(b), disp), asmjit::imm(i8)),
                    "cmp byte [" << b << "+" << disp << "], " << imm);
        EXPECT_SAME(x64::test8MI(a, b, disp, i8), a.test(x86::byte_ptr(x86::gpq(b), disp), asmjit::imm(i8)),
                    "test byte [" << b << "+" << disp << "], " << imm);
      }
      EXPECT_SAME(x64::incDecM32(a, true, b, disp), a.inc(x86::dword_ptr(x86::gpq(b), disp)), "inc");
      EXPECT_SAME(x64::incDecM32(a, false, b, disp), a.dec(x86::dword_ptr(x86::gpq(b), disp)), "dec");
    }
  }
}

TEST(X64Encode, ProfilingForms) {
  for (uint32_t r = 0; r < 16; ++r) {
    for (uint32_t b = 0; b < 16; ++b) {
      for (int32_t disp : kDisps) {
        EXPECT_SAME(x64::movzx8(a, r, b, disp), a.movzx(x86::gpd(r), x86::byte_ptr(x86::gpq(b), disp)),
                    "movzx " << r << ", [" << b << "+" << disp << "]");
      }
      for (int64_t imm : kImms) {
        if (imm < INT32_MIN || imm > INT32_MAX) continue;
        const auto i32 = static_cast<int32_t>(imm);
        EXPECT_SAME(x64::imul32RRI(a, r, b, i32), a.imul(x86::gpd(r), x86::gpd(b), asmjit::imm(i32)),
                    "imul " << r << ", " << b << ", " << imm);
      }
      if (b != 4) {   // (an index is never rsp)
        EXPECT_SAME(x64::incQIdx8(a, r, b), a.inc(x86::qword_ptr(x86::gpq(r), x86::gpq(b), 3)),
                    "inc [" << r << "+" << b << "*8]");
      }
    }
    for (uint32_t imm : {1u, 2u, 4u, 31u, 63u, 255u})
      EXPECT_SAME(x64::shr32RI(a, r, static_cast<uint8_t>(imm)), a.shr(x86::gpd(r), asmjit::imm(imm)), "shr " << r);
    for (int64_t imm : kImms) {
      if (imm < INT32_MIN || imm > INT32_MAX) continue;
      const auto i32 = static_cast<int32_t>(imm);
      EXPECT_SAME(x64::and32RI(a, r, i32), a.and_(x86::gpd(r), asmjit::imm(i32)), "and " << r << ", " << imm);
      for (int32_t disp : kDisps) {
        EXPECT_SAME(x64::cmpQMI(a, r, disp, i32), a.cmp(x86::qword_ptr(x86::gpq(r), disp), asmjit::imm(i32)),
                    "cmp qword [" << r << "+" << disp << "], " << imm);
        EXPECT_SAME(x64::lockAddQMI(a, r, disp, i32), a.lock().add(x86::qword_ptr(x86::gpq(r), disp), asmjit::imm(i32)),
                    "lock add [" << r << "+" << disp << "], " << imm);
      }
    }
    for (int32_t disp : kDisps)
      EXPECT_SAME(x64::incQM(a, r, disp), a.inc(x86::qword_ptr(x86::gpq(r), disp)), "inc [" << r << "+" << disp << "]");
  }
}

TEST(X64Encode, GrowsTheBufferMidStream) {
  // Far more than the holder's first buffer, hand forms and asmjit's mixed.
  auto emit = [](x86::Assembler& a, bool mine) {
    for (int i = 0; i < 20000; ++i) {
      if (mine) x64::load64(a, i % 16, (i + 3) % 16, i * 8);
      else a.mov(x86::gpq(i % 16), x86::qword_ptr(x86::gpq((i + 3) % 16), i * 8));
      a.nop();
    }
  };
  EXPECT_EQ(bytesOf([&](x86::Assembler& a) { emit(a, true); }), bytesOf([&](x86::Assembler& a) { emit(a, false); }));
  // Several instructions under one Writer (room made once for all).
  auto batch = [](x86::Assembler& a, bool mine) {
    for (int i = 0; i < 2000; ++i) {
      if (mine) {
        x64::Writer w(a, 8 * 16 + 2 * 16);
        for (uint32_t x = 0; x < 16; ++x) x64::movsdMem(w, (i & 1) != 0, x, 4, static_cast<int32_t>(8 * x));
        for (uint32_t r = 0; r < 16; ++r) x64::pushR(w, r);
      } else {
        for (uint32_t x = 0; x < 16; ++x) {
          if (i & 1) a.movsd(x86::xmm(x), x86::qword_ptr(x86::rsp, static_cast<int32_t>(8 * x)));
          else a.movsd(x86::qword_ptr(x86::rsp, static_cast<int32_t>(8 * x)), x86::xmm(x));
        }
        for (uint32_t r = 0; r < 16; ++r) a.push(x86::gpq(r));
      }
      a.nop();
    }
  };
  EXPECT_EQ(bytesOf([&](x86::Assembler& a) { batch(a, true); }), bytesOf([&](x86::Assembler& a) { batch(a, false); }));
}

} // namespace
} // namespace hop::jit
