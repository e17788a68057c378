--TEST--
Abstract trait methods state a signature the class must satisfy
--FILE--
<?php
trait T { abstract public function make(int $n): array; public function run() { return $this->make(2); } }
class A { use T; public function make(int|string $n, $extra = 0): array { return [$n]; } }
print_r((new A)->run());
class B { use T; public function make(string $n): array { return []; } }
--EXPECTF--
Array
(
    [0] => 2
)

Fatal error: Declaration of B::make(string $n): array must be compatible with T::make(int $n): array in %s on line 5
