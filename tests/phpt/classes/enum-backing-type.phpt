--TEST--
Enum backing types are int or string
--FILE--
<?php
echo "never printed\n";
enum E: float { case A = 1.5; }
--EXPECTF--
Fatal error: Enum backing type must be int or string, float given in %s on line 3
