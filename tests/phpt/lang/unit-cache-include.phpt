--TEST--
the process-wide unit cache: includes bound from the cache, a changed file compiled again, a broken file not cached
--INI--
hop.unit_cache=1
--FILE--
<?php
// Files included again and again, changed, and broken, with the process-wide
// unit cache on (hop.unit_cache): each include binds the cached unit while
// the file is unchanged, and compiles it again when it changes.
$d = sys_get_temp_dir() . '/hop-unit-cache-' . getmypid();
@mkdir($d);
file_put_contents("$d/v.php", '<?php return [$x * 2, __FILE__ === realpath($GLOBALS["d"] . "/v.php"), __LINE__, __DIR__ === realpath($GLOBALS["d"])];');
$out = [];
for ($x = 1; $x <= 3; $x++) $out[] = include "$d/v.php";
echo json_encode($out), "\n";
file_put_contents("$d/v.php", "<?php\n\nreturn 'changed ' . \$x;");
clearstatcache();
var_dump(include "$d/v.php");
var_dump(include "$d/v.php");
file_put_contents("$d/c.php", '<?php
interface I { function f(); }
trait T { function t() { return __CLASS__ . "/" . static::class . "/" . self::class . "/" . __FUNCTION__; } }
abstract class A implements I { use T; static $n = 0; function __construct() { static::$n++; } function g() { static $calls = 0; return ++$calls; } }
final class B extends A { function f() { return parent::class . " " . static::$n; } }
function made() { static $m = 0; return ++$m; }
');
var_dump(require_once "$d/c.php", require_once "$d/c.php");
$b = new B; new B;
echo $b->f(), " ", $b->t(), " ", $b->g(), $b->g(), made(), made(), "\n";
echo (new ReflectionMethod('B', 't'))->class, " ", (new ReflectionMethod('B', 'f'))->getDeclaringClass()->name, " ",
     (new ReflectionMethod('B', 'g'))->class, "\n";
file_put_contents("$d/bad.php", '<?php return [;');
for ($i = 0; $i < 2; $i++) {
    try { include "$d/bad.php"; } catch (ParseError $e) { echo "ParseError: ", $e->getMessage(), " on line ", $e->getLine(), "\n"; }
}
file_put_contents("$d/bad.php", '<?php return "fixed";');
var_dump(include "$d/bad.php");
foreach (glob("$d/*") as $f) unlink($f);
rmdir($d);
--EXPECT--
[[2,true,1,true],[4,true,1,true],[6,true,1,true]]
string(9) "changed 4"
string(9) "changed 4"
int(1)
bool(true)
A 2 A/B/A/t 1212
A B A
ParseError: syntax error, unexpected token ";", expecting "]" on line 1
ParseError: syntax error, unexpected token ";", expecting "]" on line 1
string(5) "fixed"
