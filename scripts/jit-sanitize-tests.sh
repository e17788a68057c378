#!/usr/bin/env bash
# jit-sanitize-tests.sh [thread|address,undefined] — builds the JIT's unit
# tests (src/jit) under a sanitizer and runs them. TSan is the check
# DESIGN.md asks of the concurrent JIT structures (translation cache, SrcDB,
# leases, loop-head counters, translating real functions on several threads
# at once). Only src/jit is instrumented: the rest of the VM (parser,
# compiler, runtime: what the tests use to compile PHP source before any
# thread starts) is linked from the Release build's objects, which this
# script brings up to date first. That keeps it to seconds instead of a
# whole instrumented build.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
san="${1:-thread}"
build="${HOP_BUILD_DIR:-$here/build}"
out="${TMPDIR:-/tmp}/hop-jit-tests-$(echo "$san" | tr ',' '-')"
ninja -C "$build" hop >/dev/null
mapfile -t objs < <(find "$build"/CMakeFiles/{hoputil,hopparser,hopnumber,hopcore}.dir -name '*.o' | sort)
g++ -std=gnu++20 -O1 -g -fno-omit-frame-pointer -fsanitize="$san" -DASMJIT_STATIC -DHOP_DEBUG=1 \
    -I"$here/src" "$here"/src/jit/*.cpp "$here"/src/jit/ir/*.cpp "$here"/src/jit/vasm/*.cpp "${objs[@]}" \
    -lgtest -lgtest_main -lasmjit -lZydis \
    $(pkg-config --libs libpcre2-8 libxcrypt icu-uc icu-i18n libxml-2.0 libxxhash zlib libargon2 openssl) \
    -lpthread -lm -o "$out"
"$out"
