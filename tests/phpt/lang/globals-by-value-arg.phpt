--TEST--
$GLOBALS is passed by value to any call and iterated as a temporary
--FILE--
<?php
// $GLOBALS is not a variable in php's sense: it is passed by value to any call
// (known or not, in a namespace or not) and iterated as a temporary by foreach-by-ref.
namespace App;
function total($a) { return is_array($a); }
function takesRef(&$a) { return 'ref'; }
$x = 1;
var_dump(total($GLOBALS), \is_array($GLOBALS), is_array($GLOBALS), array_key_exists('x', $GLOBALS));
var_dump(count(array_filter($GLOBALS, fn($v) => $v === 1)) >= 1, isset($GLOBALS['x']), $GLOBALS['x']);
$cb = 'App\total'; var_dump($cb($GLOBALS));
class K { function m($g) { return isset($g['x']); } }
var_dump((new K)->m($GLOBALS));
foreach ($GLOBALS as $k => &$v) { if ($k === 'x') $v = 2; }
unset($v);
var_dump($x);
try { takesRef($GLOBALS); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { sort($GLOBALS); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
$f = 'sort';
try { $f($GLOBALS); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
int(1)
bool(true)
bool(true)
int(1)
App\takesRef(): Argument #1 ($a) cannot be passed by reference
sort(): Argument #1 ($array) cannot be passed by reference
sort(): Argument #1 ($array) cannot be passed by reference
