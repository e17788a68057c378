--TEST--
process title, time_nanosleep, time_sleep_until, strptime, ftok, nl_langinfo items and misc constants
--FILE--
<?php
var_dump(is_string(PHP_BINARY) && PHP_BINARY !== "" && is_file(PHP_BINARY));
foreach([YESSTR,NOSTR,CURRENCY_SYMBOL,DECIMAL_POINT,THOUSANDS_SEP,GROUPING,INT_CURR_SYMBOL,FRAC_DIGITS,INT_FRAC_DIGITS,P_CS_PRECEDES,N_SIGN_POSN,POSITIVE_SIGN,NEGATIVE_SIGN] as $c) var_dump(bin2hex(nl_langinfo($c)));
var_dump(CHAR_MAX, CRYPT_SALT_LENGTH, CRYPT_BLOWFISH, CRYPT_SHA512, INI_USER, INI_PERDIR, INI_SYSTEM, INI_ALL);
var_dump(UPLOAD_ERR_OK, UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_NO_TMP_DIR, UPLOAD_ERR_EXTENSION, PHP_MANDIR, PHP_LOCALSTATEDIR, PHP_CONFIG_FILE_SCAN_DIR, PHP_CLI_PROCESS_TITLE, PHP_OUTPUT_HANDLER_STARTED, PHP_OUTPUT_HANDLER_DISABLED);
var_dump(cli_get_process_title(), cli_set_process_title("hop-test"), cli_get_process_title());
var_dump(time_nanosleep(0, 1000));
try { time_nanosleep(-1, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { time_nanosleep(0, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { time_nanosleep(0, 1000000000); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(time_sleep_until(1));
var_dump(time_sleep_until(microtime(true) + 0.01));
var_dump(strptime("2024-03-05 10:11:12xyz", "%Y-%m-%d %H:%M:%S"));
var_dump(strptime("abc", "%Y"));
var_dump(ftok(__FILE__, "a") > 0, ftok("/nonexistent/file", "a"));
try { ftok("", "a"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { ftok(__FILE__, "ab"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
bool(true)
string(0) ""
string(0) ""
string(0) ""
string(2) "2e"
string(0) ""
string(0) ""
string(0) ""
string(2) "ff"
string(2) "ff"
string(2) "ff"
string(2) "ff"
string(0) ""
string(0) ""
int(127)
int(123)
int(1)
int(1)
int(1)
int(2)
int(4)
int(7)
int(0)
int(1)
int(6)
int(8)
string(14) "/usr/share/man"
string(4) "/var"
string(23) "/etc/php/8.2/cli/conf.d"
bool(true)
int(4096)
int(8192)
string(0) ""
bool(true)
string(8) "hop-test"
bool(true)
time_nanosleep(): Argument #1 ($seconds) must be greater than or equal to 0
time_nanosleep(): Argument #2 ($nanoseconds) must be greater than or equal to 0
Nanoseconds was not in the range 0 to 999 999 999 or seconds was negative

Warning: time_sleep_until(): Argument #1 ($timestamp) must be greater than or equal to the current time in %s on line 11
bool(false)
bool(true)

Deprecated: Function strptime() is deprecated in %s on line 13
array(9) {
  ["tm_sec"]=>
  int(12)
  ["tm_min"]=>
  int(11)
  ["tm_hour"]=>
  int(10)
  ["tm_mday"]=>
  int(5)
  ["tm_mon"]=>
  int(2)
  ["tm_year"]=>
  int(124)
  ["tm_wday"]=>
  int(2)
  ["tm_yday"]=>
  int(64)
  ["unparsed"]=>
  string(3) "xyz"
}

Deprecated: Function strptime() is deprecated in %s on line 14
bool(false)

Warning: ftok(): ftok() failed - No such file or directory in %s on line 15
bool(true)
int(-1)
ftok(): Argument #1 ($filename) cannot be empty
ftok(): Argument #2 ($project_id) must be a single character
