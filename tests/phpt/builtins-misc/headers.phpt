--TEST--
builtins-misc: headers
--FILE--
<?php
ob_start();
var_dump(headers_sent($file, $line), $file, $line, http_response_code());
header("HTTP/1.1 404 Not Found");
var_dump(http_response_code());
header("Location: /elsewhere");
var_dump(http_response_code(), http_response_code(201), headers_list());
header("X-A: b\nX-B: c");
header_register_callback(function () { echo "[headers going]\n"; });
echo "body\n";
ob_end_flush();
var_dump(headers_sent());
header("X-Late: 1");
--EXPECTF--
[headers going]
bool(false)
string(0) ""
int(0)
bool(false)
int(404)
int(302)
int(302)
array(0) {
}

Warning: Header may not contain more than a single header, new line detected in %s on line 8
body
bool(true)

Warning: Cannot modify header information - headers already sent by (output started at %s:11) in %s on line 13
