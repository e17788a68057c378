--TEST--
TLS on socket streams: tls:// server and clients, peer name checks, stream_socket_enable_crypto
--FILE--
<?php
// TLS on socket streams: a tls:// server (a fixed self-signed certificate for "localhost"),
// clients in a child process: tls:// with a CA file, a wrong peer name, and a tcp stream
// switched to TLS with stream_socket_enable_crypto().
$pem = <<<PEM
-----BEGIN CERTIFICATE-----
MIIDCzCCAfOgAwIBAgIURhJ3A6tOIGy6vZ7WOlE1r1r7rMMwDQYJKoZIhvcNAQEL
BQAwFDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNzA4MDYwMVoYDzIxMjYx
MTAzMDgwNjAxWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwggEiMA0GCSqGSIb3DQEB
AQUAA4IBDwAwggEKAoIBAQCw2YmO7nZIaXxF6mSX0rafUjPX+krmnmWsJ02D4jO+
MthNxCIY6hSSEblo0H0upR1QFiTeQDr7PsdjtrwcLQaHwqf6k78MDThQWC90U9Fz
tC2lY8oA39auLWJuhysyGKHi09UiUHZ7YPtCd+6QFEF9X+vTm5A8pn68lLDBHwat
zXowoLeOgAePvAUJ9LSyaMtj0MMB1dT2bITV5/OKzd/WNDXnIqYSZwrwP5DL5hU6
YX9Y9gLFqYtpOryTy/u71Byekdl8qXRNB+TeSazZ4pVywwe+Ysmfme1T5VtLJaib
Ho3s52fXvn80imGy83CqXklRrhzbUCvjsWESnCDpNLRbAgMBAAGjUzBRMB0GA1Ud
DgQWBBTs2VkpKmNZL2alJ0K9rE/74Fyn2jAfBgNVHSMEGDAWgBTs2VkpKmNZL2al
J0K9rE/74Fyn2jAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4IBAQCR
LjuEjzsSdo/QqFwXZilLNCxpyCi6wnNzH7O+rVkZgVj84u3/NN96+aMYk8iMies4
RAfF32V7EhWueZlKeTJmbXqYHab29gj0Y5n436M/xQgj6koC/xLT38S2etMzLN2v
Bwl6A7axnsBf1VUKsvBMzivWEv38YtQu9JiB4zAgJXr1DyR9p4YkhvT/fcVOX56o
wFdJs2Wq3AelxUUsgxS0zzAbmgwKCa0ANoUCUDnJx5jYDPN9H1i8Dc4Sya1kToEf
PEd51j5lLFX/jA1UUx2FIIu1XrL7JoujvCgopxUwoWyMHzbwbWIH6ttTmTV/W5OY
VTOFTMjyEmophPa/bN8Z
-----END CERTIFICATE-----
-----BEGIN PRIVATE KEY-----
MIIEuwIBADANBgkqhkiG9w0BAQEFAASCBKUwggShAgEAAoIBAQCw2YmO7nZIaXxF
6mSX0rafUjPX+krmnmWsJ02D4jO+MthNxCIY6hSSEblo0H0upR1QFiTeQDr7Psdj
trwcLQaHwqf6k78MDThQWC90U9FztC2lY8oA39auLWJuhysyGKHi09UiUHZ7YPtC
d+6QFEF9X+vTm5A8pn68lLDBHwatzXowoLeOgAePvAUJ9LSyaMtj0MMB1dT2bITV
5/OKzd/WNDXnIqYSZwrwP5DL5hU6YX9Y9gLFqYtpOryTy/u71Byekdl8qXRNB+Te
SazZ4pVywwe+Ysmfme1T5VtLJaibHo3s52fXvn80imGy83CqXklRrhzbUCvjsWES
nCDpNLRbAgMBAAECgf85ESyxz9ZEITpKULgXN+ny3IOFzsfxp+o5xiE2WKBxFc1H
Ja0g5AHf5ENY+AC8UA35O++NyGQWHsNB7qn8yq/2AycoHYUSA722QhcXYlHZjaWT
iECIz9eHAAI+sa6ZcCrfta7I+ylTJI+umxLSa2xsJuviNUUb1CUoufxY14vwxbXM
FJi7eOBxX1/rWkBYUrcFA9ABeOPafLBkYgoPXSgj7aNqUmqz75T73WRfZeoKHj7H
9ttoVYyyFHV1Cd4sUivIWhBlw2c2Ak/RauorXpaCcYnc0cxtKyxXxcAtDg8eOiFX
hrzO6oMKcX3GjVAI82S1s0V7AbQohr1FBFB8cXkCgYEA3tyiqRR2neCDnAMCn0Qo
4BfJEZvFmwJ+Dr0oC+LeM15geSAmHFz5UnB0AM8HiDzf5ZObuYJgInJS4RssrqLB
DWwf4NSm4jN1A4wS3uq7UXs6ILOLjl6Ii3g77Hoj9KWWv/Mbv3LXonKEfzqoy5bc
ZdZxy5vwvM2KvgyaV6nk9vMCgYEAyyVsw5V14Chu3nIHKapyuZTuffoZSFqMhBs7
JSKdqz5YjOsrfFzce+yl6iKYE57x4rX4KDg+BTozsmwQ0EJhlD4mfpMT82bP4wMZ
oRidhfubWN3zowKvEAnrdcs2yIYf5Z+x40BPJkB1F9qQA0vEkZEIQd5qf4G7R7rz
jW3B9vkCgYBkML6z0q5M5b1lKvlHzqWtsSPE1cntmR5A1Asn5NNONrSaX7iica3o
wQN1xZ02Q1/I3yZYLOO5OLpH1yasUCEIPr7KHe/0q3uEn7lwHAkgZYzJXM51r8wl
H2WZN4PonXT7UHj+BcwpjOBCLoXqGSV2ZwT7q1x8FM+2BwZwOMHlvwKBgHOmhLr8
FbVdj3C4Pfesf8/DR9sUTNxyIFj9H7jOcjCRN9xR7dnJDATI/tPCig1xiYdlzTco
fbaAIfpLp27Iu8CneUbJ+KuzNlqo4yhhWRxz10bKZO/CkWNyIkhXPoL+SJ5zQdR8
QhMm0wKXfTFDK08r4CWPt9WLR9FYT1uOxsQRAoGBAIGQieIa3e4Z+EGUKBahO9Mk
KZGxgKr+6+ExQ6GFpvMzprQGDXGkLtjN+20OOiP5Hq8klAxI9GU+51eyaehU2i4V
niIOjHXT00HPM5Ze0mFUFx8Euqm8hZ46EbrUbfGAb9EW0v+kxQtdxf9GhP6KcVJ0
KZpQ/+shKMZbeaIneywD
-----END PRIVATE KEY-----
PEM;
$dir = sys_get_temp_dir() . "/hop-tls-" . getmypid();
@mkdir($dir);
file_put_contents("$dir/both.pem", $pem . "\n");
file_put_contents("$dir/cert.pem", substr($pem, 0, strpos($pem, "-----END CERTIFICATE-----") + 25) . "\n");
$ctx = stream_context_create(['ssl' => ['local_cert' => "$dir/both.pem"]]);
$srv = stream_socket_server("tls://127.0.0.1:0", $e, $s, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
var_dump(stream_get_meta_data($srv)['stream_type']);
$addr = stream_socket_get_name($srv, false);
$child = <<<'CHILD'
<?php
[$_, $addr, $dir] = $argv;
$ctx = stream_context_create(['ssl' => ['cafile' => "$dir/cert.pem", 'peer_name' => 'localhost']]);
$c = stream_socket_client("tls://$addr", $e, $s, 5, STREAM_CLIENT_CONNECT, $ctx);
var_dump(is_resource($c));
fwrite($c, "hello over tls\n");
echo fgets($c);
$ctx2 = stream_context_create(['ssl' => ['cafile' => "$dir/cert.pem", 'peer_name' => 'wrong.example']]);
$c2 = @stream_socket_client("tls://$addr", $e, $s, 5, STREAM_CLIENT_CONNECT, $ctx2);
var_dump($c2);
$c3 = stream_socket_client("tcp://$addr", $e, $s, 5);
stream_context_set_option($c3, 'ssl', 'verify_peer', false);
stream_context_set_option($c3, 'ssl', 'peer_name', 'localhost');
var_dump(stream_socket_enable_crypto($c3, true, STREAM_CRYPTO_METHOD_TLS_CLIENT));
fwrite($c3, "plain then tls\n");
echo fgets($c3);
var_dump(stream_socket_enable_crypto($c3, false));
CHILD;
file_put_contents("$dir/child.php", $child);
$p = proc_open([PHP_BINARY, '-n', "$dir/child.php", $addr, $dir], [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
$a = stream_socket_accept($srv, 10);
var_dump(is_resource($a));
echo fgets($a);
fwrite($a, "reply\n");
$a2 = @stream_socket_accept($srv, 10);
$a3 = stream_socket_accept($srv, 10);
var_dump(is_resource($a3));
echo fgets($a3);
fwrite($a3, "reply3\n");
echo stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
proc_close($p);
foreach (['both.pem', 'cert.pem', 'child.php'] as $f) unlink("$dir/$f");
rmdir($dir);
--EXPECT--
string(14) "tcp_socket/ssl"
bool(true)
hello over tls
bool(true)
plain then tls
bool(true)
reply
bool(false)
bool(true)
reply3
bool(false)
