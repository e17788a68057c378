--TEST--
func_num_args() outside a function
--FILE--
<?php
try { func_num_args(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
Error: func_num_args() must be called from a function context
