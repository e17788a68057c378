#!/bin/bash
# sanitize-run.sh — builds HopVM with ASan+UBSan (build-san, CMake type Sanitize) and runs the
# hostile cases, tests/phpt, a sample of the fuzz generator's programs, parser mutants and a
# sample of the core corpus under it, in every JIT mode (off; live with threshold and
# profitability 0; pgo profiling on first sight and optimizing after one profiled run, as
# tests/phpt's pgo mode in scripts/run-tests.py; the generated programs also in fuzzlib's other
# live modes). Every sanitizer report is written to a file of the output folder and
# counted: the reports ASan and UBSan write to their log_path, and also those that reach a
# program's own stderr or output (a run whose environment lost the options, a report the
# log could not take) — found in the runners' outputs (hostile cases, the failed tests'
# output in run-phpt's --json, the fuzzers' case files) and copied there as output-*.
# The summary lists each distinct report once (its SUMMARY line and first frames).
#
#   scripts/sanitize-run.sh [--out DIR] [--programs N] [--mutants N] [--sample K] [--no-build]
#                           [--only hostile,phpt,fuzz,corpus] [--modes off,live,pgo] [--filter REGEX]
#
# --filter: only the hostile cases and tests/phpt tests whose name matches.
# Defaults: out /tmp/hop-sanitize, 300 programs, 1000 mutants, every 10th test of the core
# corpus (tiers.txt). Slow (the build takes about an hour on 2 busy cores, the run about as
# much): not part of ./test. Exit status 1 when any sanitizer report was written.
#
# LeakSanitizer is off: a request's values live in the request heap, which is released as a
# whole at the end of the request (and the process exits without tearing down caches), so
# leak reports would be about that design, not bugs; ASan still sees the heap's blocks
# (Sanitize builds allocate every block from malloc, HOP_SANITIZED_HEAP).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
out=/tmp/hop-sanitize programs=300 mutants=1000 sample=10 build=1 only=hostile,phpt,fuzz,corpus
modes=off,live,pgo filter=
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --programs) programs=$2; shift 2 ;;
    --mutants) mutants=$2; shift 2 ;;
    --sample) sample=$2; shift 2 ;;
    --no-build) build=0; shift ;;
    --only) only=$2; shift 2 ;;
    --modes) modes=$2; shift 2 ;;
    --filter) filter=$2; shift 2 ;;
    *) sed -n '2,22p' "$0" >&2; exit 2 ;;
  esac
done
conf=/work/shared/conformance
hop=$root/build-san/hop
if [ $build = 1 ]; then
  [ -f "$root/build-san/build.ninja" ] ||
    cmake -S "$root" -B "$root/build-san" -G Ninja -DCMAKE_BUILD_TYPE=Sanitize >/dev/null || exit 2
  ninja -C "$root/build-san" -j2 hop || exit 2
fi
[ -x "$hop" ] || { echo "no $hop (run without --no-build)" >&2; exit 2; }
rm -rf "$out"; mkdir -p "$out/reports"
export ASAN_OPTIONS="detect_leaks=0:log_path=$out/reports/asan:halt_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:log_path=$out/reports/ubsan:halt_on_error=1"
off=(--php-arg=-d --php-arg=hop.jit=off)
live=(--php-arg=-d --php-arg=hop.jit=live --php-arg=-d --php-arg=hop.jit_threshold=0
      --php-arg=-d --php-arg=hop.jit_profitability=0)
pgo=(--php-arg=-d --php-arg=hop.jit=pgo --php-arg=-d --php-arg=hop.jit_threshold=0
     --php-arg=-d --php-arg=hop.jit_pgo_threshold=1 --php-arg=-d --php-arg=hop.jit_profitability=0)
has() { case ",$only," in *",$1,"*) return 0 ;; esac; return 1; }

if has hostile; then
  echo "== hostile cases ($modes)"
  python3 "$root/tests/hostile/run-cases.py" --hop "$hop" --vmem-gb 0 --timeout 300 -j2 --modes "$modes" \
    --report-dir "$out/hostile-reports" --filter "$filter" > "$out/hostile.txt" 2>&1
  tail -1 "$out/hostile.txt"
fi
if has phpt; then
  for mode in ${modes//,/ }; do
    eval "args=(\"\${$mode[@]}\")"
    echo "== tests/phpt ($mode)"
    python3 "$conf/run-phpt" --php "$hop" -j2 --timeout 120 "${args[@]}" --json "$out/phpt-$mode.json" --filter "$filter" \
      "$root/tests/phpt" > "$out/phpt-$mode.txt" 2>&1
    tail -1 "$out/phpt-$mode.txt"
  done
fi
if has fuzz; then
  echo "== $programs generated programs (php, off, live...)"
  # off first, then the modes asked for (live brings fuzzlib's other live modes too).
  fmodes=$modes; case ",$modes," in *,live,*) fmodes=$fmodes,live-default,live-1trans ;; esac
  python3 "$root/tools/fuzz/gen-programs.py" --count "$programs" --seed 7 -j2 --hop "$hop" --modes "off,$fmodes" \
    --no-minimize --timeout 120 -q --out "$out/programs" > "$out/programs.txt" 2>&1
  tail -1 "$out/programs.txt"
  echo "== $mutants parser mutants (-l and run)"
  python3 "$root/tools/fuzz/parser-fuzz.py" --count "$mutants" --seed 7 -j2 --hop "$hop" --run \
    --timeout 60 --out "$out/mutants" > "$out/mutants.txt" 2>&1
  tail -1 "$out/mutants.txt"
fi
if has corpus; then
  awk -v k="$sample" 'NR % k == 0' "$conf/tiers.txt" > "$out/corpus-sample.txt"
  for mode in ${modes//,/ }; do
    eval "args=(\"\${$mode[@]}\")"
    echo "== core corpus, every ${sample}th test ($mode)"
    python3 "$conf/run-phpt" --php "$hop" -j2 --timeout 120 "${args[@]}" --list "$out/corpus-sample.txt" \
      --json "$out/corpus-$mode.json" "$conf/phpt" > "$out/corpus-$mode.txt" 2>&1
    tail -1 "$out/corpus-$mode.txt"
  done
fi

# Reports that went to a program's output rather than to the log files.
python3 - "$out" <<'PY'
import json, os, re, sys
out = sys.argv[1]
pat = re.compile(r"AddressSanitizer|UndefinedBehaviorSanitizer|LeakSanitizer|runtime error:")
found = []
for dirpath, _, files in os.walk(out):
    if os.path.samefile(dirpath, os.path.join(out, "reports")):
        continue
    for f in files:
        path = os.path.join(dirpath, f)
        if f.endswith(".json"):
            try:
                doc = json.load(open(path, encoding="utf-8"))
            except (OSError, ValueError):
                continue
            for t in doc.get("tests", []):
                if pat.search(t.get("output", "")):
                    found.append((f[:-5] + ":" + t["path"], t["output"]))
        elif dirpath != out or f.startswith("hostile"):
            text = open(path, encoding="utf-8", errors="replace").read()
            if pat.search(text) and not f.endswith(".php"):
                found.append((os.path.relpath(path, out), text))
for i, (where, text) in enumerate(found):
    m = pat.search(text)
    with open(os.path.join(out, "reports", "output-%d" % i), "w") as fh:
        fh.write("(from %s)\n" % where + text[max(0, m.start() - 2000):])
PY
n=$(find "$out/reports" -type f | wc -l)
echo "== $n sanitizer report(s) in $out/reports"
for f in $(find "$out/reports" -type f | sort); do
  # The distinct reports: the SUMMARY line and the first frames inside HopVM.
  { grep -m1 -E "SUMMARY|runtime error" "$f"; grep -m3 -E "#[0-9]+ .* in hop::" "$f"; } | sed 's/^/  /'
  echo "  ($f)"
done | awk '/^  \(/ { if (!(key in seen)) { seen[key]; printf "%s", buf; print } buf=""; key=""; next }
            { buf = buf $0 "\n"; if (key == "") key = $0 }'
[ "$n" = 0 ]
