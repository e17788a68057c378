--TEST--
::class on a literal: php's compile-time error
--FILE--
<?php echo (TRUE)::class;
--EXPECTF--
Fatal error: Cannot use "::class" on value of type bool in %s on line 1
