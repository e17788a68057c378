--TEST--
An error handler changing the container or the key while a missing key is reported
--FILE--
<?php
// an error handler that changes the container or the key while php warns about a missing key
function rmw($round) {
    $a = [];
    set_error_handler(function() use (&$a) { $a['b'] = 2; });
    $a['b'] += 1;
    var_dump($a);
    restore_error_handler();

    $key = "foo";
    $key .= "bar$round";
    set_error_handler(function($_, $m) use (&$key) { echo "$m\n"; $key .= "baz"; });
    $ary = [];
    $ary[$key]++;
    $ary[$key] += 1;
    var_dump($ary);
    restore_error_handler();

    set_error_handler(function() use (&$s) { $s = 8; });
    $s = 'a';
    var_dump($s[$undef]);
    var_dump($s);
    restore_error_handler();

    $arr = [1, 2];
    set_error_handler(function() use (&$arr) { $arr = null; });
    $arr[5] .= "x";
    var_dump($arr);
    restore_error_handler();
}
for ($i = 0; $i < 3; $i++) rmw($i);
--EXPECT--
array(1) {
  ["b"]=>
  int(2)
}
Undefined array key "foobar0"
Undefined array key "foobar0baz"
array(2) {
  ["foobar0"]=>
  int(1)
  ["foobar0baz"]=>
  int(1)
}
string(1) "a"
int(8)
NULL
array(1) {
  ["b"]=>
  int(2)
}
Undefined array key "foobar1"
Undefined array key "foobar1baz"
array(2) {
  ["foobar1"]=>
  int(1)
  ["foobar1baz"]=>
  int(1)
}
string(1) "a"
int(8)
NULL
array(1) {
  ["b"]=>
  int(2)
}
Undefined array key "foobar2"
Undefined array key "foobar2baz"
array(2) {
  ["foobar2"]=>
  int(1)
  ["foobar2baz"]=>
  int(1)
}
string(1) "a"
int(8)
NULL
