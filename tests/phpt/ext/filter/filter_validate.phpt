--TEST--
filter_var(): every validating filter with flags and options
--FILE--
<?php
$ints = ["0", "-0", "+5", " 12 ", "012", "0x1A", "0o17", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "1e3", "", "abc"];
foreach ($ints as $v) {
    var_dump(filter_var($v, FILTER_VALIDATE_INT), filter_var($v, FILTER_VALIDATE_INT, FILTER_FLAG_ALLOW_HEX | FILTER_FLAG_ALLOW_OCTAL));
}
var_dump(filter_var("5", FILTER_VALIDATE_INT, ["options" => ["min_range" => 1, "max_range" => 4, "default" => 42]]));
var_dump(filter_var("x", FILTER_VALIDATE_INT, FILTER_NULL_ON_FAILURE));
foreach (["1", "yes", "On", "TRUE", "0", "no", "off", "false", "", "maybe", " true "] as $b) {
    var_dump(filter_var($b, FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE));
}
foreach (["1.5", "1,000.25", "1.000,25", "1e5", ".5", "5.", "-1.5e-3", "1,0000", "abc", "1e400"] as $f) {
    var_dump(filter_var($f, FILTER_VALIDATE_FLOAT, FILTER_FLAG_ALLOW_THOUSAND));
}
var_dump(filter_var("1.000,25", FILTER_VALIDATE_FLOAT, ["options" => ["decimal" => ",", "thousand" => "."], "flags" => FILTER_FLAG_ALLOW_THOUSAND]));
foreach (["user@example.com", "a.b@c.d", "bad@", "x@[127.0.0.1]", "\"q\"@example.org", "üser@example.com"] as $e) {
    var_dump(filter_var($e, FILTER_VALIDATE_EMAIL));
}
foreach (["http://example.com", "http://exa_mple.com", "https://user:pa ss@host/", "mailto:x@y.z", "foo", "http://[::1]:80/x?y", "http://a.b/c"] as $u) {
    var_dump(filter_var($u, FILTER_VALIDATE_URL), filter_var($u, FILTER_VALIDATE_URL, FILTER_FLAG_PATH_REQUIRED | FILTER_FLAG_QUERY_REQUIRED));
}
foreach (["127.0.0.1", "10.0.0.1", "192.168.1.1", "8.8.8.8", "256.1.1.1", "01.2.3.4", "::1", "fe80::1", "2001:db8::1", "fc00::1", "1::2::3", "::ffff:1.2.3.4", "100.64.0.1"] as $ip) {
    echo $ip, ": ";
    var_dump(filter_var($ip, FILTER_VALIDATE_IP), filter_var($ip, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE), filter_var($ip, FILTER_VALIDATE_IP, FILTER_FLAG_GLOBAL_RANGE), filter_var($ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6));
}
foreach (["01:23:45:67:89:ab", "01-23-45-67-89-AB", "0123.4567.89ab", "01:23:45:67:89", "zz:23:45:67:89:ab"] as $m) {
    var_dump(filter_var($m, FILTER_VALIDATE_MAC));
}
foreach (["example.com", "-bad.com", "a..b", str_repeat("a", 64) . ".com", "under_score.com"] as $d) {
    var_dump(filter_var($d, FILTER_VALIDATE_DOMAIN), filter_var($d, FILTER_VALIDATE_DOMAIN, FILTER_FLAG_HOSTNAME));
}
var_dump(filter_var("abc123", FILTER_VALIDATE_REGEXP, ["options" => ["regexp" => "/^[a-z]+\d+$/"]]));
try { filter_var("x", FILTER_VALIDATE_REGEXP); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(0)
int(0)
int(0)
int(0)
int(5)
int(5)
int(12)
int(12)
bool(false)
int(10)
bool(false)
int(26)
bool(false)
int(15)
int(9223372036854775807)
int(9223372036854775807)
bool(false)
bool(false)
int(-9223372036854775808)
int(-9223372036854775808)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
int(42)
NULL
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
NULL
bool(true)
float(1.5)
float(1000.25)
bool(false)
float(100000)
float(0.5)
float(5)
float(-0.0015)
bool(false)
bool(false)
bool(false)
float(1000.25)
string(16) "user@example.com"
string(7) "a.b@c.d"
bool(false)
string(13) "x@[127.0.0.1]"
string(15) ""q"@example.org"
bool(false)
string(18) "http://example.com"
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
string(12) "mailto:x@y.z"
bool(false)
bool(false)
bool(false)
string(19) "http://[::1]:80/x?y"
string(19) "http://[::1]:80/x?y"
string(12) "http://a.b/c"
bool(false)
127.0.0.1: string(9) "127.0.0.1"
bool(false)
bool(false)
bool(false)
10.0.0.1: string(8) "10.0.0.1"
bool(false)
bool(false)
bool(false)
192.168.1.1: string(11) "192.168.1.1"
bool(false)
bool(false)
bool(false)
8.8.8.8: string(7) "8.8.8.8"
string(7) "8.8.8.8"
string(7) "8.8.8.8"
bool(false)
256.1.1.1: bool(false)
bool(false)
bool(false)
bool(false)
01.2.3.4: bool(false)
bool(false)
bool(false)
bool(false)
::1: string(3) "::1"
bool(false)
bool(false)
string(3) "::1"
fe80::1: string(7) "fe80::1"
bool(false)
bool(false)
string(7) "fe80::1"
2001:db8::1: string(11) "2001:db8::1"
bool(false)
bool(false)
string(11) "2001:db8::1"
fc00::1: string(7) "fc00::1"
bool(false)
bool(false)
string(7) "fc00::1"
1::2::3: bool(false)
bool(false)
bool(false)
bool(false)
::ffff:1.2.3.4: string(14) "::ffff:1.2.3.4"
string(14) "::ffff:1.2.3.4"
bool(false)
string(14) "::ffff:1.2.3.4"
100.64.0.1: string(10) "100.64.0.1"
string(10) "100.64.0.1"
bool(false)
bool(false)
string(17) "01:23:45:67:89:ab"
string(17) "01-23-45-67-89-AB"
string(14) "0123.4567.89ab"
bool(false)
bool(false)
string(11) "example.com"
string(11) "example.com"
string(8) "-bad.com"
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
string(15) "under_score.com"
bool(false)
string(6) "abc123"
filter_var(): "regexp" option is missing
