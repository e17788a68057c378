// disasm.h — x86-64 disassembly of translation-cache code (hop.dump_tc), by Zydis.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace hop::jit {

/// Intel-syntax listing of [start, start+size), one instruction a line:
/// "  <address>  <hex bytes>  <instruction>". Bytes that do not decode are
/// listed as "(bad)" one at a time, so a listing never stops early.
std::string disassemble(const uint8_t* start, size_t size);

} // namespace hop::jit
