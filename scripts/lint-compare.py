#!/usr/bin/env python3
"""lint-compare.py — runs `php -n -l` and `hop -l` over every .php file of some trees and lists the disagreements.

    scripts/lint-compare.py [--hop build/hop] [-j 2] [--cache /tmp/lint-compare] [--show N] TREE...

Both are run without a php.ini (php -n, as HopVM has none), so both print their
diagnostics on stdout ("\\nParse error: ... in FILE on line N", then "Errors
parsing FILE" or "No syntax errors detected in FILE"). A file agrees when the
exit codes and the whole output are the same. php's answers are cached by file
(path, size, mtime) in the cache folder, hop's also by the hop binary's mtime,
so a rerun after a fix only runs hop again. Prints one line per disagreeing
file (kind, path, then the first differing line of each side) and a summary:
"N files, N agree, N disagree (hop rejects N php accepts, ...)".
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import subprocess
import sys


def php_files(trees):
    seen_dirs = set()
    out = []
    for tree in trees:
        if os.path.isfile(tree):
            out.append(tree)
            continue
        for root, dirs, files in os.walk(tree, followlinks=True):
            real = os.path.realpath(root)
            if real in seen_dirs:
                dirs[:] = []
                continue
            seen_dirs.add(real)
            dirs.sort()
            for f in sorted(files):
                p = os.path.join(root, f)
                if f.endswith(".php") and os.path.isfile(p):
                    out.append(p)
    return out


def run_lint(cmd, path):
    try:
        r = subprocess.run(cmd + ["-l", path], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
        return [r.returncode, r.stdout.decode("utf-8", "replace")]
    except subprocess.TimeoutExpired:
        return [-1, "TIMEOUT\n"]


class Cache:
    def __init__(self, path):
        self.path = path
        self.data = {}
        if os.path.exists(path):
            try:
                with open(path) as f:
                    self.data = json.load(f)
            except (OSError, ValueError):
                self.data = {}

    def save(self):
        tmp = self.path + ".tmp"
        with open(tmp, "w") as f:
            json.dump(self.data, f)
        os.replace(tmp, self.path)


def file_key(path, extra=""):
    st = os.stat(path)
    return hashlib.sha1(f"{os.path.abspath(path)}|{st.st_size}|{st.st_mtime_ns}|{extra}".encode()).hexdigest()


def first_diff(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<none>"
        y = lb[i] if i < len(lb) else "<none>"
        if x != y:
            return x, y
    return "", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hop", default="build/hop")
    ap.add_argument("--php", default="php")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--cache", default="/tmp/lint-compare")
    ap.add_argument("--show", type=int, default=1000, help="disagreements to list")
    ap.add_argument("trees", nargs="+")
    args = ap.parse_args()

    os.makedirs(args.cache, exist_ok=True)
    php_cache = Cache(os.path.join(args.cache, "php.json"))
    hop_cache = Cache(os.path.join(args.cache, "hop.json"))
    hop_stamp = str(os.stat(args.hop).st_mtime_ns)
    php_cmd = [args.php, "-n"]
    hop_cmd = [args.hop]

    files = php_files(args.trees)
    results = {}
    todo = []
    for p in files:
        kp, kh = file_key(p), file_key(p, hop_stamp)
        rp, rh = php_cache.data.get(kp), hop_cache.data.get(kh)
        results[p] = [rp, rh]
        if rp is None:
            todo.append((p, "php", kp))
        if rh is None:
            todo.append((p, "hop", kh))

    def work(item):
        p, who, key = item
        return item, run_lint(php_cmd if who == "php" else hop_cmd, p)

    done = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as ex:
        for (p, who, key), res in ex.map(work, todo):
            if who == "php":
                php_cache.data[key] = res
                results[p][0] = res
            else:
                hop_cache.data[key] = res
                results[p][1] = res
            done += 1
            if done % 500 == 0:
                php_cache.save()
                hop_cache.save()
                print(f"... {done}/{len(todo)} runs", file=sys.stderr)
    php_cache.save()
    hop_cache.save()

    agree = 0
    kinds = {"hop-rejects": 0, "hop-accepts": 0, "message": 0}
    shown = 0
    for p in files:
        (prc, pout), (hrc, hout) = results[p]
        # Messages name the file as given; compare them verbatim.
        if prc == hrc and pout == hout:
            agree += 1
            continue
        if prc == 0 and hrc != 0:
            kind = "hop-rejects"
        elif prc != 0 and hrc == 0:
            kind = "hop-accepts"
        else:
            kind = "message"
        kinds[kind] += 1
        if shown < args.show:
            x, y = first_diff(pout, hout)
            print(f"{kind}\t{p}\n    php: {x}\n    hop: {y}")
            shown += 1
    total = len(files)
    print(f"{total} files, {agree} agree, {total - agree} disagree (hop rejects {kinds['hop-rejects']} php accepts, "
          f"hop accepts {kinds['hop-accepts']} php rejects, {kinds['message']} differ in output)")
    return 0 if agree == total else 1


if __name__ == "__main__":
    sys.exit(main())
