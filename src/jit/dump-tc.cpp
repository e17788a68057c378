// dump-tc.cpp — listing published translations for hop.dump_tc.
#include "jit/dump-tc.h"

#include <cstdio>
#include <mutex>

#include "bytecode/disasm.h"
#include "bytecode/func.h"
#include "jit/disasm.h"
#include "jit/srcdb.h"

namespace hop::jit {
namespace {

/// "; bc 12: CGetL $i" (the offset alone when it is outside the function).
std::string bcLine(const Func& func, uint32_t bcOffset) {
  std::string s = "  ; bc " + std::to_string(bcOffset);
  if (bcOffset < func.bc.size()) s += ": " + disassembleInstr(func, bcOffset);
  return s + '\n';
}

/// The data area holds constants, not code: 16 bytes a line.
std::string hexListing(const uint8_t* start, size_t size) {
  std::string out;
  char buf[32];
  for (size_t off = 0; off < size; off += 16) {
    std::snprintf(buf, sizeof buf, "  %012llx ", static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(start + off)));
    out += buf;
    for (size_t i = off; i < size && i < off + 16; ++i) {
      std::snprintf(buf, sizeof buf, " %02x", start[i]);
      out += buf;
    }
    out += '\n';
  }
  return out;
}

std::string codeListing(const CodeRange& r, const std::vector<BcMapEntry>& map, const Func& func) {
  std::string out;
  size_t next = 0;   // the first map entry not yet printed
  for (const DisasmLine& l : disassembleLines(r.start, r.size())) {
    // Entries starting inside the instruction print before it too.
    while (next < map.size() && map[next].codeOffset < l.offset + 1) out += bcLine(func, map[next++].bcOffset);
    out += l.text;
    out += '\n';
  }
  // Bytecodes at the very end that produced no code.
  while (next < map.size()) out += bcLine(func, map[next++].bcOffset);
  return out;
}

} // namespace

std::string dumpTranslation(const Translation& t, const Func& func) {
  std::string out;
  const std::string where = t.sk.toString(func.fullName());
  for (size_t i = 0; i < kNumAreas; ++i) {
    const CodeRange& r = t.ranges[i];
    if (r.empty()) continue;
    const Area area = static_cast<Area>(i);
    out += ";; translation " + std::to_string(t.id) + " " + transKindName(t.kind) + " " + where + " [" +
           areaName(area) + "] " + std::to_string(r.size()) + " bytes\n";
    if (area == Area::Data) {
      out += hexListing(r.start, r.size());
    } else {
      out += codeListing(r, t.bcMap[i], func);
    }
  }
  return out;
}

void printTranslation(const Translation& t, const Func& func) {
  static std::mutex lock;
  const std::string text = dumpTranslation(t, func);
  std::lock_guard<std::mutex> g(lock);
  std::fwrite(text.data(), 1, text.size(), stderr);
  std::fflush(stderr);
}

} // namespace hop::jit
