# reuse_tests.py — one request thread serving request after request, interpreted: what a request caches (inline caches of call sites, classes, properties, constants; the settings loading files reads) never reaches the thread's next request, whose classes, functions, constants and PHP_VALUE settings differ. Mixed into run-server-tests.py's Runner.
import os
import subprocess
import time

import fcgi_client as fc

REUSE_PAGES = {
    # Short tags follow the request's short_open_tag (PHP_VALUE: a PERDIR setting).
    "reuse/short-tags.php": '<?php echo "a"; ?>\n<? echo "b"; ?>\n<?= "c" ?>\n',
    # The settings a request starts from (the server's, shared by every
    # request's copy: ini.h) whatever the previous request set or restored.
    "reuse/ini.php": """<?php
foreach (['precision', 'error_reporting', 'default_charset', 'memory_limit', 'include_path', 'html_errors',
          'arg_separator.output', 'zend.enable_gc'] as $k)
    echo $k, '=', var_export(ini_get($k), true), "\n";
if (($_GET['set'] ?? '') === '1') {
    ini_set('precision', '5');
    ini_set('error_reporting', (string)(E_ALL & ~E_NOTICE));
    ini_set('default_charset', 'ISO-8859-1');
    set_include_path('/tmp');
    ini_set('html_errors', '0');
    ini_set('arg_separator.output', '&amp;');
    gc_disable();
    ini_restore('html_errors');
    echo 'after: ', ini_get('precision'), ' ', ini_get('html_errors'), ' ', ini_get('include_path'), ' ', 1 / 3, "\n";
}
""",
    # Deep recursion (the VM stack well past its first step) and a fiber (a
    # stack of its own): the thread keeps both stacks for its next requests.
    "reuse/deep.php": """<?php
function down($n) { return $n ? down($n - 1) + 1 : 0; }
$v = (int)($_GET['v'] ?? 0);
$f = new Fiber(function ($n) { $x = Fiber::suspend(down($n)); return $x * 2; });
echo down(20000 + 1000 * $v), " ", $f->start(3000 + $v), " ", $f->resume(21) ?? '', $f->getReturn(), "\\n";
""",
    # Names answered from the thread's memos that outlive a request (builtin
    # functions, systemlib classes: util/name-memo.h): a namespaced call
    # falling back to the builtin in one request and finding the request's
    # own function in the next; autoloading around systemlib names.
    "reuse/lookups.php": """<?php
namespace N;
$v = (int)($_GET['v'] ?? 0);
if ($v % 2) { function strrev($s) { return "N\\strrev($s)"; } }
spl_autoload_register(function ($c) use ($v) {
    echo "autoload($c)\\n";
    if ($c === 'N\\Late' && $v % 2 == 0) eval('namespace N; class Late {}');
});
echo strrev('abc'), ' ', \\strrev('abc'), ' ', STRLEN('abcd'), ' ', StrToUpper('x'), "\\n";
foreach (['ArrayIterator', 'arrayiterator', 'N\\Late', 'N\\Missing', 'SplObjectStorage', 'N\\ArrayIterator'] as $n)
    echo $n, ': ', var_export(class_exists($n), true), "\\n";
var_dump(function_exists('N\\strrev'), function_exists('strrev'), function_exists('n\\STRREV'));
""",
    "reuse/memos.php": r"""<?php
// Memos keyed on classes that a request thread keeps from one request to the
// next (property slots, methods, callables, iteration, known interfaces):
// the same names mean other classes in alternate requests.
$v = (int)($_GET['v'] ?? 0);
if ($v % 2) {
    class Box implements IteratorAggregate, Countable {
        private $items = ['a', 'b'];
        public $tag = 'odd';
        function getIterator(): Iterator { return new ArrayIterator($this->items); }
        function count(): int { return 2; }
        function label() { return "odd:" . $this->tag; }
    }
} else {
    class Box {
        public $tag = 'even';
        public $items = [1, 2, 3];
        protected $hidden = 'h';
        function label() { return "even:" . $this->tag . count($this->items); }
        function __call($m, $a) { return "__call($m)"; }
    }
}
class Reader { static function read($o) { return $o->tag . '/' . ($o->items[0] ?? '-'); } }
// Anonymous classes are not pooled: freed at the request's end, their memory
// may hold the next request's other anonymous class (other slots, methods).
$anon = $v % 2 ? new class { public $tag = 'anon'; public $items = [9]; function label() { return 'anon'; } }
               : new class { public $pad = 0; public $items = [7]; public $tag = 'anon2';
                             function other() { return 'other'; } function label() { return 'anon2'; } };
$objs = [new Box, $anon, new Box];
foreach ($objs as $o) {
    echo $o->label(), ' ', call_user_func([$o, 'label']), ' ', implode(',', array_map([$o, 'label'], [1])), ' ';
    echo $o instanceof Countable ? count($o) : 'nc', ' ', $o instanceof Traversable ? implode('', iterator_to_array($o)) : 'nt', ' ';
    try { echo Reader::read($o); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(); }
    echo ' ', is_callable([$o, 'other']) ? call_user_func([$o, 'other']) : 'no other', "\n";
}
""",
    "reuse/alias.php": r"""<?php
// A class-typed check's memo of passes outlives the request (type-check.h):
// class_alias() gives the checked name another class in alternate requests.
$v = (int)($_GET['v'] ?? 0);
class Square { public $side = 2; }
class Circle { public $r = 1; }
function area(Shape $s) { return get_class($s); }
function show($o) {
    try { echo area($o), "\n"; } catch (TypeError $e) { echo "TypeError: ", get_class($o), "\n"; }
}
show(new Square);
class_alias($v % 2 ? 'Square' : 'Circle', 'Shape');
foreach ([new Square, new Circle, new Square] as $o) show($o);
""",
    "reuse/kept.php": r"""<?php
// Inline caches a request thread keeps for its next request (vm/inline-cache.h):
// entries keyed on classes survive, what a name means in the request does not.
// In alternate requests the parent P of the same class X (one file, one
// PreClass) comes from another file with its properties in another order
// and another visibility; functions, constants, classes and static methods
// found by name come from other files; class constants take the request's
// values; static properties start over.
$v = (int)($_GET['v'] ?? 0);
define('K', $v % 2 ? 'odd' : 'even');
require __DIR__ . ($v % 2 ? '/kept-p1.php' : '/kept-p2.php');
require __DIR__ . '/kept-x.php';
require __DIR__ . ($v % 2 ? '/kept-f1.php' : '/kept-f2.php');
function take(P $p) { return get_class($p) . ':' . $p->who(); }
function make() { return new Y; }
function konst() { return K . '/' . X::KX . '/' . Z::name(); }
$x = new X;
for ($i = 0; $i < 3; $i++) {
    echo $x->get(), ' ', $x->both(), ' ', take($x), ' ', f(), ' ', make()->y, ' ', konst(), ' ', X::bump(), ' ', $x->kx(), "\n";
    try { echo $x->peek(), "\n"; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
echo isset(X::$count) ? X::$count : 'unset', ' ', $v == 2 ? (new W)->w : 'no W', "\n";
""",
    "reuse/kept-p1.php": r"""<?php
class P {
    public $a = 'a1';
    protected $b = 'b1';
    private $c = 'c1';
    public static $count = 0;
    function who() { return 'P1'; }
}
class Y { public $y = 'Y1'; }
class Z { static function name() { return 'Z1'; } }
""",
    "reuse/kept-p2.php": r"""<?php
class P {
    public $b = 'b2';
    public $c = 'c2';
    public $a = 'a2';
    public static $count = 100;
    function who() { return 'P2'; }
}
class Y { public $pad = 0; public $y = 'Y2'; }
class Z { static function name() { return 'Z2'; } }
if (!class_exists('W', false)) { class W { public $w = 'W'; } }
""",
    "reuse/kept-x.php": r"""<?php
class X extends P {
    const KX = K . '!';
    function get() { return $this->a . $this->b; }
    function both() { $s = ''; foreach (['a', 'b'] as $n) $s .= $this->$n; return $s . $this->a; }
    function peek() { return $this->c; }
    function kx() { return static::KX . self::KX; }
    static function bump() { return ++static::$count; }
}
""",
    "reuse/kept-f1.php": r"""<?php
function f() { return 'f1'; }
""",
    "reuse/kept-f2.php": r"""<?php
function f() { return 'f2:' . strlen(K); }
""",
    # Call sites whose answers a thread keeps (vm/inline-cache.h): the
    # function an unqualified call found (a builtin by the global fallback
    # in one request, the request's own N\strlen in the next, defined before
    # or after the call site first ran; a function from one of two files, or
    # none), and non-static methods called through parent::, self:: and the
    # class name, over a parent B from one of two files (a method static in
    # one, private behind __call in the other).
    "reuse/calls.php": r"""<?php
namespace N;
$v = (int)($_GET['v'] ?? 0);
require __DIR__ . '/calls-lib.php';
echo early(), "\n";
if ($v % 2) require __DIR__ . '/calls-shadow.php';
echo late(), ' ', early(), "\n";
if ($v != 2) require __DIR__ . ($v % 2 ? '/calls-g1.php' : '/calls-g2.php');
try { echo callG(), "\n"; } catch (\Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
require __DIR__ . ($v % 2 ? '/calls-b1.php' : '/calls-b2.php');
require __DIR__ . '/calls-c.php';
$c = new \C('x');
echo $c->run(), "\n";
""",
    "reuse/calls-lib.php": r"""<?php
namespace N;
function early() { return strlen('abc') . ':' . \strtoupper('q') . ':' . STRREV('ab'); }
function late() { return strlen('abcd'); }
function callG() { return g(1) . g(2); }
""",
    "reuse/calls-shadow.php": r"""<?php
namespace N;
function strlen($s) { return "N\\strlen($s)"; }
""",
    "reuse/calls-g1.php": r"""<?php
namespace N;
function g($x) { return "g1($x)"; }
""",
    "reuse/calls-g2.php": r"""<?php
namespace N;
function g($x) { return "g2($x)"; }
""",
    "reuse/calls-b1.php": r"""<?php
class B {
    public $tag;
    function __construct($t) { $this->tag = "B1($t)"; }
    function m() { return 'B1::m ' . get_class($this); }
    function p() { return 'B1::p'; }
}
""",
    "reuse/calls-b2.php": r"""<?php
class B {
    public $tag;
    function __construct($t) { $this->tag = "B2($t)"; }
    static function m() { return 'B2::m static ' . static::class; }
    private function p() { return 'B2::p'; }
    function __call($n, $a) { return "B2::__call($n)"; }
}
""",
    "reuse/calls-c.php": r"""<?php
class C extends B {
    function __construct($t) { parent::__construct($t . '!'); }
    function run() {
        $s = $this->tag . ' ';
        for ($i = 0; $i < 2; $i++) $s .= parent::m() . ' | ' . self::m() . ' | ' . parent::p() . ' | ' . B::m() . ' ; ';
        return $s;
    }
}
""",
    # Class names answered from the thread's previous request (a pooled
    # class taken again once this request declared it: ExecutionContext::
    # lookupClass), and hoisted classes found early-bindable over a pooled
    # parent (class-linker.cpp earlyBindable): `new X` and `X::K` of a class
    # from one of two files by request; a name that is an alias in one
    # request, a class of its own in another, undeclared in the third; an
    # autoloaded class; a hoisted child over a parent from one of two
    # files, bound early or when its statement runs by whether the class its
    # covariant return type needs is declared yet.
    "reuse/hints.php": r"""<?php
$v = (int)($_GET['v'] ?? 0);
spl_autoload_register(function ($c) use ($v) {
    echo "autoload($c)\n";
    if ($c === 'HintLate' && $v == 2) require __DIR__ . '/hints-late.php';
    if ($c === 'HintRet') require __DIR__ . '/hints-ret.php';
});
require __DIR__ . ($v % 2 ? '/hints-x1.php' : '/hints-x2.php');
function make() { return new HintX(); }
function konst() { return HintX::K; }
echo get_class(make()), ' ', make()->who(), ' ', konst(), "\n";
if ($v == 1) class_alias('HintX', 'HintY');
try { $y = new HintY(); echo 'HintY: ', $y->who(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $l = new HintLate(); echo 'HintLate: ', $l->who(), ' ', HintLate::K, "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
if ($v == 2) require __DIR__ . '/hints-y.php';
try { echo 'HintY::K ', HintY::K, ' ', (new HintY)->who(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
require __DIR__ . ($v % 2 ? '/hints-base1.php' : '/hints-base2.php');
if ($v == 0) require __DIR__ . '/hints-ret.php';
require __DIR__ . '/hints-child.php';
echo (new HintChild)->g(2), ' ', (new HintChild2)->g(3), ' ', get_class((new HintChild)->f()), "\n";
""",
    "reuse/hints-x1.php": "<?php\nclass HintX { const K = 'x1'; function who() { return 'x1'; } }\n",
    "reuse/hints-x2.php": "<?php\nclass HintX { const K = 'x2'; public $a = 1; function who() { return 'x2:' . $this->a; } }\n",
    "reuse/hints-y.php": "<?php\nclass HintY { const K = 'y'; function who() { return 'y'; } }\n",
    "reuse/hints-late.php": "<?php\nclass HintLate { const K = 'late'; function who() { return 'late'; } }\n",
    "reuse/hints-ret.php": "<?php\nclass HintRet extends HintRetBase {}\n",
    "reuse/hints-base1.php": r"""<?php
class HintRetBase {}
class HintBase { function f(): HintRetBase { return new HintRetBase; } function g(int $x): int { return $x; } }
""",
    "reuse/hints-base2.php": r"""<?php
class HintRetBase { public $r = 2; }
class HintBase { public $p = 2; function f(): HintRetBase { return new HintRetBase; } function g(int $x): int { return -$x; } }
""",
    "reuse/hints-child.php": r"""<?php
echo class_exists('HintChild', false) ? "HintChild early\n" : "HintChild late\n";
echo class_exists('HintChild2', false) ? "HintChild2 early\n" : "HintChild2 late\n";
class HintChild extends HintBase { function f(): HintRet { return new HintRet; } function g(int $x): int { return $x * 10; } }
class HintChild2 extends HintBase { function g(int $x): int { return $x * 100 + parent::g($x); } }
""",
}


class ReuseTests:
    def reuse(self):
        """`hop serve -t 1 -d hop.jit=off`: every request runs on the same
        thread, in the interpreter, whose inline caches (the request's table,
        kept for the thread's next request with its entries keyed on
        classes: vm/inline-cache.h) must answer nothing a later request
        declares otherwise, whose read-once settings must start empty for
        each request, and whose VM stacks (kept for the
        next request, their pages given back) must read as new. Pages whose classes, functions and
        constants differ by request under the same names, one after the
        other in an order where each request's data differs from the
        previous one's, each answered as php-fpm answers it; then
        short_open_tag set by PHP_VALUE for one request and not the next,
        and settings changed by ini_set, ini_restore and PHP_VALUE in one
        request and back to the server's in the next."""
        print("one reused thread (interpreted):")
        for page, text in REUSE_PAGES.items():
            path = os.path.join(self.docroot, page)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        sock = os.path.join(self.tmp, "hop-reuse.sock")
        log = open(os.path.join(self.tmp, "hop-reuse.log"), "w+")
        p = subprocess.Popen([self.args.hop, "serve", "-l", sock, "-t", "1", "-d", "hop.jit=off",
                              "-d", "hop.unit_cache_revalidate_freq=0"] + self.args.hop_arg,
                             stdout=log, stderr=subprocess.STDOUT, cwd=self.docroot)
        self.procs.append(p)
        self.wait_for_socket(sock, p)
        pages = [("names.php", 6), ("reuse/deep.php", 2), ("reuse/lookups.php", 2), ("reuse/memos.php", 2), ("reuse/alias.php", 2), ("reuse/kept.php", 4), ("reuse/calls.php", 3), ("reuse/hints.php", 3), ("jit.php", 5), ("classes.php", 4), ("systemlib.php", 5)]
        want = {}
        for page, kinds in pages:
            for i in range(kinds):
                want[(page, i)] = self.reuse_body(self.fpm_sock, page, f"v={i}")
        bad = []
        total = 0
        for page, kinds in pages:
            for rnd in range(3):
                for i in list(range(kinds)) + list(reversed(range(kinds))):
                    total += 1
                    got = self.reuse_body(sock, page, f"v={i}")
                    if got != want[(page, i)]:
                        bad.append((page, i, got[:300]))
        self.check(not bad and p.poll() is None,
                   f"{total} requests on one thread, each request's names meaning other classes, functions and "
                   f"constants than the previous one's: each as php-fpm answers it",
                   f"    {bad[:1]}\n    php-fpm: {want[(bad[0][0], bad[0][1])][:300] if bad else ''}")
        short = []
        for value in ["short_open_tag=0", None, "short_open_tag=0", "short_open_tag=1", None]:
            short.append(self.reuse_body(sock, "reuse/short-tags.php", "", value))
        on, off = b'abc', b'a<? echo "b"; ?>\nc'
        self.check(short == [off, on, off, on, on],
                   "short_open_tag from PHP_VALUE for one request only (the next request on the thread reads its own)",
                   f"    {short}")
        ini = []
        for query, value in [("", None), ("set=1", None), ("", None),
                             ("", "precision=7\nerror_reporting=E_ALL & ~E_DEPRECATED"), ("", None),
                             ("set=1", "precision=7"), ("", None)]:
            ini.append(self.reuse_body(sock, "reuse/ini.php", query, value))
        clean = ini[0]
        self.check(b"precision='14'" in clean and b"html_errors='1'" in clean and b"zend.enable_gc='1'" in clean
                   and all(ini[i] == clean for i in (2, 4, 6))
                   and ini[1].startswith(clean) and ini[1].endswith(b"after: 5 1 /tmp 0.33333\n")
                   and ini[3] == clean.replace(b"precision='14'", b"precision='7'").replace(
                       b"error_reporting=" + clean.split(b"error_reporting=")[1].split(b"\n")[0],
                       b"error_reporting='24575'")
                   and ini[5].endswith(b"after: 5 1 /tmp 0.33333\n") and b"precision='7'" in ini[5],
                   "ini_set/ini_restore and PHP_VALUE (an expression, evaluated) last one request: "
                   "the next one starts from the server's settings",
                   f"    {ini}")
        self.stop_proc(p)
        self.check(p.returncode == 0, "the one-thread server stops cleanly", f"    status {p.returncode}")

    def wait_for_socket(self, sock, p):
        for _ in range(200):
            if p.poll() is not None:
                break
            try:
                fc.connect(sock, timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("hop serve (one thread) did not start listening")

    def reuse_body(self, addr, page, query, php_value=None):
        params = [("SCRIPT_FILENAME", os.path.join(self.docroot, page)), ("SCRIPT_NAME", "/" + page),
                  ("REQUEST_METHOD", "GET"), ("QUERY_STRING", query), ("REQUEST_URI", f"/{page}?{query}"),
                  ("SERVER_PROTOCOL", "HTTP/1.1"), ("REMOTE_ADDR", "127.0.0.1"), ("DOCUMENT_ROOT", self.docroot)]
        if php_value:
            params.append(("PHP_VALUE", php_value))
        body = fc.do_request(addr, params).split()[2]
        return body.replace(self.docroot.encode(), b"DOCROOT")
