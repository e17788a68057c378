--TEST--
("Foo")::class is the name as written
--FILE--
<?php
namespace N;
use X\Y;
echo ("Foo")::class, "\n", ("Y")::class, "\n", ("static")::class, "\n";
--EXPECTF--
Foo
Y

Fatal error: Uncaught Error: Cannot use "static" in the global scope in %s:4
Stack trace:
#0 {main}
  thrown in %s on line 4
