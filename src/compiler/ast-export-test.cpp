// ast-export-test.cpp — tests: the assert() description printer against php 8.2
// (testdata/ast-export.tsv, written by tools/generate-ast-export-testdata.php).
#include "compiler/ast-export.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "parser/parser.h"

namespace hop {
namespace {

std::string fromHex(const std::string& h) {
  std::string out;
  for (size_t i = 0; i + 1 < h.size(); i += 2) out += static_cast<char>(std::stoi(h.substr(i, 2), nullptr, 16));
  return out;
}

/// The argument of the assert() call that is the file's only statement.
const ast::Arg* assertArg(const parser::ParsedFile& file) {
  if (file.top->stmts.size() != 1 || file.top->stmts[0]->kind != ast::StmtKind::ExprStmt) return nullptr;
  const ast::Expr* e = static_cast<const ast::ExprStmt*>(file.top->stmts[0])->expr;
  if (e->kind != ast::ExprKind::Call) return nullptr;
  auto* call = static_cast<const ast::Call*>(e);
  return call->args.size() == 1 ? call->args[0] : nullptr;
}

TEST(AstExport, MatchesPhp) {
  std::ifstream in(std::string(HOP_SOURCE_DIR) + "/src/compiler/testdata/ast-export.tsv", std::ios::binary);
  ASSERT_TRUE(in) << "missing testdata/ast-export.tsv";
  std::string line;
  int cases = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    size_t tab = line.find('\t');
    ASSERT_NE(tab, std::string::npos);
    std::string code = fromHex(line.substr(0, tab));
    std::string want = fromHex(line.substr(tab + 1));
    auto parsed = parser::parseFile("<?php assert(" + code + ");", "test.php");
    auto* file = std::get_if<std::unique_ptr<parser::ParsedFile>>(&parsed);
    ASSERT_TRUE(file) << "parse error in: " << code;
    const ast::Arg* arg = assertArg(**file);
    ASSERT_TRUE(arg) << code;
    EXPECT_EQ("assert(" + exportAstArg(arg, 14) + ")", want);
    ++cases;
  }
  EXPECT_GT(cases, 40);
}

TEST(AstExport, FloatsFollowPrecision) {
  auto parsed = parser::parseFile("<?php assert(0.1 + 1/3);", "test.php");
  auto* file = std::get_if<std::unique_ptr<parser::ParsedFile>>(&parsed);
  ASSERT_TRUE(file);
  // php -d precision=5: assert(0.1 + 1 / 3)
  EXPECT_EQ(exportAstArg(assertArg(**file), 5), "0.1 + 1 / 3");
  auto parsed2 = parser::parseFile("<?php assert(3.14159265358979);", "test.php");
  auto* file2 = std::get_if<std::unique_ptr<parser::ParsedFile>>(&parsed2);
  ASSERT_TRUE(file2);
  // php -d precision=5: assert(3.1416); php -d precision=17: assert(3.14159265358979)
  EXPECT_EQ(exportAstArg(assertArg(**file2), 5), "3.1416");
  EXPECT_EQ(exportAstArg(assertArg(**file2), 17), "3.14159265358979");
}

} // namespace
} // namespace hop
