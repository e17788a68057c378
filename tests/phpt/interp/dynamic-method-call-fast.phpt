--TEST--
$obj->$name() through the interpreter's fast path: private, public, static, __call, case, errors, a closure's __invoke
--FILE--
<?php
class A {
    private function priv($x) { return "priv $x"; }
    public function pub($x) { return "pub $x"; }
    public static function stat($x) { return "stat $x"; }
    public function __call($n, $a) { return "__call $n " . implode(',', $a); }
    public function run() {
        $out = [];
        foreach (['priv', 'pub', 'stat', 'missing', 'PUB'] as $m) {
            $out[] = $this->$m(1);
            $name = 'p' . substr($m, 1);
            $out[] = $this->{$m}(2);
        }
        return $out;
    }
}
class B extends A {
    public function run2() {
        $o = [];
        foreach (['pub', 'priv', 'stat'] as $m) $o[] = $this->$m(3);
        return $o;
    }
}
class C { public function __destruct() { echo "C gone\n"; } public function go() { return "go"; } }
var_dump((new A)->run());
var_dump((new B)->run2());
$m = 'go';
echo (new C)->$m(), "\n";
$f = function ($x) { return "closure $x"; };
$o = new stdClass;
try { $o->$m(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$n = null;
try { $n->$m(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$k = 5;
try { (new C)->$k(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class P { private function hidden() {} }
try { $p = new P; $h = 'hidden'; $p->$h(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$cl = Closure::fromCallable([new A, 'pub']);
$inv = '__invoke';
echo $cl->$inv(9), "\n";
for ($i = 0; $i < 3; $i++) { $mm = 'p' . 'ub'; echo (new A)->$mm($i), "\n"; }
--EXPECT--
array(10) {
  [0]=>
  string(6) "priv 1"
  [1]=>
  string(6) "priv 2"
  [2]=>
  string(5) "pub 1"
  [3]=>
  string(5) "pub 2"
  [4]=>
  string(6) "stat 1"
  [5]=>
  string(6) "stat 2"
  [6]=>
  string(16) "__call missing 1"
  [7]=>
  string(16) "__call missing 2"
  [8]=>
  string(5) "pub 1"
  [9]=>
  string(5) "pub 2"
}
array(3) {
  [0]=>
  string(5) "pub 3"
  [1]=>
  string(13) "__call priv 3"
  [2]=>
  string(6) "stat 3"
}
C gone
go
Error: Call to undefined method stdClass::go()
Call to a member function go() on null
C gone
Method name must be a string
Call to private method P::hidden() from global scope
pub 9
pub 0
pub 1
pub 2
