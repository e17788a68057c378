// disasm.cpp — Zydis-based listing of machine code.
#include "jit/disasm.h"

#include <Zydis/Zydis.h>

#include <cstdio>

namespace hop::jit {

std::vector<DisasmLine> disassembleLines(const uint8_t* start, size_t size) {
  std::vector<DisasmLine> lines;
  size_t offset = 0;
  char buf[64];
  while (offset < size) {
    ZydisDisassembledInstruction insn;
    uint64_t addr = reinterpret_cast<uint64_t>(start + offset);
    ZyanStatus st = ZydisDisassembleIntel(ZYDIS_MACHINE_MODE_LONG_64, addr, start + offset,
                                          size - offset, &insn);
    size_t len = ZYAN_SUCCESS(st) ? insn.info.length : 1;
    std::snprintf(buf, sizeof buf, "  %012llx  ", static_cast<unsigned long long>(addr));
    std::string text = buf;
    std::string bytes;
    for (size_t i = 0; i < len; ++i) {
      std::snprintf(buf, sizeof buf, "%02x", start[offset + i]);
      bytes += buf;
    }
    if (bytes.size() < 22) bytes.resize(22, ' ');
    text += bytes;
    text += "  ";
    text += ZYAN_SUCCESS(st) ? insn.text : "(bad)";
    lines.push_back({offset, std::move(text)});
    offset += len;
  }
  return lines;
}

std::string disassemble(const uint8_t* start, size_t size) {
  std::string out;
  for (const DisasmLine& l : disassembleLines(start, size)) {
    out += l.text;
    out += '\n';
  }
  return out;
}

} // namespace hop::jit
