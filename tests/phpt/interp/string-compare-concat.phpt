--TEST--
string comparison shortcut (non-numeric strings) and string/int concatenation
--FILE--
<?php
$a = ["10", "9", "abc", " 5", "5 ", "1e3", ".5", "-3", "+4", "x1", "", "\t7", "07", "0x1A", "Z", "a"];
sort($a); var_dump($a);
$k = ["k10" => 1, "k9" => 2, "10" => 3, "9" => 4, "a" => 5, " 3" => 6];
ksort($k); var_dump($k);
var_dump("abc" < "abd", "10" < "9", "10" < "9a", " 1" == "1", "1e1" == "10", "abc" <=> "ab");
echo "k" . 5, 5 . "k", "k" . -12, -12 . "", PHP_INT_MIN . "|", "\n";
--EXPECT--
array(16) {
  [0]=>
  string(0) ""
  [1]=>
  string(2) "-3"
  [2]=>
  string(2) ".5"
  [3]=>
  string(2) "+4"
  [4]=>
  string(2) " 5"
  [5]=>
  string(2) "5 "
  [6]=>
  string(2) "	7"
  [7]=>
  string(2) "07"
  [8]=>
  string(4) "0x1A"
  [9]=>
  string(1) "9"
  [10]=>
  string(2) "10"
  [11]=>
  string(3) "1e3"
  [12]=>
  string(1) "Z"
  [13]=>
  string(1) "a"
  [14]=>
  string(3) "abc"
  [15]=>
  string(2) "x1"
}
array(6) {
  [" 3"]=>
  int(6)
  [9]=>
  int(4)
  [10]=>
  int(3)
  ["a"]=>
  int(5)
  ["k10"]=>
  int(1)
  ["k9"]=>
  int(2)
}
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
int(1)
k55kk-12-12-9223372036854775808|
