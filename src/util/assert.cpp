// assert.cpp — failure path of HOP_ASSERT / HOP_ALWAYS_ASSERT.
#include "util/assert.h"

#include <cstdio>
#include <cstdlib>

namespace hop {

void assertFailed(const char* expr, const char* msg, const char* file, int line,
                  const char* func) {
  std::fprintf(stderr, "HopVM internal error: %s:%d: %s: assertion `%s' failed%s%s\n", file,
               line, func, expr, *msg ? ": " : "", msg);
  std::fflush(stderr);
  std::abort();
}

} // namespace hop
