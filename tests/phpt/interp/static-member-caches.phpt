--TEST--
static properties, class constants and static calls through inline caches: visibility, late static binding, traits, closures
--FILE--
<?php
class A {
  public static $s = 1; protected static $p = 'prot'; private static $q = 'privA';
  const C = 'A::C'; private const PC = 'A::PC';
  static function who() { return static::class; }
  static function make() { return new static; }
  static function callSelf() { return self::who(); }
  static function callStatic() { return static::who(); }
  static function readS() { return self::$s . static::C . self::C . self::$q; }
  static function readPC() { return self::PC; }
  function inst() { return self::who() . '|' . static::who() . '|' . $this::C; }
}
class B extends A {
  const C = 'B::C';
  static function who() { return 'B!' . parent::who(); }
  static function callParent() { return parent::callSelf(); }
  static function readP() { return self::$p . parent::$p; }
}
for ($i = 0; $i < 3; $i++) {
  echo A::callSelf(), ' ', B::callSelf(), ' ', A::callStatic(), ' ', B::callStatic(), ' ', B::callParent(), "\n";
  echo A::readS(), ' ', B::readS(), ' ', B::readP(), ' ', A::readPC(), "\n";
  echo (new A)->inst(), ' ', (new B)->inst(), ' ', get_class(B::make()), "\n";
  A::$s++; B::$s += 10; echo A::$s, ' ', B::$s, "\n";
  echo A::C, B::C, "\n";
}
try { echo A::$q; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo A::PC; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo A::$nope; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$r = &A::$s; $r = 100; echo A::$s, B::$s, "\n";
class Cnt { static $n = 0; static function inc() { self::$n++; return self::$n; } }
for ($i = 0; $i < 4; $i++) Cnt::inc(); echo Cnt::$n, "\n";
trait T { static $t = 't'; static function tw() { return self::class . ':' . self::$t; } }
class U1 { use T; } class U2 { use T; }
echo U1::tw(), ' ', U2::tw(), "\n";
U1::$t = 'changed'; echo U1::tw(), ' ', U2::tw(), "\n";
class O { public $v = 1; function f() { $c = function () { return self::class . isset($this->v); }; return $c(); } }
echo (new O)->f(), "\n";
$cl = Closure::bind(function () { return self::$q; }, null, A::class); echo $cl(), "\n";
class E { function __call($n, $a) { return "call $n"; } static function __callStatic($n, $a) { return "static $n"; } }
echo E::foo(), ' ', (new E)->bar(), "\n";
class N { function inst() { return 'inst'; } function viaSelf() { return self::inst(); } }
echo (new N)->viaSelf(), "\n";
--EXPECT--
A B A B!B B
1A::CA::CprivA 1B::CA::CprivA protprot A::PC
A|A|A::C B|B!B|B::C B
12 12
A::CB::C
A B A B!B B
12A::CA::CprivA 12B::CA::CprivA protprot A::PC
A|A|A::C B|B!B|B::C B
23 23
A::CB::C
A B A B!B B
23A::CA::CprivA 23B::CA::CprivA protprot A::PC
A|A|A::C B|B!B|B::C B
34 34
A::CB::C
Cannot access private property A::$q
Cannot access private constant A::PC
Access to undeclared static property A::$nope
100100
4
U1:t U2:t
U1:changed U2:t
O1
privA
static foo call bar
inst
