// dump-tc-test.cpp — tests: the hop.dump_tc listing of a translation, with
// and without its bytecode map.
#include "jit/dump-tc.h"

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "bytecode/disasm.h"
#include "bytecode/func.h"
#include "bytecode/op-info.h"
#include "bytecode/unit.h"
#include "compiler/compiler.h"
#include "jit/srcdb.h"
#include "jit/test-translations.h"
#include "runtime/string/string-data.h"

namespace hop::jit {
namespace {

using namespace fakes;

const Func& compiledFunc(std::unique_ptr<Unit>& keep, const char* src, const char* name) {
  auto r = compileSource(src, "t.php");
  keep = std::move(std::get<std::unique_ptr<Unit>>(r));
  for (const auto& f : keep->funcs) {
    if (f->name && f->name->str() == name) return *f;
  }
  ADD_FAILURE() << "no function " << name;
  return *keep->funcs[0];
}

TEST(DumpTC, ListsEachAreaWithItsHeaderAndTheBytecodeMap) {
  std::unique_ptr<Unit> unit;
  const Func& f = compiledFunc(unit, "<?php function add($a, $b) { return $a + $b; }", "add");
  auto t = fakeTranslation(5, SrcKey(f.id, 0));
  // The first bytecode begins the code; the second starts at `ret`.
  const uint32_t second = uint32_t(instrLen(f.bc.data()));
  t->bcMap[size_t(Area::Main)] = {{0, 0}, {7, second}};
  const std::string out = dumpTranslation(*t, f);
  std::istringstream in(out);
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  ASSERT_EQ(lines.size(), 7u) << out;
  EXPECT_EQ(lines[0], ";; translation 5 live add@0 [main] 8 bytes");
  EXPECT_EQ(lines[1], "  ; bc 0: " + disassembleInstr(f, 0));
  EXPECT_NE(lines[2].find("mov rax, 0x01"), std::string::npos) << lines[2];
  EXPECT_EQ(lines[3], "  ; bc " + std::to_string(second) + ": " + disassembleInstr(f, second));
  EXPECT_NE(lines[4].find("ret"), std::string::npos) << lines[4];
  EXPECT_EQ(lines[5], ";; translation 5 live add@0 [cold] 2 bytes");
  EXPECT_NE(lines[6].find("ud2"), std::string::npos) << lines[6];
  EXPECT_NE(lines[2].find(hexOf(kMainCode)), std::string::npos) << lines[2];
}

TEST(DumpTC, WithoutABytecodeMapListsOnlyCode) {
  std::unique_ptr<Unit> unit;
  const Func& f = compiledFunc(unit, "<?php function g() { return 1; }", "g");
  auto t = fakeTranslation(0, SrcKey(f.id, 0));
  t->ranges[size_t(Area::Cold)] = {};
  const std::string out = dumpTranslation(*t, f);
  EXPECT_EQ(out.find("; bc"), std::string::npos) << out;
  EXPECT_EQ(out.rfind(";; translation 0 live g@0 [main] 8 bytes\n", 0), 0u) << out;
}

} // namespace
} // namespace hop::jit
