--TEST--
zend.assertions=0: assert() compiled but skipped
--INI--
zend.assertions=0
--FILE--
<?php
// zend.assertions=0: compiled, but skipped until switched on.
function side($v) { echo "evaluated\n"; return $v; }
var_dump(assert(side(false)));
var_dump(ini_set('zend.assertions', 1));
try { assert(side(false)); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
var_dump(ini_set('zend.assertions', -1));
--EXPECTF--
bool(true)
string(1) "0"
evaluated
assert(side(false))

Warning: zend.assertions may be completely enabled or disabled only in php.ini in %s on line 7
bool(false)
