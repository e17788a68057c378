--TEST--
Spreading a non-array constant in a constant array literal is a compile error
--FILE--
<?php
// An array literal made only of constants is evaluated at compile time:
// spreading a constant that is no array there is a compile error.
echo "not reached\n";
var_dump([1, ...[2, 3], ...4]);
--EXPECTF--
Fatal error: Only arrays and Traversables can be unpacked in %s on line 5
