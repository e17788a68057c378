#!/usr/bin/env python3
# bench.py — requests per second through nginx for `hop serve` and php-fpm8.2 (OPcache and its JIT on), same nginx, same concurrency, same run; and a soak mode that samples hop's RSS under load.
#
# Not part of ./test (it takes minutes and its numbers depend on the machine).
# Usage:
#   bench.py [--hop build/hop] [-c 8] [-t 20] [--threads 2] [--pages hello,twig]
#   bench.py --soak 180 [-c 8]            # hop only: RSS every 10 s, errors counted (--http: its HTTP port)
#   bench.py --http                       # also hop's built-in HTTP server, directly (no nginx), same hop
#   bench.py --also-jit-off               # hop (JIT on), hop with hop.jit=off and php-fpm in one run
#   bench.py --also "hop.jit_shared_code=1"   # one more hop per --also (space-separated -d settings), same run
#   bench.py --warmup 180 --warmup-page twig,math --slice 10 --rounds 2 --plot docs/x.png
#          --config "hop.jit_threads=2" --config "hop.jit_threads=1" --config "hop.jit=off"
#                                         # req/s in slices from a cold start, per config, configs in turn
#   bench.py --only-hop --pages twig --perf /tmp/hop.data   # perf record of hop while ab loads it
#                                          # (PERF_OPTS="--call-graph dwarf" for call graphs; default -g)
# Each page is first requested 200 times (warm-up: OPcache fills, hop's JIT
# translates), then `ab -k -c C -t T` runs against nginx → backend, the
# backends one after the other. Prints one line per page and backend.
import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

HELLO = "<?php echo \"Hello, world\\n\";\n"

# A page rendered through Twig (Debian's php-twig, its autoloader), the
# templates of the realworld twig driver in small: inheritance, a macro, loops,
# filters; the data comes from the query string.
TWIG = r"""<?php
require '/usr/share/php/Twig/autoload.php';
$loader = new \Twig\Loader\ArrayLoader([
    'base.html.twig' => '<!DOCTYPE html><html><head><title>{% block title %}Shop{% endblock %} - {{ site|upper }}</title></head><body>{% block content %}{% endblock %}</body></html>',
    'macros.html.twig' => '{% macro price(amount) %}{{ amount|number_format(2, ",", ".") }} EUR{% endmacro %}',
    'page.html.twig' => <<<'TWIG'
{% extends 'base.html.twig' %}
{% import 'macros.html.twig' as m %}
{% block title %}Products ({{ products|length }}){% endblock %}
{% block content %}
<h1>{{ heading|capitalize }}</h1>
{% for p in products|sort((a, b) => a.price <=> b.price) %}
<div class="{{ cycle(['odd', 'even'], loop.index0) }}"><h2>{{ p.name|title }}</h2><p>{{ m.price(p.price) }}</p>
{% if p.tags %}<ul>{% for t in p.tags %}<li>{{ t|lower }}</li>{% endfor %}</ul>{% endif %}</div>
{% endfor %}
<p>Total: {{ m.price(products|map(p => p.price)|reduce((c, v) => c + v, 0)) }}</p>
{% endblock %}
TWIG,
]);
$twig = new \Twig\Environment($loader, ['strict_variables' => true]);
$n = (int)($_GET['n'] ?? 20);
$products = [];
for ($i = 0; $i < $n; $i++) $products[] = ['name' => "product $i", 'price' => ($i * 37) % 101 + 0.5, 'tags' => $i % 3 ? ['A', 'B'] : []];
echo $twig->render('page.html.twig', ['site' => 'hop', 'heading' => 'our products', 'products' => $products]);
"""

# A page of numeric loops in an included file (functions the live JIT
# compiles whole): what the shared translations do for code the JIT takes.
MATH = r"""<?php
require __DIR__ . '/math-lib.php';
$n = (int)($_GET['n'] ?? 120);
echo mandel($n), " ", sieve(100000), " ", spectral(70), "\n";
"""
MATH_LIB = r"""<?php
function mandel(int $size): int {
    $in = 0;
    for ($y = 0; $y < $size; $y++) {
        for ($x = 0; $x < $size; $x++) {
            $cr = 2.0 * $x / $size - 1.5; $ci = 2.0 * $y / $size - 1.0;
            $zr = 0.0; $zi = 0.0; $i = 0;
            while ($i < 50 && $zr * $zr + $zi * $zi < 4.0) {
                $t = $zr * $zr - $zi * $zi + $cr; $zi = 2.0 * $zr * $zi + $ci; $zr = $t; $i++;
            }
            if ($i == 50) $in++;
        }
    }
    return $in;
}
function sieve(int $n): int {
    $flags = array_fill(0, $n + 1, true);
    $count = 0;
    for ($i = 2; $i <= $n; $i++) {
        if ($flags[$i]) { $count++; for ($j = $i * 2; $j <= $n; $j += $i) $flags[$j] = false; }
    }
    return $count;
}
function a(int $i, int $j): float { return 1.0 / (($i + $j) * ($i + $j + 1) / 2 + $i + 1); }
function spectral(int $n): string {
    $u = array_fill(0, $n, 1.0); $v = array_fill(0, $n, 0.0);
    for ($k = 0; $k < 5; $k++) {
        for ($i = 0; $i < $n; $i++) { $s = 0.0; for ($j = 0; $j < $n; $j++) $s += a($i, $j) * $u[$j]; $v[$i] = $s; }
        for ($i = 0; $i < $n; $i++) { $s = 0.0; for ($j = 0; $j < $n; $j++) $s += a($j, $i) * $v[$j]; $u[$i] = $s; }
    }
    $vbv = 0.0; $vv = 0.0;
    for ($i = 0; $i < $n; $i++) { $vbv += $u[$i] * $v[$i]; $vv += $v[$i] * $v[$i]; }
    return sprintf("%.9f", sqrt($vbv / $vv));
}
"""

PAGES = (("hello.php", HELLO), ("twig.php", TWIG), ("math.php", MATH), ("math-lib.php", MATH_LIB))


def write_pages(www, pages=PAGES):
    """Writes (name, text) pages under the document root `www` (names may have folders)."""
    for name, text in pages:
        path = os.path.join(www, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)


def stop_all(procs):
    """Terminates the processes still running, waits 10 s for each, then kills."""
    for p in procs:
        if p.poll() is None:
            p.terminate()
    for p in procs:
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port, timeout=15):
    end = time.time() + timeout
    while time.time() < end:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing listens on {port}")


def wait_path(path, timeout=15):
    end = time.time() + timeout
    while time.time() < end:
        if os.path.exists(path):
            return
        time.sleep(0.05)
    raise RuntimeError(f"{path} did not appear")


def cpu_seconds(pid):
    """utime + stime of a process (all its threads), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def tree_cpu_seconds(pid):
    """cpu_seconds of a process and its children (php-fpm's master and workers)."""
    total = 0.0
    try:
        total += cpu_seconds(pid)
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                for child in f.read().split():
                    total += tree_cpu_seconds(int(child))
    except OSError:
        pass
    return total


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def ab(port, path, conc, secs):
    out = subprocess.run(["ab", "-k", "-q", "-c", str(conc), "-t", str(secs), "-n", "10000000",
                          f"http://127.0.0.1:{port}{path}"], capture_output=True, text=True).stdout
    rps = re.search(r"Requests per second:\s+([\d.]+)", out)
    done = re.search(r"Complete requests:\s+(\d+)", out)
    failed = re.search(r"Failed requests:\s+(\d+)", out)
    non2xx = re.search(r"Non-2xx responses:\s+(\d+)", out)
    return (float(rps.group(1)) if rps else 0.0, int(done.group(1)) if done else 0,
            int(failed.group(1)) if failed else -1, int(non2xx.group(1)) if non2xx else 0)


def wrk(port, path, conc, secs, script=None):
    """wrk (Debian's) for `secs` seconds: (req/s, requests, socket errors, non-2xx/3xx). `script`: a Lua
    file of wrk's (a mix of paths)."""
    out = subprocess.run(["wrk", "-t", "2", "-c", str(conc), "-d", f"{secs}s"] + (["-s", script] if script else []) +
                         [f"http://127.0.0.1:{port}{path}"], capture_output=True, text=True).stdout
    rps = re.search(r"Requests/sec:\s+([\d.]+)", out)
    done = re.search(r"(\d+) requests in", out)
    sock = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return (float(rps.group(1)) if rps else 0.0, int(done.group(1)) if done else 0,
            sum(int(x) for x in sock.groups()) if sock else 0, int(non2xx.group(1)) if non2xx else 0)


def nginx_conf(ng, www, backends):
    """nginx.conf in ng: one server per (name, socket) on a free port; the ports by name."""
    servers, ports = "", {}
    for name, sock in backends:
        port = free_port()
        ports[name] = port
        up = re.sub(r'[^A-Za-z0-9_]', '_', name)
        servers += f"""
    server {{
        listen 127.0.0.1:{port};
        root {www};
        location ~ \\.php$ {{
            include /etc/nginx/fastcgi_params;
            fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
            fastcgi_keep_conn on;
            fastcgi_pass {up}_up;
        }}
    }}
    upstream {up}_up {{ server unix:{sock}; keepalive 16; }}"""
    with open(os.path.join(ng, "nginx.conf"), "w") as f:
        f.write(f"""{"user root;" if os.geteuid() == 0 else ""}
worker_processes 1;
pid {ng}/nginx.pid;
error_log {ng}/error.log;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    client_body_temp_path {ng}/body;
    fastcgi_temp_path {ng}/fastcgi;
    proxy_temp_path {ng}/proxy;
    uwsgi_temp_path {ng}/uwsgi;
    scgi_temp_path {ng}/scgi;
{servers}
}}
""")
    return ports


def main():
    ap = argparse.ArgumentParser()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--hop", default=os.path.join(root, "build", "hop"))
    ap.add_argument("-c", type=int, default=8, help="concurrent clients (ab -c)")
    ap.add_argument("-t", type=int, default=20, help="seconds per measurement")
    ap.add_argument("--threads", type=int, default=2, help="hop request threads = php-fpm children")
    ap.add_argument("--pages", default="hello,twig")
    ap.add_argument("--rounds", type=int, default=1,
                    help="measure each page this many times, the backends interleaved (order rotated each round); "
                         "prints each round and the medians")
    ap.add_argument("--hop-arg", action="append", default=[])
    ap.add_argument("--soak", type=int, default=0, help="soak hop for this many seconds instead")
    ap.add_argument("--soak-page", default="twig", help="a page, or pages (comma-separated) taken in turn per 10 s slice")
    ap.add_argument("--tool", default="ab", choices=["ab", "wrk"], help="the load generator of --soak")
    ap.add_argument("--perf", default="", help="record hop with perf (-g) into this file while ab loads it")
    ap.add_argument("--only-hop", action="store_true", help="no php-fpm")
    ap.add_argument("--http", action="store_true", help="also measure hop's built-in HTTP server (--http), no nginx")
    ap.add_argument("--also-jit-off", action="store_true", help="a second hop with hop.jit=off, measured in the same run")
    ap.add_argument("--also", action="append", default=[],
                    help="one more hop with these space-separated -d settings, measured in the same run (repeatable)")
    ap.add_argument("--warmup", type=int, default=0, help="from a cold start, req/s in slices over this many seconds")
    ap.add_argument("--warmup-page", default="twig", help="pages in turn; 'realworld': warmup.py's mix")
    ap.add_argument("--slice", type=int, default=10, help="seconds per warm-up slice")
    ap.add_argument("--plot", default="", help="warm-up: a PNG of req/s over time (matplotlib)")
    ap.add_argument("--config", action="append", default=[],
                    help="warm-up: one hop configuration, space-separated -d settings (repeatable)")
    args = ap.parse_args()
    if args.warmup:
        import warmup   # the warm-up experiment's own script (warmup.py), with these options
        return warmup.run(args)
    if not shutil.which("ab"):
        print("bench: ab (apache2-utils) is not installed")
        return 77
    tmp = tempfile.mkdtemp(prefix="hop-bench-")
    www = os.path.join(tmp, "www")
    write_pages(www)
    procs = []
    try:
        hop_sock = os.path.join(tmp, "hop.sock")
        http_port = free_port() if args.http else None
        http_args = ["--http", f"127.0.0.1:{http_port}", "--docroot", www] if args.http else []
        hop = subprocess.Popen([os.path.abspath(args.hop), "serve", "-l", hop_sock, "-t", str(args.threads)] + http_args + args.hop_arg,
                               stdout=subprocess.DEVNULL, stderr=open(os.path.join(tmp, "hop.log"), "w"), cwd=www)
        procs.append(hop)
        wait_path(hop_sock)
        fpm_sock = os.path.join(tmp, "fpm.sock")
        backends = [("hop", hop_sock)]
        pids = {"hop": hop.pid, "hop-http(direct)": hop.pid}   # whose CPU each measurement counts
        if args.also_jit_off and not args.soak:
            off_sock = os.path.join(tmp, "hop-off.sock")
            off = subprocess.Popen([os.path.abspath(args.hop), "serve", "-l", off_sock, "-t", str(args.threads),
                                    "-d", "hop.jit=off"] + args.hop_arg, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, cwd=www)
            procs.append(off)
            wait_path(off_sock)
            backends.append(("hop-jit-off", off_sock))
            pids["hop-jit-off"] = off.pid
        for n, conf in enumerate(args.also if not args.soak else []):
            sock = os.path.join(tmp, f"hop-also{n}.sock")
            extra = []
            for kv in conf.split():
                extra += ["-d", kv]
            p = subprocess.Popen([os.path.abspath(args.hop), "serve", "-l", sock, "-t", str(args.threads)] + extra +
                                 args.hop_arg, stdout=subprocess.DEVNULL,
                                 stderr=open(os.path.join(tmp, f"hop-also{n}.log"), "w"), cwd=www)
            procs.append(p)
            wait_path(sock)
            backends.append((f"hop+{conf.replace(' ', '+')}", sock))
            pids[backends[-1][0]] = p.pid
        if not args.soak and not args.only_hop:
            with open(os.path.join(tmp, "fpm.conf"), "w") as f:
                f.write(f"[global]\npid = {tmp}/fpm.pid\nerror_log = {tmp}/fpm.log\ndaemonize = no\n"
                        f"[www]\nlisten = {fpm_sock}\npm = static\npm.max_children = {args.threads}\n")
            cmd = ["php-fpm8.2", "-F", "-y", os.path.join(tmp, "fpm.conf"), "-p", tmp,
                   "-d", "opcache.enable=1", "-d", "opcache.jit=tracing", "-d", "opcache.jit_buffer_size=64M",
                   "-d", "opcache.validate_timestamps=1"]
            if os.geteuid() == 0:
                cmd.insert(1, "-R")
            fpm = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=www)
            procs.append(fpm)
            wait_path(fpm_sock)
            backends.append(("php-fpm+opcache+jit", fpm_sock))
            pids["php-fpm+opcache+jit"] = fpm.pid
        ng = os.path.join(tmp, "nginx")
        os.makedirs(ng)
        ports = nginx_conf(ng, www, backends)
        nginx = subprocess.Popen(["nginx", "-p", ng, "-c", os.path.join(ng, "nginx.conf"), "-e", "stderr", "-g", "daemon off;"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        procs.append(nginx)
        for p in ports.values():
            wait_port(p)
        if http_port:
            wait_port(http_port)
            ports = {"hop": ports["hop"], "hop-http(direct)": http_port,
                     **{k: v for k, v in ports.items() if k != "hop"}}

        def warm(port, path):
            for _ in range(200):
                urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=30).read()

        if args.soak:
            soak_pages = [f"/{p}.php" for p in args.soak_page.split(",")]
            soak_port = http_port if args.http else ports["hop"]   # --http: the built-in server, no nginx
            for path in soak_pages:
                warm(soak_port, path)
            print(f"soak: {','.join(soak_pages)} {'over HTTP (no nginx)' if args.http else 'through nginx -> FastCGI'}, "
                  f"{args.tool} c={args.c}, {args.soak} s; hop RSS every 10 s (MB):")
            start = time.time()
            samples, total, errors = [], 0, 0
            load = wrk if args.tool == "wrk" else ab
            while time.time() - start < args.soak:
                path = soak_pages[len(samples) % len(soak_pages)]
                rps, done, failed, non2xx = load(soak_port, path, args.c, 10)
                total += done
                errors += max(failed, 0) + non2xx
                samples.append(rss_kb(hop.pid) / 1024)
                print(f"  {time.time() - start:5.0f} s  {path:10} {rps:8.1f} req/s  RSS {samples[-1]:.1f} MB  errors {errors}", flush=True)
            alive = hop.poll() is None
            if not alive:
                with open(os.path.join(tmp, "hop.log")) as f:
                    print(f"hop exited with status {hop.returncode}; its log ends:\n" + "".join(f.readlines()[-15:]))
            growth = (samples[-1] - samples[min(5, len(samples) - 1)]) / samples[min(5, len(samples) - 1)] * 100
            print(f"soak: {total} requests, {errors} errors, hop {'alive' if alive else 'DIED'}, "
                  f"RSS {samples[0]:.1f} -> {samples[-1]:.1f} MB ({growth:+.1f}% after the first minute)")
            return 0 if alive and errors == 0 else 1

        pages = [p for p in args.pages.split(",") if p]
        print(f"through nginx, ab -k -c {args.c} -t {args.t}, {args.threads} hop threads / php-fpm children, "
              f"{args.rounds} round(s) interleaved:")
        same = {}
        for page in pages:
            path = f"/{page}.php"
            bodies = {}
            for name in ports:
                try:
                    warm(ports[name], path)
                except Exception as e:  # noqa: BLE001
                    print(f"  {page:6} {name:22} warm-up failed: {e}", flush=True)
                    raise
                bodies[name] = urllib.request.urlopen(f"http://127.0.0.1:{ports[name]}{path}").read()
            same[page] = len(set(bodies.values())) == 1
        results = {(page, name): [] for page in pages for name in ports}
        cpus = {(page, name): [] for page in pages for name in ports}
        names = list(ports)
        for rnd in range(args.rounds):
            order = names[rnd % len(names):] + names[:rnd % len(names)]
            for page in pages:
                path = f"/{page}.php"
                for name in order:
                    port = ports[name]
                    perf = None
                    if args.perf and name == "hop" and rnd == 0:
                        perf = subprocess.Popen(["perf", "record"] + os.environ.get("PERF_OPTS", "-g").split() +
                                                ["-o", args.perf, "-p", str(hop.pid), "--", "sleep", str(args.t)],
                                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                    cpu0 = tree_cpu_seconds(pids[name]) if name in pids else 0.0
                    rps, done, failed, non2xx = ab(port, path, args.c, args.t)
                    # CPU of the backend's own processes per request: the other sessions' load changes it least.
                    cpu_ms = (tree_cpu_seconds(pids[name]) - cpu0) * 1000 / done if name in pids and done else 0.0
                    if perf:
                        perf.wait()
                    results[(page, name)].append(rps)
                    cpus[(page, name)].append(cpu_ms)
                    print(f"  {'r%d ' % (rnd + 1) if args.rounds > 1 else ''}{page:6} {name:22} {rps:9.1f} req/s  "
                          f"{cpu_ms:6.2f} CPU-ms/request ({done} requests, {failed} failed, {non2xx} non-2xx)"
                          f"{'' if same[page] else '  BODIES DIFFER'}", flush=True)
        if args.rounds > 1:
            print("medians:")
            for page in pages:
                for name in names:
                    v = sorted(results[(page, name)])
                    c = sorted(cpus[(page, name)])
                    print(f"  {page:6} {name:22} {v[len(v) // 2]:9.1f} req/s  {c[len(c) // 2]:6.2f} CPU-ms/request  (all: "
                          + " ".join(f"{x:.1f}" for x in results[(page, name)]) + "; "
                          + " ".join(f"{x:.2f}" for x in cpus[(page, name)]) + ")", flush=True)
        return 0
    finally:
        stop_all(procs)
        if hop.poll() not in (None, 0, -15):
            print(f"hop exited with status {hop.returncode}; its log ends:\n" +
                  "".join(open(os.path.join(tmp, "hop.log")).readlines()[-20:]))
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
