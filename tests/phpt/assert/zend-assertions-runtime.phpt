--TEST--
zend.assertions changed at runtime (1 <-> 0; -1 refused)
--FILE--
<?php
// zend.assertions switched at runtime between 1 and 0; -1 only at startup.
function side($v) { echo "evaluated\n"; return $v; }
var_dump(ini_get('zend.assertions'));
var_dump(assert(side(true)));
var_dump(ini_set('zend.assertions', 0));
var_dump(assert(side(false)), assert(false, "not checked"));
$r = assert(false); var_dump($r);
var_dump(ini_set('zend.assertions', '1'));
try { assert(side(false)); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
var_dump(ini_set('zend.assertions', -1));
var_dump(ini_get('zend.assertions'));
var_dump(ini_set('zend.assertions', '2'));
try { assert(false); } catch (AssertionError $e) { echo "2 still checks: ", $e->getMessage(), "\n"; }
var_dump(ini_set('zend.assertions', 1));
var_dump(eval('return assert(true);'));
try { eval('assert(1 + 1 == 3);'); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
ini_set('zend.assertions', 0);
var_dump(eval('return assert(false);'));
function gen() { assert(yield 1); }
var_dump(gen() instanceof Generator);
--EXPECTF--
string(1) "1"
evaluated
bool(true)
string(1) "1"
bool(true)
bool(true)
bool(true)
string(1) "0"
evaluated
assert(side(false))

Warning: zend.assertions may be completely enabled or disabled only in php.ini in %s on line 11
bool(false)
string(1) "1"
string(1) "1"
2 still checks: assert(false)
string(1) "2"
bool(true)
assert(1 + 1 == 3)
bool(true)
bool(true)
