#!/usr/bin/env python3
"""run-tests.py — the body of ./test: runs every test suite against a built
tree and prints one summary line "N passed, N failed" at the end.

Suites:
  unit         ctest over the GoogleTest binaries (one test = one TEST()).
  phpt         tests/phpt/**/*.phpt through ../shared/conformance/run-phpt,
               once per VM mode (see MODES; tests/phpt also under pgo: PHPT_MODES).
  jit-golden   tests/jit/golden: the JIT's IR and vasm dumps of small
               functions against expectations (scripts/jit-golden.py;
               --update-golden rewrites them).
  hir-golden   tests/jit/hir/<pass>/*.hir: each IR pass alone, input IR
               against expected IR (scripts/hir-golden.py, build/hop-hir;
               --update-golden blesses them).
  conformance  ../shared/conformance/phpt, tiers from tiers.txt, once per
               VM mode. A tier whose interpreter pass count falls below
               tests/conformance-baseline.txt counts as one failure;
               individual corpus failures do not (the corpus is a progress
               figure, the baseline is the guard). Differential check: every
               corpus test must have the same result in every mode, and a
               failing one the same output: the check is one pass when every
               test agrees; each test that differs (confirmed by a rerun)
               is one failure, listed by name.
  conformance-ext  ../shared/conformance/phpt-ext (php-src's extension tests),
               the same way, with a baseline per extension folder.
  realworld    ../shared/realworld/run-realworld: real libraries through
               their Debian autoloaders against php, modes off and live; the
               number of libraries x modes alike must not fall below the
               baseline.
  fuzz         a fixed-seed slice of tools/fuzz: 200 generated programs run by
               php and by HopVM off and live (no crash, no hang, the modes
               alike; the count alike with php must not fall below the
               baseline "fuzz-programs"), and 500 parser mutants through
               `hop -l` (no crash, no hang). tools/fuzz/run-fuzz.sh runs them
               at length.
  php-tools    scripts/run-php-tools.py: PHPUnit (tests/phpunit), Composer
               (tests/composer) and one driver per further library
               (tests/libraries) run by php and by HopVM, compared; the number
               of checks alike must not fall below the baseline.
  server       tests/server/run-server-tests.py: `hop serve` and php-fpm8.2
               started on loopback by the test, the same FastCGI requests
               sent to both and the responses compared, plus malformed
               records; one check = one test. Skipped (neither passed nor
               failed) when php-fpm8.2 is not installed.
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
# every function it can on its first call (hop.jit_profitability=0: also the
# regions the default would leave to the interpreter, so that every region
# the pipeline can compile is checked).
# The live mode also verifies the IR after every pass and checks the vasm
# (hop.jit_verify=1): a verifier failure aborts, so it shows as a failure.
MODES = [("interp", ["-d", "hop.jit=off"]),
         ("live", ["-d", "hop.jit=live", "-d", "hop.jit_threshold=0", "-d", "hop.jit_profitability=0",
                   "-d", "hop.jit_verify=1"])]
# The project's own tests also run under the pgo gear, profiling on first
# sight and optimizing after one profiled run (hop.jit_pgo_threshold=1), so
# profiling code, optimized code and their replacement all run. (The
# conformance corpora stay at two modes for CI time; docs/jit.md has the
# corpus numbers under pgo.)
PHPT_MODES = MODES + [("pgo", ["-d", "hop.jit=pgo", "-d", "hop.jit_threshold=0", "-d", "hop.jit_pgo_threshold=1",
                               "-d", "hop.jit_profitability=0", "-d", "hop.jit_verify=1"])]


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


def phpt_command(binary, path, extra_args, list_file=None, json_out=None, timeout=20, jobs=None):
    cmd = [sys.executable, RUN_PHPT, "--php", binary, "--timeout", str(timeout)]
    if jobs:
        cmd += ["--jobs", str(jobs)]
    for a in extra_args:
        cmd += ["--php-arg=" + a]
    if list_file:
        cmd += ["--list", list_file]
    if json_out:
        cmd += ["--json", json_out]
    cmd.append(path)
    return cmd


def phpt_counts(stdout, stderr):
    """(passed, failed, skipped, lines) from run-phpt's output."""
    lines = stdout.strip().splitlines()
    last = lines[-1] if lines else ""
    m = re.match(r"(\d+) passed, (\d+) failed, (\d+) skipped", last)
    if not m:
        print(stdout[-2000:], stderr[-2000:])
        return 0, 1, 0, lines
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), lines


def run_phpt_modes(binary, path, json_dir=None, list_file=None, timeout=20, modes=None):
    """Runs the tests at `path` once per mode (MODES unless `modes`), the
    modes at the same time (so one run's slow tail overlaps the other's
    work). Returns, per mode name, (passed, failed, skipped, lines, json
    path or None)."""
    procs = {}
    for name, args in (modes or MODES):
        js = os.path.join(json_dir, name + ".json") if json_dir else None
        cmd = phpt_command(binary, path, args, list_file=list_file, json_out=js, timeout=timeout)
        procs[name] = (subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True), js)
    results = {}
    for name, (proc, js) in procs.items():
        out, err = proc.communicate()
        results[name] = phpt_counts(out, err) + (js,)
    return results


def run_project_phpt(binary):
    passed = failed = 0
    tdir = os.path.join(ROOT, "tests", "phpt")
    results = run_phpt_modes(binary, tdir, modes=PHPT_MODES)
    for name, _ in PHPT_MODES:
        p, f, s, lines, _ = results[name]
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


def run_hir_golden(build, update):
    sys.path.insert(0, HERE)
    import importlib
    hir = importlib.import_module("hir-golden")
    binary = os.path.join(build, "hop-hir")
    if not os.path.exists(binary):
        print(f"hir-golden: {binary} not built (ninja -C {build} hop-hir)")
        return 0, 1
    p, f = hir.run_suite(binary, bless=update)
    print(f"hir-golden: {p} {'blessed' if update else 'passed'}, {f} failed")
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
    """Baseline key ("tier1", "ext:date", "realworld") -> pass count."""
    base = {}
    if os.path.exists(BASELINE):
        with open(BASELINE) as fh:
            for line in fh:
                m = re.match(r"([A-Za-z0-9:_/.-]+)\s+(\d+)\s*$", line)
                if m:
                    base[m.group(1)] = int(m.group(2))
    return base


def write_baseline(updates):
    """Rewrites the baseline file with `updates` (key -> count) merged in."""
    base = read_baseline()
    base.update(updates)
    with open(BASELINE, "w") as fh:
        fh.write("# Pass counts ./test must not fall below: conformance tiers, extension folders\n"
                 "# (ext:NAME), realworld libraries x modes. Set with --update-baseline.\n")
        for k in sorted(base):
            fh.write(f"{k} {base[k]}\n")


def read_results(js):
    """path relative to the corpus -> run-phpt's JSON record."""
    with open(js) as fh:
        doc = json.load(fh)
    rows = doc if isinstance(doc, list) else doc.get("tests", doc.get("results", []))
    out = {}
    for r in rows:
        path = r.get("path", "")
        m = re.search(r"/phpt(?:-ext)?/(.*)$", path)
        rel = m.group(1) if m else path
        out[rel] = r
    return out


# What legitimately differs between two runs of one test, whatever the mode:
# run-phpt's private temporary directory (also when a trace shortens it to
# '/tmp/run-phpt-6...') and error_log's timestamps.
RUN_DIR = re.compile(r"/tmp/run-phpt-[A-Za-z0-9_]*(?:/t-[A-Za-z0-9_]*)?")
LOG_TIME = re.compile(r"\[\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2} [A-Za-z/_]+\]")


def outcome(r):
    """What the modes must agree on: the result, and a failing test's output."""
    if r is None:
        return ("MISSING", "")
    if r.get("result") != "FAIL":
        return (r.get("result"), "")
    out = LOG_TIME.sub("[%DATE%]", RUN_DIR.sub("%TMP%", r.get("output", "")))
    return ("FAIL", out + "\n" + ("" if r.get("output") else r.get("reason", "")))


def mode_differences(binary, corpus, per_mode, tmp):
    """Corpus tests whose outcome differs between the modes. Each is run
    again in every mode (plus once more in the first): a difference that
    persists counts; one where the first mode disagrees with itself is a
    test whose output varies from run to run, reported but not counted.
    Returns (differing tests with a description, unstable tests). The
    reruns go one test at a time."""
    names = [n for n, _ in MODES]
    first = per_mode[names[0]]
    suspects = sorted(rel for rel in first
                      if any(outcome(first[rel]) != outcome(per_mode[n].get(rel)) for n in names[1:]))
    if not suspects:
        return [], []
    lst = os.path.join(tmp, "suspects.txt")
    with open(lst, "w") as fh:
        fh.write("\n".join(suspects) + "\n")
    again = {}
    for rerun, mode_names in (("a", names), ("b", names[:1])):
        d = os.path.join(tmp, "rerun-" + rerun)
        os.mkdir(d)
        for name in mode_names:
            args = dict(MODES)[name]
            js = os.path.join(d, name + ".json")
            # One at a time: a test that lists its parent directory (glob,
            # readdir) sees the temporary directories of tests beside it.
            subprocess.run(phpt_command(binary, corpus, args, list_file=lst, json_out=js, timeout=10, jobs=1),
                           capture_output=True, text=True)
            again[(rerun, name)] = read_results(js) if os.path.exists(js) else {}
    differing, unstable = [], []
    for rel in suspects:
        base_a = outcome(again[("a", names[0])].get(rel))
        if base_a != outcome(again[("b", names[0])].get(rel)):
            unstable.append(rel)
            continue
        diffs = [n for n in names[1:] if outcome(again[("a", n)].get(rel)) != base_a]
        if diffs:
            parts = []
            for n in diffs:
                other = outcome(again[("a", n)].get(rel))[0]
                parts.append(f"{names[0]} {base_a[0]} / {n} {other}" if other != base_a[0]
                             else f"{names[0]} and {n} fail with different output")
            desc = ", ".join(parts)
            differing.append(f"{rel}: {desc}")
    return differing, unstable


def tier_groups():
    tiers = read_tiers()
    return lambda rel: f"tier{tiers.get(rel, 3)}"


def ext_group(rel):
    """phpt-ext groups: the extension folder, standard's by its tests/ subfolder."""
    parts = rel.split("/")
    if len(parts) > 3 and parts[1] == "standard":
        return f"ext:standard/{parts[3]}"
    return f"ext:{parts[1]}" if len(parts) > 1 else "ext:?"


def run_conformance(binary, update_baseline, label="conformance", folder="phpt", groups=None):
    corpus = os.path.join(SHARED, "conformance", folder)
    if not os.path.isdir(corpus):
        print(f"{label}: ../shared/conformance/{folder} not found, skipped")
        return 0, 0
    group_of = groups or tier_groups()
    with tempfile.TemporaryDirectory() as tmp:
        runs = run_phpt_modes(binary, corpus, json_dir=tmp, timeout=10)
        per_mode = {}
        for name, _ in MODES:
            js = runs[name][4]
            if not os.path.exists(js):
                print(f"{label}[{name}]: run-phpt wrote no results")
                return 0, 1
            per_mode[name] = read_results(js)
        differing, unstable = mode_differences(binary, corpus, per_mode, tmp)
    results = per_mode[MODES[0][0]]
    per = collections.Counter()
    tot = collections.Counter()
    crashes = []
    for rel, r in results.items():
        g = group_of(rel)
        tot[g] += 1
        if r.get("result") == "PASS":
            per[g] += 1
    for name, _ in MODES:
        for rel, r in per_mode[name].items():
            reason = str(r.get("reason", ""))
            if "sig" in reason.lower() or "killed" in reason.lower() or "timeout" in reason.lower() or "timed out" in reason.lower() or "larger than" in reason.lower():
                crashes.append(f"[{name}] {rel}: {reason}")
    base = read_baseline()
    failures = 0
    for g in sorted(tot):
        b = base.get(g, 0)
        status = "ok" if per[g] >= b else "REGRESSION"
        if per[g] < b:
            failures += 1
        print(f"{label} {g}: {per[g]}/{tot[g]} passed ({100.0 * per[g] / max(1, tot[g]):.1f}%), baseline {b} {status}")
    all_p, all_t = sum(per.values()), sum(tot.values())
    print(f"{label} overall: {all_p}/{all_t} passed ({100.0 * all_p / max(1, all_t):.1f}%)")
    if crashes:
        print(f"{label}: {len(crashes)} crashes or timeouts:")
        for c in crashes[:50]:
            print("  " + c)
    if update_baseline:
        write_baseline({g: per[g] for g in tot})
        print(f"{label}: baseline updated")
    # Differential: every corpus test must come out the same in every mode.
    modes = " vs ".join(n for n, _ in MODES)
    for name, _ in MODES:
        p, f, s = runs[name][:3]
        print(f"{label}[{name}]: {p} passed, {f} failed, {s} skipped")
    for d in differing:
        print(f"  MODE DIFFERENCE {d}")
    for u in unstable:
        print(f"  unstable (output varies between runs in one mode, not compared): {u}")
    print(f"{label} {modes}: {len(results) - len(differing)} tests alike, {len(differing)} differ")
    # Like a tier, the check is one pass when clean; each differing test is a failure.
    passed = len(tot) - failures + (0 if differing else 1)
    return passed, failures + len(differing)


def run_compare_suite(label, cmd, key, what, update_baseline):
    """A runner comparing HopVM with php whose last line is "N passed, N
    failed": the count alike must not fall below the baseline `key`."""
    out = subprocess.run(cmd, capture_output=True, text=True)
    text = out.stdout + out.stderr
    for line in text.splitlines()[:-1]:
        print("  " + line)
    m = re.search(r"(\d+) passed, (\d+) failed\s*$", text)
    if not m:
        print(f"{label}: the runner printed no summary")
        return 0, 1
    same = int(m.group(1))
    b = read_baseline().get(key, 0)
    print(f"{label}: {same}/{same + int(m.group(2))} {what} alike, baseline {b} {'ok' if same >= b else 'REGRESSION'}")
    if update_baseline:
        write_baseline({key: same})
    return (1, 0) if same >= b else (0, 1)


def run_realworld(binary, update_baseline):
    """The realworld libraries against php, modes off and live."""
    runner = os.path.join(SHARED, "realworld", "run-realworld")
    if not os.path.exists(runner):
        print("realworld: ../shared/realworld not found, skipped")
        return 0, 0
    return run_compare_suite("realworld", [runner, "--hop", binary], "realworld", "library runs", update_baseline)


def run_php_tools(binary, update_baseline):
    """PHPUnit and Composer on the project's small projects, php against HopVM."""
    cmd = [sys.executable, os.path.join(HERE, "run-php-tools.py"), "--hop", binary]
    return run_compare_suite("php-tools", cmd, "php-tools", "checks", update_baseline)


def run_server(binary):
    """The FastCGI server against php-fpm (tests/server)."""
    cmd = [sys.executable, os.path.join(ROOT, "tests", "server", "run-server-tests.py"), "--hop", binary]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        print("server: timed out")
        return 0, 1
    text = out.stdout + out.stderr
    if out.returncode == 77:
        print(text.strip().splitlines()[-1] if text.strip() else "server: skipped")
        return 0, 0
    for line in text.splitlines()[:-1]:
        if "FAIL" in line or line.startswith("    ") or line.startswith("  skip"):
            print("  " + line)
    m = re.search(r"server: (\d+)/(\d+) passed", text)
    if not m:
        print("server: the runner printed no summary")
        print(text[-2000:])
        return 0, 1
    p, total = int(m.group(1)), int(m.group(2))
    sk = re.search(r"server: \d+/\d+ passed, (\d+) skipped", text)
    print(f"server: {p} passed, {total - p} failed" + (f", {sk.group(1)} skipped" if sk else ""))
    return p, total - p


def run_fuzz(binary, update_baseline):
    """tools/fuzz's differential generator and parser fuzzer, a short fixed-seed slice."""
    fuzz = os.path.join(ROOT, "tools", "fuzz")
    jobs = str(os.cpu_count() or 2)
    passed = failed = 0
    gen = [sys.executable, os.path.join(fuzz, "gen-programs.py"), "--count", "200", "--seed", "1", "-j", jobs,
           "--no-minimize", "--modes", "off,live", "--summary", "0", "--hop", binary]
    have_php = subprocess.run(["sh", "-c", "command -v php"], capture_output=True).returncode == 0
    if not have_php:
        gen.append("--no-php")
    out = subprocess.run(gen, capture_output=True, text=True)
    text = out.stdout + out.stderr
    m = re.search(r"(\d+) programs, (\d+) differ from php .*?, (\d+) differ between modes, (\d+) crashes", text)
    if not m:
        print(text[-3000:])
        print("fuzz: the program generator printed no summary")
        return 0, 1
    n, php_diff, mode_diff, crashes = (int(x) for x in m.groups())
    if mode_diff or crashes:
        print("\n".join("  " + l for l in text.splitlines()[:-1])[-6000:])
        failed += 1
    else:
        passed += 1
    print(f"fuzz programs: {n} generated, {mode_diff} differ between off and live, {crashes} crashed or hung")
    if have_php:
        alike = n - php_diff
        b = read_baseline().get("fuzz-programs", 0)
        ok = alike >= b
        print(f"fuzz programs: {alike}/{n} alike with php, baseline {b} {'ok' if ok else 'REGRESSION'}")
        passed, failed = passed + ok, failed + (not ok)
        if update_baseline:
            write_baseline({"fuzz-programs": alike})
    pf = [sys.executable, os.path.join(fuzz, "parser-fuzz.py"), "--count", "500", "--seed", "1", "-j", jobs,
          "--hop", binary]
    out = subprocess.run(pf, capture_output=True, text=True)
    text = out.stdout + out.stderr
    m = re.search(r"(\d+) mutants, (\d+) crashes, (\d+) hangs", text)
    if not m:
        print(text[-3000:])
        print("fuzz: the parser fuzzer printed no summary")
        return passed, failed + 1
    if int(m.group(2)) or int(m.group(3)):
        print("\n".join("  " + l for l in text.splitlines()[:-1])[-6000:])
        failed += 1
    else:
        passed += 1
    print(f"fuzz parser: {m.group(1)} mutants, {m.group(2)} crashes, {m.group(3)} hangs")
    return passed, failed


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
              ("hir-golden", lambda: run_hir_golden(args.build, args.update_golden)),
              ("conformance", lambda: run_conformance(binary, args.update_baseline)),
              ("conformance-ext", lambda: run_conformance(binary, args.update_baseline, "conformance-ext",
                                                          "phpt-ext", ext_group)),
              ("realworld", lambda: run_realworld(binary, args.update_baseline)),
              ("fuzz", lambda: run_fuzz(binary, args.update_baseline)),
              ("php-tools", lambda: run_php_tools(binary, args.update_baseline)),
              ("server", lambda: run_server(binary))]
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
