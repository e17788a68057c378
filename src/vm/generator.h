// generator.h — Generator objects.
//
// Calling a generator function runs its first instruction, CreateCont, which
// moves the frame (ActRec + locals) into a heap block owned by a new
// Generator object and returns that object to the caller. Each resumption
// (current/next/send/...) links the heap frame under the calling frame,
// restores the evaluation stack saved at the last yield onto the VM stack,
// and interprets until the next Yield (which saves the stack again and leaves
// the interpreter) or until the body returns.
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/value/typed-value.h"

namespace hop {

struct ActRec;
struct ObjectData;
struct ArrayData;
struct VMState;

enum class GenState : uint8_t { Created, Suspended, Running, Done };

struct GeneratorData {
  ActRec* frame = nullptr;           // inside `frameBlock`
  void* frameBlock = nullptr;
  size_t frameBlockSize = 0;
  uint32_t resumeOffset = 0;
  GenState state = GenState::Created;
  TypedValue current = makeNull();
  TypedValue key = makeNull();
  TypedValue returnValue = makeNull();
  int64_t largestIntKey = -1;
  std::vector<TypedValue> savedStack;   // evaluation stack at the last yield
  TypedValue* stackBase = nullptr;      // where the frame's eval stack starts while running
  // yield from: the delegate being drained.
  TypedValue delegate = makeUninit();   // a Generator/Iterator object, or an array
  uint32_t delegatePos = 0;
  bool delegateStarted = false;
};

GeneratorData* generatorData(ObjectData* gen);
/// The generator that owns a frame flagged kInGenerator.
GeneratorData* generatorOfFrame(const ActRec* fp);
void registerGeneratorClass();

/// Makes sure the generator has run up to its first yield.
void generatorEnsureStarted(ObjectData* gen);
/// Resumes after a yield with `sent` as the value of the yield expression.
void generatorResume(ObjectData* gen, TypedValue sent);
/// Resumes by throwing `exc` (owned) at the suspended yield.
void generatorThrow(ObjectData* gen, ObjectData* exc);

} // namespace hop
