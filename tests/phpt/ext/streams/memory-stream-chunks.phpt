--TEST--
streams: php://memory reads around the chunk size
--FILE--
<?php
// Reads of php://memory and php://temp streams in chunks smaller than the default 8 KB and larger.
$m = fopen('php://memory', 'w+');
fwrite($m, "line one\nline two\n" . str_repeat("x", 20000) . "\nend");
rewind($m);
var_dump(fgets($m), fread($m, 4), strlen(stream_get_contents($m)));
rewind($m);
stream_set_chunk_size($m, 100);
var_dump(strlen(fread($m, 9000)), feof($m), strlen(stream_get_contents($m)), feof($m));
rewind($m);
stream_set_chunk_size($m, 20000);
var_dump(strlen(fgets($m)), strlen(stream_get_contents($m, -1, 5)));
$t = fopen('php://temp', 'w+');
fwrite($t, "abc");
rewind($t);
var_dump(fgetc($t), stream_get_contents($t), fread($t, 10), feof($t));
--EXPECT--
string(9) "line one
"
string(4) "line"
int(20009)
int(9000)
bool(false)
int(11022)
bool(true)
int(9)
int(20017)
string(1) "a"
string(2) "bc"
string(0) ""
bool(true)
