--TEST--
method call sites cached per calling scope where it varies (rebound closures, included files), once in a method
--FILE--
<?php
// A method call site's cache keyed on the calling scope where it varies
// (closures rebound, included files, initializers), and on no scope in a method.
define('INC', sys_get_temp_dir() . '/hop-method-cache-scope-' . getmypid() . '.inc');
class A {
    private function who() { return "A::who"; }
    public function callOn(A $o) { return $o->who(); }   // from A: A's private who
    public function viaInclude(A $o) { return include INC; }
}
class B extends A {
    private function who() { return "B::who"; }
    public function callOnB(A $o) { try { return $o->who(); } catch (Error $e) { return get_class($e) . ": " . $e->getMessage(); } }
    public function viaIncludeB(A $o) { try { return include INC; } catch (Error $e) { return get_class($e) . ": " . $e->getMessage(); } }
}
class C {
    public function who() { return "C::who"; }
}
$a = new A; $b = new B; $c = new C;
for ($i = 0; $i < 3; $i++) {
    echo $a->callOn($a), " ", $a->callOn($b), "\n";
    echo $b->callOnB($b), " | ", $b->callOnB($a), "\n";
}
// one closure body, rebound to different scopes: the same call site
$f = function ($o) { try { return $o->who(); } catch (Error $e) { return get_class($e) . ": " . $e->getMessage(); } };
foreach ([['A', $a], ['B', $b], ['A', $b], ['B', $a], [null, $c], ['C', $c], ['A', $a]] as [$scope, $o]) {
    $g = $scope === null ? $f : Closure::bind($f, null, $scope);
    for ($i = 0; $i < 2; $i++) echo $scope ?? "-", ": ", $g($o), "\n";
}
// an included file's site, included from two classes' methods
file_put_contents(INC, "<?php\nreturn \$o->who();\n");
for ($i = 0; $i < 2; $i++) {
    echo $a->viaInclude($a), " ", $a->viaInclude($b), "\n";
    echo $b->viaIncludeB($b), " | ", $b->viaIncludeB($a), "\n";
}
unlink(INC);
// a closure made from a method keeps its class
$m = Closure::fromCallable([$a, 'callOn']);
for ($i = 0; $i < 2; $i++) echo $m($b), "\n";
// a top-level site: public only
for ($i = 0; $i < 2; $i++) {
    foreach ([$c, $a] as $o) { try { echo $o->who(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
}
--EXPECT--
A::who A::who
B::who | Error: Call to private method A::who() from scope B
A::who A::who
B::who | Error: Call to private method A::who() from scope B
A::who A::who
B::who | Error: Call to private method A::who() from scope B
A: A::who
A: A::who
B: B::who
B: B::who
A: A::who
A: A::who
B: Error: Call to private method A::who() from scope B
B: Error: Call to private method A::who() from scope B
-: C::who
-: C::who
C: C::who
C: C::who
A: A::who
A: A::who
A::who A::who
B::who | Error: Call to private method A::who() from scope B
A::who A::who
B::who | Error: Call to private method A::who() from scope B
A::who
A::who
C::who
Call to private method A::who() from global scope
C::who
Call to private method A::who() from global scope
