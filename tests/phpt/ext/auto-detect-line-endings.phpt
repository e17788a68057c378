--TEST--
auto_detect_line_endings: deprecated, and lines end as the first one does
--FILE--
<?php
// auto_detect_line_endings: deprecated when turned on; a stream opened then ends lines
// at the ending its first line shows (a lone \r: old Mac files).
$f = sys_get_temp_dir() . '/hop-ale-' . getmypid() . '.txt';
foreach (["fooBar1\rfooBar2\rfooBar3", "a\r\nb\r\nc", "x\ny\rz\n"] as $data) {
  file_put_contents($f, $data);
  $h = fopen($f, 'r');
  foreach ([fgets($h), fgets($h), fgets($h)] as $l) var_dump($l === false ? $l : addcslashes($l, "\r\n"));
  fclose($h);
}
ini_set("auto_detect_line_endings", "on");
var_dump(ini_get("auto_detect_line_endings"));
foreach (["fooBar1\rfooBar2\rfooBar3", "a\r\nb\r\nc", "x\ny\rz\n", "p\rq\nr\rs"] as $data) {
  file_put_contents($f, $data);
  $h = fopen($f, 'r');
  foreach ([fgets($h), fgets($h), fgets($h)] as $l) var_dump($l === false ? $l : addcslashes($l, "\r\n"));
  fclose($h);
}
ini_set("auto_detect_line_endings", "0");
unlink($f);
--EXPECTF--
string(25) "fooBar1\rfooBar2\rfooBar3"
bool(false)
bool(false)
string(5) "a\r\n"
string(5) "b\r\n"
string(1) "c"
string(3) "x\n"
string(6) "y\rz\n"
bool(false)

Deprecated: auto_detect_line_endings is deprecated in %s on line 11
string(2) "on"
string(9) "fooBar1\r"
string(9) "fooBar2\r"
string(7) "fooBar3"
string(5) "a\r\n"
string(5) "b\r\n"
string(1) "c"
string(3) "x\n"
string(6) "y\rz\n"
bool(false)
string(3) "p\r"
string(6) "q\nr\r"
string(1) "s"
