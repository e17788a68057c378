--TEST--
A return type naming a class not loaded yet is checked after autoloading it
--FILE--
<?php
spl_autoload_register(function ($class) {
    echo "autoload $class\n";
    if ($class === 'A') {
        class A { public function make(): A { return $this; } }
    } elseif ($class === 'B') {
        class B extends A { public function make(): C { return new C; } }
    } elseif ($class === 'C') {
        class C extends B {}
    }
});
var_dump(new B);
var_dump(get_class((new B)->make()));
--EXPECT--
autoload B
autoload A
autoload C
object(B)#2 (0) {
}
string(1) "C"
