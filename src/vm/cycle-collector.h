// cycle-collector.h — gc_collect_cycles(): frees objects that only cycles keep alive.
//
// php buffers possible roots on every decrement; HopVM instead looks at every
// live object, and every reference box an array element came to hold
// (refRoots()), when asked (synchronous trial deletion, as in Bacon and Rajan):
// for the graph of objects and the arrays and references they hold, a node
// whose refcount exceeds the references from inside the graph is held from
// outside (the stack, globals, C++), and so is everything it reaches; the
// rest is garbage. Garbage objects get their destructors first (then the
// search starts again, as a destructor may keep its object), then lose what
// they hold, which frees them. Only references an object is known to own are
// followed (properties, closures' bound values, suspended generators' frames);
// other native data counts as held from outside, which is safe, but a cycle
// through it is not found. Garbage reference boxes let go of their values,
// which breaks the cycles of arrays holding themselves through references.
#pragma once

#include <cstdint>

namespace hop {

/// Frees the garbage cycles of the request; returns how many objects and
/// arrays were freed (php's count).
uint32_t collectCycles();

/// Automatic collection (while zend.enable_gc is on), php's collector run by
/// its root buffer filling up: object creation calls this every 4096 objects;
/// once the request heap has grown past a mark (64 MiB, then twice what a
/// collection leaves), it asks for a collection at the next safe point
/// (kSurpriseGc), where runScheduledCycleCollection() runs it.
void maybeScheduleCycleCollection();
void runScheduledCycleCollection();

/// gc_status()'s "runs" and "collected" for the request so far.
struct CycleCollectorStats {
  uint32_t runs = 0;
  uint32_t collected = 0;
};
const CycleCollectorStats& cycleCollectorStats();

} // namespace hop
