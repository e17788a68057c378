--TEST--
streams: modes, lines, seeks, csv, memory/temp/data, copy
--FILE--
<?php
// fopen modes, reads, lines, seeks, meta data, csv and whole-file functions
$fn = sys_get_temp_dir() . "/hop-streams-basic-" . getmypid() . ".txt";
$f = fopen($fn, "w+");
var_dump(fwrite($f, "hello\nworld\n"));
rewind($f);
var_dump(fgets($f), fgets($f), fgets($f), feof($f), ftell($f));
var_dump(fseek($f, 2), fread($f, 3), fseek($f, -2, SEEK_END), fgetc($f));
var_dump(ftruncate($f, 3), fstat($f)["size"]);
fclose($f);
var_dump(file_get_contents($fn, false, null, 1, 1));
var_dump(file_put_contents($fn, ["a", "b\r\n", "", "c"], FILE_APPEND | LOCK_EX));
var_dump(file($fn, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));
var_dump(@fopen($fn, "x"), @fopen($fn, "q"), str_replace($fn, "FILE", error_get_last()["message"]));
$m = fopen("php://memory", "w+");
fputcsv($m, ["a b", 'q"uote', "plain", "x\\\"y"]);
fputcsv($m, ["1", "2"], ";", "'", "", "\r\n");
rewind($m);
var_dump(stream_get_contents($m));
rewind($m);
var_dump(fgetcsv($m));
var_dump(stream_get_meta_data($m));
$t = fopen("php://temp/maxmemory:10", "r+");
fwrite($t, str_repeat("x", 20));
var_dump(stream_get_contents($t, 5, 3), stream_get_line($t, 100, "x"));
var_dump(file_get_contents("data:text/plain;charset=utf-8,Hello%20World"));
var_dump(stream_get_meta_data(fopen("data://text/plain;base64,SGk=", "r")));
var_dump(@file_get_contents("data:foo"));
$a = fopen("php://memory", "r+"); fwrite($a, "copy me"); rewind($a);
$b = fopen("php://memory", "w+");
var_dump(stream_copy_to_stream($a, $b, 4, 1)); rewind($b); var_dump(fread($b, 10));
var_dump(stream_set_chunk_size($b, 100), stream_set_chunk_size($b, 8192), stream_is_local($b), stream_isatty($b));
unlink($fn);
var_dump(file_exists($fn), @filesize($fn));
--EXPECT--
int(12)
string(6) "hello
"
string(6) "world
"
bool(false)
bool(true)
int(12)
int(0)
string(3) "llo"
int(0)
string(1) "d"
bool(true)
int(3)
string(1) "e"
int(5)
array(2) {
  [0]=>
  string(5) "helab"
  [1]=>
  string(1) "c"
}
bool(false)
bool(false)
string(69) "fopen(FILE): Failed to open stream: `q' is not a valid mode for fopen"
string(34) ""a b","q""uote",plain,"x\"y"
1;2
"
array(4) {
  [0]=>
  string(3) "a b"
  [1]=>
  string(6) "q"uote"
  [2]=>
  string(5) "plain"
  [3]=>
  string(4) "x\"y"
}
array(9) {
  ["timed_out"]=>
  bool(false)
  ["blocked"]=>
  bool(true)
  ["eof"]=>
  bool(false)
  ["wrapper_type"]=>
  string(3) "PHP"
  ["stream_type"]=>
  string(6) "MEMORY"
  ["mode"]=>
  string(3) "w+b"
  ["unread_bytes"]=>
  int(5)
  ["seekable"]=>
  bool(true)
  ["uri"]=>
  string(12) "php://memory"
}
string(5) "xxxxx"
string(0) ""
string(11) "Hello World"
array(8) {
  ["mediatype"]=>
  string(10) "text/plain"
  ["base64"]=>
  bool(true)
  ["wrapper_type"]=>
  string(7) "RFC2397"
  ["stream_type"]=>
  string(7) "RFC2397"
  ["mode"]=>
  string(1) "r"
  ["unread_bytes"]=>
  int(0)
  ["seekable"]=>
  bool(true)
  ["uri"]=>
  string(29) "data://text/plain;base64,SGk="
}
bool(false)
int(4)
string(4) "opy "
int(8192)
int(100)
bool(true)
bool(false)
bool(false)
bool(false)
