--TEST--
Class constants: self-reference checked where php marks, names as written, autoload re-entry
--FILE--
<?php
// class constants: php's self-reference check (marked only in constant expressions), names as written
class Foo { const A = Foo::B; const B = Foo::A; }
class Bar { const X = self::Y; }
class D { public const A = [...self::B]; public const B = [...self::A]; }
class S { const FOO = [0, ...self::ARR, 4]; const ARR = [1, 2, 3]; }
foreach (['Foo::A', 'Bar::X', 'D::A'] as $c) {
    try { var_dump(constant($c)); } catch (Error $e) { echo "constant($c): ", $e->getMessage(), "\n"; }
}
try { var_dump(Foo::A); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump(Bar::X); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump(D::A); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(S::FOO);
// an autoloader an initializer triggers may use the class meanwhile
class B { const C = A::C . "B"; public $prop = A::C; }
spl_autoload_register(function ($class) {
    class A { const C = "A"; }
    var_dump(B::C, new B());
});
var_dump(new B());
--EXPECT--
constant(Foo::A): Cannot declare self-referencing constant Foo::A
constant(Bar::X): Undefined constant self::Y
constant(D::A): Cannot declare self-referencing constant self::A
Cannot declare self-referencing constant Foo::B
Undefined constant self::Y
Cannot declare self-referencing constant self::B
array(5) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(3)
  [4]=>
  int(4)
}
string(2) "AB"
object(B)#3 (1) {
  ["prop"]=>
  string(1) "A"
}
object(B)#3 (1) {
  ["prop"]=>
  string(1) "A"
}
