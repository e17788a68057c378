// object-teardown.h — destructing and freeing an object in steps, for the cycle collector (vm/cycle-collector.cpp).
#pragma once

namespace hop {

struct ObjectData;

/// Releases everything the object holds (weak references, native data, dynamic
/// and declared properties, in php's order), leaving an empty shell. When a
/// destructor throws, the rest still goes (release-chain.h).
void releaseObjectContents(ObjectData* o);
/// Runs the object's destructor unless it ran (or must not run); true if it ran.
bool runPendingDestructor(ObjectData* o);
/// Gives back the shell's handle and memory (after releaseObjectContents).
void freeObjectShell(ObjectData* o);

} // namespace hop
