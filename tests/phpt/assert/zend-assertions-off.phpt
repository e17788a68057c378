--TEST--
zend.assertions=-1: assert() is not compiled
--INI--
zend.assertions=-1
--FILE--
<?php
// zend.assertions=-1: assert() calls are not compiled at all.
function side($v) { echo "evaluated\n"; return $v; }
var_dump(assert(side(false)));
var_dump(assert(false, "x"), \assert(false), assert(no_such_function()));
function gen() { assert(yield 1); return 2; }
var_dump(gen() instanceof Generator);
var_dump(ini_set('zend.assertions', 0));
var_dump(ini_set('zend.assertions', 1));
var_dump(ini_set('zend.assertions', -1));
var_dump(ini_get('zend.assertions'));
var_dump(eval('return assert(false);'));
$f = 'assert';
try { $f(false); } catch (AssertionError $e) { echo "a dynamic call still checks: '", $e->getMessage(), "'\n"; }
--EXPECTF--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)

Warning: zend.assertions may be completely enabled or disabled only in php.ini in %s on line 8
bool(false)

Warning: zend.assertions may be completely enabled or disabled only in php.ini in %s on line 9
bool(false)
string(2) "-1"
string(2) "-1"
bool(true)
a dynamic call still checks: ''
