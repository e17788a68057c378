--TEST--
json_decode makes an object after its first member's value: nested objects get lower ids
--FILE--
<?php var_dump(json_decode("{\"a\":{},\"b\":[{\"x\":{\"y\":1}},{}],\"c\":{\"\\u0000a\":1}}"), json_last_error_msg(), json_decode("{\"a\":{\"b\":1},\"c\":{}}"));
--EXPECT--
NULL
string(36) "The decoded property name is invalid"
object(stdClass)#5 (2) {
  ["a"]=>
  object(stdClass)#2 (1) {
    ["b"]=>
    int(1)
  }
  ["c"]=>
  object(stdClass)#4 (0) {
  }
}
