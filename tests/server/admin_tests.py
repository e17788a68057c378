# admin_tests.py — the admin endpoint's tests (hop.admin_port): it answers while every request thread is busy and says what each runs; /jit-stats.json, /vm-tcspace, /warmup-status, /hot-functions.json, /ping, /check-health; /fpm-status in php-fpm's own format (its keys against php-fpm's status page); the dashboard in headless Chromium (a screenshot in the test output dir; skipped without chromium); /stop stops gracefully. Mixed into run-server-tests.py's Runner.
import json
import os
import re
import shutil
import socket
import subprocess
import threading
import time
import urllib.request

import fcgi_client as fc


def free_port():
    with socket.socket() as t:
        t.bind(("127.0.0.1", 0))
        return t.getsockname()[1]


class AdminTests:
    def admin_get(self, port, path):
        t0 = time.time()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as r:
            return r.status, r.headers.get("Content-Type"), r.read(), time.time() - t0

    def fpm_status_page(self, query):
        """php-fpm's own status page (pm.status_path in the test's pool) over FastCGI."""
        params = [("SCRIPT_NAME", "/fpm-status"), ("SCRIPT_FILENAME", "/fpm-status"), ("REQUEST_URI", "/fpm-status"),
                  ("QUERY_STRING", query), ("REQUEST_METHOD", "GET"), ("SERVER_PROTOCOL", "HTTP/1.1")]
        return fc.do_request(self.fpm_sock, params).split()[2]

    def admin(self):
        print("admin endpoint:")
        port = free_port()
        log = open(os.path.join(self.tmp, "hop-admin.log"), "w+")
        p = subprocess.Popen([self.args.hop, "serve", "--http", "127.0.0.1:0", "--docroot", self.docroot, "-t", "1",
                              "-d", f"hop.admin_port={port}"], stdout=log, stderr=subprocess.STDOUT, cwd=self.docroot)
        self.procs.append(p)
        http_port = None
        for _ in range(200):
            log.seek(0)
            text = log.read()
            m = re.search(r"listening on http://127\.0\.0\.1:(\d+)", text)
            if m and f"admin on http://127.0.0.1:{port}" in text:
                http_port = int(m.group(1))
                break
            time.sleep(0.05)
        if not http_port:
            self.check(False, "admin: hop started with hop.admin_port", log.read())
            return
        st, ctype, body, _ = self.admin_get(port, "/ping")
        self.check(st == 200 and body == b"pong", "admin: /ping", f"    {st} {body!r}")
        # Every request thread busy (one thread, slow.php running, another queued): the admin thread answers.
        results = []

        def slow():
            with urllib.request.urlopen(f"http://127.0.0.1:{http_port}/slow.php", timeout=10) as r:
                results.append(r.read())
        ts = [threading.Thread(target=slow) for _ in range(2)]
        for t in ts:
            t.start()
            time.sleep(0.1)
        time.sleep(0.15)
        st, _, body, dt = self.admin_get(port, "/status.json")
        status = json.loads(body)
        busy = [t for t in status["threads"] if t["state"] == "busy"]
        self.check(st == 200 and len(busy) == 1 and busy[0]["uri"] == "/slow.php" and dt < 0.4
                   and busy[0]["script"] == os.path.join(self.docroot, "slow.php"),
                   "admin: /status.json answers while every request thread is busy, and says what runs",
                   f"    {dt:.2f} s {status}")
        st, _, body, _ = self.admin_get(port, "/check-health")
        health = json.loads(body)
        self.check(health.get("status") == "ok" and health.get("load") == 1 and health.get("queued") == 1,
                   "admin: /check-health: load 1, 1 queued", f"    {health}")
        st, _, body, _ = self.admin_get(port, "/fpm-status?json&full")
        ours = json.loads(body)
        for t in ts:
            t.join()
        self.check(results == [b"slow\n", b"slow\n"], "admin: the slow requests finished", f"    {results}")
        theirs = json.loads(self.fpm_status_page("json&full"))
        self.check(list(ours) == list(theirs) and list(ours["processes"][0]) == list(theirs["processes"][0])
                   and ours["active processes"] == 1 and ours["processes"][0]["request uri"] == "/slow.php",
                   "admin: /fpm-status?json&full has php-fpm's fields in php-fpm's order",
                   f"    hop:     {ours}\n    php-fpm: {theirs}")
        st, _, body, _ = self.admin_get(port, "/fpm-status")
        label = lambda text: [l.split(":")[0] for l in text.decode().splitlines() if l]
        theirs_text = self.fpm_status_page("")
        self.check(label(body) == label(theirs_text) and b"accepted conn:        2" in body,
                   "admin: /fpm-status as text, php-fpm's lines", f"    hop: {body!r}\n    php-fpm: {theirs_text!r}")
        st, ctype, body, _ = self.admin_get(port, "/jit-stats.json")
        js = json.loads(body)
        self.check(js.get("enabled") is True and "leasesRefused" in js["counters"] and "transLive" in js["counters"]
                   and js["tc"]["main"]["capacity"] > 0 and ctype == "application/json",
                   "admin: /jit-stats.json: counters and TC areas", f"    {js}")
        self.admin_jit_pages(port, http_port)
        try:
            self.admin_get(port, "/nothing")
            got404 = False
        except urllib.error.HTTPError as e:
            got404 = e.code == 404
        self.check(got404, "admin: an unknown path is a 404")
        st, _, body, _ = self.admin_get(port, "/stop")
        try:
            p.wait(timeout=15)
        except subprocess.TimeoutExpired:
            p.kill()
        self.check(st == 200 and p.returncode == 0, "admin: /stop stops the server gracefully", f"    status {p.returncode}")

    def admin_jit_pages(self, port, http_port):
        """/vm-tcspace, /warmup-status, /hot-functions.json, /rates.json and the dashboard."""
        with open(os.path.join(self.docroot, "hot.php"), "w") as f:
            f.write("<?php function leaf($i) { return $i + 1; }\nfunction mid() { $t = 0; for ($i = 0; $i < 100; $i++) $t += leaf($i); return $t; }\n"
                    "echo mid(), \"\\n\";\n")
        for _ in range(3):
            with urllib.request.urlopen(f"http://127.0.0.1:{http_port}/hot.php", timeout=10) as r:
                r.read()
        st, ctype, body, _ = self.admin_get(port, "/vm-tcspace")
        lines = body.decode().splitlines()
        self.check(st == 200 and ctype == "text/plain" and any(re.match(r"code\.main +in use: \d+ / \d+ bytes", l) for l in lines)
                   and lines[-1].startswith("total"), "admin: /vm-tcspace: bytes used/capacity per TC area", f"    {body!r}")
        st, ctype, body, _ = self.admin_get(port, "/warmup-status")
        self.check(st == 200 and body.startswith(b"Not warmed up: "),
                   "admin: /warmup-status: a reason while the translation rate is not known yet", f"    {body!r}")
        st, ctype, body, _ = self.admin_get(port, "/hot-functions.json?n=5")
        hot = json.loads(body)["functions"]
        self.check(ctype == "application/json" and 0 < len(hot) <= 5 and hot[0]["name"] == "leaf"
                   and hot[0]["calls"] > 3 and hot[0]["file"].endswith("hot.php")
                   and all(a["calls"] >= b["calls"] for a, b in zip(hot, hot[1:])),
                   "admin: /hot-functions.json: the most called functions first", f"    {hot}")
        st, ctype, body, _ = self.admin_get(port, "/rates.json")
        self.check(isinstance(json.loads(body).get("samples"), list), "admin: /rates.json", f"    {body!r}")
        st, ctype, body, _ = self.admin_get(port, "/")
        self.check(st == 200 and ctype.startswith("text/html") and b"<script>" in body and b"http" not in body.replace(b"http://", b""),
                   "admin: / is the dashboard page", f"    {ctype} {body[:80]!r}")
        self.dashboard_in_chromium(port)

    def dashboard_in_chromium(self, port):
        """The dashboard in headless Chromium: its script fills the tables from the JSON pages (read back
        with --dump-dom), and a screenshot goes to the test output dir. Skipped without chromium."""
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if not chromium:
            self.skip("admin: the dashboard in headless Chromium (chromium is not installed; scripts/ensure-deps.sh --test installs it)")
            return
        out_dir = self.args.output_dir
        os.makedirs(out_dir, exist_ok=True)
        shot = os.path.join(out_dir, "admin-dashboard.png")
        if os.path.exists(shot):
            os.unlink(shot)
        url = f"http://127.0.0.1:{port}/dashboard"
        common = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                  "--no-first-run", "--window-size=1200,800", "--virtual-time-budget=2500"]
        results = {}

        def run(kind, extra):
            prof = os.path.join(self.tmp, "chromium-" + kind)
            try:
                results[kind] = subprocess.run([chromium] + common + [f"--user-data-dir={prof}"] + extra + [url],
                                               capture_output=True, timeout=40)
            except subprocess.TimeoutExpired as e:
                results[kind] = e
        ts = [threading.Thread(target=run, args=("dom", ["--dump-dom"])),
              threading.Thread(target=run, args=("shot", [f"--screenshot={shot}"]))]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        dom = results["dom"].stdout.decode(errors="replace") if hasattr(results["dom"], "stdout") and results["dom"].stdout else ""
        loaded = re.search(r'data-loaded="(\d+)"', dom)
        self.check(loaded and int(loaded.group(1)) >= 1 and re.search(r'id="rps">\d+\.\d<', dom)
                   and "<td>main</td>" in dom and ">leaf<" in dom and ">idle<" in dom,
                   "admin: the dashboard in Chromium shows requests/s, TC areas, hottest functions, threads",
                   f"    {dom[-1500:]!r}\n    {results['dom']!r}"[:3000])
        ok = os.path.exists(shot) and open(shot, "rb").read(8) == b"\x89PNG\r\n\x1a\n"
        self.check(ok, f"admin: a screenshot of the dashboard ({shot})", f"    {results['shot']!r}"[:2000])
