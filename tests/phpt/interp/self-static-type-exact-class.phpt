--TEST--
self and static parameter and return types passed by an object of exactly that class
--FILE--
<?php
class Base {
  function fluent(): static { return $this; }
  function me(): self { return $this; }
  function maybe(?bool $x): ?static { return $x ? $this : null; }
  function either(): static|int { return $this; }
  static function make(): static { return new static(); }
  function wrong(): static { return new Base(); }
  function takeSelf(self $o): string { return get_class($o); }
  function takeStatic(?self $o = null): string { return $o ? get_class($o) : 'null'; }
}
class Kid extends Base {}
class Other {}
$b = new Base; $k = new Kid;
for ($i = 0; $i < 3; $i++) {
  echo get_class($b->fluent()), ' ', get_class($k->fluent()), ' ', get_class($k->me()), ' ';
  echo var_export($k->maybe(false), true), ' ', get_class($k->maybe(true)), ' ', get_class($k->either()), ' ';
  echo get_class(Base::make()), ' ', get_class(Kid::make()), ' ', get_class($b->wrong()), ' ';
  echo $b->takeSelf($k), ' ', $k->takeSelf($b), ' ', $k->takeStatic(), ' ', $k->takeStatic($k), "\n";
}
try { $k->wrong(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $b->takeSelf(new Other); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
trait Tr { function tr(): self { return $this; } function trs(): static { return $this; } }
class W1 { use Tr; } class W2 extends W1 {}
echo get_class((new W1)->tr()), get_class((new W2)->tr()), get_class((new W2)->trs()), "\n";
$cl = function (): static { return $this; };
$bound = Closure::bind($cl, $k, Base::class);
echo get_class($bound()), "\n";
function it(iterable $x): iterable { return $x; }
echo get_class(it(new ArrayIterator([1]))), ' ', count(it([1, 2])), "\n";
try { it(new Other); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function gen() { yield 1; yield 2; }
foreach ([gen(), gen()] as $g) foreach ($g as $v) echo $v; echo "\n";
echo get_class(fn() => 1), ' ', get_class((object)['a' => 1]), ' ', get_class(gen()), "\n";
--EXPECTF--
Base Kid Kid NULL Kid Kid Base Kid Base Kid Base null Kid
Base Kid Kid NULL Kid Kid Base Kid Base Kid Base null Kid
Base Kid Kid NULL Kid Kid Base Kid Base Kid Base null Kid
Base::wrong(): Return value must be of type Kid, Base returned
Base::takeSelf(): Argument #1 ($o) must be of type Base, Other given, called in %s on line 22
W1W2W2
Kid
ArrayIterator 2
it(): Argument #1 ($x) must be of type Traversable|array, Other given, called in %s on line 31
1212
Closure stdClass Generator
