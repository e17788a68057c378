#!/usr/bin/env python3
# instr-per-request.py — instructions (valgrind cachegrind) and context switches a `hop serve` process spends per request of a page.
#
# Not part of ./test (minutes under valgrind). For each N of --counts, starts
# `hop serve -t 1 -d hop.jit=off` (plus --hop-arg) under cachegrind on a unix
# socket, sends N requests of the page over one kept FastCGI connection (as
# nginx's keepalive upstream does), stops it, and reads the process's total
# instructions; the difference of two totals over the difference of their N is
# the instructions of one request (start-up, compiling and warm-up cancel).
# Without valgrind (--native), it reports CPU-ms and context switches (all the
# process's threads) per request instead, over the same kind of run.
# Usage:
#   instr-per-request.py [--hop build/hop] [--page hello|twig|FILE.php] [--counts 100,400]
#                        [--hop-arg=-d --hop-arg=hop.jit=live] [--native]
import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fcgi_client  # noqa: E402
import bench  # noqa: E402  (the bench's pages)


def params_for(script, query=""):
    return [("SCRIPT_FILENAME", script), ("SCRIPT_NAME", "/" + os.path.basename(script)),
            ("REQUEST_METHOD", "GET"), ("QUERY_STRING", query), ("REQUEST_URI", "/" + os.path.basename(script)),
            ("SERVER_PROTOCOL", "HTTP/1.1"), ("GATEWAY_INTERFACE", "CGI/1.1"), ("SERVER_SOFTWARE", "nginx"),
            ("REMOTE_ADDR", "127.0.0.1"), ("REMOTE_PORT", "40000"), ("SERVER_ADDR", "127.0.0.1"),
            ("SERVER_PORT", "80"), ("SERVER_NAME", "localhost"), ("HTTP_HOST", "localhost"),
            ("DOCUMENT_ROOT", os.path.dirname(script))]


def ctx_switches(pid):
    """The process's voluntary context switches (a thread waiting: for a
    request, a wake-up, a lock), all its threads; preemptions by other
    processes of a loaded machine not counted."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches"):
                        total += int(line.split()[1])
        except OSError:
            pass
    return total


def run_once(args, www, script, n, valgrind):
    sock = os.path.join(www, f"hop-{n}.sock")
    out = os.path.join(www, f"cg-{n}.out")
    cmd = [args.hop, "serve", "-l", sock, "-t", str(args.threads), "-d", "hop.jit=off"] + args.hop_arg
    if valgrind:
        cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}"] + cmd
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    end = time.time() + 120
    while not os.path.exists(sock):
        if time.time() > end or p.poll() is not None:
            p.kill()
            raise RuntimeError("hop serve did not start")
        time.sleep(0.1)
    params = params_for(script, args.query)
    s = fcgi_client.connect(sock, timeout=120)
    warm = args.warmup
    for i in range(warm):
        r = fcgi_client.do_request(sock, params, sock=s, keep=True)
    cpu0, cs0 = bench.cpu_seconds(p.pid), ctx_switches(p.pid)
    t0 = time.time()
    for i in range(n):
        r = fcgi_client.do_request(sock, params, sock=s, keep=True)
        if i == 0 and r.split()[0] not in (None, 200):
            print(r.stdout[:400], file=sys.stderr)
            raise RuntimeError("page failed")
    wall = time.time() - t0
    cpu1, cs1 = bench.cpu_seconds(p.pid), ctx_switches(p.pid)
    s.close()
    p.send_signal(signal.SIGTERM)
    _, err = p.communicate(timeout=300)
    if not valgrind:
        return (cpu1 - cpu0, cs1 - cs0, wall)
    m = re.search(r"I\s+refs:\s+([\d,]+)", err)
    if not m:
        print(err[-2000:], file=sys.stderr)
        raise RuntimeError("no cachegrind total")
    return int(m.group(1).replace(",", ""))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hop", default=os.path.join(os.path.dirname(__file__), "..", "..", "build", "hop"))
    ap.add_argument("--page", default="hello")
    ap.add_argument("--query", default="")
    ap.add_argument("--counts", default="100,400")
    ap.add_argument("--warmup", type=int, default=0, help="requests before counting (--native)")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--native", action="store_true", help="CPU-ms and context switches instead of valgrind")
    ap.add_argument("--hop-arg", action="append", default=[])
    args = ap.parse_args()
    www = tempfile.mkdtemp(prefix="hop-ipr-")
    for name, text in bench.PAGES:
        with open(os.path.join(www, name), "w") as f:
            f.write(text)
    script = args.page if args.page.endswith(".php") else os.path.join(www, args.page + ".php")
    counts = [int(x) for x in args.counts.split(",")]
    if args.native:
        for n in counts:
            cpu, cs, wall = run_once(args, www, script, n, False)
            print(f"{n} requests: {cpu * 1000 / n:.3f} CPU-ms/request, {cs / n:.2f} voluntary context switches/request, "
                  f"{n / wall:.0f} req/s (one client)")
        return
    totals = [run_once(args, www, script, n, True) for n in counts]
    for n, t in zip(counts, totals):
        print(f"{n} requests: {t:,} instructions")
    per = (totals[-1] - totals[0]) / (counts[-1] - counts[0])
    print(f"per request: {per:,.0f} instructions")


if __name__ == "__main__":
    main()
