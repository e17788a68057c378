// vasm-check-test.cpp — tests: the vasm checker finds flags read without a
// compare, operands the roles do not allow, and live registers a call clobbers.
#include "jit/vasm/vasm-check.h"

#include <gtest/gtest.h>

namespace hop::jit {
namespace {

Vinstr op(Vop o) {
  Vinstr in{};
  in.op = o;
  return in;
}

TEST(VasmCheck, FlagsMustBeSetInTheBlock) {
  Vunit u;
  u.blocks.resize(2);
  u.order = {0, 1};
  Vinstr j = op(Vop::jcc);
  j.t0 = 1;
  j.t1 = 1;
  u.blocks[0].code.push_back(j);
  u.blocks[1].code.push_back(op(Vop::exit));
  std::string err;
  EXPECT_FALSE(checkVunit(u, false, &err));
  EXPECT_NE(err.find("reads the flags"), std::string::npos) << err;
  // A compare first: fine; a flags-destroying op between: not.
  Vinstr c = op(Vop::cmpq);
  c.s0 = Vreg{0};
  c.s1 = Vreg{2};
  u.blocks[0].code.insert(u.blocks[0].code.begin(), c);
  EXPECT_TRUE(checkVunit(u, false, &err)) << err;
  Vinstr x = op(Vop::xorq);
  x.d = x.s0 = x.s1 = Vreg{6};
  u.blocks[0].code.insert(u.blocks[0].code.begin() + 1, x);
  EXPECT_FALSE(checkVunit(u, false, &err));
}

TEST(VasmCheck, RolesAndClobbers) {
  Vunit u;
  u.blocks.resize(1);
  u.order = {0};
  Vinstr ld = op(Vop::ldimm);
  ld.d = Vreg{0};   // rax, caller-saved
  ld.imm = 5;
  Vinstr call = op(Vop::callinterp);
  Vinstr st = op(Vop::store);
  st.s0 = Vreg{0};
  st.s1 = kRegLocals;
  u.blocks[0].code = {ld, call, st, op(Vop::exit)};
  std::string err;
  EXPECT_FALSE(checkVunit(u, true, &err));
  EXPECT_NE(err.find("clobbers registers live after it"), std::string::npos) << err;
  // In a callee-saved register the value survives the call.
  u.blocks[0].code[0].d = Vreg{13};
  u.blocks[0].code[2].s0 = Vreg{13};
  EXPECT_TRUE(checkVunit(u, true, &err)) << err;
  // An operand the op does not take.
  u.blocks[0].code[1].s0 = Vreg{13};
  EXPECT_FALSE(checkVunit(u, true, &err));
  EXPECT_NE(err.find("s0 is set but the op does not use it"), std::string::npos) << err;
}

} // namespace
} // namespace hop::jit
