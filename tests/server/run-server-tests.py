#!/usr/bin/env python3
# run-server-tests.py — starts `hop serve` and php-fpm8.2 on loopback (unix sockets in a temp dir, a TCP port and an HTTP port for hop), sends the same FastCGI requests to both, compares status, headers (minus X-Powered-By) and body, the same over HTTP (hop's built-in server against nginx -> php-fpm: http_tests.py), then sends malformed records and requests to hop and checks it answers or closes, never dies, and still serves.
#
# Exit status: 0 all passed, 1 failures, 77 skipped (php-fpm8.2 is not installed).
# Usage: run-server-tests.py [--hop build/hop] [--php-fpm php-fpm8.2] [-v]
import argparse
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fcgi_client as fc  # noqa: E402
from pages import PAGES, REQUESTS  # noqa: E402
from session_tests import SessionTests  # noqa: E402
from http_tests import HttpTests  # noqa: E402
from admin_tests import AdminTests  # noqa: E402
from ops_tests import OpsTests  # noqa: E402
from reuse_tests import ReuseTests  # noqa: E402
from pool_tests import PoolTests  # noqa: E402

SKIP = 77


def wait_for(path_or_addr, proc, what, timeout=10):
    end = time.time() + timeout
    while time.time() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited early with status {proc.returncode}")
        try:
            fc.connect(path_or_addr, timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"{what} did not start listening")


def base_params(docroot, page, method, query, extra, body, ctype):
    script_name = "/" + page
    p = [
        ("QUERY_STRING", query),
        ("REQUEST_METHOD", method),
        ("CONTENT_TYPE", ctype or ""),
        ("CONTENT_LENGTH", str(len(body)) if body else ""),
        ("SCRIPT_NAME", script_name),
        ("REQUEST_URI", script_name + ("?" + query if query else "")),
        ("DOCUMENT_URI", script_name),
        ("DOCUMENT_ROOT", docroot),
        ("SERVER_PROTOCOL", "HTTP/1.1"),
        ("REQUEST_SCHEME", "http"),
        ("GATEWAY_INTERFACE", "CGI/1.1"),
        ("SERVER_SOFTWARE", "nginx/1.22.1"),
        ("REMOTE_ADDR", "127.0.0.1"),
        ("REMOTE_PORT", "54321"),
        ("SERVER_ADDR", "127.0.0.1"),
        ("SERVER_PORT", "8080"),
        ("SERVER_NAME", "localhost"),
        ("REDIRECT_STATUS", "200"),
        ("SCRIPT_FILENAME", docroot + script_name),
        ("HTTP_HOST", "localhost:8080"),
        ("HTTP_USER_AGENT", "hop-server-test"),
    ]
    p += extra if isinstance(extra, list) else list(extra.items())
    return p


def normalize(resp, docroot):
    status, headers, body = resp.split()
    headers = [(k, v) for k, v in headers if k.lower() not in ("x-powered-by", "date")]
    # Max-Age counts from "now": equal within a second or two is equal.
    fixed = []
    for k, v in headers:
        if k.lower() == "set-cookie" and "Max-Age=" in v and "Max-Age=0" not in v:
            v = v.split("; Max-Age=")[0] + "; Max-Age=N" + ("; " + v.split("; Max-Age=")[1].split("; ", 1)[1] if "; " in v.split("; Max-Age=")[1] else "")
        fixed.append((k, v))
    return status, fixed, body


class Runner(HttpTests, AdminTests, SessionTests, OpsTests, ReuseTests, PoolTests):
    def __init__(self, args):
        self.args = args
        self.failures = []
        self.passed = 0
        self.skipped = []
        self.tmp = tempfile.mkdtemp(prefix="hop-server-test-")
        self.docroot = os.path.join(self.tmp, "www")
        for name, text in PAGES.items():
            path = os.path.join(self.docroot, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        self.procs = []

    def check(self, ok, label, detail=""):
        if ok:
            self.passed += 1
            if self.args.verbose:
                print(f"  ok    {label}")
        else:
            self.failures.append(label)
            print(f"  FAIL  {label}\n{detail}")

    def skip(self, label):
        """A check that cannot run here (a missing tool): reported, neither passed nor failed."""
        self.skipped.append(label)
        print(f"  skip  {label}")

    def start_hop(self):
        self.hop_sock = os.path.join(self.tmp, "hop.sock")
        self.hop_log = open(os.path.join(self.tmp, "hop.log"), "w+")
        self.uploads = os.path.join(self.tmp, "uploads")
        os.makedirs(self.uploads, exist_ok=True)
        cmd = [self.args.hop, "serve", "-l", self.hop_sock, "-l", "127.0.0.1:0", "-t", "2",
               "--http", "127.0.0.1:0", "--docroot", self.docroot,
               "-d", "upload_tmp_dir=" + self.uploads, "-d", "session.save_path=" + self.session_dir("hop"),
               "-d", "hop.unit_cache_revalidate_freq=0"] + self.args.hop_arg
        p = subprocess.Popen(cmd, stdout=self.hop_log, stderr=subprocess.STDOUT, cwd=self.docroot)
        self.procs.append(p)
        self.hop = p
        wait_for(self.hop_sock, p, "hop serve")
        # The TCP listener's port, from the announcement.
        self.hop_tcp = None
        self.hop_http = None
        for _ in range(100):
            self.hop_log.seek(0)
            for line in self.hop_log.read().splitlines():
                if line.startswith("hop serve: listening on 127.0.0.1:"):
                    self.hop_tcp = ("127.0.0.1", int(line.rsplit(":", 1)[1]))
                if line.startswith("hop serve: listening on http://127.0.0.1:"):
                    self.hop_http = ("127.0.0.1", int(line.rsplit(":", 1)[1]))
            if self.hop_tcp and self.hop_http:
                break
            time.sleep(0.05)

    def session_dir(self, who):
        d = os.path.join(self.tmp, "sessions-" + who)
        os.makedirs(d, exist_ok=True)
        return d

    def start_fpm(self):
        self.fpm_sock = os.path.join(self.tmp, "fpm.sock")
        conf = os.path.join(self.tmp, "fpm.conf")
        with open(conf, "w") as f:
            f.write(f"""[global]
pid = {self.tmp}/fpm.pid
error_log = {self.tmp}/fpm.log
daemonize = no
[www]
listen = {self.fpm_sock}
pm = static
pm.max_children = 2
php_value[upload_tmp_dir] = {self.uploads}
php_value[session.save_path] = {self.session_dir("fpm")}
pm.status_path = /fpm-status
ping.path = /ping
""")
        cmd = [self.args.php_fpm, "-n", "-F", "-y", conf, "-p", self.tmp]
        if os.geteuid() == 0:
            cmd.insert(1, "-R")
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=self.docroot)
        self.procs.append(p)
        self.fpm = p
        wait_for(self.fpm_sock, p, "php-fpm")

    def stop(self):
        for p in self.procs:
            if p.poll() is None:
                p.terminate()
        for p in self.procs:
            try:
                p.wait(timeout=5)
            except subprocess.TimeoutExpired:
                p.kill()

    # --- differential ------------------------------------------------------------------
    def differential(self):
        print("differential against php-fpm:")
        for label, page, method, query, extra, body, ctype in REQUESTS:
            params = base_params(self.docroot, page, method, query, extra, body, ctype)
            got = fc.do_request(self.hop_sock, params, body)
            want = fc.do_request(self.fpm_sock, params, body)
            g, w = normalize(got, self.docroot), normalize(want, self.docroot)
            detail = ""
            if g != w:
                detail = (f"    hop:     status {g[0]} headers {g[1]}\n      body {g[2]!r}\n"
                          f"    php-fpm: status {w[0]} headers {w[1]}\n      body {w[2]!r}")
            self.check(g == w, f"{label} ({page})", detail)
        # flush() reaches the client as its own record, before the page ends.
        params = base_params(self.docroot, "flush.php", "GET", "", {}, b"", None)
        r = fc.do_request(self.hop_sock, params)
        self.check(r.stdout_records >= 2, "flush() sends a STDOUT record of its own", f"    records: {r.stdout_records}")
        # Uploaded temporary files are gone after the request (both servers
        # upload into the test's directory).
        # fastcgi_finish_request(): the script went on after the response.
        done = os.path.join(self.uploads, "finish-hop.txt")
        fc.do_request(self.hop_sock, base_params(self.docroot, "finish.php", "GET", "who=-hop", {}, b"", None))
        for _ in range(50):
            if os.path.exists(done):
                break
            time.sleep(0.05)
        self.check(os.path.exists(done), "fastcgi_finish_request: the script ran on")
        # finish.txt: both servers' finish.php of the differential write it after their response (a loaded
        # machine may delay it past this point): waited for before the check below.
        for _ in range(50):
            if os.path.exists(os.path.join(self.uploads, "finish.txt")):
                break
            time.sleep(0.05)
        time.sleep(0.2)
        for f in ("finish-hop.txt", "finish.txt"):
            if os.path.exists(os.path.join(self.uploads, f)):
                os.unlink(os.path.join(self.uploads, f))
        # (finish.php's own files are no uploads: the run of an earlier request may write one after the unlink above.)
        left = [f for f in os.listdir(self.uploads) if not (f.startswith("finish") and f.endswith(".txt"))]
        self.check(not left, "uploaded temporary files removed after the request", f"    left: {left}")

    def compare_with_fpm(self, label, page, query, mask=None):
        """page?query from HopVM and from php-fpm, checked alike (after mask);
        HopVM's normalized (status, headers, body)."""
        params = base_params(self.docroot, page, "GET", query, {}, b"", None)
        g = normalize(fc.do_request(self.hop_sock, params), self.docroot)
        w = normalize(fc.do_request(self.fpm_sock, params), self.docroot)
        if mask:
            g, w = mask(g), mask(w)
        self.check(g == w, label, f"    hop:     {g}\n    php-fpm: {w}")
        return g

    def hop_bodies_at_once(self, page, queries):
        """HopVM's normalized bodies of page?queries[n], all requested at
        once: [(n, body or the error's repr)] in completion order."""
        results = []

        def worker(n):
            params = base_params(self.docroot, page, "GET", queries[n], {}, b"", None)
            try:
                results.append((n, normalize(fc.do_request(self.hop_sock, params), self.docroot)[2]))
            except Exception as e:  # noqa: BLE001
                results.append((n, repr(e).encode()))
        threads = [threading.Thread(target=worker, args=(n,)) for n in range(len(queries))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return results

    # --- request isolation on reused threads ---------------------------------------------------
    def isolation(self):
        """Request threads are reused: a page that changes every kind of
        request state, requested again and again (different data each time,
        a class and function defined per request), must answer each time as
        php-fpm does; so must the pages hitting memory_limit and
        max_execution_time, and the requests after them."""
        print("isolation on reused threads:")
        # The size of the allocation that hit memory_limit is the allocator's own.
        mask = lambda r: (r[0], r[1], re.sub(rb"tried to allocate \d+ bytes", b"tried to allocate N bytes", r[2]))
        compare = lambda label, page, query: self.compare_with_fpm(label, page, query, mask)
        bodies = set()
        for i in range(12):
            g = compare(f"isolation.php, request {i + 1}", "isolation.php", f"v={i % 3}")
            bodies.add(g[2])
        self.check(len(bodies) == 3, "isolation.php: one answer per request data", f"    {len(bodies)} answers")
        compare("memory_limit set by the page: its fatal", "mem-limit.php", "")
        compare("max_execution_time set by the page: its fatal", "time-limit.php", "")
        for i in range(4):
            compare(f"after the limits, request {i + 1}", "isolation.php", "v=9")
        # The JIT: the same hot page, with classes, constants and functions
        # each request defines differently, again and again and at once.
        want = {}
        for i in range(10):
            want[i % 5] = compare(f"jit.php, request {i + 1} (v={i % 5})", "jit.php", f"v={i % 5}")[2]
        jit_results = []

        def jit_worker(n):
            params = base_params(self.docroot, "jit.php", "GET", f"v={n % 5}", {}, b"", None)
            try:
                jit_results.append((n, fc.do_request(self.hop_sock, params).split()[2]))
            except Exception as e:  # noqa: BLE001
                jit_results.append((n, repr(e).encode()))
        threads = [threading.Thread(target=jit_worker, args=(n,)) for n in range(20)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        bad = [(n, b) for n, b in jit_results if b != want[n % 5]]
        self.check(len(jit_results) == 20 and not bad, "20 concurrent jit.php requests: each as php-fpm answers it",
                   f"    {bad[:2]}")
        # The systemlib's classes, linked by many requests at once.
        sys_want = {}
        for i in range(5):
            sys_want[i] = compare(f"systemlib.php (v={i})", "systemlib.php", f"v={i}")[2]
        sys_results = []

        def sys_worker(n):
            params = base_params(self.docroot, "systemlib.php", "GET", f"v={n % 5}", {}, b"", None)
            try:
                sys_results.append((n, fc.do_request(self.hop_sock, params).split()[2]))
            except Exception as e:  # noqa: BLE001
                sys_results.append((n, repr(e).encode()))
        for _round in range(3):
            threads = [threading.Thread(target=sys_worker, args=(n,)) for n in range(20)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
        bad = [(n, b) for n, b in sys_results if b != sys_want[n % 5]]
        self.check(len(sys_results) == 60 and not bad and self.hop.poll() is None,
                   "60 concurrent systemlib.php requests: each as php-fpm answers it", f"    {bad[:2]}")
        # Concurrent: the threads run different requests' classes at once.
        results = []

        def worker(n):
            params = base_params(self.docroot, "isolation.php", "GET", f"v={n}", {}, b"", None)
            try:
                results.append((n, fc.do_request(self.hop_sock, params).split()[2]))
            except Exception as e:  # noqa: BLE001
                results.append((n, repr(e).encode()))
        threads = [threading.Thread(target=worker, args=(n,)) for n in range(24)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        bad = [(n, b) for n, b in results
               if f"method: {2 * n}\n".encode() not in b or b"leaked" in b or f"shutdown of {n}\n".encode() not in b]
        self.check(len(results) == 24 and not bad, "24 concurrent isolation.php requests: each its own state",
                   f"    {bad[:2]}")

    # --- the process-wide unit cache -------------------------------------------------------------
    def unit_cache(self):
        """Files compiled once and shared by the requests: the same answers
        as php-fpm, one after the other and at once, and a changed file is
        compiled again (revalidated by size and mtime)."""
        print("unit cache:")
        compare = lambda label, page, query: self.compare_with_fpm(label, page, query)[2]
        want = {}
        for i in range(6):
            want[i % 3] = compare(f"cached.php, request {i + 1} (v={i % 3})", "cached.php", f"v={i % 3}")
        queries = [f"v={n % 3}" for n in range(24)]
        results = self.hop_bodies_at_once("cached.php", queries)
        bad = [(n, b) for n, b in results if b != want[n % 3]]
        self.check(len(results) == 24 and not bad, "24 concurrent cached.php requests: each as php-fpm answers it",
                   f"    {bad[:2]}")
        # A file made stale (new mtime) under 24 requests at once: one thread
        # compiles it again, the others wait for its unit.
        shapes = os.path.join(self.docroot, "sub", "shapes.php")
        st = os.stat(shapes)
        os.utime(shapes, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
        results = self.hop_bodies_at_once("cached.php", queries)
        bad = [(n, b) for n, b in results if b != want[n % 3]]
        self.check(len(results) == 24 and not bad and self.hop.poll() is None,
                   "24 concurrent cached.php requests as an included file goes stale", f"    {bad[:2]}")
        # A file changed between two requests (another size, then the same
        # size with another mtime) is compiled again.
        path = os.path.join(self.docroot, "sub", "value.php")
        for i, (text, mark) in enumerate([("<?php return ['v' => 22, 'w' => true];\n", b'"v":22'),
                                          ("<?php return ['v' => 33, 'w' => true];\n", b'"v":33')]):
            st = os.stat(path)
            with open(path, "w") as f:
                f.write(text)
            os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
            body = compare(f"cached.php after sub/value.php changed ({i + 1})", "cached.php", "v=1")
            self.check(mark in body, f"the changed file's new code runs ({i + 1})", f"    {body[:60]}")
        # A file that stops compiling, then compiles again.
        with open(path, "w") as f:
            f.write("<?php return [;\n")
        compare("cached.php with a parse error in an included file", "cached.php", "v=1")
        with open(path, "w") as f:
            f.write("<?php return ['v' => 1];\n")
        compare("cached.php once the file compiles again", "cached.php", "v=2")

    # --- keep-alive, TCP, concurrency -------------------------------------------------------------
    def connections(self):
        print("connections:")
        params = base_params(self.docroot, "state.php", "GET", "", {}, b"", None)
        s = fc.connect(self.hop_sock)
        bodies = []
        for i in range(3):
            r = fc.do_request(None, params, sock=s, keep=True, rid=i + 1)
            bodies.append(r.split()[2])
        s.close()
        self.check(len(set(bodies)) == 1 and b"no class" in bodies[0],
                   "keep-alive: three requests on one connection, each starting clean", f"    {bodies}")
        r = fc.do_request(self.hop_sock, base_params(self.docroot, "ini.php", "GET", "", {}, b"", None))
        self.check(r.split()[2] == b"UTC & 14\n", "PHP_VALUE of an earlier request not carried over", repr(r.stdout))
        if self.hop_tcp:
            r = fc.do_request(self.hop_tcp, base_params(self.docroot, "hello.php", "GET", "", {}, b"", None))
            self.check(r.split()[2] == b"Hello, world\n", "TCP listener serves", repr(r.stdout))
        else:
            self.check(False, "TCP listener announced its port")
        # Many requests at once, over both listeners.
        results = []

        def worker(n):
            addr = self.hop_tcp if (n % 2 and self.hop_tcp) else self.hop_sock
            try:
                page = "state.php" if n % 3 else "get.php"
                r = fc.do_request(addr, base_params(self.docroot, page, "GET", f"n={n}", {}, b"", None))
                results.append((page, n, r.split()))
            except Exception as e:  # noqa: BLE001
                results.append(("error", n, repr(e)))

        threads = [threading.Thread(target=worker, args=(n,)) for n in range(40)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        bad = []
        for page, n, res in results:
            if page == "error":
                bad.append((n, res))
            elif page == "state.php" and res[2] != bodies[0]:
                bad.append((n, res))
            elif page == "get.php" and f'["n"]=>\n  string({len(str(n))}) "{n}"'.encode() not in res[2]:
                bad.append((n, res))
        self.check(len(results) == 40 and not bad, "40 concurrent requests on 2 threads: all right", f"    {bad[:3]}")

    # --- malformed input -------------------------------------------------------------------------
    def send_raw(self, data, expect_close=True, read_timeout=3):
        """Sends bytes; returns what came back before the server closed (None: it kept the connection open)."""
        s = fc.connect(self.hop_sock, timeout=read_timeout)
        try:
            s.sendall(data)
        except OSError:
            pass
        try:
            s.shutdown(socket.SHUT_WR) if expect_close else None
        except OSError:
            pass
        got = b""
        try:
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    return got
                got += chunk
        except socket.timeout:
            return None if not got else got
        except OSError:
            return got
        finally:
            s.close()

    def malformed(self):
        print("malformed records:")
        hello = base_params(self.docroot, "hello.php", "GET", "", {}, b"", None)
        begin = fc.record(fc.BEGIN_REQUEST, 1, struct.pack(">HB5x", fc.RESPONDER, 0))
        cases = [
            ("truncated header", b"\x01\x01\x00"),
            ("truncated record body", fc.record(fc.BEGIN_REQUEST, 1, struct.pack(">HB5x", 1, 0))[:12]),
            ("bad version", b"\x02" + fc.record(fc.BEGIN_REQUEST, 1, struct.pack(">HB5x", 1, 0))[1:]),
            ("BEGIN_REQUEST of 7 bytes", fc.record(fc.BEGIN_REQUEST, 1, b"\0\1\0\0\0\0\0")),
            ("name length past the end", begin + fc.record(fc.PARAMS, 1, b"\x85\x00\x00\x00\x01ab") + fc.record(fc.PARAMS, 1) + fc.record(fc.STDIN, 1)),
            ("huge name length", begin + fc.record(fc.PARAMS, 1, b"\xff\xff\xff\xff\x01a") + fc.record(fc.PARAMS, 1) + fc.record(fc.STDIN, 1)),
            ("truncated 4-byte length", begin + fc.record(fc.PARAMS, 1, b"\x80\x00") + fc.record(fc.PARAMS, 1) + fc.record(fc.STDIN, 1)),
            ("STDIN before PARAMS end", begin + fc.record(fc.STDIN, 1, b"x")),
            ("PARAMS over the limit", begin + b"".join(fc.record(fc.PARAMS, 1, b"\x7f" * 65535) for _ in range(17))),
            ("server-side record type", begin + fc.record(fc.STDOUT, 1, b"x")),
            ("unknown record type", begin + fc.record(200, 1, b"x")),
            ("garbage", os.urandom(4096)),
            ("length claims more than sent", struct.pack(">BBHHBx", 1, fc.PARAMS, 1, 65535, 255) + b"x" * 100),
        ]
        for label, data in cases:
            t0 = time.time()
            got = self.send_raw(data)
            alive = self.hop.poll() is None
            self.check(alive, f"{label}: server alive", f"    exit status {self.hop.returncode}")
            # Malformed or incomplete input (then EOF): the server closes the
            # connection without inventing a response, and does not hang.
            self.check(got == b"", f"{label}: connection closed ({time.time() - t0:.1f}s)", f"    got {got!r}")
            r = fc.do_request(self.hop_sock, hello)
            self.check(r.split()[2] == b"Hello, world\n", f"{label}: next request served", repr(r.stdout))
        # 20,000 params (10,000 distinct, each twice): refused above the limit, or served fast.
        many = base_params(self.docroot, "hello.php", "GET", "", [(f"HTTP_X_{i % 10000}", "v") for i in range(20000)], b"", None)
        t0 = time.time()
        try:
            r = fc.do_request(self.hop_sock, many)
            ok = r.split()[2] == b"Hello, world\n"
        except fc.Closed:
            ok = True   # over the 10,000-pair limit: closed
        self.check(ok and time.time() - t0 < 3 and self.hop.poll() is None,
                   f"20,000 params: answered or closed in {time.time() - t0:.2f}s")
        # A second request multiplexed on a connection is refused cleanly; the first is served.
        s = fc.connect(self.hop_sock)
        data = fc.request_bytes(hello, rid=1)
        second = fc.record(fc.BEGIN_REQUEST, 2, struct.pack(">HB5x", fc.RESPONDER, 0))
        s.sendall(data[:16] + second + data[16:])
        r = fc.read_response(s, 1)
        s.close()
        refused = [c for t, i, c in r.other if t == fc.END_REQUEST and i == 2]
        self.check(refused and refused[0][4] == 1 and r.split()[2] == b"Hello, world\n",
                   "second request on a connection: FCGI_CANT_MPX_CONN, first served", f"    {r.other} {r.stdout!r}")
        # GET_VALUES says no multiplexing.
        s = fc.connect(self.hop_sock)
        s.sendall(fc.record(fc.GET_VALUES, 0, fc.name_values([("FCGI_MPXS_CONNS", ""), ("FCGI_MAX_REQS", "")])))
        t, i, c = fc.read_record(s)
        s.close()
        vals = dict(fc.parse_name_values(c)) if t == fc.GET_VALUES_RESULT else {}
        self.check(vals.get(b"FCGI_MPXS_CONNS") == b"0", "GET_VALUES: FCGI_MPXS_CONNS=0", f"    {t} {c!r}")
        # An unknown role is refused with FCGI_UNKNOWN_ROLE.
        s = fc.connect(self.hop_sock)
        s.sendall(fc.record(fc.BEGIN_REQUEST, 5, struct.pack(">HB5x", 3, 0)))
        t, i, c = fc.read_record(s)
        s.close()
        self.check(t == fc.END_REQUEST and i == 5 and c[4] == 3, "unknown role: FCGI_UNKNOWN_ROLE", f"    {t} {i} {c!r}")
        # A client that goes away mid-request does not hurt the next one.
        s = fc.connect(self.hop_sock)
        s.sendall(fc.request_bytes(base_params(self.docroot, "ob.php", "GET", "", {}, b"", None)))
        s.close()
        r = fc.do_request(self.hop_sock, hello)
        self.check(r.split()[2] == b"Hello, world\n" and self.hop.poll() is None, "client gone mid-request: next served")

    # --- nginx in front ------------------------------------------------------------------
    def start_nginx(self):
        """nginx on three loopback ports: hop, php-fpm, and hop through a keepalive upstream."""
        ports = []
        for _ in range(3):
            with socket.socket() as t:
                t.bind(("127.0.0.1", 0))
                ports.append(t.getsockname()[1])
        self.nginx_ports = ports
        ng = os.path.join(self.tmp, "nginx")
        os.makedirs(ng, exist_ok=True)
        loc = """
        root {root};
        index index.php;
        location ~ [^/]\\.php(/|$) {{
            fastcgi_split_path_info ^(.+?\\.php)(/.*)$;
            include /etc/nginx/fastcgi_params;
            fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
            fastcgi_param PATH_INFO $fastcgi_path_info;
            {extra}
            fastcgi_pass {upstream};
        }}"""
        servers = ""
        for port, upstream, extra in [(ports[0], "unix:" + self.hop_sock, ""),
                                      (ports[1], "unix:" + self.fpm_sock, ""),
                                      (ports[2], "hop_keepalive", "fastcgi_keep_conn on;")]:
            servers += f"""
    server {{
        listen 127.0.0.1:{port};
        server_name localhost;
        {loc.format(root=self.docroot, upstream=upstream, extra=extra)}
    }}"""
        conf = os.path.join(ng, "nginx.conf")
        with open(conf, "w") as f:
            f.write(f"""{"user root;" if os.geteuid() == 0 else ""}
worker_processes 1;
pid {ng}/nginx.pid;
error_log {ng}/error.log;
events {{ worker_connections 256; }}
http {{
    access_log {ng}/access.log;
    client_body_temp_path {ng}/body;
    fastcgi_temp_path {ng}/fastcgi;
    proxy_temp_path {ng}/proxy;
    uwsgi_temp_path {ng}/uwsgi;
    scgi_temp_path {ng}/scgi;
    upstream hop_keepalive {{ server unix:{self.hop_sock}; keepalive 4; }}
{servers}
}}
""")
        p = subprocess.Popen([self.args.nginx, "-p", ng, "-c", conf, "-e", "stderr", "-g", "daemon off;"],
                             stdout=subprocess.DEVNULL, stderr=open(os.path.join(ng, "stderr.log"), "w"))
        self.procs.append(p)
        for port in ports:
            wait_for(("127.0.0.1", port), p, "nginx")

    def http(self, port, method, path, body=None, headers=None, conn=None):
        import http.client
        own = conn is None
        c = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        c.request(method, path, body=body, headers=headers or {})
        r = c.getresponse()
        data = r.read()
        hs = [(k, v) for k, v in r.getheaders() if k.lower() not in ("date", "x-powered-by", "server")]
        if own:
            c.close()
        return r.status, hs, data

    def behind_nginx(self):
        print("behind nginx:")
        from pages import multipart, BOUNDARY
        up = multipart([("title", "T")], [("doc", "notes.txt", "text/plain", b"uploaded\n")])
        cases = [
            ("GET", "/hello.php", None, {}),
            ("GET", "/get.php?a=1&b[]=2&c[x]=y", None, {"Cookie": "k=v; k2=v%202"}),
            ("POST", "/post.php?q=1", b"x=1&y[]=2", {"Content-Type": "application/x-www-form-urlencoded"}),
            ("POST", "/upload.php", up, {"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}),
            ("GET", "/cookies.php", None, {"Cookie": "in=1"}),
            ("GET", "/status404.php", None, {}),
            ("GET", "/redirect.php", None, {}),
            ("GET", "/ob.php", None, {}),
            ("GET", "/flush.php", None, {}),
            ("GET", "/fatal-hidden.php", None, {}),
            ("GET", "/exception.php", None, {}),
            ("GET", "/sub/info.php/extra/path", None, {}),
            ("GET", "/nope.php", None, {}),
            ("GET", "/ctype-json.php", None, {}),
        ]
        for method, path, body, headers in cases:
            g = self.http(self.nginx_ports[0], method, path, body, headers)
            w = self.http(self.nginx_ports[1], method, path, body, headers)
            g = (g[0], [h for h in g[1] if not (h[0] == "Set-Cookie" and "Max-Age=" in h[1] and "Max-Age=0" not in h[1])], g[2])
            w = (w[0], [h for h in w[1] if not (h[0] == "Set-Cookie" and "Max-Age=" in h[1] and "Max-Age=0" not in h[1])], w[2])
            self.check(g == w, f"nginx: {method} {path}", f"    hop:     {g}\n    php-fpm: {w}")
        # nginx keeping FastCGI connections open (fastcgi_keep_conn + upstream keepalive).
        import http.client
        c = http.client.HTTPConnection("127.0.0.1", self.nginx_ports[2], timeout=10)
        outs = [self.http(None, "GET", "/state.php", conn=c)[2] for _ in range(6)]
        c.close()
        self.check(len(set(outs)) == 1 and b"no class" in outs[0], "nginx keepalive upstream: 6 requests, each clean",
                   f"    {outs}")

    def overload(self):
        """One request thread and a queue of one: a request beyond those gets a 503 at once."""
        print("overload:")
        sock = os.path.join(self.tmp, "small.sock")
        p = subprocess.Popen([self.args.hop, "serve", "-l", sock, "-t", "1", "-d", "hop.server_queue=1",
                              "-d", "hop.server_idle_timeout=1"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=self.docroot)
        self.procs.append(p)
        wait_for(sock, p, "hop serve (small)")
        results = []

        def one():
            r = fc.do_request(sock, base_params(self.docroot, "slow.php", "GET", "", {}, b"", None))
            results.append(r.split()[0])

        threads = [threading.Thread(target=one) for _ in range(4)]
        for t in threads:
            t.start()
            time.sleep(0.05)
        for t in threads:
            t.join()
        self.check(sorted(results) == [200, 200, 503, 503], "1 thread, queue of 1, 4 requests: 2 served, 2 refused with 503",
                   f"    {results}")
        # Slow clients (half a request, or nothing) are closed after the idle timeout; others are served meanwhile.
        slow = [fc.connect(sock, timeout=5) for _ in range(20)]
        for i, c in enumerate(slow):
            if i % 2:
                c.sendall(fc.request_bytes(base_params(self.docroot, "hello.php", "GET", "", {}, b"", None))[:30])
        r = fc.do_request(sock, base_params(self.docroot, "hello.php", "GET", "", {}, b"", None))
        self.check(r.split()[2] == b"Hello, world\n", "20 slow connections open: a request is still served")
        t0 = time.time()
        closed = 0
        for c in slow:
            try:
                closed += c.recv(10) == b""
            except OSError:
                pass
            c.close()
        self.check(closed == 20 and time.time() - t0 < 4, f"slow connections closed after the idle timeout ({closed}/20)")
        # Idle connections the client closes at the very second the idle sweep closes them (nginx and hop both
        # end an idle keepalive connection after 60 s): the sweep once freed connections whose close event was
        # in the same epoll batch, and the event's handler freed them again (the process aborted).
        for _ in range(4):
            idle = [fc.connect(sock, timeout=5) for _ in range(200)]
            time.sleep(1.0 - time.time() % 1.0 + 0.002)
            for c in idle:
                c.close()
            time.sleep(0.2)
        r = fc.do_request(sock, base_params(self.docroot, "hello.php", "GET", "", {}, b"", None))
        self.check(p.poll() is None and r.split()[2] == b"Hello, world\n",
                   "idle connections closed by the client as the idle sweep closes them: the server lives on",
                   f"    status {p.poll()}")
        # A request that never ends: SIGTERM waits for it (grace period), a second SIGTERM ends the process.
        stuck = fc.connect(sock)
        stuck.sendall(fc.request_bytes(base_params(self.docroot, "forever.php", "GET", "", {}, b"", None)))
        time.sleep(0.3)
        p.terminate()
        time.sleep(0.5)
        still = p.poll() is None
        p.terminate()
        try:
            code = p.wait(timeout=5)
        except subprocess.TimeoutExpired:
            code = None
        stuck.close()
        self.check(still and code == 1, "a request running forever: SIGTERM waits, a second SIGTERM stops",
                   f"    alive after the first: {still}, status {code}")

    def graceful_stop(self):
        self.hop.terminate()
        try:
            code = self.hop.wait(timeout=10)
        except subprocess.TimeoutExpired:
            code = None
        self.check(code == 0, "SIGTERM: clean exit", f"    status {code}")
        self.check(not os.path.exists(self.hop_sock), "SIGTERM: socket removed")
        self.hop_log.flush()
        self.hop_log.seek(0)
        m = re.search(r"eval cache: (\d+) hits.*classes: (\d+) pooled.*?, (\d+) reused", self.hop_log.read())
        pooling = "hop.class_cache=0" not in self.args.hop_arg
        self.check(m is not None and (int(m.group(3)) > 0 or not pooling),
                   "SIGTERM: the cache counters logged" + (", pooled classes reused" if pooling else ""),
                   f"    {m.group(0) if m else 'no counters line'}")

    # --- linked classes pooled across requests ---------------------------------------------------
    def class_cache(self):
        """Classes linked by one request and pooled for the next ones
        (hop.class_cache): every request sees its own statics, constants and
        defaults, one after the other and at once, as php-fpm answers."""
        print("class cache:")
        want = {}
        for i in range(8):
            want[i % 4] = self.compare_with_fpm(f"classes.php, request {i + 1} (v={i % 4})", "classes.php",
                                                f"v={i % 4}")[2]
        results = self.hop_bodies_at_once("classes.php", [f"v={n % 4}" for n in range(32)])
        bad = [(n, b) for n, b in results if b != want[n % 4]]
        self.check(len(results) == 32 and not bad and self.hop.poll() is None,
                   "32 concurrent classes.php requests: each as php-fpm answers it", f"    {bad[:2]}")
        for i in range(8):
            self.compare_with_fpm(f"classes2.php, request {i + 1} (v={i % 4}): a parent and a checked class per request",
                                  "classes2.php", f"v={i % 4}")

    # --- translations shared by the request threads -----------------------------------------------
    def shared_jit(self):
        """A second server that translates everything at once (threshold 0,
        4 request threads, 2 JIT threads): the shared files' functions are
        translated once for every request, and pages whose classes,
        functions and constants differ by request under the same names
        answer as php-fpm, one after the other and many at once."""
        print("shared translations (JIT on everything, 4 threads):")
        sock = os.path.join(self.tmp, "hop-jit.sock")
        log = open(os.path.join(self.tmp, "hop-jit.log"), "w+")
        cmd = [self.args.hop, "serve", "-l", sock, "-t", "4", "-d", "hop.unit_cache_revalidate_freq=0",
               "-d", "hop.jit=live", "-d", "hop.jit_threshold=0", "-d", "hop.jit_profitability=0",
               "-d", "hop.jit_threads=2", "-d", "hop.jit_stats=1", "-d", "hop.jit_shared_code=1"] + self.args.hop_arg
        p = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, cwd=self.docroot)
        self.procs.append(p)
        wait_for(sock, p, "hop serve (JIT)")
        pages = [("names.php", 6), ("jit.php", 5), ("cached.php", 3), ("classes.php", 4), ("systemlib.php", 5)]
        want = {}
        for page, kinds in pages:
            for i in range(kinds):
                params = base_params(self.docroot, page, "GET", f"v={i}", {}, b"", None)
                want[(page, i)] = normalize(fc.do_request(self.fpm_sock, params), self.docroot)[2]
        results = []

        def worker(page, i):
            params = base_params(self.docroot, page, "GET", f"v={i}", {}, b"", None)
            try:
                results.append((page, i, normalize(fc.do_request(sock, params), self.docroot)[2]))
            except Exception as e:  # noqa: BLE001
                results.append((page, i, repr(e).encode()))
        # One after the other (each request's own data over translations
        # another request made), then rounds of all of them at once.
        for page, kinds in pages:
            for rnd in range(2):
                for i in range(kinds):
                    worker(page, i)
        for rnd in range(4):
            threads = [threading.Thread(target=worker, args=(page, (i + rnd) % kinds))
                       for page, kinds in pages for i in range(kinds) for _ in range(2)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
        bad = [(page, i, b[:300]) for page, i, b in results if b != want[(page, i)]]
        total = len(results)
        self.check(not bad and p.poll() is None,
                   f"{total} requests of 5 pages (names.php: other classes, functions, constants under the same "
                   f"names per request) with everything translated: each as php-fpm answers it",
                   f"    {bad[:1]}\n    php-fpm: {want[(bad[0][0], bad[0][1])][:300] if bad else ''}")
        self.stop_proc(p)
        log.seek(0)
        text = log.read()
        counts = {}
        for line in text.splitlines():
            m = re.match(r"\s+(\w+)\s+(\d+)\s", line)
            if m:
                counts[m.group(1)] = int(m.group(2))
        live = counts.get("transLive", 0)
        compiled = counts.get("bcCompiled", 0)
        self.check(live > 50 and compiled > 0 and p.returncode == 0,
                   "the shared files' functions were translated and their code ran",
                   f"    live translations {live}, bytecodes compiled {compiled}, status {p.returncode}\n"
                   + "\n".join(text.splitlines()[-30:]))

    # --- refusals shared by the copies of a pooled class's methods -------------------------------
    COPIES_LIB = """<?php
class Node {
    protected array $attrs = [];
    protected string $tag = 'div';
    public function set(string $k, $v): static {
        $this->attrs[$k] = $v;
        return $this->touch($k);
    }
    public function touch(string $k): static { return $this; }
    public function html(): string {
        $s = '<' . $this->tag;
        foreach ($this->attrs as $k => $v) $s .= ' ' . $k . '="' . htmlspecialchars((string)$v) . '"';
        return $s . '>';
    }
}
class Link extends Node { protected string $tag = 'a'; }
"""
    COPIES_PAGE = """<?php
require __DIR__ . '/copies-lib.php';
$n = (int)($_GET['v'] ?? 0);
$out = '';
for ($i = 0; $i < 300; $i++) {
    $node = $i % 2 ? new Node() : new Link();
    $out .= $node->set('id', "n$i")->set('data-v', $i * $n)->html();
}
echo strlen($out), ' ', md5($out), "\\n";
"""

    def copy_refusals(self):
        """4 request threads running a page at once each hold their own
        pooled copy of its classes (and of their methods); a short method
        the translator refuses for every caller (Node::set, Node::touch) is
        refused once per class, the other copies told so before they
        translate (jit/copy-refusals.h): the counter says so, and every
        answer is php-fpm's."""
        print("refusals shared by method copies (4 threads):")
        for name, text in (("copies-lib.php", self.COPIES_LIB), ("copies.php", self.COPIES_PAGE)):
            with open(os.path.join(self.docroot, name), "w") as f:
                f.write(text)
        sock = os.path.join(self.tmp, "hop-copies.sock")
        log = open(os.path.join(self.tmp, "hop-copies.log"), "w+")
        cmd = [self.args.hop, "serve", "-l", sock, "-t", "4", "-d", "hop.jit=live", "-d", "hop.jit_threshold=5",
               "-d", "hop.jit_threads=2", "-d", "hop.jit_stats=1"] + self.args.hop_arg
        p = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, cwd=self.docroot)
        self.procs.append(p)
        wait_for(sock, p, "hop serve (copies)")
        want = {i: normalize(fc.do_request(self.fpm_sock, base_params(self.docroot, "copies.php", "GET", f"v={i}", {},
                                                                       b"", None)), self.docroot)[2] for i in range(4)}
        results = []

        def worker(i):
            params = base_params(self.docroot, "copies.php", "GET", f"v={i}", {}, b"", None)
            try:
                results.append((i, normalize(fc.do_request(sock, params), self.docroot)[2]))
            except Exception as e:  # noqa: BLE001
                results.append((i, repr(e).encode()))
        for rnd in range(4):
            threads = [threading.Thread(target=worker, args=(n % 4,)) for n in range(16)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
        bad = [(i, b[:200]) for i, b in results if b != want[i]]
        self.check(not bad and len(results) == 64 and p.poll() is None,
                   "64 requests of copies.php, 16 at once: each as php-fpm answers it", f"    {bad[:2]}")
        self.stop_proc(p)
        log.seek(0)
        text = log.read()
        counts = {m.group(1): int(m.group(2)) for m in re.finditer(r"^\s+(\w+)\s+(\d+)\s", text, re.M)}
        self.check(counts.get("copyRefusals", 0) > 0 and p.returncode == 0,
                   "copies of a pooled class's refused methods were not translated again",
                   f"    copyRefusals {counts.get('copyRefusals')}, refused {counts.get('transUnsupported')}, "
                   f"status {p.returncode}\n" + "\n".join(text.splitlines()[-30:]))

    def run(self):
        try:
            self.start_hop()
            self.start_fpm()
            self.isolation()   # first: php-fpm's workers keep PHP_VALUE settings of earlier requests
            self.unit_cache()
            self.class_cache()
            self.class_pool()
            self.shared_jit()
            self.copy_refusals()
            self.reuse()
            if self.args.nginx:
                # Before the FastCGI differential: its PHP_VALUE request leaves
                # settings in php-fpm's workers.
                self.start_nginx()
                self.behind_nginx()
                self.http_differential()
            else:
                print("behind nginx: skipped (nginx is not installed)")
            self.differential()
            self.sessions(base_params, normalize)
            self.connections()
            self.http_routing()
            self.http_connections()
            self.http_bad_requests()
            self.http_slow_clients()
            self.admin()
            self.ops()
            self.malformed()
            self.overload()
            self.graceful_stop()
        finally:
            self.stop()
            self.hop_log.seek(0)
            log = self.hop_log.read()
            if self.failures or self.args.verbose:
                print("--- hop serve log (last 40 lines) ---")
                print("\n".join(log.splitlines()[-40:]))
            if not self.args.keep:
                shutil.rmtree(self.tmp, ignore_errors=True)
        total = self.passed + len(self.failures)
        print(f"server: {self.passed}/{total} passed" + (f", {len(self.skipped)} skipped" if self.skipped else ""))
        return 0 if not self.failures else 1


def main():
    ap = argparse.ArgumentParser()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--hop", default=os.path.join(root, "build", "hop"))
    ap.add_argument("--php-fpm", default="php-fpm8.2")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep the temp dir")
    ap.add_argument("--hop-arg", action="append", default=[], help="an extra argument of hop serve")
    ap.add_argument("--output-dir", help="where the dashboard's screenshot goes (default: test-output beside the hop binary)")
    args = ap.parse_args()
    fpm = shutil.which(args.php_fpm) or (os.path.exists("/usr/sbin/" + args.php_fpm) and "/usr/sbin/" + args.php_fpm)
    if not fpm:
        print(f"server: skipped ({args.php_fpm} is not installed; scripts/ensure-deps.sh --test installs it)")
        return SKIP
    args.php_fpm = fpm
    args.nginx = shutil.which("nginx") or (os.path.exists("/usr/sbin/nginx") and "/usr/sbin/nginx") or None
    args.hop = os.path.abspath(args.hop)
    args.output_dir = os.path.abspath(args.output_dir or os.path.join(os.path.dirname(args.hop), "test-output"))
    return Runner(args).run()


if __name__ == "__main__":
    sys.exit(main())
