--TEST--
fuzz: compare nan objects
--FILE--
<?php
// NAN against a string is uncomparable on either side; objects against numbers
// compare as 1 with php's notice; arrays against objects: the object decides.
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => "5" <= NAN);
t(fn() => NAN <= "5");
t(fn() => "5" >= NAN);
t(fn() => "5" < NAN);
t(fn() => "5" > NAN);
t(fn() => "abc" <= NAN);
t(fn() => NAN == "NAN");
t(fn() => "5" <=> NAN);
t(fn() => NAN <=> "5");
t(fn() => [1] <=> NAN);
t(fn() => null <= NAN);
t(fn() => true <= NAN);
$o = new stdClass;
t(fn() => 1 == $o);
t(fn() => $o == 1);
t(fn() => $o < 2);
t(fn() => 1.5 == $o);
t(fn() => $o <=> NAN);
t(fn() => [] <=> $o);
t(fn() => $o <=> []);
t(fn() => [1, 2] < $o);
t(fn() => $o == "x");
t(fn() => null == $o);
switch ($o) { case 1: echo "one\n"; break; default: echo "other\n"; }
--EXPECTF--
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
int(1)
int(1)
int(1)
bool(true)
bool(true)

Notice: Object of class stdClass could not be converted to int in %s on line 18
bool(true)

Notice: Object of class stdClass could not be converted to int in %s on line 19
bool(true)

Notice: Object of class stdClass could not be converted to int in %s on line 20
bool(true)

Notice: Object of class stdClass could not be converted to float in %s on line 21
bool(false)

Notice: Object of class stdClass could not be converted to float in %s on line 22
int(1)
int(-1)
int(1)
bool(true)
bool(false)
bool(false)

Notice: Object of class stdClass could not be converted to int in %s on line 28
one
