#!/usr/bin/env bash
# build.sh [TYPE] — configures and builds HopVM into build/ (Release) or
# build-<type>/ for other types (Debug, Sanitize).
set -euo pipefail
cd "$(dirname "$0")/.."
type="${1:-Release}"
dir=build
[ "$type" != "Release" ] && dir="build-$(echo "$type" | tr 'A-Z' 'a-z')"
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" >/dev/null
ninja -C "$dir" "${@:2}" >&2
