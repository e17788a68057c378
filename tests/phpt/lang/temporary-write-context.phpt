--TEST--
A write into a temporary expression is a compile error
--FILE--
<?php
// php compiles writes only through variables, properties, elements and calls.
echo "not reached\n";
(new ArrayObject)[1] = 1;
--EXPECTF--
Fatal error: Cannot use temporary expression in write context in %s on line 4
