--TEST--
open_basedir on the plain-files layer and its tighten-only ini_set
--FILE--
<?php
$base = __DIR__ . '/obd';
$show = fn($v) => is_string($v) ? str_replace($base, 'BASE', $v) : (is_array($v) ? array_map(fn($p) => str_replace($base, 'BASE', $p), $v) : $v);
@mkdir($base);
@mkdir("$base/in");
file_put_contents("$base/in/f.txt", "data");
chdir($base);
var_dump(ini_set('open_basedir', "$base/in"));
var_dump(file_get_contents("$base/in/f.txt"));
var_dump(file_get_contents("$base/f.txt"));
var_dump(file_exists("$base/in/../in/f.txt"));
var_dump(is_file("$base/in/../f.txt"));
var_dump(fopen('/etc/hostname', 'r'));
var_dump(opendir('/'));
var_dump(mkdir("$base/out"));
var_dump(touch("$base/in/new.txt"), unlink("$base/in/new.txt"));
var_dump($show(realpath("$base/in")), realpath($base));
var_dump(rename("$base/in/f.txt", "$base/g.txt"));
var_dump(copy('/etc/hostname', "$base/in/x"));
var_dump(tempnam('/', 'x'));
var_dump($show(glob("$base/*")), $show(glob("$base/in/*")));
var_dump(chdir('/'));
// Tightening only: a wider or parent path is refused, a narrower one taken.
var_dump($show(ini_set('open_basedir', $base)));
var_dump($show(ini_set('open_basedir', "$base/in/../in")));
var_dump($show(ini_set('open_basedir', '')));
var_dump(ini_get('open_basedir') === "$base/in");
var_dump(ini_set('open_basedir', "$base/in/sub") === "$base/in");
var_dump(file_get_contents("$base/in/f.txt"));
--EXPECTF--
string(0) ""
string(4) "data"

Warning: file_get_contents(): open_basedir restriction in effect. File(%s/obd/f.txt) is not within the allowed path(s): (%s/obd/in) in %s on line 10

Warning: file_get_contents(%s/obd/f.txt): Failed to open stream: Operation not permitted in %s on line 10
bool(false)
bool(true)

Warning: is_file(): open_basedir restriction in effect. File(%s/obd/in/../f.txt) is not within the allowed path(s): (%s/obd/in) in %s on line 12
bool(false)

Warning: fopen(): open_basedir restriction in effect. File(/etc/hostname) is not within the allowed path(s): (%s/obd/in) in %s on line 13

Warning: fopen(/etc/hostname): Failed to open stream: Operation not permitted in %s on line 13
bool(false)

Warning: opendir(): open_basedir restriction in effect. File(/) is not within the allowed path(s): (%s/obd/in) in %s on line 14

Warning: opendir(/): Failed to open directory: Operation not permitted in %s on line 14
bool(false)

Warning: mkdir(): open_basedir restriction in effect. File(%s/obd/out) is not within the allowed path(s): (%s/obd/in) in %s on line 15
bool(false)
bool(true)
bool(true)

Warning: realpath(): open_basedir restriction in effect. File(%s/obd) is not within the allowed path(s): (%s/obd/in) in %s on line 17
string(7) "BASE/in"
bool(false)

Warning: rename(): open_basedir restriction in effect. File(%s/obd/g.txt) is not within the allowed path(s): (%s/obd/in) in %s on line 18
bool(false)

Warning: copy(): open_basedir restriction in effect. File(/etc/hostname) is not within the allowed path(s): (%s/obd/in) in %s on line 19
bool(false)

Warning: tempnam(): open_basedir restriction in effect. File(/) is not within the allowed path(s): (%s/obd/in) in %s on line 20
bool(false)
array(1) {
  [0]=>
  string(7) "BASE/in"
}
array(1) {
  [0]=>
  string(13) "BASE/in/f.txt"
}

Warning: chdir(): open_basedir restriction in effect. File(/) is not within the allowed path(s): (%s/obd/in) in %s on line 22
bool(false)
bool(false)
string(7) "BASE/in"
bool(false)
bool(false)
bool(false)

Warning: file_get_contents(): open_basedir restriction in effect. File(%s/obd/in/f.txt) is not within the allowed path(s): (%s/obd/in/sub) in %s on line 29

Warning: file_get_contents(%s/obd/in/f.txt): Failed to open stream: Operation not permitted in %s on line 29
bool(false)
