--TEST--
::class on a literal: php's compile-time error
--FILE--
<?php echo (null)::class;
--EXPECTF--
Fatal error: Cannot use "::class" on value of type null in %s on line 1
