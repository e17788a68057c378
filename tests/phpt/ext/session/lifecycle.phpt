--TEST--
session_regenerate_id, session_destroy, session_reset, session_abort, session_unset, session_gc, session_create_id, read_and_close, lazy_write
--FILE--
<?php
ob_start();
$d = sys_get_temp_dir() . '/hop-sess-life';
@mkdir($d);
ini_set('session.save_path', $d);
var_dump(session_start());
$old = session_id();
$_SESSION['k'] = 'v';
var_dump(session_regenerate_id());
$new = session_id();
var_dump($old !== $new, file_get_contents("$d/sess_$old"), $_SESSION);
var_dump(session_regenerate_id(true));
var_dump(file_exists("$d/sess_$new"));
$third = session_id();
session_write_close();
var_dump(file_get_contents("$d/sess_$third"));
session_start();
$_SESSION['k'] = 'changed';
var_dump(session_reset(), $_SESSION);
$_SESSION['k'] = 'changed';
var_dump(session_abort(), session_status(), file_get_contents("$d/sess_$third"));
var_dump(session_start(['read_and_close' => true]), session_status(), $_SESSION);
var_dump(session_unset());
session_start();
var_dump(session_unset(), $_SESSION);
touch("$d/sess_oldone", time() - 5000);
file_put_contents("$d/other", "x");
touch("$d/other", time() - 5000);
var_dump(session_gc(), file_exists("$d/sess_oldone"), file_exists("$d/other"));
unlink("$d/other");
var_dump(session_destroy(), session_status(), session_id(), file_exists("$d/sess_$third"));
var_dump(session_destroy());
var_dump(strlen(session_create_id()), substr(session_create_id('pre-'), 0, 4), session_create_id('bad prefix'));
ini_set('session.sid_length', 40);
ini_set('session.sid_bits_per_character', 6);
session_start();
var_dump(strlen(session_id()), (bool)preg_match('/^[0-9a-zA-Z,-]+$/', session_id()));
session_destroy();
session_id('bad id!');
var_dump(session_start(), session_status());
session_id('has space');
var_dump(session_start(), strlen(session_id()));
session_destroy();
ini_set('session.save_path', "1;$d");
session_id('abcdef');
var_dump(session_start());
@mkdir("$d/a");
session_id('abcdef');
var_dump(session_start(), file_exists("$d/a/sess_abcdef"));
session_destroy();
@rmdir("$d/a");
foreach (glob("$d/sess_*") as $f) unlink($f);
@rmdir($d);
--EXPECTF--
bool(true)
bool(true)
bool(true)
string(10) "k|s:1:"v";"
array(1) {
  ["k"]=>
  string(1) "v"
}
bool(true)
bool(false)
string(10) "k|s:1:"v";"
bool(true)
array(1) {
  ["k"]=>
  string(1) "v"
}
bool(true)
int(1)
string(10) "k|s:1:"v";"
bool(true)
int(1)
array(1) {
  ["k"]=>
  string(1) "v"
}
bool(false)
bool(true)
array(0) {
}
int(1)
bool(false)
bool(true)
bool(true)
int(1)
string(0) ""
bool(false)

Warning: session_destroy(): Trying to destroy uninitialized session in %s on line 32
bool(false)

Warning: session_create_id(): Prefix cannot contain special characters. Only the A-Z, a-z, 0-9, "-", and "," characters are allowed in %s on line 33
int(32)
string(4) "pre-"
bool(false)
int(40)
bool(true)
bool(true)
int(2)

Warning: session_id(): Session ID cannot be changed when a session is active in %s on line 41

Notice: session_start(): Ignoring session_start() because a session is already active in %s on line 42
bool(true)
int(40)

Warning: session_start(): open(%s/hop-sess-life/a/sess_abcdef, O_RDWR) failed: No such file or directory (2) in %s on line 46

Warning: session_start(): Failed to read session data: files (path: 1;%s/hop-sess-life) in %s on line 46
bool(false)
bool(true)
bool(true)
