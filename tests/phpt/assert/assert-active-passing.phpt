--TEST--
assert(): passing and failing assertions with assert.active on and off
--FILE--
<?php
// assert(): passing and failing assertions with assert.active on and off
var_dump(assert(true), assert(1), assert("0" !== "1"), assert([1]));
try { assert(false, "first"); } catch (AssertionError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
ini_set('assert.active', '0');
var_dump(assert(false), assert(0, "off"), assert(true));
ini_set('assert.active', '1');
try { assert(0); } catch (AssertionError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
ini_set('assert.exception', '0');
var_dump(@assert(false, "quiet"));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
AssertionError: first
bool(true)
bool(true)
bool(true)
AssertionError: assert(0)
bool(false)
