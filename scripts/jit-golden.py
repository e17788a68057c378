#!/usr/bin/env python3
"""jit-golden.py — golden tests of the JIT's IR and vasm dumps.

Each tests/jit/golden/NAME.php runs under the live JIT compiling every
function on its first call, with hop.dump_ir=1 and hop.dump_vasm=1. The IR
sections of the dump (after irgen and after each pass) must equal
NAME.ir.expected, the vasm sections (after lowering and after register
allocation) NAME.vasm.expected, and the program's output must be php's
(NAME.out.expected, made by `php -n`).

  scripts/jit-golden.py [--binary build/hop] [--update] [NAME ...]

--update rewrites the expectations from the current binary (review the diff).
"""
import argparse
import difflib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
GOLDEN = os.path.join(ROOT, "tests", "jit", "golden")
# hop.jit_profitability=0: the small functions here would not pay, but they
# show the pipeline (their dumps still carry the decision line).
FLAGS = ["-d", "hop.jit=live", "-d", "hop.jit_threshold=0", "-d", "hop.jit_profitability=0", "-d", "hop.dump_ir=1",
         "-d", "hop.dump_vasm=1", "-d", "hop.jit_verify=1"]


def split_dump(stderr):
    """The IR sections and the vasm sections of a dump, each as text."""
    ir, vasm, cur = [], [], None
    for line in stderr.splitlines(keepends=True):
        if line.startswith("=== IR ") or line.startswith("=== profitability"):
            cur = ir
        elif line.startswith("=== vasm "):
            cur = vasm
        elif line.startswith("=== "):
            cur = None
        if cur is not None:
            cur.append(line)
    return "".join(ir), "".join(vasm)


def run_one(binary, name, update):
    php = os.path.join(GOLDEN, name + ".php")
    res = subprocess.run([binary] + FLAGS + [php], capture_output=True, text=True, timeout=60)
    ir, vasm = split_dump(res.stderr)
    files = {"ir": ir, "vasm": vasm}
    if update:
        out = subprocess.run(["php", "-n", php], capture_output=True, text=True, timeout=60).stdout
        files["out"] = out
        for kind, text in files.items():
            with open(os.path.join(GOLDEN, f"{name}.{kind}.expected"), "w") as fh:
                fh.write(text)
        return True, ""
    files["out"] = res.stdout
    problems = []
    for kind, actual in files.items():
        path = os.path.join(GOLDEN, f"{name}.{kind}.expected")
        expected = open(path).read() if os.path.exists(path) else ""
        if actual != expected:
            diff = difflib.unified_diff(expected.splitlines(), actual.splitlines(), f"{name}.{kind}.expected",
                                        "actual", lineterm="", n=1)
            problems.append("\n".join(list(diff)[:40]))
    return not problems, "\n".join(problems)


def names(selected=None):
    all_names = sorted(f[:-4] for f in os.listdir(GOLDEN) if f.endswith(".php"))
    return [n for n in all_names if not selected or n in selected]


def run_suite(binary, update=False, selected=None, verbose=True):
    passed = failed = 0
    for name in names(selected):
        ok, why = run_one(binary, name, update)
        if ok:
            passed += 1
        else:
            failed += 1
            if verbose:
                print(f"  FAIL jit-golden/{name}\n" + "\n".join("    " + l for l in why.splitlines()))
    return passed, failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, "build", "hop"))
    ap.add_argument("--update", action="store_true")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    p, f = run_suite(args.binary, args.update, args.names)
    print(f"jit-golden: {p} {'updated' if args.update else 'passed'}, {f} failed")
    return 0 if f == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
