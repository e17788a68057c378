--TEST--
filter_var(): sanitizing filters, callback, array flags, filter_var_array, filter_input on the command line
--FILE--
<?php
$s = "<b>Hi</b> & 'q' \"d\" \x01\x7f\xc3\xa9 `tick` 12.5e3, 1,000 a@b.c?x=1 #";
foreach ([FILTER_UNSAFE_RAW, FILTER_SANITIZE_ENCODED, FILTER_SANITIZE_SPECIAL_CHARS, FILTER_SANITIZE_FULL_SPECIAL_CHARS,
          FILTER_SANITIZE_EMAIL, FILTER_SANITIZE_URL, FILTER_SANITIZE_NUMBER_INT, FILTER_SANITIZE_ADD_SLASHES] as $f) {
    var_dump(filter_var($s, $f));
}
var_dump(filter_var($s, FILTER_SANITIZE_NUMBER_FLOAT, FILTER_FLAG_ALLOW_FRACTION | FILTER_FLAG_ALLOW_THOUSAND | FILTER_FLAG_ALLOW_SCIENTIFIC));
var_dump(filter_var($s, FILTER_UNSAFE_RAW, FILTER_FLAG_STRIP_LOW | FILTER_FLAG_STRIP_HIGH | FILTER_FLAG_STRIP_BACKTICK));
var_dump(filter_var($s, FILTER_UNSAFE_RAW, FILTER_FLAG_ENCODE_LOW | FILTER_FLAG_ENCODE_HIGH | FILTER_FLAG_ENCODE_AMP));
var_dump(filter_var("", FILTER_UNSAFE_RAW, FILTER_FLAG_EMPTY_STRING_NULL));
var_dump(filter_var("abc", FILTER_CALLBACK, ["options" => "strtoupper"]));
var_dump(filter_var(["a" => "x", "b" => ["y", "z"]], FILTER_CALLBACK, ["options" => fn($v) => "<$v>"]));
try { filter_var("abc", FILTER_CALLBACK, ["options" => "no_such_function"]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(filter_var(["1", "x", ["2"]], FILTER_VALIDATE_INT, FILTER_REQUIRE_ARRAY));
var_dump(filter_var("1", FILTER_VALIDATE_INT, FILTER_REQUIRE_ARRAY), filter_var("1", FILTER_VALIDATE_INT, FILTER_FORCE_ARRAY));
var_dump(filter_var([1], FILTER_VALIDATE_INT), filter_var(new stdClass, FILTER_UNSAFE_RAW));
var_dump(filter_var_array(["a" => "1", "b" => "x", "c" => ["2", "3"]], ["a" => FILTER_VALIDATE_INT, "b" => ["filter" => FILTER_VALIDATE_INT, "flags" => FILTER_NULL_ON_FAILURE], "c" => ["filter" => FILTER_VALIDATE_INT, "flags" => FILTER_REQUIRE_ARRAY], "d" => FILTER_DEFAULT]));
var_dump(filter_var_array(["a" => "1"], FILTER_VALIDATE_INT));
var_dump(@filter_var("1", 999), error_get_last()["message"]);
var_dump(filter_list() === array_values(filter_list()), filter_id("int"), filter_id("validate_email"), filter_id("nope"));
var_dump(filter_has_var(INPUT_GET, "x"), filter_input(INPUT_GET, "x"), filter_input(INPUT_GET, "x", FILTER_DEFAULT, FILTER_NULL_ON_FAILURE), filter_input(INPUT_POST, "x", FILTER_VALIDATE_INT, ["options" => ["default" => 7]]), filter_input_array(INPUT_COOKIE));
try { filter_input(42, "x"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(57) "<b>Hi</b> & 'q' "d" é `tick` 12.5e3, 1,000 a@b.c?x=1 #"
string(119) "%3Cb%3EHi%3C%2Fb%3E%20%26%20%27q%27%20%22d%22%20%01%7F%C3%A9%20%60tick%60%2012.5e3%2C%201%2C000%20a%40b.c%3Fx%3D1%20%23"
string(96) "&#60;b&#62;Hi&#60;/b&#62; &#38; &#39;q&#39; &#34;d&#34; &#1;é `tick` 12.5e3, 1,000 a@b.c?x=1 #"
string(99) "&lt;b&gt;Hi&lt;/b&gt; &amp; &#039;q&#039; &quot;d&quot; &eacute; `tick` 12.5e3, 1,000 a@b.c?x=1 #"
string(35) "bHib&'q'd`tick`12.5e31000a@b.c?x=1#"
string(44) "<b>Hi</b>&'q'"d"`tick`12.5e3,1,000a@b.c?x=1#"
string(9) "125310001"
string(61) "<b>Hi</b> & \'q\' \"d\" é `tick` 12.5e3, 1,000 a@b.c?x=1 #"
string(14) "12.5e3,1,000.1"
string(51) "<b>Hi</b> & 'q' "d"  tick 12.5e3, 1,000 a@b.c?x=1 #"
string(79) "<b>Hi</b> &#38; 'q' "d" &#1;&#127;&#195;&#169; `tick` 12.5e3, 1,000 a@b.c?x=1 #"
NULL
string(3) "ABC"
array(2) {
  ["a"]=>
  string(3) "<x>"
  ["b"]=>
  array(2) {
    [0]=>
    string(3) "<y>"
    [1]=>
    string(3) "<z>"
  }
}
filter_var(): Option must be a valid callback
array(3) {
  [0]=>
  int(1)
  [1]=>
  bool(false)
  [2]=>
  array(1) {
    [0]=>
    int(2)
  }
}
bool(false)
array(1) {
  [0]=>
  int(1)
}
bool(false)
bool(false)
array(4) {
  ["a"]=>
  int(1)
  ["b"]=>
  NULL
  ["c"]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    int(3)
  }
  ["d"]=>
  NULL
}
array(1) {
  ["a"]=>
  int(1)
}
bool(false)
string(40) "filter_var(): Unknown filter with ID 999"
bool(true)
int(257)
int(274)
bool(false)
bool(false)
NULL
bool(false)
int(7)
NULL
filter_input(): Argument #1 ($type) must be an INPUT_* constant
