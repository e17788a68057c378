// generator.h — Generator objects.
//
// Calling a generator function runs its first instruction, CreateCont, which
// moves the frame (ActRec + locals) into a heap block owned by a new
// Generator object and returns that object to the caller. Each resumption
// links the heap frame under the calling frame, restores the evaluation
// stack saved at the last yield onto the VM stack, and interprets until the
// next Yield (which saves the stack again and leaves the interpreter) or
// until the body returns.
//
// `yield from` follows php's model exactly (zend_generators.c):
//   - from an array or a Traversable, the delegating generator walks the
//     values itself ("values"), without running its frame;
//   - from another generator, it becomes a child of that generator in a
//     delegation tree (several generators may yield from the same one). The
//     root of the tree (the innermost delegate still running) is the one
//     that runs when any generator of the tree is resumed, and its current
//     value is what every generator above it shows. When the root finishes,
//     its return value becomes the result of the `yield from` it was
//     delegated by, or, if it never returned, that generator gets a
//     ClosedGeneratorException.
// A generator destroyed while suspended is force-closed: its pending finally
// blocks run (a graceful exit, graceful-exit.h), and yielding there fails.
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/value/typed-value.h"

namespace hop {

struct ActRec;
struct ObjectData;
struct ArrayData;
struct VMState;

struct GeneratorData {
  ObjectData* obj = nullptr;         // the Generator object owning this
  ActRec* frame = nullptr;           // inside frameBlock; null once finished (php: execute_data)
  void* frameBlock = nullptr;
  size_t frameBlockSize = 0;
  uint32_t resumeOffset = 0;         // where the frame continues
  bool started = false;              // the frame has run at least once
  bool running = false;
  bool atYieldFrom = false;          // suspended on a YieldFrom (send() does not reach it)
  bool atFirstYield = false;         // rewind() is still allowed
  bool doInit = false;               // just delegated: do not advance a delegate that already runs
  bool forcedClose = false;          // being destroyed: finally blocks may not yield
  TypedValue current = makeUninit();   // Uninit until the first yield
  TypedValue key = makeUninit();
  TypedValue returnValue = makeUninit();   // Uninit until the body returns
  int64_t largestIntKey = -1;
  std::vector<TypedValue> savedStack;  // evaluation stack at the last yield
  TypedValue* stackBase = nullptr;     // where the frame's eval stack starts while running
  /// What the frame receives when it resumes: the value sent to a yield, or
  /// the result of a finished `yield from`.
  TypedValue resumeValue = makeNull();
  /// An exception to raise at the suspension point when the frame resumes (owned).
  ObjectData* pendingThrow = nullptr;
  // yield from an array (position of the next element) or an Iterator
  // object (index of the next element: next() is called from the second on).
  TypedValue values = makeUninit();
  uint32_t valuesPos = 0;
  int64_t valuesIndex = 0;
  // yield from a generator: the delegation tree.
  ObjectData* parent = nullptr;              // the generator delegated to (owned reference)
  std::vector<GeneratorData*> children;      // generators delegating to this one
  // Memos of the walk up the tree (currentGenerator) and of the frame links
  // (linkChain), valid while the tree epoch has not moved (generator.cpp):
  // deep delegation resumes in constant time, as php's cached root does.
  GeneratorData* cachedRoot = nullptr;
  uint64_t cachedRootEpoch = 0;
  GeneratorData* linkedRoot = nullptr;
  uint64_t linkedEpoch = 0;
};

GeneratorData* generatorData(ObjectData* gen);
/// The generator that owns a frame flagged kInGenerator.
GeneratorData* generatorOfFrame(const ActRec* fp);
void registerGeneratorClass();

// --- foreach over a Generator (php's generator iterator: no method frames) ----

/// Starts a foreach: php's errors for closed generators and by-reference
/// iteration of generators that do not yield by reference, then rewind.
void generatorIterStart(ObjectData* gen, bool byRef);
/// Whether the generator has a current element (runs it to its first yield).
bool generatorIterValid(ObjectData* gen);
/// The current value (for by-reference generators, the Reference itself).
const TypedValue& generatorIterCurrent(ObjectData* gen);
/// The current key (Null when there is none).
TypedValue generatorIterKey(ObjectData* gen);
/// Moves to the next element.
void generatorIterNext(ObjectData* gen);

struct VMState;
/// A RetC inside a generator body finishes the generator.
void generatorReturn(VMState& vm, TypedValue ret);

} // namespace hop
