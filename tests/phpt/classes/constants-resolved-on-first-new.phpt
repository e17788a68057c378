--TEST--
a class's computed constants are resolved on its first instantiation (an undefined one is an Error on new, again on the next new)
--FILE--
<?php
interface I {}
class C { const FOO = I::FOO; public $options = [self::FOO => "bar"]; }
try { var_dump((new C)->options); } catch (Throwable $e) { echo $e->getMessage(), "\n"; }
try { var_dump((new C)->options); } catch (Throwable $e) { echo $e->getMessage(), "\n"; }
class D { const X = E::Y; }
class E { const Y = 5; }
var_dump(new D);
class F { const X = G::Y; static function m() { return 1; } }
var_dump(F::m());
try { new F; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Undefined constant I::FOO
Undefined constant I::FOO
object(D)#1 (0) {
}
int(1)
Class "G" not found
