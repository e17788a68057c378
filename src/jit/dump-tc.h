// dump-tc.h — hop.dump_tc=1: the disassembly of each translation as it is
// published, on stderr.
//
// Per non-empty area range: a header naming the translation (id, kind,
// SrcKey as Func@offset, area, size), then one line per x86-64 instruction
// (disasm.h); where the translation carries a bytecode map (Translation::
// bcMap) a "; bc 12: CGetL $i" line stands before the code of each
// bytecode. The data area is listed as bytes. Only addresses (and bytes that
// encode them) vary between runs of the same program.
#pragma once

#include <string>

namespace hop {
struct Func;
}

namespace hop::jit {

struct Translation;

/// The listing of `t`, a translation of `func`.
std::string dumpTranslation(const Translation& t, const Func& func);

/// Writes dumpTranslation(t, func) to stderr in one piece (under a lock, so
/// translations published by several threads do not interleave).
void printTranslation(const Translation& t, const Func& func);

} // namespace hop::jit
