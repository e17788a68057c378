// disasm.h — the readable form of bytecode (`hop --dump-bc FILE`), also used
// by the bytecode golden tests.
#pragma once

#include <cstdint>
#include <string>

namespace hop {

struct Unit;
struct Func;

std::string disassembleFunc(const Func& f);
/// One instruction of `f` at bytecode offset `off`, as the listing shows it
/// after its offset ("CGetL $i"); hop.dump_tc uses it.
std::string disassembleInstr(const Func& f, uint32_t off);
std::string disassembleUnit(const Unit& u);

} // namespace hop
