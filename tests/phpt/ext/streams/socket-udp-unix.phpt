--TEST--
udp, unix and udg sockets, stream_socket_pair, stream_select
--FILE--
<?php
// UDP datagrams, unix and udg sockets, stream_socket_pair.
$u = stream_socket_server("udp://127.0.0.1:0", $e, $s, STREAM_SERVER_BIND);
var_dump(stream_get_meta_data($u)['stream_type']);
$un = stream_socket_get_name($u, false);
$uc = stream_socket_client("udp://$un");
var_dump(stream_get_meta_data($uc)['stream_type']);
var_dump(fwrite($uc, "dgram1"), stream_socket_sendto($uc, "dgram2"));
var_dump(stream_socket_recvfrom($u, 100, 0, $addr), $addr === stream_socket_get_name($uc, false));
var_dump(stream_socket_recvfrom($u, 100, STREAM_PEEK), stream_socket_recvfrom($u, 3));
var_dump(stream_socket_sendto($u, "back", 0, stream_socket_get_name($uc, false)), fread($uc, 100));
var_dump(stream_socket_sendto($u, "x", 0, "garbage"));
var_dump(stream_socket_server("udp://127.0.0.1:0", $e, $s), $e, $s);

$path = sys_get_temp_dir() . "/hop-unix-" . getmypid() . ".sock";
@unlink($path);
$us = stream_socket_server("unix://$path", $e, $s);
var_dump(stream_get_meta_data($us)['stream_type'], stream_socket_get_name($us, false) === $path);
$uc = stream_socket_client("unix://$path");
$ua = stream_socket_accept($us, 1);
var_dump(stream_socket_get_name($uc, true) === $path, stream_socket_get_name($ua, false) === $path);
fwrite($uc, "unix!"); var_dump(fread($ua, 10));
fclose($uc);
var_dump(fread($ua, 10), feof($ua));
fclose($ua); fclose($us);
unlink($path);
var_dump(@stream_socket_client("unix://$path", $e, $s), $e, $s);

$gpath = sys_get_temp_dir() . "/hop-udg-" . getmypid() . ".sock";
@unlink($gpath);
$gs = stream_socket_server("udg://$gpath", $e, $s, STREAM_SERVER_BIND);
var_dump(stream_get_meta_data($gs)['stream_type']);
$gc = stream_socket_client("udg://$gpath");
var_dump(fwrite($gc, "datagram"), stream_socket_recvfrom($gs, 100));
fclose($gc); fclose($gs); unlink($gpath);

$pair = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
var_dump(stream_get_meta_data($pair[0]));
var_dump(stream_socket_get_name($pair[0], false), stream_socket_get_name($pair[0], true));
fwrite($pair[0], "ping"); var_dump(fread($pair[1], 4));
fwrite($pair[0], "q"); var_dump(stream_socket_recvfrom($pair[1], 1, STREAM_PEEK), fread($pair[1], 1));
fwrite($pair[1], "abc\ndef\n");
var_dump(fgets($pair[0]), fgets($pair[0]));
$r = [$pair[0]]; $w = [$pair[0]]; $x = null;
var_dump(stream_select($r, $w, $x, 0), count($r), count($w));
fwrite($pair[1], "z");
$r = [$pair[0], $pair[1]]; $w = null;
var_dump(stream_select($r, $w, $x, 1), count($r), $r[0] === $pair[0]);
echo "done\n";
--EXPECTF--
string(10) "udp_socket"
string(10) "udp_socket"
int(6)
int(6)
string(6) "dgram1"
bool(true)
string(6) "dgram2"
string(3) "dgr"
int(4)
string(4) "back"

Warning: stream_socket_sendto(): Failed to parse `garbage' into a valid network address in %s on line 12
bool(false)

Warning: stream_socket_server(): Unable to connect to udp://127.0.0.1:0 (Unknown error) in %s on line 13
bool(false)
int(0)
string(0) ""
string(11) "unix_socket"
bool(true)
bool(true)
bool(true)
string(5) "unix!"
string(0) ""
bool(true)
bool(false)
int(2)
string(25) "No such file or directory"
string(10) "udg_socket"
int(8)
string(8) "datagram"
array(7) {
  ["timed_out"]=>
  bool(false)
  ["blocked"]=>
  bool(true)
  ["eof"]=>
  bool(false)
  ["stream_type"]=>
  string(14) "generic_socket"
  ["mode"]=>
  string(2) "r+"
  ["unread_bytes"]=>
  int(0)
  ["seekable"]=>
  bool(false)
}
bool(false)
bool(false)
string(4) "ping"
string(1) "q"
string(1) "q"
string(4) "abc
"
string(4) "def
"
int(1)
int(0)
int(1)
int(1)
int(1)
bool(true)
done
