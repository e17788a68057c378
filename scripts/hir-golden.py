#!/usr/bin/env python3
"""hir-golden.py — golden tests of the IR passes, one pass at a time.

Each tests/jit/hir/<pass>/NAME.hir is a phpt-like file:

  --TEST--
  one line: what the test shows
  --INPUT--
  IR in its text form (hop.dump_ir's dump; src/jit/ir/ir-text.h)
  --EXPECT--
  the IR after the pass named by the folder (or the error hop-hir prints)

The folder name is the pass (src/jit/ir/passes.h, HOP_IR_PASSES), or
`profitability` (the check's decision line). build/hop-hir parses and
verifies the input, runs the pass and verifies and prints the result.

  scripts/hir-golden.py [--binary build/hop-hir] [--bless] [FILE_OR_DIR ...]

Without paths it also reads back every IR dump of tests/jit/golden (the
text form must round-trip what irgen and the passes make), one test per file.

--bless (or HOP_BLESS=1) rewrites the --EXPECT-- sections from the current
binary: review the diff.
"""
import argparse
import difflib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
HIR = os.path.join(ROOT, "tests", "jit", "hir")
SECTIONS = ("TEST", "INPUT", "EXPECT")


def parse(path):
    sections, cur = {}, None
    with open(path) as fh:
        for line in fh:
            m = re.match(r"^--([A-Z]+)--\s*$", line)
            if m and m.group(1) in SECTIONS:
                cur = m.group(1)
                sections[cur] = ""
            elif cur:
                sections[cur] += line
    return sections


def write(path, sections):
    with open(path, "w") as fh:
        for name in SECTIONS:
            if name in sections:
                fh.write(f"--{name}--\n{sections[name]}")


def files(selected):
    out = []
    for sel in selected or [HIR]:
        if os.path.isdir(sel):
            for d, _, fs in os.walk(sel):
                out += [os.path.join(d, f) for f in fs if f.endswith(".hir")]
        else:
            out.append(sel)
    return sorted(out)


def run_one(binary, path, bless):
    sections = parse(path)
    missing = [s for s in ("TEST", "INPUT") if s not in sections]
    if missing:
        return False, f"missing section(s) {', '.join(missing)}"
    pass_name = os.path.basename(os.path.dirname(os.path.abspath(path)))
    res = subprocess.run([binary, "--pass", pass_name], input=sections["INPUT"], capture_output=True, text=True,
                         timeout=60)
    if res.returncode not in (0, 1):
        return False, f"hop-hir exited with {res.returncode}: {res.stderr.strip()}"
    actual = res.stdout
    if bless:
        sections["EXPECT"] = actual
        write(path, sections)
        return True, ""
    expected = sections.get("EXPECT", "")
    if actual == expected:
        return True, ""
    diff = difflib.unified_diff(expected.splitlines(), actual.splitlines(), "expected", "actual", lineterm="", n=2)
    return False, "\n".join(list(diff)[:60]) + "\n(HOP_BLESS=1 or --bless rewrites the expectation)"


def dump_sections(path):
    """The IR sections of a jit-golden expectation (the translator's dumps)."""
    out, cur = [], None
    with open(path) as fh:
        for line in fh:
            if line.startswith("=== "):
                cur = [] if line.startswith("=== IR ") else None
                if cur is not None:
                    out.append((line.strip(), cur))
            elif cur is not None:
                cur.append(line)
    return [(h, "".join(b)) for h, b in out]


def run_roundtrips(binary, verbose):
    """Every IR dump of tests/jit/golden must read back verified and print
    the same (the text form covers what irgen and the passes make)."""
    passed = failed = 0
    golden = os.path.join(ROOT, "tests", "jit", "golden")
    for name in sorted(f for f in os.listdir(golden) if f.endswith(".ir.expected")):
        bad = []
        for head, body in dump_sections(os.path.join(golden, name)):
            res = subprocess.run([binary, "--pass", "verify"], input=body, capture_output=True, text=True, timeout=60)
            if res.stdout != body:
                bad.append(f"{head}\n{res.stdout[:2000]}")
        if bad:
            failed += 1
            if verbose:
                print(f"FAIL round trip of tests/jit/golden/{name}\n" + "\n".join(bad))
        else:
            passed += 1
    return passed, failed


def run_suite(binary, bless=False, selected=None, verbose=True):
    passed = failed = 0
    if not selected:
        passed, failed = run_roundtrips(binary, verbose)
    for path in files(selected):
        ok, why = run_one(binary, path, bless)
        if ok:
            passed += 1
        else:
            failed += 1
            if verbose:
                print(f"FAIL {os.path.relpath(path, ROOT)}\n{why}")
    return passed, failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, "build", "hop-hir"))
    ap.add_argument("--bless", action="store_true")
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    bless = args.bless or os.environ.get("HOP_BLESS") == "1"
    p, f = run_suite(args.binary, bless, args.paths)
    print(f"hir-golden: {p} {'blessed' if bless else 'passed'}, {f} failed")
    return 1 if f else 0


if __name__ == "__main__":
    sys.exit(main())
