--TEST--
string offsets with float keys: isset/empty deprecate, ?? casts silently
--FILE--
<?php
// String offsets with float keys: isset()/empty() cast with php's precision deprecation
// (in or out of range), `??` casts silently; intermediate fetches under isset are quiet.
$str = "test0123";
foreach ([-1.1, -10.5, 1.5, 10.5, 2.0, -0.0] as $k) {
  echo "key ", var_export($k, true), ":\n";
  var_dump(isset($str[$k]), empty($str[$k]), $str[$k] ?? 'd', isset($str[$k][0]), $str[$k][0] ?? 'd');
}
$a = ['x' => "abc"];
var_dump($a['x'][1.5] ?? 5, isset($a['x'][1.5]));
--EXPECTF--
key -1.1:

Deprecated: Implicit conversion from float -1.1 to int loses precision in %s on line 7

Deprecated: Implicit conversion from float -1.1 to int loses precision in %s on line 7
bool(true)
bool(false)
string(1) "3"
bool(true)
string(1) "3"
key -10.5:

Deprecated: Implicit conversion from float -10.5 to int loses precision in %s on line 7

Deprecated: Implicit conversion from float -10.5 to int loses precision in %s on line 7
bool(false)
bool(true)
string(1) "d"
bool(false)
string(1) "d"
key 1.5:

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 7

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 7
bool(true)
bool(false)
string(1) "e"
bool(true)
string(1) "e"
key 10.5:

Deprecated: Implicit conversion from float 10.5 to int loses precision in %s on line 7

Deprecated: Implicit conversion from float 10.5 to int loses precision in %s on line 7
bool(false)
bool(true)
string(1) "d"
bool(false)
string(1) "d"
key 2.0:
bool(true)
bool(false)
string(1) "s"
bool(true)
string(1) "s"
key -0.0:
bool(true)
bool(false)
string(1) "t"
bool(true)
string(1) "t"

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 10
string(1) "b"
bool(true)
