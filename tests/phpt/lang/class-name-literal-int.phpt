--TEST--
::class on a literal: php's compile-time error
--FILE--
<?php echo (2)::class;
--EXPECTF--
Fatal error: Illegal class name in %s on line 1
