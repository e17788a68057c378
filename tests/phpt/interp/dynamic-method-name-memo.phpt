--TEST--
Method names built at run time called repeatedly: spellings, private methods from their scope, __call, a Closure's __invoke, undefined methods
--FILE--
<?php
// Method names built at run time, called again and again: each spelling,
// class and calling scope finds php's method (private ones from their own
// class, __call where nothing is found, a Closure's __invoke).
class Base {
  private function hidden() { return "Base::hidden"; }
  public function blockA() { return "A"; }
  public function blockB() { return "B"; }
  public function run($t) { return $this->{'block' . $t}(); }
  public function callHidden() { $m = 'hid' . 'den'; return $this->$m(); }
}
class Child extends Base {
  public function hidden() { return "Child::hidden"; }
  public function blockB() { return "Child B"; }
  public function __call($n, $a) { return "__call($n)"; }
}
$out = [];
foreach ([new Base, new Child, new Base, new Child] as $o)
  foreach (['A', 'B', 'a', 'B', 'C'] as $t) {
    try { $out[] = $o->run($t); } catch (Error $e) { $out[] = $e->getMessage(); }
  }
echo implode("\n", $out), "\n";
foreach ([new Base, new Child, new Child] as $o) echo $o->callHidden(), "\n";
$c = new Child;
for ($i = 0; $i < 3; $i++) { $m = 'hid' . str_repeat('den', 1); echo $c->$m(), "\n"; }
$b = new Base;
for ($i = 0; $i < 2; $i++) {
  $m = 'hidden';
  try { echo $b->$m(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
$f = function ($x) { return "closure $x"; };
for ($i = 0; $i < 2; $i++) { $m = '__in' . 'voke'; echo $f->$m($i), "\n"; $m = 'bindTo'; var_dump($f->$m(null) instanceof Closure); }
$long = str_repeat('x', 50);
try { $b->$long(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
A
B
A
B
Call to undefined method Base::blockC()
A
Child B
A
Child B
__call(blockC)
A
B
A
B
Call to undefined method Base::blockC()
A
Child B
A
Child B
__call(blockC)
Base::hidden
Base::hidden
Base::hidden
Child::hidden
Child::hidden
Child::hidden
Call to private method Base::hidden() from global scope
Call to private method Base::hidden() from global scope
closure 0
bool(true)
closure 1
bool(true)
Call to undefined method Base::xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx()
