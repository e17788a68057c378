# pages.py — the pages the server tests serve, and the requests made to them (the same for HopVM and php-fpm).
import textwrap

PAGES = {
    "hello.php": "<?php echo \"Hello, world\\n\";\n",
    "server.php": textwrap.dedent("""\
        <?php
        foreach ($_SERVER as $k => $v) {
            if ($k === 'REQUEST_TIME' || $k === 'REQUEST_TIME_FLOAT') { echo "$k: ", gettype($v), "\\n"; continue; }
            echo "$k=", is_array($v) ? json_encode($v) : $v, "\\n";
        }
        echo php_sapi_name(), " ", PHP_SAPI, "\\n";
        var_dump(count($_ENV), array_keys($_ENV) === array_keys($_SERVER), $GLOBALS['_SERVER']['SCRIPT_FILENAME'] === __FILE__);
        """),
    "get.php": "<?php var_dump($_GET, $_REQUEST, $_POST, $_COOKIE, $_FILES);\n",
    "post.php": textwrap.dedent("""\
        <?php
        var_dump($_POST, $_REQUEST, file_get_contents('php://input'));
        var_dump(file_get_contents('php://input') === file_get_contents('php://input'));
        """),
    "upload.php": textwrap.dedent("""\
        <?php
        var_dump($_POST);
        $show = function ($f) {
            if (is_array($f['tmp_name'])) { foreach ($f['tmp_name'] as $k => $t) echo "  [$k] ", $t === '' ? '(none)' : (is_uploaded_file($t) ? file_get_contents($t) : 'NOT UPLOADED'), "\\n"; return; }
            echo "  ", $f['tmp_name'] === '' ? '(none)' : (is_uploaded_file($f['tmp_name']) ? file_get_contents($f['tmp_name']) : 'NOT UPLOADED'), "\\n";
        };
        foreach ($_FILES as $name => $f) {
            echo "$name:\\n";
            $show($f);
            $copy = $f;
            array_walk_recursive($copy, function (&$v, $k) { if ($k === 'tmp_name' || (is_string($v) && str_starts_with($v, sys_get_temp_dir()))) $v = $v === '' ? '' : 'TMP'; });
            var_dump($copy);
        }
        var_dump(is_uploaded_file(__FILE__));
        $t = $_FILES['doc']['tmp_name'] ?? '';
        echo dirname($t) === ini_get('upload_tmp_dir') ? "in upload_tmp_dir\n" : "elsewhere: $t\n";
        $moved = ini_get('upload_tmp_dir') . '/moved.txt';
        if (isset($_FILES['many'])) {
            var_dump(move_uploaded_file($_FILES['many']['tmp_name'][0], $moved), file_get_contents($moved), file_exists($_FILES['many']['tmp_name'][0]));
            var_dump(move_uploaded_file(__FILE__, $moved));
            unlink($moved);
        }
        register_shutdown_function(function () use ($t) { echo "still there in shutdown: ", var_export(file_exists($t), true), "\\n"; });
        """),
    "headers-late.php": textwrap.dedent("""\
        <?php
        echo "output first\n";
        var_dump(setcookie("a", "b"));
        header("X-Late: 1");
        var_dump(headers_list(), http_response_code(404), http_response_code());
        header_remove();
    """),
    "cookies.php": textwrap.dedent("""\
        <?php
        ob_start();
        var_dump($_COOKIE);
        var_dump(setcookie("plain", "a value; with=stuff"));
        var_dump(setcookie("gone", ""));
        var_dump(setcookie("opts", "v", ['path' => '/p', 'domain' => 'example.com', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']));
        var_dump(setrawcookie("raw", "a+b%20c"));
        var_dump(setcookie("old", "x", 1));
        header("X-Test: 1");
        header("X-Test: 2");
        header("X-Multi: a", false);
        header("X-Multi: b", false);
        header("X-Gone: yes");
        header_remove("X-Gone");
        header("x-test: 3", true);
        var_dump(http_response_code());
        var_dump(http_response_code(201));
        var_dump(http_response_code());
        var_dump(headers_sent());
        var_dump(headers_list());
        echo "body\\n";
        var_dump(headers_sent($f, $l), basename($f), $l);
        header("X-Late: 1");
        var_dump(setcookie("late", "1"));
        """),
    "status404.php": "<?php header('HTTP/1.1 404 Not Found'); echo \"missing\\n\";\n",
    "status-custom.php": "<?php header('HTTP/1.0 404 Nothing Here'); echo \"x\\n\";\n",
    "redirect.php": "<?php header('Location: /elsewhere'); echo \"moved\\n\";\n",
    "redirect301.php": "<?php header('Location: /elsewhere', true, 301);\n",
    "teapot.php": "<?php http_response_code(418); echo \"short and stout\\n\";\n",
    "unknown-code.php": "<?php http_response_code(299); echo \"?\\n\";\n",
    "status-header.php": "<?php header('Status: 403 Forbidden'); echo \"no\\n\";\n",
    "ctype.php": textwrap.dedent("""\
        <?php
        header('Content-Type: text/plain');
        echo "plain\\n";
        """),
    "ctype-json.php": "<?php header('Content-Type: application/json'); echo json_encode(['a' => 1]);\n",
    "ctype-charset.php": "<?php header('Content-Type: text/csv; charset=latin1'); echo \"a,b\\n\";\n",
    "empty.php": "<?php\n",
    "ob.php": textwrap.dedent("""\
        <?php
        ob_start();
        echo "inner";
        $x = ob_get_clean();
        echo strtoupper($x), "\\n";
        ob_start(function ($s) { return str_replace('x', 'y', $s); });
        echo "xxx\\n";
        ob_end_flush();
        ob_start();
        echo "buffered ";
        header('X-From-Ob: 1');
        ob_end_flush();
        header('X-Too-Late: 1');
        echo "\\n", ob_get_level(), "\\n";
        ob_start();
        echo "left open at the end\\n";
        """),
    "flush.php": textwrap.dedent("""\
        <?php
        echo "first\\n";
        flush();
        echo "second\\n";
        """),
    "warning.php": "<?php\necho $undefined;\necho strlen(), \"\\n\";\n",
    "warning2.php": "<?php\n$a = [];\necho $a['k'] ?? 'dflt', \"\\n\";\necho intdiv(1, 1) . $a['missing'], \"\\n\";\nfunction f(int $x) {}\ntry { f('<b>'); } catch (TypeError $e) { echo get_class($e), \"\\n\"; }\n",
    "fatal-hidden.php": "<?php\nini_set('display_errors', '0');\nundefined_function();\n",
    "fatal-shown.php": "<?php\nundefined_function();\n",
    "fatal-after-output.php": "<?php\nini_set('display_errors', '0');\necho \"partial\\n\";\nundefined_function();\n",
    "exception.php": "<?php\nfunction g() { throw new RuntimeException('boom <b>'); }\ng();\n",
    "parse-error.php": "<?php\necho 'a'\necho 'b';\n",
    "exit.php": "<?php echo \"bye\\n\"; exit(3);\n",
    "shutdown.php": textwrap.dedent("""\
        <?php
        register_shutdown_function(function () { echo "shutdown ran\\n"; });
        class D { function __destruct() { echo "destructed\\n"; } }
        $d = new D;
        echo "main\\n";
        """),
    "state.php": textwrap.dedent("""\
        <?php
        function counter() { static $n = 0; return ++$n; }
        echo counter(), counter(), "\\n";
        echo defined('ONCE') ? "defined\\n" : "not defined\\n";
        define('ONCE', 1);
        echo class_exists('Leak', false) ? "class leaked\\n" : "no class\\n";
        eval('class Leak {}');
        echo function_exists('leaked_fn') ? "function leaked\\n" : "no function\\n";
        eval('function leaked_fn() {}');
        echo ini_get('precision'), "\\n";
        ini_set('precision', '5');
        echo isset($GLOBALS['mine']) ? "global leaked\\n" : "no global\\n";
        $GLOBALS['mine'] = 1;
        echo 1/3, "\\n";
        """),
    # Everything a request may change, checked and changed: each of many
    # requests (reusing threads) must see a clean start.
    "isolation.php": textwrap.dedent("""\
        <?php
        $v = (int)($_GET['v'] ?? 0);
        function counter() { static $n = 0; return ++$n; }
        echo "static: ", counter(), "\\n";
        echo "global: ", isset($GLOBALS['leak']) ? 'leaked' : 'clean', "\\n";
        $GLOBALS['leak'] = 1;
        echo "constant: ", defined('LEAKC') ? 'leaked' : 'clean', "\\n";
        define('LEAKC', $v);
        echo "class: ", class_exists('PerRequest', false) ? 'leaked' : 'clean', "\\n";
        eval("class PerRequest { const V = $v; public static \\$s = $v; function get() { return self::V + static::\\$s; } }");
        echo "method: ", (new PerRequest)->get(), "\\n";
        echo "function: ", function_exists('per_request_fn') ? 'leaked' : 'clean', "\\n";
        eval("function per_request_fn() { return $v; }");
        echo "ini: ", ini_get('precision'), " ", ini_get('memory_limit'), " ", ini_get('max_execution_time'), " ", ini_get('pcre.backtrack_limit'), "\\n";
        ini_set('precision', '5'); ini_set('memory_limit', '64M'); set_time_limit(7); ini_set('pcre.backtrack_limit', '10');
        echo "timezone: ", date_default_timezone_get(), "\\n";
        date_default_timezone_set('Asia/Tokyo');
        echo "error handler: ", var_export(set_error_handler(fn() => true), true), "\\n";
        echo "exception handler: ", var_export(set_exception_handler(fn() => true), true), "\\n";
        echo "json error: ", json_last_error(), "\\n";
        json_decode('{');
        echo "preg error: ", preg_last_error(), "\\n";
        @preg_match('/./u', "\\xff");
        echo "libxml internal errors: ", var_export(libxml_use_internal_errors(true), true), "\\n";
        echo "autoload extensions: ", spl_autoload_extensions(), "\\n";
        spl_autoload_extensions('.leak');
        echo "autoloaders: ", count(spl_autoload_functions()), "\\n";
        spl_autoload_register(fn($c) => null);
        echo "shutdown and ob: ", ob_get_level(), "\\n";
        register_shutdown_function(fn() => print("shutdown of $v\\n"));
        echo "cwd: ", getcwd() === __DIR__ ? 'the script directory' : getcwd(), "\\n";
        chdir('/');
        $o = new stdClass; $w = WeakReference::create($o);
        echo "weakref: ", var_export($w->get() === $o, true), "\\n";
        echo "value: ", $v, " ", 1/3, "\\n";
        ob_start();
        echo "in a buffer left open\\n";
        """),
    # Hot code the JIT translates, over classes, constants and functions each
    # request defines anew (their layout depends on the request's data).
    "jit.php": textwrap.dedent("""\
        <?php
        $v = (int)($_GET['v'] ?? 0);
        if ($v % 2) {
            eval('class Pt { public $a = 1; public $b = 2; function sum() { return $this->a * 10 + $this->b; } }');
        } else {
            eval('class Pt { public $b = 3; public $c = 5; public $a = 4; function sum() { return $this->a * 10 + $this->b + $this->c; } }');
        }
        define('K', $v * 3);
        eval('function scale($x) { return $x * ' . ($v + 1) . ' + K; }');
        class Acc { public static $total = 0; const STEP = 2; static function add($n) { static::$total += $n * self::STEP; } }
        function run($v) {
            $t = 0;
            for ($i = 0; $i < 300; $i++) {
                $p = new Pt;
                $p->a = $i % 7;
                $t += $p->sum() + scale($i) + K;
                Acc::add($i % 3);
            }
            return $t;
        }
        echo "run: ", run($v), " ", run($v + 1), "\\n";
        echo "acc: ", Acc::$total, "\\n";
        $it = new ArrayIterator(range(1, 50 + $v));
        $s = 0;
        foreach ($it as $k => $x) $s += $k * $x;
        echo "iter: $s\\n";
        $words = array_map(fn($i) => str_repeat(chr(97 + ($i + $v) % 26), 1 + $i % 4), range(0, 40));
        usort($words, fn($a, $b) => strcmp($a, $b) ?: $v);
        echo "sorted: ", implode(',', array_slice($words, 0, 8)), "\\n";
        """),
    # Classes over the systemlib's (interfaces, Exception, ArrayIterator):
    # its classes are linked by every request, at the same time on several
    # threads, from one process-wide compiled copy.
    "systemlib.php": textwrap.dedent("""\
        <?php
        $v = (int)($_GET['v'] ?? 0);
        class Bag implements Countable, IteratorAggregate, ArrayAccess, JsonSerializable {
            private $a;
            function __construct($n) { $this->a = range(1, $n); }
            function count(): int { return count($this->a); }
            function getIterator(): Iterator { return new ArrayIterator($this->a); }
            function offsetExists($o): bool { return isset($this->a[$o]); }
            function offsetGet($o): mixed { return $this->a[$o]; }
            function offsetSet($o, $v): void { $this->a[$o] = $v; }
            function offsetUnset($o): void { unset($this->a[$o]); }
            function jsonSerialize(): mixed { return $this->a; }
        }
        class MyError extends RuntimeException { function __construct($m) { parent::__construct("my $m", 7); } }
        class MyIt extends ArrayIterator {}
        $b = new Bag(5 + $v);
        echo count($b), " ", json_encode($b), " ", $b[2], "\\n";
        foreach ($b as $k => $x) echo $k * $x, ",";
        echo "\\n";
        try { throw new MyError($v); } catch (Exception $e) { echo get_class($e), " ", $e->getMessage(), " ", $e->getCode(), " ", $e->getLine(), "\\n"; }
        $it = new MyIt([3, 1, 2 + $v]); $it->asort(); echo implode(",", iterator_to_array($it)), " ", count($it), "\\n";
        $o = new ArrayObject(['x' => $v]); echo $o['x'], " ", count($o), "\\n";
        echo (new ReflectionClass('Bag'))->getMethod('count')->class, " ", (new ReflectionMethod('MyIt', 'count'))->class, "\\n";
        """),
    "mem-limit.php": "<?php\nini_set('memory_limit', '8M');\n$s = [];\nfor ($i = 0; $i < 100000; $i++) $s[] = str_repeat('x', 200) . $i;\necho count($s), \"\\n\";\n",
    "time-limit.php": "<?php\nset_time_limit(1);\nwhile (true) { $x = 1; }\n",
    "notes.txt": "not php\n",
    "forever.php": "<?php while (true) usleep(50000);\n",
    "slow.php": "<?php usleep(600000); echo \"slow\\n\";\n",
    "ini.php": "<?php echo ini_get('date.timezone'), ' ', ini_get('arg_separator.output'), ' ', ini_get('precision'), \"\\n\";\n",
    "finish.php": textwrap.dedent("""\
        <?php
        ob_start(function ($s) { return strtoupper($s); });
        echo "sent before finishing\n";
        var_dump(fastcgi_finish_request());
        echo "dropped\n";
        var_dump(fastcgi_finish_request());
        file_put_contents(ini_get('upload_tmp_dir') . '/finish' . ($_GET['who'] ?? '') . '.txt', 'the script ran on');
        """),
    "sub/info.php": "<?php echo $_SERVER['SCRIPT_NAME'], '|', $_SERVER['PATH_INFO'] ?? '-', '|', $_SERVER['PHP_SELF'], '|', basename($_SERVER['SCRIPT_FILENAME']), \"\\n\";\n",
    "include.php": "<?php require __DIR__ . '/sub/lib.php'; echo lib(), \"\\n\";\n",
    "sub/lib.php": "<?php function lib() { return 'from lib'; }\n",
    # The process-wide unit cache: files compiled by one request and used by
    # the next ones at once (classes linked per request from one compiled
    # copy: methods, inheritance, traits, statics, closures, enums, constants).
    "cached.php": textwrap.dedent("""\
        <?php
        $v = (int)($_GET['v'] ?? 0);
        require_once __DIR__ . '/sub/shapes.php';
        require_once __DIR__ . '/sub/shapes.php';
        $r = include __DIR__ . '/sub/value.php';
        echo "value: ", json_encode($r), "\\n";
        $shapes = [new Square(2 + $v), new Circle(1 + $v), new Square($v)];
        foreach ($shapes as $s) echo $s->describe(), "\\n";
        echo "count: ", Shape::$made, " ", Square::made(), " ", tick(), tick(), "\\n";
        echo "closure: ", implode(",", array_map($shapes[0]->scaler(), [1, 2, 3])), "\\n";
        echo "enum: ", Suit::from('H')->label(), " ", count(Suit::cases()), " ", Suit::Spades->name, "\\n";
        echo "consts: ", SHAPES_VERSION, " ", sprintf('%.4f', Circle::PI2), " ", Square::KIND, "\\n";
        echo "reflection: ", (new ReflectionMethod('Square', 'area'))->class, " ", (new ReflectionMethod('Square', 'name'))->class,
             " ", (new ReflectionClass('Circle'))->getMethod('describe')->class, "\\n";
        echo "static prop: ", Square::$last = $v, "\\n";
        echo "files: ", count(get_included_files()), "\\n";
        """),
    "sub/shapes.php": textwrap.dedent("""\
        <?php
        const SHAPES_VERSION = 3;
        interface HasArea { function area(): float; }
        trait Named {
            function name(): string { static $calls = 0; $calls++; return strtolower(static::class) . "#$calls"; }
        }
        abstract class Shape implements HasArea {
            public static $made = 0;
            function __construct() { static::$made++; self::$made += 0; }
            function describe(): string { return sprintf("%s %.2f", $this->name(), $this->area()); }
            function scaler(): Closure { return fn($x) => $x * $this->area(); }
            abstract function area(): float;
        }
        class Square extends Shape {
            use Named;
            const KIND = 'sq';
            public static $last = null;
            function __construct(private int $side) { parent::__construct(); }
            function area(): float { return $this->side ** 2; }
            static function made() { return static::$made . self::KIND; }
        }
        class Circle extends Shape {
            use Named;
            const PI2 = M_PI * 2;
            function __construct(private int $r) { parent::__construct(); }
            function area(): float { return M_PI * $this->r ** 2; }
            function describe(): string { return "circle: " . parent::describe(); }
        }
        enum Suit: string {
            case Hearts = 'H'; case Spades = 'S';
            function label(): string { return ucfirst(strtolower($this->name)); }
        }
        function tick() { static $n = 0; return ++$n; }
        """),
    "sub/value.php": "<?php return ['v' => 1];\n",
    # Linked classes pooled across requests (hop.class_cache): each request
    # must still see its own statics, constants and defaults computed from
    # its own data, link-time deprecations, exceptions, typed properties.
    "classes.php": textwrap.dedent("""\
        <?php
        $v = (int)($_GET['v'] ?? 0);
        define('REQ_V', $v);
        require_once __DIR__ . '/sub/classes.php';
        $b = new Box([1, 2, 3]);
        $k = new Crate([$v]);
        echo "consts: ", Box::D, " ", Crate::D, " ", Box::C, " ", Crate::E, "\n";
        echo "defaults: ", $b->p, " ", $k->p, " ", $k->q, "\n";
        echo "statics: ", Box::$s, " ", Crate::$s, " ", Box::$count, " ", Crate::$own, " ", json_encode(Box::$arr), "\n";
        Box::$count += $v + 1; Box::$arr[] = $v; Crate::$own .= "x$v"; Crate::$ts++;
        echo "changed: ", Box::$count, " ", Crate::$count, " ", json_encode(Box::$arr), " ", Crate::$own, " ", Crate::$ts, "\n";
        $r = &Box::$ref; $r = "bound $v";
        echo "ref: ", Box::$ref, "\n";
        echo "count/iter: ", count($b), " ", implode(",", iterator_to_array($k)), "\n";
        echo "trait: ", $k->hello(), " ", Crate::$ts, "\n";
        try { throw new BoxError("bad $v", $v); } catch (Exception $e) { echo "caught: ", get_class($e), " ", $e->getMessage(), " ", $e->getCode(), " ", $e instanceof Countable ? 'y' : 'n', "\n"; }
        $h = new Holder(); $h->box = $k; $h->box = $b;
        try { $h->box = new ArrayObject(); } catch (TypeError $e) { echo "typed: ", $e->getMessage(), "\n"; }
        echo "enum: ", Size::from($v % 2)->name, "\n";
        echo "reflection: ", json_encode((new ReflectionClass('Crate'))->getStaticProperties()), "\n";
        $o = new Old(); echo "old: ", get_class($o), "\n";
        echo "ids: ", spl_object_id($b) > 0 ? 'ok' : 'bad', " ", $b instanceof IteratorAggregate ? 'agg' : '', "\n";
        """),
    # A parent declared differently by each request, and a child whose
    # inheritance check needs a class that only some requests declare.
    "classes2.php": textwrap.dedent("""\
        <?php
        $v = (int)($_GET['v'] ?? 0);
        if ($v % 2) { class P { const WHO = 'odd'; function f(): Y { return new Y; } static $n = 1; } }
        else { class P { const WHO = 'even'; function f(): Y { return new Y; } static $n = 2; } }
        class Y {}
        if ($v >= 2) { class X extends Y {} }
        spl_autoload_register(function ($c) { echo "autoload $c\n"; if ($c === 'X') { class X extends Y {} } });
        require __DIR__ . '/sub/child.php';
        $c = new C;
        echo C::WHO, " ", C::$n, " ", get_class($c->f()), " ", get_parent_class($c), "\n";
        C::$n += 10;
        echo P::$n, "\n";
        """),
    "sub/child.php": textwrap.dedent("""\
        <?php
        class C extends P { function f(): X { return new X; } }
        """),
    "sub/classes.php": textwrap.dedent("""\
        <?php
        trait Greets {
            public static $ts = 10;
            function hello() { static $n = 0; return static::class . ++$n; }
        }
        class Box implements Countable, IteratorAggregate {
            const C = 'c';
            const D = REQ_V * 2;
            public static $s = REQ_V + 100;
            public static $count = 0;
            public static $arr = [1, 2];
            public static $ref = null;
            public $p = REQ_V + 1;
            function __construct(public array $items) {}
            function count(): int { return count($this->items); }
            function getIterator(): Iterator { return new ArrayIterator($this->items); }
        }
        class Crate extends Box {
            use Greets;
            const E = self::D + 1;
            public static $own = 'o';
            public $q = [REQ_V, 'q'];
        }
        class BoxError extends RuntimeException {}
        class Holder { public Box $box; }
        class Old implements Serializable {
            function serialize() { return ''; }
            function unserialize($s) {}
        }
        enum Size: int { case Small = 0; case Large = 1; }
        """),
    # The same names mean other classes, functions and constants in other
    # requests (two files declare them; the page picks one by its data),
    # while the hot code using them is one shared file: translations of it
    # are run by every request and must not take one request's class,
    # function or constant for another's.
    "names.php": textwrap.dedent("""\
        <?php
        $v = (int)($_GET['v'] ?? 0);
        require __DIR__ . '/sub/names-base.php';
        require __DIR__ . ($v % 2 ? '/sub/names-b.php' : '/sub/names-a.php');
        if ($v % 3 == 1) define('N\\LIMIT', 1000 + $v);
        require __DIR__ . '/sub/names-lib.php';
        echo "hot: ", hot(40 + $v), " ", hot(7), "\\n";
        echo "pairs: ", pairs(30), " leaves: ", leaves(20 + $v), "\\n";
        echo "ns: ", N\\scaled(25 + $v), "\\n";
        echo "leaf: ", json_encode(get_object_vars(new Leaf)), " ", Leaf::$made, "\\n";
        """),
    "sub/names-base.php": textwrap.dedent("""\
        <?php
        class Base {
            public $x = 0;
            function total() { return $this->x * 2 + $this->y; }
            function bump($n) { $this->x += $n; return $this; }
        }
        """),
    "sub/names-a.php": textwrap.dedent("""\
        <?php
        const SCALE = 3;
        define('LIMIT', 50);
        class Pair extends Base {
            public $y = 1;
            function sum() { return $this->x + $this->y; }
        }
        class Leaf { public $n = 1; public $tag = 'a'; public static $made = 0; }
        function weight($i) { return $i % 5; }
        """),
    "sub/names-b.php": textwrap.dedent("""\
        <?php
        define('SCALE', 7);
        const LIMIT = 80;
        class Pair extends Base {
            public $q = 'q';
            public $y = 10;
            public $z = 100;
            function sum() { return $this->x * 3 + $this->z - $this->y; }
        }
        class Leaf {
            public $tag = 'b';
            public $n = 2;
            public static $made = 0;
            function __construct() { $this->n = 5; self::$made++; }
        }
        function weight($i) { return $i * 2 + 1; }
        """),
    "sub/names-lib.php": textwrap.dedent("""\
        <?php
        namespace N {
            function scaled($n) {
                $t = 0;
                for ($i = 0; $i < $n; $i++) $t += $i * SCALE + LIMIT + \\weight($i) + PHP_INT_SIZE;
                return $t;
            }
        }
        namespace {
            function take(Pair $p): int { return $p->x + $p->y; }
            function make(int $x): Pair { $p = new Pair; $p->x = $x; return $p; }
            function hot($n) {
                $t = 0;
                for ($i = 0; $i < $n; $i++) {
                    $p = new Pair;
                    $p->x = $i;
                    $t += $p->sum() + weight($i) + SCALE + PHP_INT_SIZE + LIMIT;
                    $l = new Leaf;
                    $t += $l->n + take($p) + $p->bump(2)->total();
                    $t += strlen($l->tag) + $p->y;
                }
                return $t;
            }
            function leaves($n) {
                $t = 0;
                for ($i = 0; $i < $n; $i++) { $l = new Leaf; $t += $l->n * 10 + strlen($l->tag); }
                return $t;
            }
            function pairs($n) {
                $s = 0;
                for ($i = 0; $i < $n; $i++) $s += take(make($i)) + make($i)->total();
                return $s;
            }
        }
        """),
}

BOUNDARY = "----hopboundary7MA4YWxkTrZu0gW"


def multipart(fields, files):
    out = b""
    for name, value in fields:
        out += (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n").encode() + value.encode() + b"\r\n"
    for name, filename, ctype, data in files:
        out += (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{filename}\"\r\n"
                + (f"Content-Type: {ctype}\r\n" if ctype else "") + "\r\n").encode() + data + b"\r\n"
    out += f"--{BOUNDARY}--\r\n".encode()
    return out


# (label, page, method, query, extra params, body, content type)
REQUESTS = [
    ("hello", "hello.php", "GET", "", {}, b"", None),
    ("server vars", "server.php", "GET", "x=1+2&y", {"HTTP_ACCEPT": "text/html", "HTTPS": "on"}, b"", None),
    ("repeated params", "server.php", "GET", "", [("HTTP_X_DUP", "first"), ("HTTP_X_OTHER", "o"), ("HTTP_X_DUP", "second")], b"", None),
    ("get", "get.php", "GET", "a=1&b[]=2&b[]=3&c[x][y]=z&d.e=f&sp%20ace=1&enc=%41%2B+b&novalue&=skip&arr[=q", {}, b"", None),
    ("get cookie request merge", "get.php", "GET", "a=get&shared=get", {"HTTP_COOKIE": "shared=cookie; c1=v%201+x; c1=second; arr[k]=v;  spaced = x"}, b"", None),
    ("post urlencoded", "post.php", "POST", "q=1&shared=get", {}, b"name=J%C3%B6rg&list[]=1&list[]=2&shared=post&plus=a+b", "application/x-www-form-urlencoded"),
    ("post other type", "post.php", "POST", "", {}, b'{"json": true}', "application/json"),
    ("post multipart", "upload.php", "POST", "", {}, multipart(
        [("title", "A title"), ("tags[]", "one"), ("tags[]", "two")],
        [("doc", "notes.txt", "text/plain", b"file contents\n"),
         ("many[]", "a.bin", "application/octet-stream", b"AAA"),
         ("many[]", "dir/b.bin", "", b"BBB"),
         ("nofile", "", "application/octet-stream", b"")]), f"multipart/form-data; boundary={BOUNDARY}"),
    ("cookies and headers", "cookies.php", "GET", "", {"HTTP_COOKIE": "in=1; other=two%20words"}, b"", None),
    ("headers after output", "headers-late.php", "GET", "", {}, b"", None),
    ("header HTTP/ status", "status404.php", "GET", "", {}, b"", None),
    ("header HTTP/ custom reason", "status-custom.php", "GET", "", {}, b"", None),
    ("Location", "redirect.php", "GET", "", {}, b"", None),
    ("Location 301", "redirect301.php", "GET", "", {}, b"", None),
    ("http_response_code 418", "teapot.php", "GET", "", {}, b"", None),
    ("unknown code", "unknown-code.php", "GET", "", {}, b"", None),
    ("Status header", "status-header.php", "GET", "", {}, b"", None),
    ("content type text", "ctype.php", "GET", "", {}, b"", None),
    ("content type json", "ctype-json.php", "GET", "", {}, b"", None),
    ("content type charset", "ctype-charset.php", "GET", "", {}, b"", None),
    ("empty page", "empty.php", "GET", "", {}, b"", None),
    ("output buffering", "ob.php", "GET", "", {}, b"", None),
    ("flush", "flush.php", "GET", "", {}, b"", None),
    ("warnings (html_errors)", "warning.php", "GET", "", {}, b"", None),
    ("warnings 2", "warning2.php", "GET", "", {}, b"", None),
    ("fatal, display_errors off", "fatal-hidden.php", "GET", "", {}, b"", None),
    ("fatal, display_errors on", "fatal-shown.php", "GET", "", {}, b"", None),
    ("fatal after output", "fatal-after-output.php", "GET", "", {}, b"", None),
    ("uncaught exception", "exception.php", "GET", "", {}, b"", None),
    ("parse error", "parse-error.php", "GET", "", {}, b"", None),
    ("exit", "exit.php", "GET", "", {}, b"", None),
    ("shutdown and destructors", "shutdown.php", "GET", "", {}, b"", None),
    ("state 1", "state.php", "GET", "", {}, b"", None),
    ("state 2 (nothing carried over)", "state.php", "GET", "", {}, b"", None),
    ("missing script", "nope.php", "GET", "", {}, b"", None),
    ("not a php file", "notes.txt", "GET", "", {}, b"", None),
    ("path info", "sub/info.php/extra/path", "GET", "", {}, b"", None),
    ("include", "include.php", "GET", "", {}, b"", None),
    ("fastcgi_finish_request", "finish.php", "GET", "", {}, b"", None),
    # (php-fpm keeps PHP_VALUE settings in the worker for its later requests;
    # HopVM does not: checked on its own in run-server-tests.py. No page
    # compared after this one depends on these settings.)
    ("PHP_VALUE", "ini.php", "GET", "", {"PHP_VALUE": "date.timezone=Europe/Paris\narg_separator.output = \";\"", "PHP_ADMIN_VALUE": "precision=5"}, b"", None),
]
