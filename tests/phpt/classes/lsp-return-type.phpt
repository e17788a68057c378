--TEST--
Widening a return type breaks the parent's contract
--FILE--
<?php
class A { public function f(): static { return $this; } }
class B extends A { public function f(): self { return $this; } }
--EXPECTF--
Fatal error: Declaration of B::f(): B must be compatible with A::f(): static in %s on line 3
