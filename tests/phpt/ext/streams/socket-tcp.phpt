--TEST--
tcp sockets: server, client, accept, names, I/O, timeouts, shutdown
--FILE--
<?php
// TCP on 127.0.0.1 with a port the system picks: server, client, accept, names, I/O, timeouts, shutdown.
$srv = stream_socket_server("tcp://127.0.0.1:0", $errno, $errstr);
var_dump(is_resource($srv), $errno, $errstr);
$name = stream_socket_get_name($srv, false);
var_dump(preg_match('/^127\.0\.0\.1:\d+$/', $name), stream_socket_get_name($srv, true));
var_dump(stream_get_meta_data($srv));
$cli = stream_socket_client("tcp://$name", $errno, $errstr, 5);
var_dump(stream_get_meta_data($cli));
$acc = stream_socket_accept($srv, 5, $peer);
var_dump($peer === stream_socket_get_name($cli, false), stream_socket_get_name($acc, true) === stream_socket_get_name($cli, false));
var_dump(stream_socket_get_name($cli, true) === $name);
var_dump(fwrite($cli, "hello\nsecond line\n"), fgets($acc), fgets($acc));
fwrite($acc, "world");
var_dump(fread($cli, 100));
stream_set_timeout($cli, 0, 100000);
var_dump(fread($cli, 100), stream_get_meta_data($cli)['timed_out']);
var_dump(stream_set_blocking($cli, false), fread($cli, 10), stream_get_meta_data($cli)['blocked']);
var_dump(feof($cli));
var_dump(stream_socket_shutdown($acc, STREAM_SHUT_WR));
stream_set_blocking($cli, true);
var_dump(fread($cli, 10), feof($cli));
var_dump(ftell($cli), fseek($cli, 0), fstat($cli)['mode'] === 0140777);
var_dump(stream_socket_shutdown($cli, STREAM_SHUT_RDWR));
fclose($cli); fclose($acc);
// The peer goes away: eof, then writes fail.
$cli = stream_socket_client("tcp://$name");
$acc = stream_socket_accept($srv);
fclose($acc);
var_dump(fread($cli, 10), feof($cli));
var_dump(stream_socket_accept($srv, 0.05));
var_dump(stream_socket_server("tcp://127.0.0.1:0", $e, $s, 0) !== false);
$ctx = stream_context_create(['socket' => ['backlog' => 4, 'so_reuseport' => true]]);
$s2 = stream_socket_server("tcp://127.0.0.1:0", $e, $s, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
var_dump(stream_context_get_options($s2));
$c2 = stream_socket_client("tcp://" . stream_socket_get_name($s2, false), $e, $s, 1, STREAM_CLIENT_CONNECT, stream_context_create(['socket' => ['tcp_nodelay' => true]]));
$a2 = stream_socket_accept($s2);
fwrite($c2, str_repeat("x", 100000));
$got = 0; while ($got < 100000) { $got += strlen(fread($a2, 65536)); }
var_dump($got);
echo "done\n";
--EXPECTF--
bool(true)
int(0)
string(0) ""
int(1)
bool(false)
array(7) {
  ["timed_out"]=>
  bool(false)
  ["blocked"]=>
  bool(true)
  ["eof"]=>
  bool(false)
  ["stream_type"]=>
  string(14) "tcp_socket/ssl"
  ["mode"]=>
  string(2) "r+"
  ["unread_bytes"]=>
  int(0)
  ["seekable"]=>
  bool(false)
}
array(7) {
  ["timed_out"]=>
  bool(false)
  ["blocked"]=>
  bool(true)
  ["eof"]=>
  bool(false)
  ["stream_type"]=>
  string(14) "tcp_socket/ssl"
  ["mode"]=>
  string(2) "r+"
  ["unread_bytes"]=>
  int(0)
  ["seekable"]=>
  bool(false)
}
bool(true)
bool(true)
bool(true)
int(18)
string(6) "hello
"
string(12) "second line
"
string(5) "world"
bool(false)
bool(true)
bool(true)
string(0) ""
bool(false)
bool(false)
bool(true)
string(0) ""
bool(true)

Warning: fseek(): Stream does not support seeking in %s on line 23
int(23)
int(-1)
bool(true)
bool(true)
string(0) ""
bool(true)

Warning: stream_socket_accept(): Accept failed: Connection timed out in %s on line 31
bool(false)
bool(true)
array(1) {
  ["socket"]=>
  array(2) {
    ["backlog"]=>
    int(4)
    ["so_reuseport"]=>
    bool(true)
  }
}
int(100000)
done
