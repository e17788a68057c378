--TEST--
socket functions: php's warnings, error codes and exceptions
--FILE--
<?php
// Failures of the socket functions: php's warnings, error codes and exceptions.
var_dump(stream_socket_client("tcp://127.0.0.1:1", $e, $s, 1), $e, $s);
var_dump(stream_socket_client("foo://127.0.0.1:1", $e, $s, 1), $e, $s);
var_dump(stream_socket_client("127.0.0.1", $e, $s, 1), $e, $s);
var_dump(stream_socket_client("tcp://[::1", $e, $s, 1), $e, $s);
var_dump(stream_socket_server("tcp://127.0.0.1", $e, $s), $e, $s);
var_dump(stream_socket_server("tcp://1.2.3.4:0", $e, $s), $e, $s);
var_dump(fsockopen("127.0.0.1", 1, $e, $s, 1), $e, $s);
var_dump(fsockopen("127.0.0.1"));
var_dump(fsockopen("127.0.0.1:1"));
var_dump(fsockopen("unix:///nonexistent/x.sock", -1, $e, $s), $e, $s);
$pair = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
try { stream_socket_recvfrom($pair[0], 0); } catch (ValueError $ex) { echo $ex->getMessage(), "\n"; }
try { stream_socket_shutdown($pair[0], 5); } catch (ValueError $ex) { echo $ex->getMessage(), "\n"; }
try { stream_socket_enable_crypto($pair[0], true); } catch (ValueError $ex) { echo $ex->getMessage(), "\n"; }
var_dump(stream_socket_enable_crypto($pair[0], false));
$f = fopen(__FILE__, "r");
var_dump(stream_socket_get_name($f, false), stream_socket_accept($f, 0), stream_socket_shutdown($f, 0));
var_dump(stream_socket_recvfrom($f, 1), stream_socket_sendto($f, "x"));
var_dump(stream_socket_enable_crypto($f, true, STREAM_CRYPTO_METHOD_TLS_CLIENT));
var_dump(stream_set_timeout($f, 1));
fclose($f);
try { stream_socket_get_name($f, false); } catch (TypeError $ex) { echo $ex->getMessage(), "\n"; }
var_dump(STREAM_CRYPTO_METHOD_TLS_CLIENT, STREAM_CRYPTO_METHOD_ANY_SERVER, STREAM_CRYPTO_PROTO_TLSv1_3);
var_dump(stream_get_transports());
--EXPECTF--
Warning: stream_socket_client(): Unable to connect to tcp://127.0.0.1:1 (Connection refused) in %s on line 3
bool(false)
int(111)
string(18) "Connection refused"

Warning: stream_socket_client(): Unable to connect to foo://127.0.0.1:1 (Unable to find the socket transport "foo" - did you forget to enable it when you configured PHP?) in %s on line 4
bool(false)
int(0)
string(96) "Unable to find the socket transport "foo" - did you forget to enable it when you configured PHP?"

Warning: stream_socket_client(): Unable to connect to 127.0.0.1 (Failed to parse address "127.0.0.1") in %s on line 5
bool(false)
int(0)
string(35) "Failed to parse address "127.0.0.1""

Warning: stream_socket_client(): Unable to connect to tcp://[::1 (Failed to parse IPv6 address "[::1") in %s on line 6
bool(false)
int(0)
string(35) "Failed to parse IPv6 address "[::1""

Warning: stream_socket_server(): Unable to connect to tcp://127.0.0.1 (Failed to parse address "127.0.0.1") in %s on line 7
bool(false)
int(0)
string(35) "Failed to parse address "127.0.0.1""

Warning: stream_socket_server(): Unable to connect to tcp://1.2.3.4:0 (Cannot assign requested address) in %s on line 8
bool(false)
int(0)
string(31) "Cannot assign requested address"

Warning: fsockopen(): Unable to connect to 127.0.0.1:1 (Connection refused) in %s on line 9
bool(false)
int(111)
string(18) "Connection refused"

Warning: fsockopen(): Unable to connect to 127.0.0.1:-1 (Failed to parse address "127.0.0.1") in %s on line 10
bool(false)

Warning: fsockopen(): Unable to connect to 127.0.0.1:1:-1 (Connection refused) in %s on line 11
bool(false)

Warning: fsockopen(): Unable to connect to unix:///nonexistent/x.sock:-1 (No such file or directory) in %s on line 12
bool(false)
int(2)
string(25) "No such file or directory"
stream_socket_recvfrom(): Argument #2 ($length) must be greater than 0
stream_socket_shutdown(): Argument #2 ($mode) must be one of STREAM_SHUT_RD, STREAM_SHUT_WR, or STREAM_SHUT_RDWR
stream_socket_enable_crypto(): Argument #3 ($crypto_method) must be specified when enabling encryption

Warning: stream_socket_enable_crypto(): This stream does not support SSL/crypto in %s on line 17
bool(true)

Warning: stream_socket_accept(): Accept failed: Unknown error in %s on line 19
bool(false)
bool(false)
bool(false)
bool(false)
int(-1)

Warning: stream_socket_enable_crypto(): This stream does not support SSL/crypto in %s on line 21
bool(false)
bool(false)
stream_socket_get_name(): supplied resource is not a valid stream resource
int(121)
int(126)
int(64)
array(10) {
  [0]=>
  string(3) "tcp"
  [1]=>
  string(3) "udp"
  [2]=>
  string(4) "unix"
  [3]=>
  string(3) "udg"
  [4]=>
  string(3) "ssl"
  [5]=>
  string(3) "tls"
  [6]=>
  string(7) "tlsv1.0"
  [7]=>
  string(7) "tlsv1.1"
  [8]=>
  string(7) "tlsv1.2"
  [9]=>
  string(7) "tlsv1.3"
}
