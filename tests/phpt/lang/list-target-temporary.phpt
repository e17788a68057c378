--TEST--
list() into an element of a temporary is a compile error
--FILE--
<?php
// list() targets must be writable: a variable or a call under the elements.
echo "not reached\n";
list((new ArrayObject)[1]) = [1];
--EXPECTF--
Fatal error: Assignments can only happen to writable values in %s on line 4
