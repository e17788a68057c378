--TEST--
SplFixedArray: a size whose byte count overflows is php's fatal error
--FILE--
<?php
$a = new SplFixedArray(3); $a->setSize(5); var_dump($a->getSize());
try { new SplFixedArray(-1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$b = new SplFixedArray(PHP_INT_MAX);
echo "not reached\n";
--EXPECTF--
int(5)
SplFixedArray::__construct(): Argument #1 ($size) must be greater than or equal to 0

Fatal error: Possible integer overflow in memory allocation (9223372036854775807 * 16 + 0) in %s on line 4
