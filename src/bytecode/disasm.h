// disasm.h — the readable form of bytecode (`hop --dump-bc FILE`), also used
// by the bytecode golden tests.
#pragma once

#include <string>

namespace hop {

struct Unit;
struct Func;

std::string disassembleFunc(const Func& f);
std::string disassembleUnit(const Unit& u);

} // namespace hop
