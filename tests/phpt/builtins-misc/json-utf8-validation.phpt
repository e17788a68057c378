--TEST--
json_decode validates UTF-8 (JSON_INVALID_UTF8_IGNORE/SUBSTITUTE), jsonSerialize may var_dump $this, PARTIAL_OUTPUT overrides THROW
--FILE--
<?php
function json_decode_invalid_utf8($str) {
    var_dump(json_decode($str));
    var_dump(json_decode($str, true, 512, JSON_INVALID_UTF8_IGNORE));
    $json = json_decode($str, true, 512, JSON_INVALID_UTF8_SUBSTITUTE);
    if (is_array($json)) {
        var_dump(array_map(function($item) { return bin2hex($item); }, $json));
    } else {
        var_dump(bin2hex($json));
    }
}
json_decode_invalid_utf8("\"a\xb0b\"");
json_decode_invalid_utf8("\"a\xd0\xf2b\"");
json_decode_invalid_utf8("\"\x61\xf0\x80\x80\x41\"");
json_decode_invalid_utf8("[\"\xc1\xc1\",\"a\"]");
echo "Done\n";

class X implements JsonSerializable {
    public $prop = "value";
    public function jsonSerialize(): mixed {
        global $arr;
        unset($arr[0]);
        var_dump($this);
        return $this;
    }
}

$arr = [new X()];
var_dump(json_encode([&$arr]));

var_dump(json_encode("\x80", JSON_THROW_ON_ERROR | JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
var_dump(json_decode("{\"k\xff\": 1}"), json_last_error_msg());
var_dump(json_decode("[\"\xed\xa0\x80\", \"\xf4\x90\x80\x80\", \"\xe2\x82\xac\", \"\xf0\x9f\x98\x80\"]", true, 512, JSON_INVALID_UTF8_SUBSTITUTE));
--EXPECT--
NULL
string(2) "ab"
string(10) "61efbfbd62"
NULL
string(2) "ab"
string(16) "61efbfbdefbfbd62"
NULL
string(2) "aA"
string(22) "61efbfbdefbfbdefbfbd41"
NULL
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "a"
}
array(2) {
  [0]=>
  string(12) "efbfbdefbfbd"
  [1]=>
  string(2) "61"
}
Done
object(X)#1 (1) {
  ["prop"]=>
  string(5) "value"
}
string(20) "[[{"prop":"value"}]]"
string(4) "null"
int(5)
NULL
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
array(4) {
  [0]=>
  string(9) "���"
  [1]=>
  string(12) "����"
  [2]=>
  string(3) "€"
  [3]=>
  string(4) "😀"
}
