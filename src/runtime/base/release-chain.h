// release-chain.h — releasing a container's values when destructors throw: php destroys them all, chaining the exceptions.
#pragma once

#include "runtime/base/errors.h"

namespace hop {

struct ObjectData;

/// `later`, thrown by a destructor after `earlier` was: earlier becomes its
/// previous (php's zend_objects_destroy_object); returns later. Takes both references.
ObjectData* chainThrown(ObjectData* later, ObjectData* earlier);

/// Runs step() — which releases a container's values from where it stands,
/// moving past each before releasing it — to the end: a destructor's exception
/// does not stop it (php destroys every element), each later one taking the
/// earlier as its previous. Then done() frees the container and the last
/// exception is thrown.
template <class Step, class Done>
void releaseAllChained(Step&& step, Done&& done) {
  ObjectData* exc = nullptr;
  for (;;) {
    try {
      step();
      break;
    } catch (PhpException& e) {
      exc = exc ? chainThrown(e.obj, exc) : e.obj;
    }
  }
  done();
  if (exc) throw PhpException{exc};
}

} // namespace hop
