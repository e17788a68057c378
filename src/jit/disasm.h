// disasm.h — x86-64 disassembly of translation-cache code (hop.dump_tc), by Zydis.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace hop::jit {

/// One listed instruction: its offset from the listing's start and its line
/// (without the newline).
struct DisasmLine {
  size_t offset;
  std::string text;
};

/// Intel-syntax listing of [start, start+size), one instruction a line:
/// "  <address>  <hex bytes>  <instruction>". Bytes that do not decode are
/// listed as "(bad)" one at a time, so a listing never stops early.
std::vector<DisasmLine> disassembleLines(const uint8_t* start, size_t size);

/// The same lines joined, each ending in '\n'.
std::string disassemble(const uint8_t* start, size_t size);

} // namespace hop::jit
