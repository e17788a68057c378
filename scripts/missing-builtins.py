#!/usr/bin/env python3
"""missing-builtins.py — lists the functions, classes, methods and constants php 8.2 has and HopVM lacks, per extension.

    scripts/missing-builtins.py [--hop build/hop] [--names] [EXT ...]

php's API comes from tools/php-api/php-8.2-api.json (made by the reference php with
tools/php-api/gen-php-api.php); HopVM is asked what it has by running a small script.
Prints one line per extension (counts of what is missing) and, with --names, the names.
Exit status 0 always: this is a progress report, not a test.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
API = os.path.join(ROOT, "tools", "php-api", "php-8.2-api.json")

PROBE = r'''<?php
$api = json_decode(file_get_contents($argv[1]), true);
$missing = [];
foreach ($api['extensions'] as $ext => $kinds) {
    $m = ['functions' => [], 'classes' => [], 'methods' => [], 'constants' => []];
    foreach ($kinds['functions'] as $f) if (!function_exists($f)) $m['functions'][] = $f;
    foreach ($kinds['classes'] as $c)
        if (!class_exists($c, false) && !interface_exists($c, false) && !trait_exists($c, false) && !enum_exists($c, false)
            && !class_exists($c)) $m['classes'][] = $c;
    foreach ($kinds['methods'] as $cm) {
        [$c, $meth] = explode('::', $cm, 2);
        if ((class_exists($c) || interface_exists($c)) && !method_exists($c, $meth)) $m['methods'][] = $cm;
        elseif (!class_exists($c) && !interface_exists($c)) $m['methods'][] = $cm;
    }
    foreach ($kinds['constants'] as $k) if (!defined($k)) $m['constants'][] = $k;
    $missing[$ext] = $m;
}
echo json_encode($missing);
'''


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hop", default=os.path.join(ROOT, "build", "hop"))
    ap.add_argument("--names", action="store_true")
    ap.add_argument("exts", nargs="*")
    args = ap.parse_args()
    api = json.load(open(API))
    with tempfile.NamedTemporaryFile("w", suffix=".php", delete=False) as fh:
        fh.write(PROBE)
        probe = fh.name
    try:
        r = subprocess.run([args.hop, "-d", "hop.jit=off", probe, API], capture_output=True, text=True, timeout=120)
    finally:
        os.unlink(probe)
    try:
        missing = json.loads(r.stdout)
    except ValueError:
        sys.exit("hop failed to run the probe:\n" + (r.stdout + r.stderr)[-2000:])
    total_have = total_all = 0
    for ext, kinds in api["extensions"].items():
        if args.exts and ext.lower() not in [e.lower() for e in args.exts]:
            continue
        parts = []
        for kind in ("functions", "classes", "methods", "constants"):
            n_all = len(kinds[kind])
            n_miss = len(missing[ext][kind])
            total_all += n_all
            total_have += n_all - n_miss
            if n_all:
                parts.append(f"{kind} {n_miss}/{n_all}")
        print(f"{ext:11} missing: " + ", ".join(parts))
        if args.names:
            for kind in ("functions", "classes", "methods", "constants"):
                if missing[ext][kind]:
                    print(f"    {kind}: " + " ".join(missing[ext][kind]))
    print(f"HopVM has {total_have} of {total_all} names php {api['php']} has")


if __name__ == "__main__":
    main()
