--TEST--
$c::$m(): the class is fetched before the method name is evaluated
--FILE--
<?php
// `$c::$m()`: php fetches the class (autoloading it) before evaluating the method name.
spl_autoload_register(function ($c) { echo "load $c\n"; if ($c === 'Late') { eval('class Late { static function hi() { return "hi"; } }'); } });
function name() { echo "name()\n"; return 'hi'; }
$c = 'Late';
var_dump($c::{name()}());
$n = 'Nope';
try { $n::{name()}(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $u::{name()}(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$o = new Late;
$m = 'hi';
var_dump($o::$m());
--EXPECTF--
load Late
name()
string(2) "hi"
load Nope
Error: Class "Nope" not found

Warning: Undefined variable $u in %s on line 9
Error: Class name must be a valid object or a string
string(2) "hi"
