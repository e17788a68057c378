--TEST--
Protected methods, __clone and abstract constructors callable between classes that override a common parent's; property_exists() from the declaring scope
--FILE--
<?php
class B { protected $p = 'B'; protected function f() { return 'B::f'; } protected static function s() { return 'B::s'; } }
class M extends B { protected $p = 'M'; protected function f() { return 'M::f'; } protected static function s() { return 'M::s'; } }
class K extends B {
  function go() {
    $m = new M;
    echo $m->f(), ' ', M::s(), "\n";
    try { echo $m->p; } catch (Error $e) { echo $e->getMessage(), "\n"; }
    echo implode(',', get_class_methods($m)), "\n";
    echo is_callable([$m, 'f']) ? 'callable' : 'not', "\n";
    echo call_user_func([$m, 'f']), "\n";
  }
}
(new K)->go();
class Other { function go() { try { (new M)->f(); } catch (Error $e) { echo $e->getMessage(), "\n"; } } }
(new Other)->go();
// clone and new through a protected __clone/__construct declared in a common parent
abstract class Base { abstract protected function __clone(); }
class Boy extends Base { protected function __clone() { echo __METHOD__, "\n"; } }
class Kid extends Base { function __construct() { $b = clone (new Boy); } public function __clone() {} }
new Kid;
class P0 { protected function __construct() { echo __METHOD__, "\n"; } static function make() { return new static; } }
class P1 extends P0 { protected function __construct() { echo __METHOD__, "\n"; } }
class P2 extends P0 { static function other() { return new P1; } }
try { P2::other(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
abstract class Q0 { abstract protected function __construct(); }
class Q1 extends Q0 { protected function __construct() { echo __METHOD__, "\n"; } }
class Q2 extends Q0 { protected function __construct() {} static function other() { return new Q1; } }
Q2::other();
$o = new stdClass;
var_dump(property_exists('stdClass', 'x'));
class Sup { private $foo; function has() { return property_exists($this, 'foo'); } }
class Sub extends Sup { function hasHere() { return property_exists($this, 'foo'); } }
var_dump((new Sub)->has(), (new Sub)->hasHere(), property_exists(new Sub, 'foo'));
--EXPECT--
M::f M::s
Cannot access protected property M::$p

callable
M::f
Call to protected method M::f() from scope Other
Boy::__clone
Call to protected P1::__construct() from scope P2
Q1::__construct
bool(false)
bool(true)
bool(false)
bool(false)
