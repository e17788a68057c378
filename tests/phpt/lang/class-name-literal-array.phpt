--TEST--
::class on a literal: php's compile-time error
--FILE--
<?php echo ([])::class;
--EXPECTF--
Fatal error: Cannot use "::class" on value of type array in %s on line 1
