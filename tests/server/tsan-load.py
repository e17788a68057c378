#!/usr/bin/env python3
# tsan-load.py — the server under concurrent load with the JIT on, built with
# ThreadSanitizer (scripts/tsan-server-build.py): request threads translating
# and running the same shared files at once, linking pooled classes, sharing
# units and eval'd code. Prints the races TSan reports (deduplicated by their
# top frames) and whether every answer was the same as the first one for its
# page and data. Half the clients come over FastCGI, half over the built-in
# HTTP server; a poller reads the admin endpoint's pages all along; the
# access log and the slow log (a short timeout: its watchdog interrupts
# requests) are on. Not part of ./test (the instrumented build takes minutes).
#
# Usage: tsan-load.py [--hop /tmp/hop-tsan-server3/hop] [-s SECONDS] [-c CLIENTS] [-t THREADS]
import argparse
import http.client
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fcgi_client as fc  # noqa: E402
from bench import TWIG  # noqa: E402
from pages import PAGES  # noqa: E402

PAGE_MIX = [("names.php", 6), ("jit.php", 5), ("cached.php", 3), ("classes.php", 4), ("systemlib.php", 5),
            ("isolation.php", 3), ("twig.php", 1)]


def params(docroot, page, query):
    return [("SCRIPT_FILENAME", f"{docroot}/{page}"), ("SCRIPT_NAME", "/" + page), ("REQUEST_METHOD", "GET"),
            ("QUERY_STRING", query), ("DOCUMENT_ROOT", docroot), ("SERVER_PROTOCOL", "HTTP/1.1"),
            ("REQUEST_URI", f"/{page}?{query}"), ("GATEWAY_INTERFACE", "CGI/1.1"), ("SERVER_NAME", "localhost"),
            ("SERVER_PORT", "80"), ("REMOTE_ADDR", "127.0.0.1")]


def body_of(resp):
    out = resp.stdout.split(b"\r\n\r\n", 1)[-1]
    # isolation.php prints the request's own time and object ids: compare the rest.
    return re.sub(rb"\d{9,}", b"N", out)


def free_port():
    import socket
    with socket.socket() as t:
        t.bind(("127.0.0.1", 0))
        return t.getsockname()[1]


def count_lines(tmp, name):
    try:
        return len(open(os.path.join(tmp, name), errors="replace").read().splitlines())
    except OSError:
        return 0


def count_entries(tmp, name):
    try:
        return sum(1 for e in open(os.path.join(tmp, name), errors="replace").read().split("\n\n") if e.strip())
    except OSError:
        return 0


def main():
    ap = argparse.ArgumentParser()
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--hop", default=f"/tmp/hop-tsan-{os.path.basename(here)}/hop")
    ap.add_argument("-s", type=int, default=60, help="seconds of load")
    ap.add_argument("-c", type=int, default=8, help="concurrent clients")
    ap.add_argument("-t", type=int, default=4, help="request threads")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="hop-tsan-load-")
    www = os.path.join(tmp, "www")
    for name, text in list(PAGES.items()) + [("twig.php", TWIG)]:
        path = os.path.join(www, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    sock = os.path.join(tmp, "hop.sock")
    env = dict(os.environ, TSAN_OPTIONS=f"halt_on_error=0 report_signal_unsafe=0 log_path={tmp}/tsan")
    log = open(os.path.join(tmp, "hop.log"), "w+")
    admin_port = free_port()
    hop = subprocess.Popen([args.hop, "serve", "-l", sock, "--http", "127.0.0.1:0", "--docroot", www,
                            "-d", f"hop.admin_port={admin_port}",
                            "-d", f"hop.server_access_log={tmp}/access.log", "-d", f"hop.server_slow_log={tmp}/slow.log",
                            "-d", "hop.server_slow_log_timeout=300ms",
                            "-t", str(args.t), "-d", "hop.jit=live",
                            "-d", "hop.jit_threshold=0", "-d", "hop.jit_profitability=0", "-d", "hop.jit_threads=2",
                            "-d", "hop.jit_stats=1", "-d", "hop.jit_shared_code=1", "-d", "max_execution_time=0"],
                           stdout=log, stderr=subprocess.STDOUT, cwd=www, env=env)
    http_port = None
    for _ in range(1200):
        log.seek(0)
        m = re.search(r"listening on http://127\.0\.0\.1:(\d+)", log.read())
        if (os.path.exists(sock) and m) or hop.poll() is not None:
            http_port = int(m.group(1)) if m else None
            break
        time.sleep(0.1)
    first, lock = {}, threading.Lock()
    stats = {"requests": 0, "errors": 0, "differ": 0}
    samples = []
    stop = time.time() + args.s   # no new request after this

    def client(n):
        # Clients 0, 4, 8...: a FastCGI connection per request; 2, 6...: one
        # kept connection (FCGI_KEEP_CONN, as nginx's keepalive upstream: the
        # request thread re-arms it itself); odd ones HTTP, 3, 7... on one
        # keep-alive connection.
        i = n
        kept = None
        while time.time() < stop and hop.poll() is None:
            page, kinds = PAGE_MIX[i % len(PAGE_MIX)]
            q = f"v={(i // len(PAGE_MIX)) % kinds}"
            i += 1
            try:
                if n % 2 and http_port and n % 4 == 3:
                    if kept is None:
                        kept = http.client.HTTPConnection("127.0.0.1", http_port, timeout=300)
                    kept.request("GET", f"/{page}?{q}")
                    b = re.sub(rb"\d{9,}", b"N", kept.getresponse().read())
                elif n % 2 and http_port:
                    with urllib.request.urlopen(f"http://127.0.0.1:{http_port}/{page}?{q}", timeout=300) as r:
                        b = re.sub(rb"\d{9,}", b"N", r.read())
                elif n % 4 == 2:
                    if kept is None:
                        kept = fc.connect(sock, timeout=300)
                    b = body_of(fc.do_request(sock, params(www, page, q), sock=kept, keep=True))
                else:
                    conn = fc.connect(sock, timeout=300)   # an instrumented server is 5-20x slower
                    b = body_of(fc.do_request(sock, params(www, page, q), sock=conn))
                    conn.close()
            except Exception as e:  # noqa: BLE001
                if kept is not None:
                    kept.close()
                    kept = None
                with lock:
                    stats["errors"] += 1
                    samples.append(repr(e))
                continue
            with lock:
                stats["requests"] += 1
                key = (page, q, n % 2 and bool(http_port))   # HTTP's $_SERVER differs from FastCGI's
                if key not in first:
                    first[key] = b
                elif first[key] != b:
                    stats["differ"] += 1
                    samples.append(f"{key}: {b[:200]!r} vs {first[key][:200]!r}")
    def admin_poller():
        while time.time() < stop and hop.poll() is None:
            for path in ("/status.json", "/jit-stats.json", "/fpm-status?json&full", "/check-health"):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{admin_port}{path}", timeout=60).read()
                    with lock:
                        stats["admin"] = stats.get("admin", 0) + 1
                except Exception as e:  # noqa: BLE001
                    with lock:
                        stats["admin_errors"] = stats.get("admin_errors", 0) + 1
                        samples.append("admin " + repr(e))
            time.sleep(0.2)
    threads = [threading.Thread(target=client, args=(n,)) for n in range(args.c)] + [threading.Thread(target=admin_poller)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    alive = hop.poll() is None
    if alive:
        hop.send_signal(signal.SIGTERM)
        try:
            hop.wait(timeout=60)
        except subprocess.TimeoutExpired:
            hop.kill()
    reports, seen = [], set()
    for name in sorted(os.listdir(tmp)):
        if not name.startswith("tsan"):
            continue
        text = open(os.path.join(tmp, name)).read()
        for rep in text.split("==================")[1:]:
            if "WARNING: ThreadSanitizer" not in rep or "thread leak" in rep:
                continue   # (a leak: threads still running at a forced exit)
            frames = re.findall(r"#\d+ (\S+) (\S+)", rep)
            key = tuple(f for f, _ in frames[:2])
            if key in seen:
                continue
            seen.add(key)
            reports.append(rep.strip())
    log.seek(0)
    tail = log.read().splitlines()
    print(f"tsan-load: {args.s} s, {args.c} clients, {args.t} request threads: {stats['requests']} requests, "
          f"{stats['errors']} errors, {stats['differ']} answers unlike the first for their page; "
          f"hop {'alive' if alive else 'DIED'} (exit {hop.returncode}); {len(reports)} distinct TSan reports; "
          f"admin pages {stats.get('admin', 0)} ({stats.get('admin_errors', 0)} errors); "
          f"access log {count_lines(tmp, 'access.log')} lines, slow log {count_entries(tmp, 'slow.log')} entries")
    for s in samples[:3]:
        print("  sample:", s)
    for rep in reports:
        print("-" * 70)
        print("\n".join(rep.splitlines()[:40]))
    stat_lines = [ln for ln in tail if re.match(r"\s+(transLive|leasesRefused|compileSlotsBusy|entries|bcCompiled)\s", ln)]
    print("\n".join(stat_lines))
    if os.environ.get("KEEP"):
        print("kept:", tmp)
    else:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0 if alive and not reports and not stats["errors"] and not stats["differ"] and \
        not stats.get("admin_errors") else 1


if __name__ == "__main__":
    sys.exit(main())
