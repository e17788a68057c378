--TEST--
session.auto_start: the session is active when the script starts; ini changes and session_start() then refused
--INI--
session.auto_start=1
session.save_path={TMP}
--FILE--
<?php
ob_start();
var_dump(session_status(), $_SESSION, strlen(session_id()));
var_dump(ini_set('session.name', 'x'), session_start());
$_SESSION['k'] = 'v';
session_write_close();
var_dump(file_get_contents(session_save_path() . '/sess_' . session_id()));
session_start();
session_destroy();
--EXPECTF--
int(2)
array(0) {
}
int(32)

Warning: ini_set(): Session ini settings cannot be changed when a session is active in %s on line 4

Notice: session_start(): Ignoring session_start() because a session is already active in %s on line 4
bool(false)
bool(true)
string(10) "k|s:1:"v";"
