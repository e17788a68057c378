--TEST--
An error while unpacking arguments releases the spread value at once
--FILE--
<?php
class D { function __destruct() { echo "D gone\n"; } }
function f(...$a) { return count($a); }
function mk() { return [new D, 'k' => 1, 2]; }
try { f(...mk()); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo "after\n";
function g() { yield 1 => new D; yield 'k' => 1; yield 2 => 2; }
try { f(...g()); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo "end\n";
--EXPECT--
D gone
Cannot use positional argument after named argument during unpacking
after
D gone
Cannot use positional argument after named argument during unpacking
end
