--TEST--
empty() through __isset without __get; __call before __callStatic for calls by class name from an instance
--FILE--
<?php
// empty() through __isset without __get; an inaccessible method called by
// class name from an instance of the class goes to __call before __callStatic.
class Bag {
    private $data = ['blank' => '', 'full' => 'x'];
    function __isset($n) { echo "__isset($n) "; return isset($this->data[$n]); }
}
$b = new Bag;
var_dump(isset($b->blank), empty($b->blank), empty($b->full), empty($b->none));
class WithGet extends Bag { function __get($n) { echo "__get($n) "; return $n === 'full' ? 'x' : ''; } }
$w = new WithGet;
var_dump(empty($w->blank), empty($w->full));
class A {
    public function __call($m, $a) { echo "__call $m\n"; }
    public static function __callStatic($m, $a) { echo "__callStatic $m\n"; }
    private function hidden() {}
}
class B extends A {
    public function viaParent() { parent::hidden(); A::hidden(); parent::missing(); }
    public static function fromStatic() { A::hidden(); }
}
(new B)->viaParent();
B::fromStatic();
--EXPECT--
__isset(blank) __isset(blank) __isset(full) __isset(none) bool(true)
bool(true)
bool(true)
bool(true)
__isset(blank) __get(blank) __isset(full) __get(full) bool(true)
bool(false)
__call hidden
__call hidden
__call missing
__callStatic hidden
