#!/usr/bin/env python3
# fuzz-server.py — bad input against a running `hop serve`: mutated and truncated FastCGI records and HTTP requests (bit flips, inserted and cut bytes, huge lengths, random garbage) sent by several clients at once, in random pieces, while a probe checks that good requests keep being answered. Counts the answers (a status or a close), and fails on a crash, a hang (a probe slower than --probe-timeout) or a wrong probe answer. Not part of ./test (minutes; docs/perf-server.md quotes a run).
#
# Usage: fuzz-server.py [--hop build/hop] [-s SECONDS] [-c CLIENTS] [--seed N]
import argparse
import os
import random
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fcgi_client as fc  # noqa: E402


def fcgi_seeds(docroot):
    def params(page, method="GET", extra=()):
        return [("SCRIPT_FILENAME", f"{docroot}/{page}"), ("SCRIPT_NAME", "/" + page), ("REQUEST_METHOD", method),
                ("QUERY_STRING", "a=1&b[]=2"), ("REQUEST_URI", f"/{page}?a=1"), ("SERVER_PROTOCOL", "HTTP/1.1"),
                ("CONTENT_TYPE", "application/x-www-form-urlencoded")] + list(extra)
    body = b"x=1&y[z]=2"
    return [fc.request_bytes(params("echo.php"), keep=True),
            fc.request_bytes(params("echo.php", "POST", [("CONTENT_LENGTH", str(len(body)))]), body, keep=False),
            fc.request_bytes(params("echo.php"), rid=7) + fc.request_bytes(params("echo.php"), rid=8),
            fc.record(9, 0,   # FCGI_GET_VALUES
                       fc.name_values([("FCGI_MPXS_CONNS", "")]))]


HTTP_SEEDS = [
    b"GET /echo.php?a=1 HTTP/1.1\r\nHost: x\r\n\r\n",
    b"POST /echo.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 9\r\n\r\nx=1&y[]=2",
    b"POST /echo.php HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nx=1&y\r\n0\r\n\r\n",
    b"GET /static.txt HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /echo.php HTTP/1.1\r\nHost: y\r\n\r\n",
    b"HEAD /dir/ HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nCookie: a=b; c=d\r\n\r\n",
]


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        k = rng.random()
        if not data:
            data += bytes([rng.randrange(256)])
        elif k < 0.35:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif k < 0.5:
            pos = rng.randrange(len(data))
            data[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        elif k < 0.65:
            pos = rng.randrange(len(data))
            del data[pos:pos + rng.randint(1, 16)]
        elif k < 0.75:
            data = data[:rng.randrange(len(data))]   # truncated
        elif k < 0.85:
            pos = rng.randrange(len(data))
            data[pos:pos] = rng.choice([b"\xff\xff", b"99999999999", b"\r\n", b"\x00", b"\x7f\xff\xff\xff",
                                        b"Content-Length: 4294967296\r\n", b"%00", b"/../../.."])
        else:
            data += bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
    return bytes(data)


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.cases = 0
        self.answered = 0      # some bytes came back
        self.closed = 0        # closed with no answer
        self.timeouts = 0      # no answer and still open after the read timeout (a half request waiting)
        self.statuses = {}
        self.probes = 0
        self.probe_fail = []

    def add(self, what, status=None):
        with self.lock:
            self.cases += 1
            setattr(self, what, getattr(self, what) + 1)
            if status:
                self.statuses[status] = self.statuses.get(status, 0) + 1


def send_case(addr, data, rng, read_timeout):
    s = socket.socket(socket.AF_UNIX if isinstance(addr, str) else socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(read_timeout)
    try:
        s.connect(addr)
        pos = 0
        while pos < len(data):
            n = rng.randint(1, 200)
            s.sendall(data[pos:pos + n])
            pos += n
        got = b""
        try:
            while len(got) < 65536:
                chunk = s.recv(65536)
                if not chunk:
                    break
                got += chunk
        except socket.timeout:
            if not got:
                return "timeouts", None
        if not got:
            return "closed", None
        m = re.match(rb"HTTP/1\.[01] (\d{3})", got)
        if m:
            return "answered", m.group(1).decode()
        m = re.search(rb"Status: (\d{3})", got)
        return "answered", (m.group(1).decode() if m else "fcgi")
    except (ConnectionError, BrokenPipeError, OSError):
        return "closed", None
    finally:
        s.close()


def main():
    ap = argparse.ArgumentParser()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--hop", default=os.path.join(root, "build", "hop"))
    ap.add_argument("-s", type=int, default=60, help="seconds per protocol")
    ap.add_argument("-c", type=int, default=4, help="fuzzing clients at once")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--probe-timeout", type=float, default=5.0)
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="hop-fuzz-")
    www = os.path.join(tmp, "www")
    os.makedirs(os.path.join(www, "dir"))
    with open(os.path.join(www, "echo.php"), "w") as f:
        f.write("<?php echo json_encode([$_GET, $_POST, $_COOKIE, $_SERVER['REQUEST_METHOD'] ?? null]), \"\\n\";\n")
    with open(os.path.join(www, "static.txt"), "w") as f:
        f.write("static\n")
    with open(os.path.join(www, "dir", "index.php"), "w") as f:
        f.write("<?php echo 'index';\n")
    sock = os.path.join(tmp, "hop.sock")
    log = open(os.path.join(tmp, "hop.log"), "w+", errors="replace")
    hop = subprocess.Popen([args.hop, "serve", "-l", sock, "--http", "127.0.0.1:0", "--docroot", www, "-t", "2",
                            "-d", "hop.server_idle_timeout=3", "-d", "hop.server_max_body=1M"],
                           stdout=log, stderr=subprocess.STDOUT, cwd=www)
    http = None
    for _ in range(200):
        log.seek(0)
        m = re.search(r"listening on http://127\.0\.0\.1:(\d+)", log.read())
        if m and os.path.exists(sock):
            http = ("127.0.0.1", int(m.group(1)))
            break
        time.sleep(0.05)
    ok = True
    try:
        for proto, addr, seeds in (("FastCGI", sock, fcgi_seeds(www)), ("HTTP", http, HTTP_SEEDS)):
            st = Stats()
            end = time.time() + args.s
            rngs = [random.Random(args.seed * 1000 + i + (0 if proto == "HTTP" else 500)) for i in range(args.c)]

            def fuzzer(rng):
                while time.time() < end and hop.poll() is None:
                    data = mutate(rng, rng.choice(seeds)) if rng.random() < 0.9 else \
                        bytes(rng.randrange(256) for _ in range(rng.randint(0, 400)))
                    what, status = send_case(addr, data, rng, 0.5)
                    st.add(what, status)

            def probe():
                while time.time() < end and hop.poll() is None:
                    t0 = time.time()
                    try:
                        if proto == "HTTP":
                            s = socket.create_connection(http, timeout=args.probe_timeout)
                            s.sendall(b"GET /echo.php?p=1 HTTP/1.1\r\nHost: p\r\nConnection: close\r\n\r\n")
                            got = b""
                            while True:
                                c = s.recv(65536)
                                if not c:
                                    break
                                got += c
                            s.close()
                            good = got.startswith(b"HTTP/1.1 200") and got.endswith(b'[{"p":"1"},[],[],"GET"]\n')
                        else:
                            r = fc.do_request(sock, [("SCRIPT_FILENAME", f"{www}/echo.php"), ("REQUEST_METHOD", "GET"),
                                                     ("QUERY_STRING", "p=1")])
                            good = r.split()[2] == b'[{"p":"1"},[],[],"GET"]\n'
                    except Exception as e:  # noqa: BLE001
                        good = False
                        got = repr(e)
                    dt = time.time() - t0
                    with st.lock:
                        st.probes += 1
                        if not good or dt > args.probe_timeout:
                            st.probe_fail.append((round(dt, 2), str(got)[:200] if not good else "slow"))
                    time.sleep(0.05)
            threads = [threading.Thread(target=fuzzer, args=(r,)) for r in rngs] + [threading.Thread(target=probe)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            alive = hop.poll() is None
            top = ", ".join(f"{k}: {v}" for k, v in sorted(st.statuses.items(), key=lambda kv: -kv[1])[:8])
            print(f"{proto}: {st.cases} bad inputs in {args.s} s by {args.c} clients: {st.answered} answered ({top}), "
                  f"{st.closed} closed without an answer, {st.timeouts} left waiting (read timeout 0.5 s); "
                  f"{st.probes} good requests meanwhile, {len(st.probe_fail)} failed or slower than "
                  f"{args.probe_timeout} s; hop {'alive' if alive else 'DIED'}", flush=True)
            if st.probe_fail:
                print("  probe failures:", st.probe_fail[:5])
            ok = ok and alive and not st.probe_fail
            if not alive:
                break
    finally:
        if hop.poll() is None:
            hop.terminate()
            try:
                hop.wait(timeout=15)
            except subprocess.TimeoutExpired:
                hop.kill()
        log.seek(0)
        text = log.read()
        print(f"hop exit status {hop.returncode}; log lines: {len(text.splitlines())}")
        if hop.returncode not in (0,):
            print("\n".join(text.splitlines()[-30:]))
            ok = False
        shutil.rmtree(tmp, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
