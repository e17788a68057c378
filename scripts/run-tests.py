#!/usr/bin/env python3
"""run-tests.py — the body of ./test: runs every test suite against a built
tree and prints one summary line "N passed, N failed" at the end.

Suites:
  unit         ctest over the GoogleTest binaries (one test = one TEST()).
  phpt         tests/phpt/**/*.phpt through ../shared/conformance/run-phpt,
               once per VM mode (see MODES).
  jit-golden   tests/jit/golden: the JIT's IR and vasm dumps of small
               functions against expectations (scripts/jit-golden.py;
               --update-golden rewrites them).
  conformance  ../shared/conformance/phpt, tiers from tiers.txt. A tier whose
               pass count falls below tests/conformance-baseline.txt counts as
               one failure; individual corpus failures do not (the corpus is a
               progress figure, the baseline is the guard).
Options: --build DIR (default build), --binary PATH, --skip SUITE (repeatable),
         --update-baseline (raise the baseline to the current counts),
         --update-golden (rewrite the jit-golden expectations).
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.path.normpath(os.path.join(ROOT, "..", "shared"))
RUN_PHPT = os.path.join(SHARED, "conformance", "run-phpt")
BASELINE = os.path.join(ROOT, "tests", "conformance-baseline.txt")

# Every .phpt must give the same output in every mode (DESIGN.md,
# "Differential JIT testing"): the interpreter, and the live JIT compiling
# every function it can on its first call.
MODES = [("interp", ["-d", "hop.jit=off"]),
         ("live", ["-d", "hop.jit=live", "-d", "hop.jit_threshold=0"])]


def run_unit(build):
    if not os.path.exists(os.path.join(build, "CTestTestfile.cmake")):
        print("unit: no ctest configuration found")
        return 0, 1
    out = subprocess.run(["ctest", "--test-dir", build, "-j", str(os.cpu_count() or 2), "--output-on-failure"],
                         capture_output=True, text=True)
    text = out.stdout + out.stderr
    m = re.search(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", text)
    if not m:
        if "No tests were found" in text:
            print("unit: no tests")
            return 0, 0
        print(text[-3000:])
        return 0, 1
    failed, total = int(m.group(2)), int(m.group(3))
    if failed:
        print("\n".join(l for l in text.splitlines() if "Failed" in l or "***" in l)[-3000:])
    print(f"unit: {total - failed} passed, {failed} failed")
    return total - failed, failed


def run_phpt(binary, path, extra_args, list_file=None, json_out=None, timeout=20):
    cmd = [sys.executable, RUN_PHPT, "--php", binary, "--timeout", str(timeout)]
    for a in extra_args:
        cmd += ["--php-arg=" + a]
    if list_file:
        cmd += ["--list", list_file]
    if json_out:
        cmd += ["--json", json_out]
    cmd.append(path)
    out = subprocess.run(cmd, capture_output=True, text=True)
    lines = out.stdout.strip().splitlines()
    last = lines[-1] if lines else ""
    m = re.match(r"(\d+) passed, (\d+) failed, (\d+) skipped", last)
    if not m:
        print(out.stdout[-2000:], out.stderr[-2000:])
        return 0, 1, 0, lines
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), lines


def run_project_phpt(binary):
    passed = failed = 0
    tdir = os.path.join(ROOT, "tests", "phpt")
    for name, args in MODES:
        p, f, s, lines = run_phpt(binary, tdir, args)
        for l in lines:
            if l.startswith("FAIL"):
                print(f"  [{name}] {l}")
        print(f"phpt[{name}]: {p} passed, {f} failed, {s} skipped")
        passed += p
        failed += f
    return passed, failed


def run_jit_golden(binary, update):
    sys.path.insert(0, HERE)
    import importlib
    golden = importlib.import_module("jit-golden")
    p, f = golden.run_suite(binary, update=update)
    print(f"jit-golden: {p} {'updated' if update else 'passed'}, {f} failed")
    return p, f


def read_tiers():
    tiers = {}
    with open(os.path.join(SHARED, "conformance", "tiers.txt")) as fh:
        for line in fh:
            line = line.rstrip("\n")
            if "\t" in line:
                t, p = line.split("\t", 1)
                tiers[p] = int(t)
    return tiers


def read_baseline():
    base = {}
    if os.path.exists(BASELINE):
        with open(BASELINE) as fh:
            for line in fh:
                m = re.match(r"tier(\d+)\s+(\d+)", line)
                if m:
                    base[int(m.group(1))] = int(m.group(2))
    return base


def run_conformance(binary, update_baseline):
    corpus = os.path.join(SHARED, "conformance", "phpt")
    if not os.path.isdir(corpus):
        print("conformance: ../shared/conformance not found, skipped")
        return 0, 0
    tiers = read_tiers()
    with tempfile.TemporaryDirectory() as tmp:
        js = os.path.join(tmp, "results.json")
        p, f, s, _ = run_phpt(binary, corpus, MODES[0][1], json_out=js, timeout=10)
        with open(js) as fh:
            results = json.load(fh)
    rows = results if isinstance(results, list) else results.get("results", results.get("tests", []))
    per = collections.Counter()
    tot = collections.Counter()
    crashes = []
    for r in rows:
        path = r.get("path", "")
        rel = path.split("phpt/", 1)[1] if "phpt/" in path else path
        t = tiers.get(rel, 3)
        tot[t] += 1
        if r.get("result") == "PASS":
            per[t] += 1
        reason = str(r.get("reason", ""))
        if "sig" in reason.lower() or "killed" in reason.lower() or "timeout" in reason.lower() or "timed out" in reason.lower() or "larger than" in reason.lower():
            crashes.append(f"{rel}: {reason}")
    base = read_baseline()
    failures = 0
    for t in sorted(tot):
        b = base.get(t, 0)
        status = "ok" if per[t] >= b else "REGRESSION"
        if per[t] < b:
            failures += 1
        print(f"conformance tier {t}: {per[t]}/{tot[t]} passed ({100.0 * per[t] / max(1, tot[t]):.1f}%), baseline {b} {status}")
    if crashes:
        print(f"conformance: {len(crashes)} crashes or timeouts:")
        for c in crashes[:50]:
            print("  " + c)
    if update_baseline:
        with open(BASELINE, "w") as fh:
            fh.write("# Conformance pass counts per tier that ./test must not fall below.\n")
            for t in sorted(tot):
                fh.write(f"tier{t} {per[t]}\n")
        print("conformance: baseline updated")
    passed = len(tot) - failures
    return passed, failures


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--binary")
    ap.add_argument("--skip", action="append", default=[])
    ap.add_argument("--update-baseline", action="store_true")
    ap.add_argument("--update-golden", action="store_true")
    args = ap.parse_args()
    binary = args.binary or os.path.join(args.build, "hop")
    passed = failed = 0
    suites = [("unit", lambda: run_unit(args.build)),
              ("phpt", lambda: run_project_phpt(binary)),
              ("jit-golden", lambda: run_jit_golden(binary, args.update_golden)),
              ("conformance", lambda: run_conformance(binary, args.update_baseline))]
    for name, fn in suites:
        if name in args.skip:
            continue
        p, f = fn()
        passed += p
        failed += f
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
