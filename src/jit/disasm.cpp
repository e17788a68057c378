// disasm.cpp — Zydis-based listing of machine code.
#include "jit/disasm.h"

#include <Zydis/Zydis.h>

#include <cstdio>

namespace hop::jit {

std::string disassemble(const uint8_t* start, size_t size) {
  std::string out;
  size_t offset = 0;
  char line[64];
  while (offset < size) {
    ZydisDisassembledInstruction insn;
    uint64_t addr = reinterpret_cast<uint64_t>(start + offset);
    ZyanStatus st = ZydisDisassembleIntel(ZYDIS_MACHINE_MODE_LONG_64, addr, start + offset,
                                          size - offset, &insn);
    size_t len = ZYAN_SUCCESS(st) ? insn.info.length : 1;
    std::snprintf(line, sizeof line, "  %012llx  ", static_cast<unsigned long long>(addr));
    out += line;
    std::string bytes;
    for (size_t i = 0; i < len; ++i) {
      std::snprintf(line, sizeof line, "%02x", start[offset + i]);
      bytes += line;
    }
    if (bytes.size() < 22) bytes.resize(22, ' ');
    out += bytes;
    out += "  ";
    out += ZYAN_SUCCESS(st) ? insn.text : "(bad)";
    out += '\n';
    offset += len;
  }
  return out;
}

} // namespace hop::jit
