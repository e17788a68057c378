--TEST--
spread arguments and [...] keep the references an array holds
--FILE--
<?php
// Spreading an array that holds references keeps them: by-reference parameters
// of user functions and builtins bind to them, and [...$a] keeps shared ones.
function g(&$x) { $x = 7; }
$a = [&$y]; g(...$a); var_dump($y);
$f = 'g'; $b = [&$z]; $f(...$b); var_dump($z);
$args = ['/(a)(b)?/', 'xa', &$m, PREG_UNMATCHED_AS_NULL]; $fn = 'preg_match'; var_dump($fn(...$args), $m);
$data = [3, 1, 2]; $keys = ['c', 'a', 'b']; $p = [&$data, &$keys]; array_multisort(...$p); var_dump($data, $keys);
$s = [&$q, 2]; $t = [...$s]; $t[0] = 'shared'; $t[1] = 'copy'; var_dump($q, $s[1]);
function h() { $local = 1; return [&$local]; } var_dump([...h()]);
--EXPECT--
int(7)
int(7)
int(1)
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  [2]=>
  NULL
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
string(6) "shared"
int(2)
array(1) {
  [0]=>
  int(1)
}
