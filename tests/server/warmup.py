#!/usr/bin/env python3
# warmup.py — the concurrent-JIT warm-up experiment (HHVM's seed): `hop serve` behind nginx from a cold start under wrk, requests per slice per configuration, the JIT's work per slice from the admin endpoint, and a PNG of both.
#
# Not part of ./test (minutes of load). Each configuration (space-separated
# -d settings) is started cold behind its own nginx and loaded at once by wrk
# (each connection requesting the pages in turn), configurations in turn,
# --rounds times. Per slice: requests, hop's CPU-seconds, and from
# /jit-stats.json the translations made, the time request threads spent
# translating, leases refused and translations not made for want of a
# hop.jit_threads slot: so the report says how much compile work there was
# to share between JIT threads, not only how many requests were served.
# Usage:
#   warmup.py [--hop build/hop] [--warmup 180] [--slice 10] [--warmup-page realworld] [-c 8] [--threads 4]
#             [--config "hop.jit_threads=2"] [--config "hop.jit_threads=1"] [--rounds 1] [--plot docs/x.png]
#   (bench.py --warmup N ... runs the same with bench.py's options)
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import realworld_pages  # noqa: E402

# Pages rendering through five Debian libraries: several hundred distinct hot functions.
REALWORLD = "twig,parsedown,commonmark,yaml,php-parser"
JIT_KEYS = ("translations", "translateNs", "leasesRefused", "compileSlotsBusy", "transUnsupported")


def jit_counters(admin):
    """The JIT's counters now (admin /jit-stats.json), with translations = live + profiling + optimized."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{admin}/jit-stats.json", timeout=5) as r:
            c = json.load(r).get("counters", {})
    except (OSError, ValueError):
        return {}
    c["translations"] = c.get("transLive", 0) + c.get("transProfile", 0) + c.get("transOptimize", 0)
    return c


def class_pool(admin):
    """The pool of linked classes now (admin /status.json's unit_cache), and the JIT's asks for methods of
    unpooled classes."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{admin}/status.json", timeout=5) as r:
            u = json.load(r).get("unit_cache", {})
    except (OSError, ValueError):
        return ""
    j = jit_counters(admin)
    return (f"classes: {u.get('classes_pooled')} copies of {u.get('classes_distinct')} classes pooled (at most "
            f"{u.get('class_copies_max')} of one, {u.get('classes_at_cap')} at the cap, "
            f"{u.get('classes_pooled_delayed', 0)} linked with delayed checks), {u.get('classes_reused')} reused "
            f"({u.get('classes_reused_delayed', 0)} with delayed checks); links not answered: {u.get('class_miss_deps')} dependencies unpooled, "
            f"{u.get('class_miss_no_copy')} no copy free, {u.get('class_miss_lookups')} other lookups; not pooled: "
            f"{u.get('classes_not_pooled_delayed')} delayed checks, {u.get('classes_not_pooled_diagnostics')} "
            f"diagnostics, {u.get('classes_not_pooled_cap')} cap, {u.get('classes_not_pooled_other')} other; "
            f"JIT: {j.get('sharedFuncsRefused', 0)} asks for unpooled methods, {j.get('copyRefusals', 0)} copy refusals")


def one_run(args, tmp, www, tag, conf, paths, mix):
    """One configuration from a cold start: per slice (requests, CPU-s, JIT counter deltas)."""
    procs = []
    try:
        sock = os.path.join(tmp, f"hop-{tag}.sock")
        admin = bench.free_port()
        extra = []
        for kv in conf.split():
            extra += ["-d", kv]
        hop = subprocess.Popen([os.path.abspath(args.hop), "serve", "-l", sock, "-t", str(args.threads),
                                "-d", f"hop.admin_port={admin}"] + extra + args.hop_arg,
                               stdout=subprocess.DEVNULL, stderr=open(os.path.join(tmp, f"hop-{tag}.log"), "w"), cwd=www)
        procs.append(hop)
        bench.wait_path(sock)
        ng = os.path.join(tmp, f"nginx-{tag}")
        os.makedirs(ng)
        port = bench.nginx_conf(ng, www, [("hop", sock)])["hop"]
        procs.append(subprocess.Popen(["nginx", "-p", ng, "-c", os.path.join(ng, "nginx.conf"), "-e", "stderr",
                                       "-g", "daemon off;"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        bench.wait_port(port)
        start = time.time()
        slices, errors = [], 0
        cpu0, jit0 = bench.cpu_seconds(hop.pid), jit_counters(admin)
        while time.time() - start < args.warmup:
            if mix:
                _, done, failed, non2xx = bench.wrk(port, "/", args.c, args.slice, mix)
            else:
                _, done, failed, non2xx = bench.ab(port, paths[len(slices) % len(paths)], args.c, args.slice)
            cpu, jit = bench.cpu_seconds(hop.pid), jit_counters(admin)
            slices.append({"requests": done, "cpu": cpu - cpu0,
                           **{k: jit.get(k, 0) - jit0.get(k, 0) for k in JIT_KEYS}})
            cpu0, jit0 = cpu, jit
            errors += max(failed, 0) + non2xx
        print("     " + class_pool(admin), flush=True)
        return slices, errors
    finally:
        bench.stop_all(procs)


def run(args):
    """The experiment with bench.py's (or this script's) options."""
    tmp = tempfile.mkdtemp(prefix="hop-warmup-")
    www = os.path.join(tmp, "www")
    os.makedirs(www)
    bench.write_pages(www, bench.PAGES + realworld_pages.PAGES)
    configs = args.config or ["hop.jit_threads=2", "hop.jit_threads=1"]
    page_list = REALWORLD if args.warmup_page == "realworld" else args.warmup_page
    paths = [f"/{p}.php" for p in page_list.split(",")]
    mix = None
    if args.tool == "wrk":
        # wrk: every connection requests the pages in turn (one mix, not a page per slice).
        mix = os.path.join(tmp, "mix.lua")
        with open(mix, "w") as f:
            f.write("local paths = {" + ", ".join(f'"{p}"' for p in paths) + "}\nlocal i = 0\n"
                    "request = function()\n  i = i % #paths + 1\n  return wrk.format(\"GET\", paths[i])\nend\n")
    print(f"warm-up: {','.join(paths)} (in turn: {'per request, wrk' if mix else 'per slice, ab -k'}) -c {args.c} in "
          f"{args.slice} s slices for {args.warmup} s from a cold start, {args.threads} request threads, "
          f"{args.rounds} round(s):", flush=True)
    runs = []
    try:
        for rnd in range(args.rounds):
            for n, conf in enumerate(configs):
                slices, errors = one_run(args, tmp, www, f"{rnd}-{n}", conf, paths, mix)
                total = sum(s["requests"] for s in slices)
                cpu = sum(s["cpu"] for s in slices)
                jit = {k: sum(s[k] for s in slices) for k in JIT_KEYS}
                runs.append({"config": conf, "run": rnd + 1, "total": total, "errors": errors, "slices": slices,
                             "rps": [s["requests"] / args.slice for s in slices], "cpu": [s["cpu"] for s in slices]})
                print(f"  r{rnd + 1} {conf:28} {total:7} requests, {errors} errors, {cpu:.1f} CPU-s "
                      f"({total / max(cpu, 1e-9):.0f} requests per CPU-s); JIT: {jit['translations']} translations, "
                      f"{jit['translateNs'] / 1e9:.2f} s translating ({100 * jit['translateNs'] / 1e9 / max(cpu, 1e-9):.2f}% "
                      f"of hop's CPU), {jit['transUnsupported']} refused, {jit['leasesRefused']} leases refused, "
                      f"{jit['compileSlotsBusy']} without a slot", flush=True)
                print("     req/s per slice: " + " ".join(f"{s['requests'] / args.slice:.0f}" for s in slices)
                      + "\n     requests per CPU-s: " + " ".join(f"{s['requests'] / s['cpu']:.0f}" if s['cpu'] else "-"
                                                           for s in slices)
                      + "\n     ms translating per slice: " + " ".join(f"{s['translateNs'] / 1e6:.0f}" for s in slices),
                      flush=True)
        for conf in configs:
            mine = [r for r in runs if r["config"] == conf]
            req, cpu = sum(r["total"] for r in mine), sum(sum(r["cpu"]) for r in mine)
            print(f"  {conf:28} requests per run: {' '.join(str(r['total']) for r in mine)}; sum {req}; "
                  f"{cpu:.1f} CPU-s, {req / max(cpu, 1e-9):.0f} requests per CPU-s", flush=True)
        if len(configs) > 1:
            a = [r for r in runs if r["config"] == configs[0]]
            b = [r for r in runs if r["config"] == configs[1]]
            ra, rb = sum(r["total"] for r in a), sum(r["total"] for r in b)
            ca, cb = sum(sum(r["cpu"]) for r in a), sum(sum(r["cpu"]) for r in b)
            if rb and ca and cb:
                print(f"  {configs[0]} against {configs[1]}: {100.0 * (ra / rb - 1):+.1f}% requests, "
                      f"{100.0 * ((ra / ca) / (rb / cb) - 1):+.1f}% requests per CPU-second", flush=True)
        if args.plot:
            data = {"page": page_list, "c": args.c, "threads": args.threads, "slice": args.slice, "runs": runs}
            with open(args.plot + ".json", "w") as f:
                json.dump(data, f, indent=1)
            # plot-warmup.py under the system python (Debian's python3-matplotlib).
            plot = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plot-warmup.py")
            py = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
            r = subprocess.run([py, plot, args.plot + ".json", args.plot])
            print(f"  plot: {args.plot}" if r.returncode == 0 else f"  plot failed; data in {args.plot}.json")
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--hop", default=os.path.join(root, "build", "hop"))
    ap.add_argument("-c", type=int, default=8, help="concurrent connections")
    ap.add_argument("--threads", type=int, default=4, help="hop request threads")
    ap.add_argument("--warmup", type=int, default=180, help="seconds from a cold start")
    ap.add_argument("--warmup-page", default="realworld", help="pages in turn (comma-separated), or 'realworld'")
    ap.add_argument("--slice", type=int, default=10)
    ap.add_argument("--tool", default="wrk", choices=["ab", "wrk"])
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--config", action="append", default=[], help="space-separated -d settings (repeatable)")
    ap.add_argument("--hop-arg", action="append", default=[])
    ap.add_argument("--plot", default="")
    return run(ap.parse_args())


if __name__ == "__main__":
    sys.exit(main())
