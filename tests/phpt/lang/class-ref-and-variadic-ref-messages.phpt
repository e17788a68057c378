--TEST--
non-class values used as class names, by-reference variadic arguments: php's messages
--FILE--
<?php
function test(&...$args) {}
try { test(1); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x = 1; $x::$b; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x = []; $x::foo(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x = 1.5; new $x; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
test(): Argument #1 cannot be passed by reference
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
