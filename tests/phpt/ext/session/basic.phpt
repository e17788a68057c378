--TEST--
session_start, $_SESSION, session_id/name/status, the file written at session_write_close and read back
--FILE--
<?php
ob_start();
$d = sys_get_temp_dir() . '/hop-sess-basic';
@mkdir($d);
ini_set('session.save_path', $d);
var_dump(session_status() === PHP_SESSION_NONE, session_id(), session_name(), isset($_SESSION));
var_dump(session_start());
$id = session_id();
var_dump(session_status(), strlen($id), preg_match('/^[0-9a-v]{32}$/', $id), $_SESSION);
var_dump(session_start());
var_dump(ini_set('session.name', 'X'), session_name('Y'), session_id('abc'), session_save_path('/tmp'));
var_dump(session_set_cookie_params(10), session_cache_limiter('public'), session_cache_expire(5), session_module_name());
$_SESSION['a'] = 1;
$_SESSION['b'] = [1, 'x' => 2.5, 'n' => null, 't' => true];
$_SESSION['c'] = &$_SESSION['a'];
$o = new stdClass;
$o->p = "str";
$_SESSION['o'] = $o;
$_SESSION['o2'] = $o;
$_SESSION[5] = 'num';
var_dump(session_encode());
var_dump(session_write_close(), session_status(), session_id() === $id);
var_dump(file_get_contents("$d/sess_$id"));
var_dump(session_write_close(), session_encode() !== false);
// Started again with the same id: the data comes back, references too.
$_SESSION = ['gone' => 1];
var_dump(session_start(), session_id() === $id);
var_dump($_SESSION);
$_SESSION['a'] = 7;
var_dump($_SESSION['c']);
session_abort();
var_dump(session_status(), session_start(), $_SESSION['a']);
session_destroy();
var_dump(file_exists("$d/sess_$id"), session_id(), session_status());
@rmdir($d);
--EXPECTF--
bool(true)
string(0) ""
string(9) "PHPSESSID"
bool(false)
bool(true)
int(2)
int(32)
int(1)
array(0) {
}

Notice: session_start(): Ignoring session_start() because a session is already active in %s on line 10
bool(true)

Warning: ini_set(): Session ini settings cannot be changed when a session is active in %s on line 11

Warning: session_name(): Session name cannot be changed when a session is active in %s on line 11

Warning: session_id(): Session ID cannot be changed when a session is active in %s on line 11

Warning: session_save_path(): Session save path cannot be changed when a session is active in %s on line 11
bool(false)
bool(false)
bool(false)
bool(false)

Warning: session_set_cookie_params(): Session cookie parameters cannot be changed when a session is active in %s on line 12

Warning: session_cache_limiter(): Session cache limiter cannot be changed when a session is active in %s on line 12

Warning: session_cache_expire(): Session cache expiration cannot be changed when a session is active in %s on line 12
bool(false)
bool(false)
int(180)
string(5) "files"

Warning: session_encode(): Skipping numeric key 5 in %s on line 21
string(110) "a|i:1;b|a:4:{i:0;i:1;s:1:"x";d:2.5;s:1:"n";N;s:1:"t";b:1;}c|R:1;o|O:8:"stdClass":1:{s:1:"p";s:3:"str";}o2|r:7;"

Warning: session_write_close(): Skipping numeric key 5 in %s on line 22
bool(true)
int(1)
bool(true)
string(110) "a|i:1;b|a:4:{i:0;i:1;s:1:"x";d:2.5;s:1:"n";N;s:1:"t";b:1;}c|R:1;o|O:8:"stdClass":1:{s:1:"p";s:3:"str";}o2|r:7;"

Warning: session_encode(): Skipping numeric key 5 in %s on line 24
bool(false)
bool(true)
bool(true)
bool(true)
array(5) {
  ["a"]=>
  &int(1)
  ["b"]=>
  array(4) {
    [0]=>
    int(1)
    ["x"]=>
    float(2.5)
    ["n"]=>
    NULL
    ["t"]=>
    bool(true)
  }
  ["c"]=>
  &int(1)
  ["o"]=>
  object(stdClass)#2 (1) {
    ["p"]=>
    string(3) "str"
  }
  ["o2"]=>
  object(stdClass)#2 (1) {
    ["p"]=>
    string(3) "str"
  }
}
int(7)
int(1)
bool(true)
int(1)
bool(false)
string(0) ""
int(1)
