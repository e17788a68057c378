--TEST--
$this as a parameter name is a compile error
--FILE--
<?php
// A parameter may not be named $this.
echo "not reached\n";
$f = function ($a, $this) { return $a; };
--EXPECTF--
Fatal error: Cannot use $this as parameter in %s on line 4
