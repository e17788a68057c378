#!/bin/sh
# run-fuzz.sh — tools/fuzz at length: the differential program generator (php against
# every HopVM mode, differences minimized) and the parser fuzzer, written to one folder.
#
#   tools/fuzz/run-fuzz.sh [--programs N] [--mutants N] [--seed S] [-j J] [--out DIR] [--hop PATH]
#
# Defaults: 5000 programs, 10000 mutants, seed 1, -j2, out /tmp/hop-fuzz-<seed>.
# Exit status 1 when HopVM crashed, hung, or its modes disagreed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
programs=5000 mutants=10000 seed=1 jobs=2 out="" hop="$here/../../build/hop"
while [ $# -gt 0 ]; do
  case "$1" in
    --programs) programs=$2; shift 2 ;;
    --mutants) mutants=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    -j) jobs=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --hop) hop=$2; shift 2 ;;
    *) echo "usage: $0 [--programs N] [--mutants N] [--seed S] [-j J] [--out DIR] [--hop PATH]" >&2; exit 2 ;;
  esac
done
[ -n "$out" ] || out=/tmp/hop-fuzz-$seed
mkdir -p "$out"
status=0
echo "== programs: $programs, seed $seed (differences in $out/programs)"
python3 "$here/gen-programs.py" --count "$programs" --seed "$seed" -j "$jobs" --hop "$hop" \
  --out "$out/programs" -q || status=1
echo "== parser mutants: $mutants, seed $seed (crashes in $out/parser)"
python3 "$here/parser-fuzz.py" --count "$mutants" --seed "$seed" -j "$jobs" --hop "$hop" \
  --out "$out/parser" || status=1
exit $status
