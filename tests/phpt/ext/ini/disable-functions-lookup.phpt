--TEST--
disable_functions: a disabled builtin is an undefined function (and a free name), the others unchanged
--INI--
disable_functions=str_repeat
--FILE--
<?php
namespace App;
var_dump(function_exists('str_repeat'), function_exists('strrev'));
echo strrev("abc"), "\n";
echo \strrev("def"), "\n";
try { echo str_repeat("x", 3), "\n"; } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo \str_repeat("y", 3), "\n"; } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function str_repeat($s, $n) { return "App\\str_repeat($s, $n)"; }
echo str_repeat("z", 2), "\n";
var_dump(is_callable('str_repeat'), is_callable('STRREV'));
--EXPECT--
bool(false)
bool(true)
cba
fed
App\str_repeat(x, 3)
Error: Call to undefined function str_repeat()
App\str_repeat(z, 2)
bool(false)
bool(true)
