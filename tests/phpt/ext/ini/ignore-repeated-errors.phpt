--TEST--
ignore_repeated_errors hides the same error at the same place
--INI--
ignore_repeated_errors=1
--FILE--
<?php
for ($i = 0; $i < 3; $i++) { echo $u; }
echo $u;
echo $v, $v;
for ($i = 0; $i < 2; $i++) { echo $w; echo $u; }
set_error_handler(function ($no, $msg) { echo "handler: $msg\n"; return true; });
echo $x; echo $x;
restore_error_handler();
echo $x; echo $x;
--EXPECTF--
Warning: Undefined variable $u in %s on line 2

Warning: Undefined variable $u in %s on line 3

Warning: Undefined variable $v in %s on line 4

Warning: Undefined variable $w in %s on line 5

Warning: Undefined variable $u in %s on line 5

Warning: Undefined variable $w in %s on line 5

Warning: Undefined variable $u in %s on line 5
handler: Undefined variable $x
handler: Undefined variable $x

Warning: Undefined variable $x in %s on line 9
