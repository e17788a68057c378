--TEST--
get_headers against a local HTTP server: redirects, duplicates, context
--FILE--
<?php
// get_headers() against a small HTTP server run by a child process (PHP_BINARY): a redirect, duplicate headers, 404.
$srv = stream_socket_server("tcp://127.0.0.1:0");
$addr = stream_socket_get_name($srv, false);
// This process serves; the child asks.
$child = <<<'PHP'
<?php
$addr = $argv[1];
var_dump(get_headers("http://$addr/first"));
var_dump(get_headers("http://$addr/first", true));
var_dump(get_headers("http://$addr/missing", true));
$ctx = stream_context_create(['http' => ['follow_location' => 0, 'method' => 'HEAD', 'header' => "X-Test: 1"]]);
var_dump(get_headers("http://$addr/first", false, $ctx));
PHP;
$script = sys_get_temp_dir() . "/hop-gh-" . getmypid() . ".php";
file_put_contents($script, $child);
$p = proc_open([PHP_BINARY, '-n', $script, $addr], [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
$requests = [];
for ($i = 0; $i < 6; $i++) {
    $c = stream_socket_accept($srv, 10);
    if (!$c) break;
    $req = '';
    while (($l = fgets($c)) !== false) { $req .= $l; if ($l === "\r\n") break; }
    $requests[] = $req;
    [$method, $path] = explode(' ', $req);
    if ($path === '/first') fwrite($c, "HTTP/1.1 302 Found\r\nLocation: /second\r\nX-Dup: a\r\nContent-Length: 0\r\n\r\n");
    elseif ($path === '/second') fwrite($c, "HTTP/1.1 200 OK\r\nX-Dup: b\r\nX-Dup: c\r\nContent-Type: text/plain\r\n\r\nbody");
    else fwrite($c, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
    fclose($c);
}
echo stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
proc_close($p);
unlink($script);
foreach ($requests as $r) echo str_replace([$addr, "\r\n"], ['ADDR', "|\n"], $r);
--EXPECT--
array(8) {
  [0]=>
  string(18) "HTTP/1.1 302 Found"
  [1]=>
  string(17) "Location: /second"
  [2]=>
  string(8) "X-Dup: a"
  [3]=>
  string(17) "Content-Length: 0"
  [4]=>
  string(15) "HTTP/1.1 200 OK"
  [5]=>
  string(8) "X-Dup: b"
  [6]=>
  string(8) "X-Dup: c"
  [7]=>
  string(24) "Content-Type: text/plain"
}
array(6) {
  [0]=>
  string(18) "HTTP/1.1 302 Found"
  ["Location"]=>
  string(7) "/second"
  ["X-Dup"]=>
  array(3) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
    [2]=>
    string(1) "c"
  }
  ["Content-Length"]=>
  string(1) "0"
  [1]=>
  string(15) "HTTP/1.1 200 OK"
  ["Content-Type"]=>
  string(10) "text/plain"
}
array(2) {
  [0]=>
  string(22) "HTTP/1.1 404 Not Found"
  ["Content-Length"]=>
  string(1) "0"
}
array(4) {
  [0]=>
  string(18) "HTTP/1.1 302 Found"
  [1]=>
  string(17) "Location: /second"
  [2]=>
  string(8) "X-Dup: a"
  [3]=>
  string(17) "Content-Length: 0"
}
GET /first HTTP/1.1|
Host: ADDR|
Connection: close|
|
GET /second HTTP/1.1|
Host: ADDR|
Connection: close|
|
GET /first HTTP/1.1|
Host: ADDR|
Connection: close|
|
GET /second HTTP/1.1|
Host: ADDR|
Connection: close|
|
GET /missing HTTP/1.1|
Host: ADDR|
Connection: close|
|
HEAD /first HTTP/1.1|
Host: ADDR|
Connection: close|
X-Test: 1|
|
