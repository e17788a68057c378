--TEST--
builtins-misc: misc-general
--FILE--
<?php
foreach (["1M", "0x10", "010", " 2 k ", "1q", "abc", "9999999999999999999"] as $q) var_dump(ini_parse_quantity($q));
var_dump(ip2long("10.0.0.1"), long2ip(167772161), ip2long("1.2.3"), bin2hex(inet_pton("fe80::1")), inet_ntop(inet_pton("127.0.0.1")));
var_dump(getmypid() > 0, is_int(getmyuid()), getmyinode() > 0, umask() >= 0, is_array(getrusage()), count(sys_getloadavg()));
class A { public static function who() { return static::class; } }
class B extends A { public static function test() { return [forward_static_call(['A', 'who']), call_user_func(['A', 'who']), forward_static_call_array(['A', 'who'], [])]; } }
var_dump(B::test());
try { forward_static_call('strlen', 'x'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(in_array("strlen", get_extension_funcs("core")), in_array("version_compare", get_extension_funcs("standard")), get_extension_funcs("nope"));
$u = uniqid(); $v = uniqid("p_", true);
var_dump(strlen($u), $u !== uniqid(), (bool)preg_match('/^p_[0-9a-f]{14}\.\d{8}$/', $v));
try { putenv("=x"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(putenv("HOP_MISC_T=1"), getenv("HOP_MISC_T"));
$x = 1; try { settype($x, "resource"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(set_include_path(""), CONNECTION_NORMAL, connection_status());
var_dump((object)["a", "b"]);
var_export((object)[1 => 2]); echo "\n";
abstract class Ab { abstract function f(); }
var_dump(is_callable(['Ab', 'f']), is_callable([1, 2], false, $name), $name);
--EXPECTF--
int(1048576)
int(16)
int(8)
int(2048)

Warning: Invalid quantity "1q": unknown multiplier "q", interpreting as "1" for backwards compatibility in %s on line 2
int(1)

Warning: Invalid quantity "abc": no valid leading digits, interpreting as "0" for backwards compatibility in %s on line 2
int(0)

Warning: Invalid quantity "9999999999999999999": value is out of range, using overflow result for backwards compatibility in %s on line 2
int(-8446744073709551617)
int(167772161)
string(8) "10.0.0.1"
bool(false)
string(32) "fe800000000000000000000000000001"
string(9) "127.0.0.1"
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
int(3)
array(3) {
  [0]=>
  string(1) "B"
  [1]=>
  string(1) "A"
  [2]=>
  string(1) "B"
}
Cannot call forward_static_call() when no class scope is active
bool(true)
bool(true)
bool(false)
int(13)
bool(true)
bool(true)
putenv(): Argument #1 ($assignment) must have a valid syntax
bool(true)
string(1) "1"
Cannot convert to resource type
bool(false)
int(0)
int(0)
object(stdClass)#2 (2) {
  ["0"]=>
  string(1) "a"
  ["1"]=>
  string(1) "b"
}
(object) array(
   '1' => 2,
)
bool(false)
bool(false)
string(5) "Array"
