--TEST--
builtins-misc: url
--FILE--
<?php
foreach (["http://user:pass@host:8080/p/a/t/h?query=1&b[]=2#frag", "//example.com/path", "/just/path?q", "mailto:a@b.c", "host:80", "a.com:80/x", "http://[::1]:81/", "file:///c:/dir/file", "http://host:99999", "http:///x", ":80", "x:y:z", "?q#f", "", "http://h/#", "http://h/?"] as $u) {
    echo json_encode(parse_url($u)), "\n";
}
var_dump(parse_url("http://h:8/p", PHP_URL_PORT), parse_url("http://h/p", PHP_URL_USER), parse_url("//u@h", PHP_URL_HOST));
try { parse_url("x", 99); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
echo urlencode("a b+c~é"), " ", rawurlencode("a b+c~é"), " ", urldecode("a%20b+c%zz"), " ", rawurldecode("a+b%41"), "\n";
class Q { public $a = 1; protected $b = 2; private $c = 3; public $arr = ["x" => [1, 2]]; function q() { return http_build_query($this); } }
echo http_build_query(["a" => 1, "b" => [1, 2, "k" => null, "t" => true, "f" => false], 5 => "five", "s p" => "x y"]), "\n";
echo http_build_query([1, 2, "x" => [3]], "n_", ";", PHP_QUERY_RFC3986), "\n";
echo http_build_query(new Q), "\n", (new Q)->q(), "\n";
--EXPECT--
{"scheme":"http","host":"host","port":8080,"user":"user","pass":"pass","path":"\/p\/a\/t\/h","query":"query=1&b[]=2","fragment":"frag"}
{"host":"example.com","path":"\/path"}
{"path":"\/just\/path","query":"q"}
{"scheme":"mailto","path":"a@b.c"}
{"host":"host","port":80}
{"host":"a.com","port":80,"path":"\/x"}
{"scheme":"http","host":"[::1]","port":81,"path":"\/"}
{"scheme":"file","path":"c:\/dir\/file"}
false
false
false
{"scheme":"x","path":"y:z"}
{"query":"q","fragment":"f"}
{"path":""}
{"scheme":"http","host":"h","path":"\/","fragment":""}
{"scheme":"http","host":"h","path":"\/","query":""}
int(8)
NULL
string(1) "h"
parse_url(): Argument #2 ($component) must be a valid URL component identifier, 99 given
a+b%2Bc%7E%C3%A9 a%20b%2Bc~%C3%A9 a b c%zz a+bA
a=1&b%5B0%5D=1&b%5B1%5D=2&b%5Bt%5D=1&b%5Bf%5D=0&5=five&s+p=x+y
n_0=1;n_1=2;x%5B0%5D=3
a=1&arr%5Bx%5D%5B0%5D=1&arr%5Bx%5D%5B1%5D=2
a=1&b=2&c=3&arr%5Bx%5D%5B0%5D=1&arr%5Bx%5D%5B1%5D=2
