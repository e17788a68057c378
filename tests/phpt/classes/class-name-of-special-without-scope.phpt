--TEST--
self::class, static::class, parent::class without class scope: php's FETCH_CLASS_NAME message
--FILE--
<?php
$f = function() { return static::class; };
try { $f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$g = function() { return self::class; };
try { $g(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$h = function() { return parent::class; };
try { $h(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$i = function() { return static::foo(); };
try { $i(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$j = function() { return new static; };
try { $j(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$k = function() { return static::$x; };
try { $k(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$l = function() { return static::C; };
try { $l(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class A { static function make() { return function () { return [self::class, static::class, parent::class ?? null]; }; } }
class B extends A {}
try { var_dump((B::make())()); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$u = Closure::bind(function () { return [self::class, static::class]; }, null, B::class);
var_dump($u());
--EXPECT--
Cannot use "static" in the global scope
Cannot use "self" in the global scope
Cannot use "parent" in the global scope
Cannot access "static" when no class scope is active
Cannot access "static" when no class scope is active
Cannot access "static" when no class scope is active
Cannot access "static" when no class scope is active
Cannot use "parent" when current class scope has no parent
array(2) {
  [0]=>
  string(1) "B"
  [1]=>
  string(1) "B"
}
