#!/usr/bin/env python3
"""rw-iter1.py — the realworld drivers at RW_ITER=1 (one workload: loading-dominated),
php and any HopVM engines interleaved; prints median CPU seconds (user+sys of the
driver and its children) and the ratio to php; '!' marks output differing from php's.

  RUNS=3 scripts/rw-iter1.py "off=build/hop -d hop.jit=off" "live=build/hop" [lib=twig ...]

ITER=timing uses run-realworld's timing counts instead (about 1 s under php each), so
the same CPU-time comparison covers the per-iteration regime; ITER=N uses N for all.
"""
import os, resource, statistics, subprocess, sys

HERE = os.environ.get("RW_DIR", "/work/shared/realworld")
runs = int(os.environ.get("RUNS", "3"))
ITER_MODE = os.environ.get("ITER", "1")
TIMING = {"twig": 160, "php-parser": 4, "commonmark": 10, "symfony-console": 320,
          "symfony-yaml": 280, "monolog": 4000, "carbon": 200, "phpunit": 1, "parsedown": 270}


def iters(lib):
    return str(TIMING.get(lib, 1)) if ITER_MODE == "timing" else ITER_MODE
engines = [("php", ["php"])]
for spec in sys.argv[1:]:
    if not spec.startswith("lib="):
        name, cmd = spec.split("=", 1)
        engines.append((name, cmd.split()))
libs = [a[4:] for a in sys.argv[1:] if a.startswith("lib=")] or sorted(
    d for d in os.listdir(HERE)
    if os.path.exists(f"{HERE}/{d}/driver.php") or os.path.exists(f"{HERE}/{d}/driver.sh"))


def run(lib, eng):
    sh = f"{HERE}/{lib}/driver.sh"
    cmd = [sh] + eng if os.path.exists(sh) else eng + [f"{lib}/driver.php"]
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, cwd=HERE, env=dict(os.environ, RW_ITER=iters(lib)), capture_output=True)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime), p.stdout


print("%-16s" % "lib" + "".join("%16s" % n for n, _ in engines))
for lib in libs:
    res = {n: [] for n, _ in engines}
    outs = {}
    for _ in range(runs):
        for n, e in engines:
            c, o = run(lib, e)
            res[n].append(c)
            outs[n] = o
    pc = statistics.median(res["php"])
    line = "%-16s" % lib
    for n, _ in engines:
        c = statistics.median(res[n])
        mark = "" if outs[n] == outs["php"] else "!"
        line += "%16s" % (("%.3f" % c if n == "php" else "%.3f %.2fx" % (c, c / pc)) + mark)
    print(line, flush=True)
