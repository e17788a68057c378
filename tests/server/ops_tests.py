# ops_tests.py — operations of `hop serve`: the access log and the slow-request log with its PHP backtrace (hop.server_access_log, hop.server_slow_log), a request thread replaced after N requests (hop.server_thread_requests), and a request thread's crash answered with a 500 and reported on stderr (over HTTP and FastCGI). Mixed into run-server-tests.py's Runner.
import os
import re
import resource
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request

import fcgi_client as fc

OPS_PAGES = {
    # A request that runs past the slow-log timeout inside two PHP functions.
    "ops/spin.php": """<?php
function spinUntil(float $end): int { $n = 0; while (microtime(true) < $end) { $n++; } return $n; }
function work(float $secs): int { return spinUntil(microtime(true) + $secs); }
$n = work((float)($_GET['s'] ?? 0.6));
echo "spun\\n";
""",
    "ops/hello.php": "<?php echo 'hello ', $_GET['x'] ?? '', \"\\n\";\n",
    # Past the timeout inside one builtin call, then the end: no safe point after the watchdog's bit.
    "ops/sleep.php": "<?php usleep(600000); echo \"slept\\n\";\n",
    "ops/tid.php": "<?php echo explode(' ', file_get_contents('/proc/thread-self/stat'))[0], \"\\n\";\n",
    "ops/static.txt": "static text\n",
}


def no_core():
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


class OpsTests:
    def ops_server(self, name, extra, threads=1):
        """A `hop serve` of its own (HTTP and a FastCGI socket); (process, http port, socket, log path)."""
        for page, text in OPS_PAGES.items():
            path = os.path.join(self.docroot, page)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        logpath = os.path.join(self.tmp, f"hop-{name}.log")
        log = open(logpath, "w+")
        sock = os.path.join(self.tmp, f"hop-{name}.sock")
        p = subprocess.Popen([self.args.hop, "serve", "--http", "127.0.0.1:0", "--docroot", self.docroot, "-l", sock,
                              "-t", str(threads)] + extra, stdout=log, stderr=subprocess.STDOUT, cwd=self.docroot,
                             preexec_fn=no_core)
        self.procs.append(p)
        port = None
        for _ in range(200):
            log.seek(0)
            m = re.search(r"listening on http://127\.0\.0\.1:(\d+)", log.read())
            if m and os.path.exists(sock):
                port = int(m.group(1))
                break
            time.sleep(0.05)
        return p, port, sock, logpath

    def get(self, port, path, timeout=10):
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=timeout) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()

    def fcgi(self, sock, page, query=""):
        params = [("SCRIPT_FILENAME", os.path.join(self.docroot, page)), ("SCRIPT_NAME", "/" + page),
                  ("REQUEST_METHOD", "GET"), ("QUERY_STRING", query), ("REQUEST_URI", f"/{page}?{query}"),
                  ("SERVER_PROTOCOL", "HTTP/1.1"), ("REMOTE_ADDR", "10.1.2.3"), ("DOCUMENT_ROOT", self.docroot)]
        return fc.do_request(sock, params)

    def stop_proc(self, p):
        if p.poll() is None:
            p.terminate()
        try:
            p.wait(timeout=15)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()

    def ops_logs(self):
        print("operations: access and slow logs:")
        access = os.path.join(self.tmp, "access.log")
        slow = os.path.join(self.tmp, "slow.log")
        p, port, sock, _ = self.ops_server("logs", ["-d", f"hop.server_access_log={access}", "-d",
                                                    f"hop.server_slow_log={slow}", "-d",
                                                    "hop.server_slow_log_timeout=250ms"], threads=2)
        if not port:
            self.check(False, "ops: hop started with the logs")
            return
        got = [self.get(port, "/ops/hello.php?x=1"), self.get(port, "/ops/spin.php?s=0.7"),
               self.get(port, "/ops/nothing.txt"), self.get(port, "/ops/static.txt")]
        r = self.fcgi(sock, "ops/hello.php", "x=22")
        r2 = self.fcgi(sock, "ops/spin.php", "s=0.6")
        got.append(self.get(port, "/ops/sleep.php"))
        self.check([g[0] for g in got] == [200, 200, 404, 200, 200] and r.split()[2] == b"hello 22\n"
                   and r2.split()[2] == b"spun\n", "ops: the pages answered", f"    {got} {r.stdout!r}")
        self.stop_proc(p)
        lines = open(access).read().splitlines() if os.path.exists(access) else []
        pat = re.compile(r'^(\S+) - - \[\d\d/\w{3}/\d{4}:\d\d:\d\d:\d\d \+0000\] "(\S+) (\S+) (\S+)" (\d+) (\d+) '
                         r'(\d+\.\d{3}) (\S+)$')
        parsed = [pat.match(l) for l in lines]
        ok = len(lines) == 7 and all(parsed)
        if ok:
            # By URI: a line is written once its response went out, so the next request (on the
            # other thread) may be logged first.
            rows = {m.group(3): m.groups() for m in parsed}
            want = [("127.0.0.1", "GET", "/ops/hello.php?x=1", "HTTP/1.1", "200", "8", "/ops/hello.php"),
                    ("127.0.0.1", "GET", "/ops/spin.php?s=0.7", "HTTP/1.1", "200", "5", "/ops/spin.php"),
                    ("127.0.0.1", "GET", "/ops/nothing.txt", "HTTP/1.1", "404", None, "-"),
                    ("127.0.0.1", "GET", "/ops/static.txt", "HTTP/1.1", "200", "12", "/ops/static.txt"),
                    ("10.1.2.3", "GET", "/ops/hello.php?x=22", "HTTP/1.1", "200", "9", "/ops/hello.php"),
                    ("10.1.2.3", "GET", "/ops/spin.php?s=0.6", "HTTP/1.1", "200", "5", "/ops/spin.php"),
                    ("127.0.0.1", "GET", "/ops/sleep.php", "HTTP/1.1", "200", "6", "/ops/sleep.php")]
            for w in want:
                row = rows.get(w[2])
                if not row or row[:5] != w[:5] or (w[5] is not None and row[5] != w[5]) or not row[7].endswith(w[6]):
                    ok = False
            ok = ok and float(rows["/ops/spin.php?s=0.7"][6]) >= 0.7
        self.check(ok, "ops: the access log has a line per request (address, time, request, status, bytes, "
                   "seconds, script)", "    " + "\n    ".join(lines))
        text = open(slow).read() if os.path.exists(slow) else ""
        entries = [e for e in text.split("\n\n") if e.strip()]
        spin = os.path.join(self.docroot, "ops/spin.php")
        ok = len(entries) == 3 and re.search(r"request = GET /ops/sleep\.php \(running \d+\.\d{3} s\)", entries[2]) \
            and "(no safe point reached before the request ended: no PHP frames)" in entries[2]
        for e, uri in zip(entries, ["GET /ops/spin.php?s=0.7", "GET /ops/spin.php?s=0.6"]):
            ok = ok and re.search(r"^\[\d\d-\w{3}-\d{4} \d\d:\d\d:\d\d\] \[pool www\] pid \d+ thread \d+$", e, re.M) \
                and f"script_filename = {spin}" in e and f"request = {uri} (running " in e \
                and re.search(r"#0 " + re.escape(spin) + r"\(3\): spinUntil\(\)\n#1 " + re.escape(spin) +
                              r"\(4\): work\(\)\n#2 \{main\}", e) is not None
        self.check(ok, "ops: the slow log has the PHP backtrace of each request past the timeout, and only those "
                   "(one asleep in a builtin to its end: the head and no frames)",
                   "    " + text.replace("\n", "\n    "))

    def ops_recycle(self):
        print("operations: request threads replaced after N requests:")
        p, port, _, _ = self.ops_server("recycle", ["-d", "hop.server_thread_requests=3"])
        if not port:
            self.check(False, "ops: hop started with hop.server_thread_requests=3")
            return
        tids = [self.get(port, "/ops/tid.php")[1].strip() for _ in range(10)]
        self.stop_proc(p)
        runs = [len(list(g)) for _, g in __import__("itertools").groupby(tids)]
        self.check(runs == [3, 3, 3, 1] and len(set(tids)) == 4 and p.returncode == 0,
                   "ops: hop.server_thread_requests=3: 10 requests on 4 threads in turn, 3 each", f"    {tids}")

    def request_thread(self, pid):
        for tid in os.listdir(f"/proc/{pid}/task"):
            try:
                if open(f"/proc/{pid}/task/{tid}/comm").read().strip() == "hop-request":
                    return int(tid)
            except OSError:
                pass
        return None

    def crash_one(self, proto):
        p, port, sock, logpath = self.ops_server(f"crash-{proto}", [])
        if not port:
            self.check(False, f"ops: hop started ({proto} crash)")
            return
        result = []

        def client():
            try:
                if proto == "http":
                    result.append(self.get(port, "/ops/spin.php?s=5"))
                else:
                    r = self.fcgi(sock, "ops/spin.php", "s=5")
                    result.append((r.split()[0], r.app_status))
            except Exception as e:  # noqa: BLE001
                result.append(("error", repr(e)))
        t = threading.Thread(target=client)
        t.start()
        # Until the page spins in PHP code on the request thread (running, not waiting for a job).
        tid = None
        for _ in range(100):
            time.sleep(0.1)
            tid = self.request_thread(p.pid)
            try:
                if tid and open(f"/proc/{p.pid}/task/{tid}/stat").read().rsplit(")", 1)[1].split()[0] == "R":
                    time.sleep(0.3)
                    break
            except OSError:
                pass
        if tid:
            os.system(f"python3 -c 'import ctypes; ctypes.CDLL(None).syscall(234, {p.pid}, {tid}, {int(signal.SIGSEGV)})'")
        t.join(timeout=10)
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()
        log = open(logpath).read()
        spin = os.path.join(self.docroot, "ops/spin.php")
        want = (500, b"Internal Server Error\n") if proto == "http" else (500, 255)
        self.check(tid is not None and result and result[0] == want and p.returncode == -signal.SIGSEGV
                   and re.search(r"hop serve: fatal SIGSEGV \(signal 11\) in thread \d+", log) is not None
                   and "the request's client: answered 500" in log and f"request: {spin}" in log
                   and "php #0 spinUntil" in log,
                   f"ops: a request thread's crash ({proto}): its client gets a 500, stderr says which request and "
                   "where, the process ends by the signal", f"    tid {tid}, client {result}, status {p.returncode}\n"
                   + "\n".join("    " + l for l in log.splitlines()[:12]))

    def ops_crash(self):
        print("operations: a crash in a request:")
        self.crash_one("http")
        self.crash_one("fcgi")

    def ops(self):
        self.ops_logs()
        self.ops_recycle()
        self.ops_crash()
