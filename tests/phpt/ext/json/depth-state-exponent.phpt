--TEST--
json: decode depth counts values, state mismatch, lowercase exponent, NUMERIC_CHECK keeps INF strings, partial-output keys
--FILE--
<?php
var_dump(json_encode([1e100, -1.5e-10, 0.1, 1e15, 1e25]));
var_dump(json_decode("[1}"), json_last_error(), json_decode("{\"a\":1]"), json_last_error(), json_decode("[}"), json_last_error());
var_dump(json_decode("[[1]]", false, 1), json_last_error(), json_decode("[1]", false, 1), json_last_error(), json_decode("[[1]]", false, 2), json_decode("1", false, 1), json_decode("[[1]]", true, 3));
var_dump(json_encode(['test' => '123343e871700', 'n' => '12', 'f' => '1.5e3'], JSON_NUMERIC_CHECK));
var_dump(json_encode(["a\xffb" => 1, 'ok' => 2], JSON_PARTIAL_OUTPUT_ON_ERROR));
--EXPECT--
string(48) "[1.0e+100,-1.5e-10,0.1,1000000000000000,1.0e+25]"
NULL
int(2)
NULL
int(2)
NULL
int(2)
NULL
int(1)
NULL
int(1)
NULL
int(1)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
string(40) "{"test":"123343e871700","n":12,"f":1500}"
string(13) "{"":1,"ok":2}"
