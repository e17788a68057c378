# pool_tests.py — linked classes pooled across requests (hop.class_cache): a class linked with delayed variance checks reused by later requests, whose autoloads still run in each of them in php's order, and a hierarchy taken by four request threads at once, each thread's copies linked over each other (about one copy of a class per thread). Mixed into run-server-tests.py's Runner.
import os
import re
import subprocess
import threading

import fcgi_client as fc

# The autoloader prints what it is asked for and each file prints when it
# runs: the order of a class's delayed autoloads is the page's output.
# Child::make() returns Widget where Base::make() returns Product: when Child
# links, neither is declared, so the check waits (php's delayed variance
# obligation) and both are autoloaded after Child's members are in place.
# v=1 declares Widget first (no delay); v=2's autoloader throws for Widget,
# v=3's declines it (both fatal, as php reports them); v=4 walks a
# CommonMark-like family: an interface and an abstract class whose methods
# name classes not loaded yet, subclasses narrowing them; v=5 a property
# whose union type is redeclared in another order (a delayed property check)
# beside a narrowed nullable return; v=6 a file autoloaded for the delayed
# checks declares a subclass of the class still nearly linked.
DELAYED_PAGES = {
    "pool/delayed.php": r"""<?php
$v = (int)($_GET['v'] ?? 0);
spl_autoload_register(function ($c) use ($v) {
    echo "autoload($c)\n";
    if ($v === 2 && $c === 'Widget') throw new RuntimeException("no widgets today");
    if ($v === 3 && $c === 'Widget') return;
    $f = __DIR__ . '/dv/' . $c . '.php';
    if (is_file($f)) require $f;
});
if ($v === 1) echo class_exists('Widget') ? "Widget first\n" : "no Widget\n";
if ($v === 4) {
    $out = [];
    foreach (['HeadingParser', 'ListParser', 'HeadingParser'] as $p) {
        $parser = new $p();
        $start = $parser->tryStart('# x');
        $out[] = $p . ':' . ($start ? get_class($start) . '/' . $start->describe() : 'none');
    }
    echo implode(' ', $out), ' ', AbstractParser::$made, "\n";
}
if ($v === 6) {
    $o = new EChild;
    echo get_class($o->make()), ' ', EChild::$n, "\n";
    $s = new ESubChild;
    echo get_class($s->make()), ' ', $s->more(), ' ', EChild::$n, "\n";
}
if ($v === 5) {
    $o = new PChild;
    $o->x = new Beta;
    echo get_class($o->x), ' ', get_class($o->get()), "\n";
}
$c = new Child();
$c->tag .= $v;
Base::$count += $v;
echo $c->name(), ' ', $c->make()->label(), ' ', Base::$count, ' ', Child::$made, ' ', $c->tag, "\n";
echo implode(',', array_values(array_filter(get_declared_classes(),
    fn($n) => !in_array(strtolower($n), ['closure', 'generator', 'stdclass', 'runtimeexception'], true)
              && (new ReflectionClass($n))->isUserDefined()))), "\n";
""",
    "pool/dv/Base.php": r"""<?php
echo "loading Base\n";
abstract class Base {
    public static $count = 0;
    public $tag = 'base';
    abstract public function make(): Product;
    public function name(): string { return static::class; }
}
""",
    "pool/dv/Product.php": r"""<?php
echo "loading Product\n";
class Product { public function label(): string { return 'product'; } }
""",
    "pool/dv/Widget.php": r"""<?php
echo "loading Widget (Child ", class_exists('Child', false) ? "declared" : "not declared", ")\n";
class Widget extends Product { public function label(): string { return 'widget ' . Child::$made; } }
""",
    "pool/dv/Child.php": r"""<?php
echo "loading Child\n";
class Child extends Base {
    public static $made = 0;
    public function make(): Widget { self::$made++; Base::$count++; return new Widget(); }
}
""",
    "pool/dv/BlockParser.php": r"""<?php
echo "loading BlockParser\n";
interface BlockParser {
    public function tryStart(string $line): ?BlockStart;
    public function state(): ParserState;
}
""",
    "pool/dv/AbstractParser.php": r"""<?php
echo "loading AbstractParser\n";
abstract class AbstractParser implements BlockParser {
    public static $made = 0;
    public function __construct() { self::$made++; }
    public function tryStart(string $line): ?BlockStart { return null; }
    public function state(): ParserState { return new ParserState(static::class); }
}
""",
    "pool/dv/HeadingParser.php": r"""<?php
echo "loading HeadingParser\n";
final class HeadingParser extends AbstractParser {
    public function tryStart(string $line): ?HeadingStart {
        return $line[0] === '#' ? new HeadingStart(strlen($line)) : null;
    }
}
""",
    "pool/dv/ListParser.php": r"""<?php
echo "loading ListParser\n";
final class ListParser extends AbstractParser {
    public function state(): ListState { return new ListState('list'); }
}
""",
    "pool/dv/BlockStart.php": r"""<?php
echo "loading BlockStart\n";
class BlockStart { public function __construct(public int $at = 0) {} public function describe(): string { return "at $this->at"; } }
""",
    "pool/dv/HeadingStart.php": r"""<?php
echo "loading HeadingStart\n";
class HeadingStart extends BlockStart {}
""",
    "pool/dv/ParserState.php": r"""<?php
echo "loading ParserState\n";
class ParserState { public function __construct(public string $of) {} }
""",
    "pool/dv/ListState.php": r"""<?php
echo "loading ListState\n";
class ListState extends ParserState {}
""",
    "pool/dv/PBase.php": r"""<?php
echo "loading PBase\n";
class PBase { public Alpha|Beta|null $x = null; public function get(): ?Alpha { return null; } }
""",
    "pool/dv/PChild.php": r"""<?php
echo "loading PChild\n";
class PChild extends PBase { public Beta|Alpha|null $x = null; public function get(): ?AlphaX { return new AlphaX; } }
""",
    "pool/dv/Alpha.php": "<?php echo \"loading Alpha\\n\"; class Alpha {}\n",
    "pool/dv/AlphaX.php": "<?php echo \"loading AlphaX\\n\"; class AlphaX extends Alpha {}\n",
    "pool/dv/EBase.php": "<?php echo \"loading EBase\\n\"; abstract class EBase { abstract public function make(): EProduct; }\n",
    "pool/dv/EProduct.php": "<?php echo \"loading EProduct\\n\"; class EProduct {}\n",
    "pool/dv/EChild.php": r"""<?php
echo "loading EChild\n";
class EChild extends EBase { public static $n = 0; public function make(): EWidget { self::$n++; return new EWidget; } }
""",
    "pool/dv/EWidget.php": r"""<?php
echo "loading EWidget\n";
class EWidget extends EProduct {}
class ESubChild extends EChild { public function more(): int { return 2; } }
echo "ESubChild declared: ", class_exists('ESubChild', false) ? 'yes' : 'no', "\n";
""",
    "pool/dv/Beta.php": "<?php echo \"loading Beta\\n\"; class Beta {}\n",
}

# Interfaces, a parent with statics and a constant, a subclass implementing
# one more interface, and its subclass: each request changes the statics and
# reads them back, so a copy taken with another thread's parent would show.
LANES_PAGES = {
    "pool/lanes-lib.php": r"""<?php
interface Shape { const SIDES = 0; public function area(): float; }
interface Named { public function name(): string; }
abstract class Figure implements Shape {
    public static int $made = 0;
    public static array $kinds = [];
    const UNIT = 'cm';
    public function __construct(protected float $size) { static::$made++; self::$kinds[static::class] = (self::$kinds[static::class] ?? 0) + 1; }
    public function describe(): string { return static::class . '(' . $this->size . self::UNIT . ', ' . static::SIDES . ')=' . round($this->area(), 2); }
}
class Square extends Figure implements Named {
    const SIDES = 4;
    public static int $made = 0;
    public function area(): float { return $this->size * $this->size; }
    public function name(): string { return 'square'; }
}
class Cube extends Square {
    const SIDES = 6;
    public function area(): float { return 6 * parent::area(); }
    public function name(): string { return 'cube of ' . parent::name(); }
}
class Disc extends Figure {
    public function area(): float { return M_PI * $this->size * $this->size; }
}
""",
    "pool/lanes.php": r"""<?php
require __DIR__ . '/lanes-lib.php';
$v = (int)($_GET['v'] ?? 0);
$sum = 0.0;
$text = '';
for ($i = 0; $i < 60; $i++) {
    $f = match (($i + $v) % 3) { 0 => new Square($i + $v), 1 => new Cube($i), 2 => new Disc($v + 1) };
    $sum += $f->area();
    if ($i % 20 == $v) $text .= $f->describe() . ($f instanceof Named ? ' ' . $f->name() : '') . "\n";
}
Figure::$kinds['v'] = $v;
echo $text, round($sum, 3), ' ', Figure::$made, ' ', Square::$made, ' ', json_encode(Figure::$kinds), "\n";
""",
}


class PoolTests:
    def pool_server(self, name, threads, extra=()):
        sock = os.path.join(self.tmp, f"hop-{name}.sock")
        log = open(os.path.join(self.tmp, f"hop-{name}.log"), "w+")
        p = subprocess.Popen([self.args.hop, "serve", "-l", sock, "-t", str(threads), "-d", "hop.jit=live",
                              "-d", "hop.jit_threshold=5", "-d", "hop.unit_cache_revalidate_freq=0"] + list(extra)
                             + self.args.hop_arg, stdout=log, stderr=subprocess.STDOUT, cwd=self.docroot)
        self.procs.append(p)
        self.wait_for_socket(sock, p)
        return p, sock, log

    def pool_body(self, addr, page, query):
        return self.reuse_body(addr, page, query)

    def pool_stop(self, p, log):
        """Stops a server; its class counters from the stop line."""
        self.stop_proc(p)
        log.seek(0)
        text = log.read()
        m = re.search(r"classes: (\d+) pooled \(copies of (\d+) classes, at most (\d+) of one; (\d+) with delayed "
                      r"checks\), (\d+) reused \((\d+) with delayed checks\)", text)
        keys = ("pooled", "classes", "max", "pooled_delayed", "reused", "reused_delayed")
        counts = dict(zip(keys, map(int, m.groups()))) if m else {}
        ids = re.search(r"inline-cache ids: (\d+)", text)
        if ids:
            counts["ic_ids"] = int(ids.group(1))
        return counts, text

    def at_once(self, sock, page, queries):
        results = []

        def worker(q):
            try:
                results.append((q, self.pool_body(sock, page, q)))
            except Exception as e:  # noqa: BLE001
                results.append((q, repr(e).encode()))
        threads = [threading.Thread(target=worker, args=(q,)) for q in queries]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return results

    def class_pool(self):
        """A class whose link waited for delayed variance checks is pooled
        and reused: in every request that reuses it the classes the checks
        waited for are autoloaded again, in php's order, after the class's
        own autoload and before it is declared; the same page declaring them
        first, throwing from the autoloader or declining to load one answers
        as php-fpm. Then a hierarchy (interfaces, a parent with statics, two
        levels of subclasses) requested by 4 threads at once: every answer
        php-fpm's, and no class has more copies than request threads (each
        thread takes its lane's copies, linked over each other); and both
        pages with threads replaced every 2 requests (lanes given back and
        taken again, copies adopted)."""
        print("pooled classes: delayed variance checks, one copy per thread:")
        for page, text in list(DELAYED_PAGES.items()) + list(LANES_PAGES.items()):
            path = os.path.join(self.docroot, page)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        want = want_delayed = {i: self.pool_body(self.fpm_sock, "pool/delayed.php", f"v={i}") for i in range(7)}
        p, sock, log = self.pool_server("pool-delayed", 2)
        order = [0, 0, 0, 4, 4, 5, 6, 0, 1, 0, 2, 0, 3, 0, 5, 4, 6, 1, 0, 5, 6, 0]
        bad = []
        for n, v in enumerate(order):
            got = self.pool_body(sock, "pool/delayed.php", f"v={v}")
            if got != want[v]:
                bad.append((n, v, got[:600]))
        self.check(not bad, "delayed.php one after the other (v=" + ",".join(map(str, order)) + "): as php-fpm",
                   f"    {bad[:1]}\n    php-fpm: {want[bad[0][1]][:600] if bad else ''}")
        results = self.at_once(sock, "pool/delayed.php", [f"v={(0, 4, 6, 1, 5, 4, 2, 0)[n % 8]}" for n in range(24)])
        bad = [(q, b[:300]) for q, b in results if b != want[int(q[2:])]]
        self.check(not bad and len(results) == 24, "24 concurrent delayed.php requests: each as php-fpm answers it",
                   f"    {bad[:2]}")
        counts, text = self.pool_stop(p, log)
        self.check(counts.get("pooled_delayed", 0) >= 1 and counts.get("reused_delayed", 0) >= 10,
                   "classes linked with delayed checks were pooled and reused",
                   f"    {counts}\n" + "\n".join(text.splitlines()[-5:]))

        want = {i: self.pool_body(self.fpm_sock, "pool/lanes.php", f"v={i}") for i in range(4)}
        # The inline-cache ids one request thread needs for the page: a
        # class's copies on other threads share its methods' ids, so 4
        # threads need no more (each request zeroes a table of all the ids).
        p, sock, log = self.pool_server("pool-lanes-one", 1)
        for v in range(4):
            self.pool_body(sock, "pool/lanes.php", f"v={v}")
        one, _ = self.pool_stop(p, log)
        p, sock, log = self.pool_server("pool-lanes", 4)
        results = []
        for rnd in range(5):
            results += self.at_once(sock, "pool/lanes.php", [f"v={(n + rnd) % 4}" for n in range(16)])
            results.append(("v=1", self.pool_body(sock, "pool/lanes.php", "v=1")))
        bad = [(q, b[:300]) for q, b in results if b != want[int(q[2:])]]
        self.check(not bad and len(results) == 85,
                   "85 lanes.php requests, 16 at once on 4 threads: each as php-fpm answers it",
                   f"    {bad[:2]}\n    php-fpm: {want[int(bad[0][0][2:])][:300] if bad else ''}")
        counts, text = self.pool_stop(p, log)
        self.check(counts.get("reused", 0) > 100 and 0 < counts.get("max", 99) <= 4,
                   "each class has at most one pooled copy per request thread (4), reused",
                   f"    {counts}\n" + "\n".join(text.splitlines()[-5:]))
        self.check(counts.get("max", 0) > 1 and 0 < counts.get("ic_ids", 0) == one.get("ic_ids", -1),
                   "the copies on 4 threads take no inline-cache ids beyond one thread's (they share their methods')",
                   f"    4 threads: {counts}, 1 thread: {one}")
        # Threads replaced every 2 requests: a new thread takes a lane an
        # ended one gave back (or adopts its copies), so the hierarchy's
        # copies, linked by one thread, are reused by others.
        p, sock, log = self.pool_server("pool-lanes-replaced", 4, ["-d", "hop.server_thread_requests=2"])
        lanes, delayed = [], []
        for rnd in range(4):
            lanes += self.at_once(sock, "pool/lanes.php", [f"v={(n + rnd) % 4}" for n in range(12)])
            delayed += self.at_once(sock, "pool/delayed.php", ["v=0", "v=4", "v=5", "v=6"])
        bad = ([("lanes.php", q, b[:300]) for q, b in lanes if b != want[int(q[2:])]]
               + [("delayed.php", q, b[:300]) for q, b in delayed if b != want_delayed[int(q[2:])]])
        self.check(not bad and len(lanes) + len(delayed) == 64,
                   "64 requests with request threads replaced every 2 requests: each as php-fpm answers it",
                   f"    {bad[:2]}")
        counts, text = self.pool_stop(p, log)
        self.check(counts.get("reused", 0) > 50, "copies reused by threads that replaced the ones that linked them",
                   f"    {counts}\n" + "\n".join(text.splitlines()[-5:]))
