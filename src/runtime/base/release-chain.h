// release-chain.h — releasing a container's values when destructors throw: php destroys them all, chaining the exceptions.
#pragma once

#include "runtime/base/errors.h"

namespace hop {

struct ObjectData;

/// `later`, thrown by a destructor after `earlier` was: earlier becomes its
/// previous (php's zend_objects_destroy_object); returns later. Takes both references.
ObjectData* chainThrown(ObjectData* later, ObjectData* earlier);

/// After a destructor threw `exc` (owned) while a container's values were
/// released: runs step() — which releases the rest from where it stands,
/// moving past each value before releasing it — to the end, a destructor's
/// exception not stopping it (php destroys every element), each later one
/// taking the earlier as its previous. Then done() frees the container and
/// the last exception is thrown. (The common path, nothing thrown, is the
/// container's own plain loop; this is its cold continuation.)
template <class Step, class Done>
[[noreturn]] void releaseAllChained(Step&& step, Done&& done, ObjectData* exc) {
  for (;;) {
    try {
      step();
      break;
    } catch (PhpException& e) {
      exc = chainThrown(e.obj, exc);
    }
  }
  done();
  throw PhpException{exc};
}

} // namespace hop
