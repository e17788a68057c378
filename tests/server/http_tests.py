# http_tests.py — the built-in HTTP server's tests (`hop serve --http`): the pages of pages.py over HTTP against nginx -> php-fpm, routing and static files, keep-alive and pipelining, bad requests, limits, and a slow client that must not hold up others. Mixed into run-server-tests.py's Runner.
import http.client
import os
import re
import shutil
import socket
import subprocess
import threading
import time

from pages import REQUESTS

# Headers that are each server's own: framing, its name, the time.
FRAMING = ("date", "server", "connection", "transfer-encoding", "content-length", "keep-alive")


def header_name(param):
    """HTTP_X_DUP -> X-Dup."""
    return "-".join(w.capitalize() for w in param[5:].split("_"))


def raw_exchange(addr, data, timeout=3, half_close=False):
    """Sends bytes on a fresh connection; returns everything read until the server closes (or the timeout)."""
    s = socket.create_connection(addr, timeout=timeout)
    try:
        s.sendall(data)
        if half_close:
            s.shutdown(socket.SHUT_WR)
    except OSError:
        pass
    got = b""
    try:
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            got += chunk
    except (socket.timeout, OSError):
        pass
    s.close()
    return got


def status_of(raw):
    m = re.match(rb"HTTP/1\.[01] (\d{3})", raw)
    return int(m.group(1)) if m else None


class HttpTests:
    def http_addr(self):
        return self.hop_http

    def http_get(self, port, method, path, body=None, headers=None, conn=None):
        own = conn is None
        c = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        c.request(method, path, body=body, headers=headers or {})
        r = c.getresponse()
        data = r.read()
        # Names compared case-blind, in a stable order by name (nginx puts Content-Type first).
        hs = sorted([(k.lower(), v) for k, v in r.getheaders() if k.lower() not in FRAMING], key=lambda h: h[0])
        if own:
            c.close()
        return r.status, hs, data, dict((k.lower(), v) for k, v in r.getheaders())

    def mask_server(self, body, ports):
        """What differs between the two servers by construction: their names and ports, php-fpm's FCGI_ROLE,
        nginx's Host without its port (Debian's fastcgi_params: HTTP_HOST $host)."""
        for p in ports:
            body = body.replace(str(p).encode(), b"PORT")
        body = re.sub(rb"^FCGI_ROLE=RESPONDER\n", b"", body, flags=re.M)
        # nginx's configuration: an empty REMOTE_USER, SERVER_NAME from its server_name, HTTP_HOST set among the
        # fastcgi_params (hop: the Host header, in the headers' place); so $_SERVER counts two more entries.
        body = re.sub(rb"^(REMOTE_USER=|HTTP_HOST=.*|SERVER_NAME=.*)\n", b"", body, flags=re.M)
        body = re.sub(rb"\nfpm-fcgi fpm-fcgi\nint\(\d+\)\n", b"\nfpm-fcgi fpm-fcgi\nint(N)\n", body)
        body = re.sub(rb"^(SERVER_SOFTWARE|REMOTE_PORT)=.*$", rb"\1=X", body, flags=re.M)
        return body

    def http_differential(self):
        """The pages of pages.py over HTTP: hop's built-in server against the same request through nginx to
        php-fpm. Status, headers (minus each server's framing) and body must be equal."""
        print("built-in HTTP server against nginx -> php-fpm:")
        hop_port, fpm_port = self.hop_http[1], self.nginx_ports[1]
        compared = 0
        for label, page, method, query, extra, body, ctype in REQUESTS:
            items = extra if isinstance(extra, list) else list(extra.items())
            if any(not k.startswith("HTTP_") for k, _ in items):
                continue   # HTTPS, PHP_VALUE: FastCGI params no HTTP client can send
            headers = {}
            for k, v in items:
                headers[header_name(k)] = v   # a repeated header: its last value, as php-fpm keeps it
            if ctype:
                headers["Content-Type"] = ctype
            path = "/" + page + ("?" + query if query else "")
            g = self.http_get(hop_port, method, path, body or None, headers)
            w = self.http_get(fpm_port, method, path, body or None, headers)
            gs, ws = (g[0], g[1], self.mask_server(g[2], [hop_port, fpm_port])), \
                     (w[0], w[1], self.mask_server(w[2], [hop_port, fpm_port]))
            drop_maxage = lambda hs: [h for h in hs if not (h[0] == "set-cookie" and "Max-Age=" in h[1] and "Max-Age=0" not in h[1])]
            gs, ws = (gs[0], drop_maxage(gs[1]), gs[2]), (ws[0], drop_maxage(ws[1]), ws[2])
            if page in ("nope.php",):
                # Each server's own 404 page (nginx: php-fpm's "File not found."; hop: php -S's page).
                gs, ws = gs[0], ws[0]
            elif page == "notes.txt":
                # A static file: nginx's default_type (no mime.types in the test's config) against hop's table.
                gs, ws = (gs[0], gs[2]), (ws[0], ws[2])
            compared += 1
            self.check(gs == ws, f"http: {label} ({method} {path[:40]})", f"    hop:     {gs}\n    php-fpm: {ws}")
        # flush() sends the head at once, the body in chunks.
        raw = raw_exchange(self.hop_http, b"GET /flush.php HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        self.check(b"Transfer-Encoding: chunked" in raw and raw.endswith(b"0\r\n\r\n"),
                   "http: flush() makes a chunked response", f"    {raw[:300]!r}")
        # An HTTP/1.0 client: no chunks, the body runs to the close.
        raw = raw_exchange(self.hop_http, b"GET /flush.php HTTP/1.0\r\n\r\n")
        self.check(b"Transfer-Encoding" not in raw and b"Connection: close" in raw and raw.endswith(b"first\nsecond\n"),
                   "http: flush() to an HTTP/1.0 client: close-delimited", f"    {raw[:300]!r}")
        return compared

    def http_routing(self):
        """Document root, index files, the front controller, static files, PATH_INFO."""
        print("built-in HTTP server: routing and static files:")
        root = self.docroot
        os.makedirs(os.path.join(root, "app", "empty"), exist_ok=True)
        os.makedirs(os.path.join(root, "site"), exist_ok=True)
        with open(os.path.join(root, "app", "index.php"), "w") as f:
            f.write("<?php echo $_SERVER['SCRIPT_NAME'], '|', $_SERVER['PATH_INFO'] ?? '', '|', $_SERVER['REQUEST_URI'],"
                    " '|', $_SERVER['PHP_SELF'], '|', $_SERVER['QUERY_STRING'] ?? '', '|', basename($_SERVER['SCRIPT_FILENAME']),"
                    " '|', isset($_SERVER['HTTPS']) ? 'https' : 'http';\n")
        with open(os.path.join(root, "site", "index.html"), "w") as f:
            f.write("<p>static index</p>\n")
        with open(os.path.join(root, "site", "style.css"), "w") as f:
            f.write("body { color: red }\n")
        with open(os.path.join(root, "site", "blob.bin"), "wb") as f:
            f.write(os.urandom(300000))
        with open(os.path.join(root, "big.php"), "w") as f:
            f.write("<?php for ($i = 0; $i < 2000; $i++) echo str_repeat(chr(65 + $i % 26), 99), \"\\n\";\n")
        port = self.hop_http[1]
        cases = [
            ("/app/", 200, b"/app/index.php||/app/|/app/index.php||index.php|http"),
            ("/app", 200, b"/app/index.php||/app|/app/index.php||index.php|http"),
            ("/app/index.php/x/y?q=1", 200, b"/app/index.php|/x/y|/app/index.php/x/y?q=1|/app/index.php/x/y|q=1|index.php|http"),
            ("/app/some/route?a=b", 200, b"/app/index.php|/some/route|/app/some/route?a=b|/app/index.php/some/route|a=b|index.php|http"),
            ("/app/deep/", 200, b"/app/index.php|/deep/|/app/deep/|/app/index.php/deep/||index.php|http"),
            ("/app/empty/", 404, None),   # a directory without an index file (php -S: 404 too)
            ("/app/%69ndex.php", 200, b"/app/index.php||/app/%69ndex.php|/app/index.php||index.php|http"),
            ("/app/../app/./index.php", 200, b"/app/index.php||/app/../app/./index.php|/app/index.php||index.php|http"),
            ("/site/", 200, b"<p>static index</p>\n"),
            ("/site/style.css", 200, b"body { color: red }\n"),
            ("/site/missing.css", 404, None),
            ("/site/style.css/extra", 200, b"body { color: red }\n"),   # as php -S
            ("/site/nothing", 200, b"<p>static index</p>\n"),   # the nearest index file, as php -S
            ("/../../etc/passwd", 404, None),
            ("/hello.php", 200, b"Hello, world\n"),
        ]
        php_s = self.start_php_s()
        for path, want_status, want_body in cases:
            st, hs, body, allh = self.http_get(port, "GET", path)
            ok = st == want_status and (want_body is None or body == want_body)
            detail = f"    got {st} {body[:200]!r}"
            if php_s and not path.startswith("/.."):   # (http.client cannot send a path that climbs)
                # The same request to php -S on the same document root (its own 404 page aside).
                pst, _, pbody, _ = self.http_get(php_s, "GET", path)
                ok = ok and pst == st and (st == 404 or pbody == body)
                detail += f"\n    php -S: {pst} {pbody[:200]!r}"
            self.check(ok, f"http routing: GET {path} -> {want_status}" + (", as php -S" if php_s else ""), detail)
        st, hs, body, allh = self.http_get(port, "GET", "/server.php?a=b", headers={"Host": "example.test:8080",
                                                                                     "X_Spoof": "1", "X-Two": "a"})
        want = [b"HTTP_HOST=example.test:8080", b"SERVER_NAME=example.test", b"SERVER_PORT=%d" % port,
                b"SERVER_PROTOCOL=HTTP/1.1", b"QUERY_STRING=a=b", b"REMOTE_ADDR=127.0.0.1", b"HTTP_X_TWO=a",
                b"DOCUMENT_ROOT=" + root.encode(), b"SCRIPT_FILENAME=" + os.path.join(root, "server.php").encode()]
        lines = body.split(b"\n")
        self.check(st == 200 and all(w in lines for w in want) and not any(l.startswith((b"HTTPS=", b"HTTP_X_SPOOF"))
                                                                          for l in lines),
                   "http: $_SERVER's Host, SERVER_NAME/PORT, no HTTPS, a header with '_' dropped", f"    {body[:600]!r}")
        st, hs, body, allh = self.http_get(port, "GET", "/site/style.css")
        self.check(allh.get("content-type") == "text/css; charset=UTF-8" and "last-modified" in allh,
                   "http static: Content-Type by extension, Last-Modified", f"    {allh}")
        lm = allh.get("last-modified", "")
        st2, _, body2, _ = self.http_get(port, "GET", "/site/style.css", headers={"If-Modified-Since": lm})
        self.check(st2 == 304 and body2 == b"", "http static: If-Modified-Since -> 304", f"    {st2} {body2!r}")
        st3, _, body3, h3 = self.http_get(port, "HEAD", "/site/style.css")
        self.check(st3 == 200 and body3 == b"" and h3.get("content-length") == "20", "http static: HEAD", f"    {st3} {h3}")
        st4, _, _, h4 = self.http_get(port, "POST", "/site/style.css", body=b"x")
        self.check(st4 == 405 and h4.get("allow") == "GET, HEAD", "http static: POST -> 405", f"    {st4} {h4}")
        with open(os.path.join(root, "site", "blob.bin"), "rb") as f:
            blob = f.read()
        st5, _, body5, h5 = self.http_get(port, "GET", "/site/blob.bin")
        self.check(st5 == 200 and body5 == blob and h5.get("content-type") == "application/octet-stream",
                   "http static: a 300 KB file whole", f"    {st5} {len(body5)} {h5}")
        st6, _, body6, h6 = self.http_get(port, "HEAD", "/hello.php")
        self.check(st6 == 200 and body6 == b"" and h6.get("content-length") == "13", "http: HEAD of a page", f"    {st6} {h6}")

    def start_php_s(self):
        """php's built-in server on the test's document root (the routing reference); its port or None."""
        php = shutil.which("php")
        if not php:
            return None
        with socket.socket() as t:
            t.bind(("127.0.0.1", 0))
            port = t.getsockname()[1]
        p = subprocess.Popen([php, "-n", "-S", f"127.0.0.1:{port}", "-t", self.docroot], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, cwd=self.docroot)
        self.procs.append(p)
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                return port
            except OSError:
                time.sleep(0.05)
        return None

    def http_connections(self):
        """Keep-alive, pipelining, Expect: 100-continue, chunked request bodies, big outputs."""
        print("built-in HTTP server: connections:")
        port = self.hop_http[1]
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        ports = set()
        statuses = []
        for i in range(6):
            st, _, body, _ = self.http_get(port, "GET", f"/server.php?n={i}", conn=c)
            statuses.append(st)
            m = re.search(rb"^REMOTE_PORT=(\d+)$", body, re.M)
            ports.add(m.group(1) if m else None)
            st, _, body, _ = self.http_get(port, "GET", "/site/style.css", conn=c)
            statuses.append(st)
        c.close()
        self.check(statuses == [200] * 12 and len(ports) == 1 and None not in ports,
                   "http keep-alive: 12 requests (pages and a static file) on one connection", f"    {statuses} {ports}")
        two = (b"GET /hello.php HTTP/1.1\r\nHost: x\r\n\r\n"
               b"POST /post.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
               b"Content-Length: 7\r\n\r\na=1&b=2"
               b"GET /hello.php HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        raw = raw_exchange(self.hop_http, two)
        self.check(raw.count(b"HTTP/1.1 200 OK") == 3 and raw.count(b"Hello, world\n") == 2 and b'["b"]=>' in raw,
                   "http pipelining: three requests in one write, three answers in order", f"    {raw[:400]!r}")
        s = socket.create_connection(self.hop_http, timeout=5)
        s.sendall(b"POST /post.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                  b"Content-Length: 3\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n")
        first = s.recv(100)
        s.sendall(b"k=v")
        rest = b""
        while True:
            d = s.recv(65536)
            if not d:
                break
            rest += d
        s.close()
        self.check(first == b"HTTP/1.1 100 Continue\r\n\r\n" and b'["k"]=>' in rest, "http: Expect: 100-continue",
                   f"    {first!r} {rest[:200]!r}")
        chunked = (b"POST /post.php?q=1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                   b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n4\r\nname\r\n6\r\n=J%C3%\r\nb\r\nB6rg&x[]=1&\r\n0\r\n\r\n")
        raw = raw_exchange(self.hop_http, chunked)
        self.check(status_of(raw) == 200 and 'string(5) "Jörg"'.encode() in raw and b'string(21) "name=J%C3%B6rg&x[]=1&"' in raw,
                   "http: a chunked request body reaches $_POST and php://input", f"    {raw[-400:]!r}")
        done = os.path.join(self.uploads, "finish-http.txt")
        st, _, body, h = self.http_get(port, "GET", "/finish.php?who=-http")
        for _ in range(50):
            if os.path.exists(done):
                break
            time.sleep(0.05)
        self.check(st == 200 and body.strip() == b"SENT BEFORE FINISHING" and os.path.exists(done),
                   "http: fastcgi_finish_request() ends the response, the script runs on", f"    {st} {body!r}")
        if os.path.exists(done):
            os.unlink(done)
        st, _, body, h = self.http_get(port, "GET", "/big.php")
        self.check(st == 200 and len(body) == 200000 and h.get("transfer-encoding") == "chunked",
                   "http: 200 KB of output is sent as it comes (chunked)", f"    {st} {len(body)} {h}")

    def http_bad_requests(self):
        """Malformed and oversized requests: a 4xx and a closed connection, the server still serving."""
        print("built-in HTTP server: bad requests:")
        addr = self.hop_http
        cases = [
            ("garbage", b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03garbage\r\n\r\n", 400),
            ("no version", b"GET /hello.php\r\n\r\n", 400),
            ("bad content-length", b"POST /post.php HTTP/1.1\r\nHost: x\r\nContent-Length: 12abc\r\n\r\n", 400),
            ("two content-lengths", b"POST /post.php HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
            ("chunked and content-length", b"POST /post.php HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n", 400),
            ("bad chunk size", b"POST /post.php HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nxyz\r\n", 400),
            ("space in a header name", b"GET /hello.php HTTP/1.1\r\nBad Name: x\r\n\r\n", 400),
            ("oversized headers", b"GET /hello.php HTTP/1.1\r\nX-Big: " + b"a" * 40000 + b"\r\n\r\n", 431),
            ("oversized target", b"GET /" + b"a" * 40000 + b" HTTP/1.1\r\n\r\n", 414),
            ("body over hop.server_max_body", b"POST /post.php HTTP/1.1\r\nContent-Length: 99999999999\r\n\r\n", 413),
            ("encoded NUL in the path", b"GET /hello.php%00.txt HTTP/1.1\r\nConnection: close\r\n\r\n", 400),
        ]
        for label, data, want in cases:
            raw = raw_exchange(addr, data)
            self.check(status_of(raw) == want and b"Connection: close" in raw, f"http bad request: {label} -> {want}",
                       f"    {raw[:200]!r}")
        # Truncated: the head, or the body, cut short by the client closing.
        for label, data in [("truncated head", b"GET /hello.php HTTP/1.1\r\nHo"),
                            ("truncated body", b"POST /post.php HTTP/1.1\r\nContent-Length: 100\r\n\r\nshort")]:
            raw = raw_exchange(addr, data, half_close=True)
            self.check(raw == b"", f"http bad request: {label}: closed without an answer", f"    {raw[:200]!r}")
        raw = raw_exchange(addr, b"GET /hello.php HTTP/1.1\r\nHost: x\r\n\r\n", half_close=True)
        self.check(status_of(raw) == 200 and raw.endswith(b"Hello, world\n"),
                   "http: a whole request, then the client shuts down its side: answered", f"    {raw[:200]!r}")
        st, _, body, _ = self.http_get(addr[1], "GET", "/hello.php")
        self.check(st == 200 and body == b"Hello, world\n" and self.hop.poll() is None,
                   "http: still serving after the bad requests", f"    {st} {body!r}")

    def http_slow_clients(self):
        """One request thread: a client trickling its head, and one sending half a body, hold no thread (others
        are served meanwhile), and the trickler is cut after hop.server_idle_timeout from its first byte."""
        print("built-in HTTP server: slow clients:")
        log = open(os.path.join(self.tmp, "hop-http-small.log"), "w+")
        p = subprocess.Popen([self.args.hop, "serve", "--http", "127.0.0.1:0", "--docroot", self.docroot, "-t", "1",
                              "-d", "hop.server_idle_timeout=2", "-d", "hop.server_max_head=2048",
                              "-d", "hop.server_max_body=4096"],
                             stdout=log, stderr=subprocess.STDOUT, cwd=self.docroot)
        self.procs.append(p)
        addr = None
        for _ in range(200):
            log.seek(0)
            m = re.search(r"listening on http://127\.0\.0\.1:(\d+)", log.read())
            if m:
                addr = ("127.0.0.1", int(m.group(1)))
                break
            time.sleep(0.05)
        if not addr:
            self.check(False, "http (small): started")
            return
        trickle_done = []

        def trickle():
            s = socket.create_connection(addr, timeout=10)
            head = b"GET /hello.php HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 200
            start = time.time()
            closed_after = None
            try:
                for b in head:
                    s.sendall(bytes([b]))
                    time.sleep(0.05)
                    if time.time() - start > 8:
                        break
            except OSError:
                closed_after = time.time() - start
            if closed_after is None:
                try:
                    closed_after = time.time() - start if s.recv(100) == b"" else None
                except OSError:
                    closed_after = time.time() - start
            s.close()
            trickle_done.append(closed_after)
        half = socket.create_connection(addr, timeout=10)
        half.sendall(b"POST /post.php HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nonly a part")
        t = threading.Thread(target=trickle)
        t.start()
        time.sleep(0.3)
        times = []
        for _ in range(5):
            t0 = time.time()
            st, _, body, _ = self.http_get(addr[1], "GET", "/hello.php")
            times.append((st, round(time.time() - t0, 2)))
        self.check(all(st == 200 and dt < 1.5 for st, dt in times),
                   "http: 5 requests served on the one thread while two clients hold half-sent requests", f"    {times}")
        t.join(15)
        self.check(trickle_done and trickle_done[0] is not None and trickle_done[0] < 6,
                   "http: a head trickled byte by byte is cut after hop.server_idle_timeout", f"    {trickle_done}")
        half.close()
        limits = [
            ("head over hop.server_max_head", b"GET /hello.php HTTP/1.1\r\nX-Big: " + b"a" * 3000 + b"\r\n\r\n", 431),
            ("body over hop.server_max_body", b"POST /post.php HTTP/1.1\r\nContent-Length: 5000\r\n\r\n", 413),
            ("chunked body over hop.server_max_body", b"POST /post.php HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
             + (b"400\r\n" + b"x" * 1024 + b"\r\n") * 5, 413),
        ]
        for label, data, want in limits:
            raw = raw_exchange(addr, data)
            self.check(status_of(raw) == want, f"http limit: {label} -> {want}", f"    {raw[:200]!r}")
        body = b"x=" + b"y" * 4000
        st, _, out, _ = self.http_get(addr[1], "POST", "/post.php", body=body,
                                      headers={"Content-Type": "application/x-www-form-urlencoded"})
        self.check(st == 200 and b"string(4000)" in out, "http limit: a body just under hop.server_max_body passes",
                   f"    {st} {out[:200]!r}")
        p.terminate()
        try:
            p.wait(timeout=15)
        except subprocess.TimeoutExpired:
            p.kill()
        self.check(p.returncode == 0, "http (small): stopped cleanly", f"    status {p.returncode}")
