--TEST--
fsockopen and pfsockopen against a local server
--FILE--
<?php
// fsockopen / pfsockopen against a local server.
$srv = stream_socket_server("tcp://127.0.0.1:0");
[$host, $port] = explode(':', stream_socket_get_name($srv, false));
$fp = fsockopen($host, (int)$port, $errno, $errstr, 2);
var_dump(is_resource($fp), $errno, $errstr, get_resource_type($fp));
$a = stream_socket_accept($srv);
fwrite($fp, "GET / HTTP/1.0\r\n\r\n");
var_dump(fgets($a));
fwrite($a, "HTTP/1.0 200 OK\r\n\r\nbody");
fclose($a);
var_dump(stream_get_contents($fp));
fclose($fp);
$p1 = pfsockopen($host, (int)$port);
$p2 = pfsockopen($host, (int)$port);
var_dump(get_resource_type($p1), $p1 === $p2);
$u = fsockopen("udp://127.0.0.1", 9);
var_dump(is_resource($u), stream_get_meta_data($u)['stream_type']);
$fp = fsockopen("tcp://$host:$port");
var_dump(is_resource($fp));
--EXPECT--
bool(true)
int(0)
string(0) ""
string(6) "stream"
string(16) "GET / HTTP/1.0
"
string(23) "HTTP/1.0 200 OK

body"
string(17) "persistent stream"
bool(true)
bool(true)
string(10) "udp_socket"
bool(true)
