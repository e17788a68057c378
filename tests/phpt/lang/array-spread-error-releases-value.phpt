--TEST--
An error while unpacking into an array literal releases the spread value at once
--FILE--
<?php
class D { function __destruct() { echo "D gone\n"; } }
function mk() { return [new D, 'k' => 1, 2]; }
function g() { yield 1 => new D; yield 1.5 => 1; }
try { $x = [...g()]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo "after\n";
try { $x = [PHP_INT_MAX => 0, ...mk()]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo "end\n";
--EXPECT--
D gone
Keys must be of type int|string during array unpacking
after
D gone
Cannot add element to the array as the next element is already occupied
end
