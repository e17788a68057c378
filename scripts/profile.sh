#!/usr/bin/env bash
# profile.sh — where HopVM spends its time on one program: records it with
# `perf record` (Debian linux-perf) with hop.perf_map=1 (so JIT code has
# names) and prints the top symbols (self time), then reruns it with the
# counting interpreter loop (hop.jit_stats=1, nothing compiled) and prints the
# most executed bytecodes.
#
#   scripts/profile.sh [-n TOP] [-m off|live] [-g] PROGRAM.php [ARGS...]
#   HOP=build/hop  PROFILE_DIR=/tmp/hop-profile  (environment overrides)
#
# -m selects hop.jit for the perf run (default off), -g records call graphs
# and also prints the top symbols by inclusive (children) time.
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
hop="${HOP:-$here/build/hop}"
top=30
mode=off
graph=0
while getopts "n:m:g" o; do
  case "$o" in
    n) top="$OPTARG" ;;
    m) mode="$OPTARG" ;;
    g) graph=1 ;;
    *) echo "usage: $0 [-n TOP] [-m off|live] [-g] PROGRAM.php [ARGS...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { echo "usage: $0 [-n TOP] [-m off|live] [-g] PROGRAM.php [ARGS...]" >&2; exit 2; }
command -v perf >/dev/null || { echo "profile.sh: perf is missing (scripts/ensure-deps.sh --test installs linux-perf)" >&2; exit 1; }
dir="${PROFILE_DIR:-$(mktemp -d /tmp/hop-profile.XXXXXX)}"
mkdir -p "$dir"
data="$dir/perf.data"
rec=(perf record -q -o "$data" -F 2000)
[ "$graph" = 1 ] && rec+=(--call-graph dwarf,16384)
echo "== perf: $hop -d hop.jit=$mode $* (data in $data)"
start=$(date +%s%N)
"${rec[@]}" -- "$hop" -d hop.perf_map=1 -d hop.jit="$mode" "$@" >"$dir/stdout" 2>"$dir/stderr" || true
end=$(date +%s%N)
ms=$(( (end - start) / 1000000 ))
printf '== wall %d.%03d s (under perf)\n' $((ms / 1000)) $((ms % 1000))
echo "== top symbols (self)"
perf report -i "$data" --no-children --sort symbol --stdio 2>/dev/null |
  grep -E '^ +[0-9]' | head -n "$top" | sed -E 's/ +\[[.k]\] / /' | cut -c1-150 | sed 's/ *$//'
if [ "$graph" = 1 ]; then
  echo "== top symbols (inclusive)"
  perf report -i "$data" --children --sort symbol --stdio -g none 2>/dev/null |
    grep -E '^ +[0-9]' | head -n "$top" | sed -E 's/ +\[[.k]\] / /' | cut -c1-150 | sed 's/ *$//'
fi
echo "== top bytecodes (dispatches of the interpreter loop)"
"$hop" -d hop.jit=live -d hop.jit_threshold=2000000000 -d hop.jit_stats=1 "$@" 2>&1 >/dev/null |
  grep '^op-stats:' | sed 's/^op-stats: //' | head -n "$((top + 1))"
