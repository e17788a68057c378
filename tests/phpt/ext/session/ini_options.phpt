--TEST--
session.* ini rules (ini_set while active, bad values), session_start options, cookie params, cache limiter and expire
--FILE--
<?php
ob_start();
$d = sys_get_temp_dir() . '/hop-sess-ini';
@mkdir($d);
var_dump(ini_set('session.name', ''), ini_set('session.name', '123'), ini_set('session.sid_length', '10'),
         ini_set('session.save_handler', 'user'), ini_set('session.save_handler', 'foo'), ini_set('session.serialize_handler', 'foo'),
         ini_set('session.cookie_lifetime', '-1'), ini_set('session.sid_bits_per_character', 7));
var_dump(ini_set('session.name', 'MYSESS'), session_name(), session_name('OTHER'), session_name());
var_dump(session_start(['name' => '', 'foo' => 1, 'save_path' => '/nonexistent']));
var_dump(session_status(), session_id(), ini_get('session.save_path'));
try {
    session_start(['cookie_lifetime' => []]);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(session_start(['save_path' => $d, 'cache_limiter' => 'private', 'gc_maxlifetime' => 100, 5 => 'ignored']));
var_dump(ini_get('session.cache_limiter'), ini_get('session.gc_maxlifetime'));
var_dump(ini_set('session.gc_maxlifetime', 5), ini_set('session.cookie_path', '/x'), ini_set('session.use_strict_mode', 1), ini_get('session.gc_maxlifetime'));
var_dump(ini_set('session.upload_progress.enabled', 1), ini_set('session.auto_start', 1));
session_destroy();
var_dump(session_get_cookie_params());
var_dump(session_set_cookie_params(100, '/p', 'example.com', true, true));
var_dump(session_get_cookie_params());
var_dump(session_set_cookie_params(['lifetime' => 5, 'samesite' => 'Lax', 'bogus' => 1, 3 => 4]));
var_dump(session_get_cookie_params());
try {
    session_set_cookie_params(['nothing' => 1]);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    session_set_cookie_params([], '/p');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(session_set_cookie_params(-5));
var_dump(session_cache_limiter(), session_cache_limiter('public'), session_cache_limiter(), session_cache_expire(), session_cache_expire(10), session_cache_expire());
var_dump(session_module_name('files'), session_module_name('nope'));
try {
    session_module_name('user');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
ini_set('session.use_cookies', 0);
var_dump(session_set_cookie_params(1));
var_dump(PHP_SESSION_DISABLED, PHP_SESSION_NONE, PHP_SESSION_ACTIVE, extension_loaded('session'), function_exists('session_commit'));
@rmdir($d);
--EXPECTF--

Warning: ini_set(): session.name "" cannot be numeric or empty in %s on line 5

Warning: ini_set(): session.name "123" cannot be numeric or empty in %s on line 5

Warning: ini_set(): session.configuration "session.sid_length" must be between 22 and 256 in %s on line 5

Warning: ini_set(): Session save handler "user" cannot be set by ini_set() in %s on line 6

Warning: ini_set(): Session save handler "foo" cannot be found in %s on line 6

Warning: ini_set(): Serialization handler "foo" cannot be found in %s on line 6

Warning: ini_set(): CookieLifetime cannot be negative in %s on line 7

Warning: ini_set(): session.configuration "session.sid_bits_per_character" must be between 4 and 6 in %s on line 7
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
string(9) "PHPSESSID"
string(6) "MYSESS"
string(6) "MYSESS"
string(5) "OTHER"

Warning: session_start(): session.name "" cannot be numeric or empty in %s on line 9

Warning: session_start(): Setting option "name" failed in %s on line 9

Warning: session_start(): Setting option "foo" failed in %s on line 9

Warning: session_start(): open(/nonexistent/sess_%s O_RDWR) failed: No such file or directory (2) in %s on line 9

Warning: session_start(): Failed to read session data: files (path: /nonexistent) in %s on line 9
bool(false)
int(1)
string(0) ""
string(12) "/nonexistent"
session_start(): Option "cookie_lifetime" must be of type string|int|bool, array given
bool(true)
string(7) "private"
string(3) "100"

Warning: ini_set(): Session ini settings cannot be changed when a session is active in %s on line 18

Warning: ini_set(): Session ini settings cannot be changed when a session is active in %s on line 18

Warning: ini_set(): Session ini settings cannot be changed when a session is active in %s on line 18
bool(false)
bool(false)
bool(false)
string(3) "100"
bool(false)
bool(false)
array(6) {
  ["lifetime"]=>
  int(0)
  ["path"]=>
  string(1) "/"
  ["domain"]=>
  string(0) ""
  ["secure"]=>
  bool(false)
  ["httponly"]=>
  bool(false)
  ["samesite"]=>
  string(0) ""
}
bool(true)
array(6) {
  ["lifetime"]=>
  int(100)
  ["path"]=>
  string(2) "/p"
  ["domain"]=>
  string(11) "example.com"
  ["secure"]=>
  bool(true)
  ["httponly"]=>
  bool(true)
  ["samesite"]=>
  string(0) ""
}

Warning: session_set_cookie_params(): Argument #1 ($lifetime_or_options) contains an unrecognized key "bogus" in %s on line 24

Warning: session_set_cookie_params(): Argument #1 ($lifetime_or_options) cannot contain numeric keys in %s on line 24
bool(true)
array(6) {
  ["lifetime"]=>
  int(5)
  ["path"]=>
  string(2) "/p"
  ["domain"]=>
  string(11) "example.com"
  ["secure"]=>
  bool(true)
  ["httponly"]=>
  bool(true)
  ["samesite"]=>
  string(3) "Lax"
}

Warning: session_set_cookie_params(): Argument #1 ($lifetime_or_options) contains an unrecognized key "nothing" in %s on line 27
session_set_cookie_params(): Argument #1 ($lifetime_or_options) must contain at least 1 valid key
session_set_cookie_params(): Argument #2 ($path) must be null when argument #1 ($lifetime_or_options) is an array

Warning: session_set_cookie_params(): CookieLifetime cannot be negative in %s on line 36
bool(false)
string(7) "private"
string(7) "private"
string(6) "public"
int(180)
int(180)
int(10)

Warning: session_module_name(): Session handler module "nope" cannot be found in %s on line 38
string(5) "files"
bool(false)
session_module_name(): Argument #1 ($module) cannot be "user"

Warning: session_set_cookie_params(): Session cookies cannot be used when session.use_cookies is disabled in %s on line 45
bool(false)
int(0)
int(1)
int(2)
bool(true)
bool(true)
