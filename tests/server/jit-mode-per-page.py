#!/usr/bin/env python3
# jit-mode-per-page.py — CPU per request of each page under hop.jit=off, live and pgo in `hop serve`, cold (the first requests) and warm: which JIT mode pays on which page.
#
# Not part of ./test (a few minutes). For each mode, one `hop serve -t 1`
# (FastCGI socket, admin port), each page requested over one kept FastCGI
# connection: --cold requests from the start (compiling and translating
# included), then --warm more, whose CPU per request is the steady state.
# The JIT's counters (/jit-stats.json) after each mode. Pages: bench.py's and
# realworld_pages.py's.
# Usage: jit-mode-per-page.py [--hop build/hop] [--pages twig,parsedown,...] [--modes off,live,pgo]
#                             [--cold 50] [--warm 100] [--hop-arg=-d --hop-arg=X=Y]
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import fcgi_client  # noqa: E402
import realworld_pages  # noqa: E402

ALL = "twig,parsedown,commonmark,yaml,php-parser"


def params_for(script, query=""):
    name = "/" + os.path.basename(script)
    return [("SCRIPT_FILENAME", script), ("SCRIPT_NAME", name), ("REQUEST_METHOD", "GET"), ("QUERY_STRING", query),
            ("REQUEST_URI", name), ("SERVER_PROTOCOL", "HTTP/1.1"), ("GATEWAY_INTERFACE", "CGI/1.1"),
            ("SERVER_SOFTWARE", "nginx"), ("REMOTE_ADDR", "127.0.0.1"), ("REMOTE_PORT", "40000"),
            ("SERVER_ADDR", "127.0.0.1"), ("SERVER_PORT", "80"), ("SERVER_NAME", "localhost"),
            ("HTTP_HOST", "localhost"), ("DOCUMENT_ROOT", os.path.dirname(script))]


def cpu_ns(pid):
    """CPU time of every thread of a process, in ns (schedstat: finer than /proc/PID/stat's ticks)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        except OSError:
            pass
    return total


def jit_stats(admin):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{admin}/jit-stats.json", timeout=10) as r:
            return json.load(r)
    except OSError:
        return {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hop", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build", "hop"))
    ap.add_argument("--pages", default=ALL)
    ap.add_argument("--modes", default="off,live,pgo")
    ap.add_argument("--cold", type=int, default=50)
    ap.add_argument("--warm", type=int, default=100)
    ap.add_argument("--hop-arg", action="append", default=[])
    args = ap.parse_args()
    www = tempfile.mkdtemp(prefix="hop-modes-")
    bench.write_pages(www, bench.PAGES + realworld_pages.PAGES)
    pages = args.pages.split(",")
    try:
        for mode in args.modes.split(","):
            sock = os.path.join(www, f"hop-{mode}.sock")
            admin = bench.free_port()
            p = subprocess.Popen([os.path.abspath(args.hop), "serve", "-l", sock, "-t", "1", "-d", f"hop.jit={mode}",
                                  "-d", f"hop.admin_port={admin}"] + args.hop_arg,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=www)
            try:
                bench.wait_path(sock)
                for page in pages:
                    params = params_for(os.path.join(www, page + ".php"), "n=3")
                    s = fcgi_client.connect(sock, timeout=120)
                    res = []
                    for count in (args.cold, args.warm):
                        c0, t0 = cpu_ns(p.pid), time.time()
                        for _ in range(count):
                            r = fcgi_client.do_request(sock, params, sock=s, keep=True)
                            if r.split()[0] not in (None, 200):
                                raise RuntimeError(f"{page}: {r.stdout[:300]!r}")
                        res.append(((cpu_ns(p.pid) - c0) / 1e6 / count, time.time() - t0))
                    s.close()
                    print(f"{mode:5} {page:11} cold {args.cold}: {res[0][0]:7.2f} CPU-ms/request; "
                          f"warm {args.warm}: {res[1][0]:7.2f} CPU-ms/request", flush=True)
                st = jit_stats(admin)
                keys = ("transLive", "transProfile", "transOptimize", "transUnsupported", "leasesRefused",
                        "compileSlotsBusy", "translateNs")
                flat = st.get("counters", st)
                print(f"{mode:5} jit: " + ", ".join(f"{k} {flat.get(k)}" for k in keys if k in flat), flush=True)
            finally:
                p.send_signal(signal.SIGTERM)
                try:
                    p.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    p.kill()
    finally:
        shutil.rmtree(www, ignore_errors=True)


if __name__ == "__main__":
    main()
