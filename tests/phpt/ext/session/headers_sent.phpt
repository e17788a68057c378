--TEST--
sessions after output: the "headers already sent" warnings of the CLI
--FILE--
<?php
$d = sys_get_temp_dir() . '/hop-sess-hs';
@mkdir($d);
echo "out\n";
var_dump(ini_set('session.save_path', $d));
var_dump(session_start());
var_dump(session_id('x'), session_name('n'), session_set_cookie_params(1), session_cache_limiter('public'), session_save_path('/tmp'));
var_dump(session_regenerate_id(), session_destroy(), session_write_close(), session_abort(), session_reset(), session_unset());
var_dump(session_encode(), session_decode('a|i:1;'), session_gc());
var_dump(session_status(), session_id(), session_name());
ini_set('session.use_cookies', 0);
var_dump(ini_get('session.use_cookies'));
@rmdir($d);
--EXPECTF--
out

Warning: ini_set(): Session ini settings cannot be changed after headers have already been sent in %s on line 5
bool(false)

Warning: session_start(): Session cannot be started after headers have already been sent in %s on line 6
bool(false)

Warning: session_id(): Session ID cannot be changed after headers have already been sent in %s on line 7

Warning: session_name(): Session name cannot be changed after headers have already been sent in %s on line 7

Warning: session_set_cookie_params(): Session cookie parameters cannot be changed after headers have already been sent in %s on line 7

Warning: session_cache_limiter(): Session cache limiter cannot be changed after headers have already been sent in %s on line 7

Warning: session_save_path(): Session save path cannot be changed after headers have already been sent in %s on line 7
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)

Warning: session_regenerate_id(): Session ID cannot be regenerated when there is no active session in %s on line 8

Warning: session_destroy(): Trying to destroy uninitialized session in %s on line 8
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)

Warning: session_encode(): Cannot encode non-existent session in %s on line 9

Warning: session_decode(): Session data cannot be decoded when there is no active session in %s on line 9

Warning: session_gc(): Session cannot be garbage collected when there is no active session in %s on line 9
bool(false)
bool(false)
bool(false)
int(1)
string(0) ""
string(9) "PHPSESSID"

Warning: ini_set(): Session ini settings cannot be changed after headers have already been sent in %s on line 11
string(1) "1"
