--TEST--
self/static in eval'd code and in a file's top level take the running scope (no compile-time error there), as php's zend_is_scope_known
--FILE--
<?php
class C {
    const FOO = 1;
    private static $bar = 2;
    public static function f() {
        eval('var_dump(self::FOO); var_dump(self::$bar); var_dump(self::class); var_dump(static::class);');
    }
}
class D extends C {}
D::f();
echo "top\n";
try { self::foo(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(1)
int(2)
string(1) "C"
string(1) "D"
top
Cannot access "self" when no class scope is active
