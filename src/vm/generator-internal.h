// generator-internal.h — what generator.cpp (running generators) and
// generator-methods.cpp (the Generator class, foreach) share. These follow
// the functions of php's zend_generators.c they are named after.
#pragma once

#include "vm/generator.h"

namespace hop {

/// zend_generator_get_current: the generator that runs when `g` is resumed
/// (the root of its delegation tree), after handing on the result of a
/// delegate that finished. `exceptionPending`: a delegate's exception is on
/// its way up, so no result is handed on.
GeneratorData* currentGenerator(GeneratorData* g, bool exceptionPending = false);

/// zend_generator_resume: runs `orig`'s tree until it yields a value,
/// finishes, or an exception escapes `orig`.
void resumeGenerator(GeneratorData* orig);

/// zend_generator_ensure_initialized: runs a generator to its first yield.
void ensureGeneratorStarted(GeneratorData* g);

/// zend_generator_throw_exception: `exc` (owned) is raised at g's
/// suspension point when it next resumes.
void throwInto(GeneratorData* g, ObjectData* exc);

} // namespace hop
