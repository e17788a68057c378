#!/usr/bin/env bash
# jit-sanitize-tests.sh [thread|address,undefined] — builds the JIT's unit
# tests alone (src/jit plus the little they need) under a sanitizer and runs
# them. TSan is the check DESIGN.md asks of the concurrent JIT structures
# (translation cache, SrcDB, leases); building only these files keeps it
# to seconds instead of a whole instrumented build.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
san="${1:-thread}"
out="${TMPDIR:-/tmp}/hop-jit-tests-$(echo "$san" | tr ',' '-')"
# The glue that calls into the VM (jit-runtime, and what lists translations
# with their bytecode: dump-tc, publish-reports) needs the compiler and the
# runtime: left to the full build's tests.
srcs=()
for f in "$here"/src/jit/*.cpp; do
  case "$(basename "$f")" in jit-runtime.cpp|dump-tc*.cpp|publish-reports*.cpp) ;; *) srcs+=("$f") ;; esac
done
srcs+=("$here/src/runtime/base/ini.cpp" "$here/src/util/assert.cpp")
g++ -std=gnu++20 -O1 -g -fno-omit-frame-pointer -fsanitize="$san" -DASMJIT_STATIC -DHOP_DEBUG=1 \
    -I"$here/src" "${srcs[@]}" -lgtest -lgtest_main -lasmjit -lZydis -lpthread -o "$out"
"$out"
