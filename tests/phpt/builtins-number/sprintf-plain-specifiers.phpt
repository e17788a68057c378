--TEST--
sprintf: plain %s, %d and %% beside flags, widths, argnums, missing arguments and non-string values
--FILE--
<?php
set_error_handler(function ($no, $msg) { echo "[warning: $msg]\n"; return true; });
$vals = ['abc', '', 42, -7, 0, PHP_INT_MIN, PHP_INT_MAX, 1.5, null, true, false, [1], "x\0y", '12abc'];
foreach (['%s', '%d', '%s-%d', '100%%', '%', 'a%', '%%%s%%', '', 'plain', '%s%s', '%5s', '%1$s', '%x', "%s\0%s", '%S'] as $f) {
  foreach ($vals as $v) {
    try { echo json_encode(sprintf($f, $v, 'tail')), "\n"; } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
    try { echo json_encode(sprintf($f, $v)), "\n"; } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
  }
  try { echo json_encode(sprintf($f)), "\n"; } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
$x = 5; $ref = &$x; echo sprintf('%d/%s', $ref, $ref), "\n";
$s = 'ref'; $rs = &$s; echo sprintf('[%s]', $rs), "\n";
echo sprintf('%s', 'é'), "\n";
--EXPECT--
"abc"
"abc"
""
""
"42"
"42"
"-7"
"-7"
"0"
"0"
"-9223372036854775808"
"-9223372036854775808"
"9223372036854775807"
"9223372036854775807"
"1.5"
"1.5"
""
""
"1"
"1"
""
""
[warning: Array to string conversion]
"Array"
[warning: Array to string conversion]
"Array"
"x\u0000y"
"x\u0000y"
"12abc"
"12abc"
ArgumentCountError: 2 arguments are required, 1 given
"0"
"0"
"0"
"0"
"42"
"42"
"-7"
"-7"
"0"
"0"
"-9223372036854775808"
"-9223372036854775808"
"9223372036854775807"
"9223372036854775807"
"1"
"1"
"0"
"0"
"1"
"1"
"0"
"0"
"1"
"1"
"0"
"0"
"12"
"12"
ArgumentCountError: 2 arguments are required, 1 given
"abc-0"
ArgumentCountError: 3 arguments are required, 2 given
"-0"
ArgumentCountError: 3 arguments are required, 2 given
"42-0"
ArgumentCountError: 3 arguments are required, 2 given
"-7-0"
ArgumentCountError: 3 arguments are required, 2 given
"0-0"
ArgumentCountError: 3 arguments are required, 2 given
"-9223372036854775808-0"
ArgumentCountError: 3 arguments are required, 2 given
"9223372036854775807-0"
ArgumentCountError: 3 arguments are required, 2 given
"1.5-0"
ArgumentCountError: 3 arguments are required, 2 given
"-0"
ArgumentCountError: 3 arguments are required, 2 given
"1-0"
ArgumentCountError: 3 arguments are required, 2 given
"-0"
ArgumentCountError: 3 arguments are required, 2 given
[warning: Array to string conversion]
"Array-0"
[warning: Array to string conversion]
ArgumentCountError: 3 arguments are required, 2 given
"x\u0000y-0"
ArgumentCountError: 3 arguments are required, 2 given
"12abc-0"
ArgumentCountError: 3 arguments are required, 2 given
ArgumentCountError: 3 arguments are required, 1 given
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
"100%"
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ArgumentCountError: 2 arguments are required, 1 given
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ValueError: Missing format specifier at end of string
ArgumentCountError: 2 arguments are required, 1 given
"%abc%"
"%abc%"
"%%"
"%%"
"%42%"
"%42%"
"%-7%"
"%-7%"
"%0%"
"%0%"
"%-9223372036854775808%"
"%-9223372036854775808%"
"%9223372036854775807%"
"%9223372036854775807%"
"%1.5%"
"%1.5%"
"%%"
"%%"
"%1%"
"%1%"
"%%"
"%%"
[warning: Array to string conversion]
"%Array%"
[warning: Array to string conversion]
"%Array%"
"%x\u0000y%"
"%x\u0000y%"
"%12abc%"
"%12abc%"
ArgumentCountError: 2 arguments are required, 1 given
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
""
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"plain"
"abctail"
ArgumentCountError: 3 arguments are required, 2 given
"tail"
ArgumentCountError: 3 arguments are required, 2 given
"42tail"
ArgumentCountError: 3 arguments are required, 2 given
"-7tail"
ArgumentCountError: 3 arguments are required, 2 given
"0tail"
ArgumentCountError: 3 arguments are required, 2 given
"-9223372036854775808tail"
ArgumentCountError: 3 arguments are required, 2 given
"9223372036854775807tail"
ArgumentCountError: 3 arguments are required, 2 given
"1.5tail"
ArgumentCountError: 3 arguments are required, 2 given
"tail"
ArgumentCountError: 3 arguments are required, 2 given
"1tail"
ArgumentCountError: 3 arguments are required, 2 given
"tail"
ArgumentCountError: 3 arguments are required, 2 given
[warning: Array to string conversion]
"Arraytail"
[warning: Array to string conversion]
ArgumentCountError: 3 arguments are required, 2 given
"x\u0000ytail"
ArgumentCountError: 3 arguments are required, 2 given
"12abctail"
ArgumentCountError: 3 arguments are required, 2 given
ArgumentCountError: 3 arguments are required, 1 given
"  abc"
"  abc"
"     "
"     "
"   42"
"   42"
"   -7"
"   -7"
"    0"
"    0"
"-9223372036854775808"
"-9223372036854775808"
"9223372036854775807"
"9223372036854775807"
"  1.5"
"  1.5"
"     "
"     "
"    1"
"    1"
"     "
"     "
[warning: Array to string conversion]
"Array"
[warning: Array to string conversion]
"Array"
"  x\u0000y"
"  x\u0000y"
"12abc"
"12abc"
ArgumentCountError: 2 arguments are required, 1 given
"abc"
"abc"
""
""
"42"
"42"
"-7"
"-7"
"0"
"0"
"-9223372036854775808"
"-9223372036854775808"
"9223372036854775807"
"9223372036854775807"
"1.5"
"1.5"
""
""
"1"
"1"
""
""
[warning: Array to string conversion]
"Array"
[warning: Array to string conversion]
"Array"
"x\u0000y"
"x\u0000y"
"12abc"
"12abc"
ArgumentCountError: 2 arguments are required, 1 given
"0"
"0"
"0"
"0"
"2a"
"2a"
"fffffffffffffff9"
"fffffffffffffff9"
"0"
"0"
"8000000000000000"
"8000000000000000"
"7fffffffffffffff"
"7fffffffffffffff"
"1"
"1"
"0"
"0"
"1"
"1"
"0"
"0"
"1"
"1"
"0"
"0"
"c"
"c"
ArgumentCountError: 2 arguments are required, 1 given
"abc\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"42\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"-7\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"0\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"-9223372036854775808\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"9223372036854775807\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"1.5\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"1\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
[warning: Array to string conversion]
"Array\u0000tail"
[warning: Array to string conversion]
ArgumentCountError: 3 arguments are required, 2 given
"x\u0000y\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
"12abc\u0000tail"
ArgumentCountError: 3 arguments are required, 2 given
ArgumentCountError: 3 arguments are required, 1 given
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ValueError: Unknown format specifier "S"
ArgumentCountError: 2 arguments are required, 1 given
5/5
[ref]
é
