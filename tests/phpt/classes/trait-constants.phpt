--TEST--
Trait constants (php 8.2): composed into the class, compatible declarations only
--FILE--
<?php
trait T { public const A = 'a'; final protected const B = 2; }
class C { use T; public const A = 'a'; public function b() { return self::B; } }
echo C::A, (new C)->b(), "\n";
try { echo T::A; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class D { use T; public const A = 'b'; }
--EXPECTF--
a2
Cannot access trait constant T::A directly

Fatal error: D and T define the same constant (A) in the composition of D. However, the definition differs and is considered incompatible. Class was composed in %s on line 6
