--TEST--
stream_set_timeout on sockets, stream_select on sockets and pipes
--FILE--
<?php
// socket timeouts and stream_select on sockets and pipes
$s = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
var_dump(stream_set_timeout($s[1], 0, 100000));
var_dump(fread($s[1], 10), stream_get_meta_data($s[1])["timed_out"]);
fwrite($s[0], "hi");
var_dump(fread($s[1], 10), stream_get_meta_data($s[1])["timed_out"]);
$r = [$s[1]]; $w = null; $e = null;
var_dump(stream_select($r, $w, $e, 0, 1000));
fwrite($s[0], "x");
$r = [$s[1]];
var_dump(stream_select($r, $w, $e, 1), count($r));
$f = fopen(__FILE__, "r");
var_dump(stream_set_timeout($f, 1));
$p = proc_open("echo x", [1 => ["pipe", "w"]], $pipes);
$r = [$pipes[1]]; var_dump(stream_select($r, $w, $e, 2)); var_dump(fgets($pipes[1])); proc_close($p);
--EXPECT--
bool(true)
bool(false)
bool(true)
string(2) "hi"
bool(false)
int(0)
int(1)
int(1)
bool(false)
int(1)
string(2) "x
"
