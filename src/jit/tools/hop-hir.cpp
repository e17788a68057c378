// hop-hir.cpp — the HIR golden tests' runner: reads IR in its text form
// (ir-text.h), verifies it, runs one pass (or the profitability check) and
// prints the IR after it, verified again. scripts/hir-golden.py feeds it
// the sections of tests/jit/hir/<pass>/*.hir.
//
//   hop-hir --pass NAME [FILE]     IR from FILE (default stdin) through pass NAME
//                                  (`profitability`: the check's decision; `verify`:
//                                  no pass, the IR printed back)
//   hop-hir --list-passes          the passes (HOP_IR_PASSES) with their docs
//   hop-hir --list-ops             the IR ops (HOP_IR_OPS) with their docs
// Exit status: 0 done; 1 a parse or verifier error (on stdout, so golden
// tests can expect one); 2 bad usage.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>

#include "bytecode/func.h"
#include "jit/ir/ir-text.h"
#include "jit/ir/ir-verify.h"
#include "jit/ir/passes.h"
#include "jit/ir/profitability.h"
#include "runtime/class/class.h"
#include "runtime/string/string-data.h"

using namespace hop;
using namespace hop::jit;

namespace {

std::string flagsText(uint32_t f) {
  static const struct { uint32_t bit; const char* name; } kFlags[] = {
      {irflag::Branch, "Branch"}, {irflag::Next, "Next"},         {irflag::Terminal, "Terminal"},
      {irflag::Guard, "Guard"},   {irflag::Pure, "Pure"},         {irflag::KillsMem, "KillsMem"},
      {irflag::Call, "Call"},     {irflag::Interp, "Interp"},     {irflag::Exit, "Exit"},
      {irflag::Meta, "Meta"}, {irflag::PhpCall, "PhpCall"}, {irflag::CallLoop, "CallLoop"}};
  std::string out;
  for (auto& k : kFlags) {
    if (f & k.bit) out += (out.empty() ? "" : "|") + std::string(k.name);
  }
  return out.empty() ? "-" : out;
}

int usage() {
  std::fprintf(stderr, "usage: hop-hir --pass NAME [FILE] | --list-passes | --list-ops\n");
  return 2;
}

} // namespace

int main(int argc, char** argv) {
  std::string pass, file;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--list-passes") {
      for (uint32_t p = 0; p < kNumPasses; ++p)
        std::printf("%-32s %s\n", passName(static_cast<Pass>(p)), passDoc(static_cast<Pass>(p)));
      std::printf("%-32s %s\n", "profitability", "(a check, not a pass) the decision line");
      std::printf("%-32s %s\n", "verify", "(no pass) the IR verified and printed back");
      return 0;
    }
    if (a == "--list-ops") {
      for (uint32_t o = 0; o < kNumOpcodes; ++o) {
        const OpInfo& info = opInfo(static_cast<Opcode>(o));
        std::printf("%-18s %-28s %s\n", info.name, flagsText(info.flags).c_str(), info.doc);
      }
      return 0;
    }
    if (a == "--pass" && i + 1 < argc) {
      pass = argv[++i];
    } else if (!a.empty() && a[0] != '-' && file.empty()) {
      file = a;
    } else {
      return usage();
    }
  }
  if (pass.empty()) return usage();
  Pass p = Pass::eliminateDeadCode;
  const bool profitability = pass == "profitability", verifyOnly = pass == "verify";
  if (!profitability && !verifyOnly && !passFromName(pass, &p)) {
    std::fprintf(stderr, "hop-hir: no pass named %s (--list-passes)\n", pass.c_str());
    return 2;
  }
  std::stringstream text;
  if (file.empty()) {
    text << std::cin.rdbuf();
  } else {
    std::ifstream in(file);
    if (!in) {
      std::fprintf(stderr, "hop-hir: cannot read %s\n", file.c_str());
      return 2;
    }
    text << in.rdbuf();
  }
  StandInSymbols symbols;
  IRUnit unit;
  std::string err;
  if (!parseIR(text.str(), symbols, unit, &err)) {
    std::printf("parse error: %s\n", err.c_str());
    return 1;
  }
  if (!verifyIR(unit, &err)) {
    std::printf("the input does not verify:\n%s", err.c_str());
    return 1;
  }
  if (verifyOnly) {   // the text form read back and printed: a round trip
    std::fputs(unit.toString().c_str(), stdout);
    return 0;
  }
  if (profitability) {
    const Profitability prof = checkProfitability(unit);
    std::printf("%s%s\n", prof.reason.c_str(), prof.pays ? "" : (std::string(" [") + bailoutName(prof.why) + "]").c_str());
    return 0;
  }
  runPass(p, unit);
  if (!verifyIR(unit, &err)) {
    std::printf("the IR after %s does not verify:\n%s--- the IR:\n%s", pass.c_str(), err.c_str(), unit.toString().c_str());
    return 1;
  }
  std::fputs(unit.toString().c_str(), stdout);
  return 0;
}
