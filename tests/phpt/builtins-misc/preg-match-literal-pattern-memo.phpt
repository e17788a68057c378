--TEST--
preg_match: literal patterns found again by their string, across the pattern cache's evictions and failed compiles
--FILE--
<?php
// Literal patterns, the same literal many times, with the cache filled past
// its 4096 entries in between (the oldest are evicted).
function lit($s) { return preg_match('/^(\w+)-(\d+)$/', $s, $m) ? $m : null; }
function litU($s) { return preg_match('/^(?<w>\w+)\s(?<n>\d+)$/u', $s, $m) ? $m : null; }
var_dump(lit('abc-12'), litU('é 7'));
for ($i = 0; $i < 5000; $i++) {
  if (!preg_match('/^x' . $i . '$/', 'x' . $i)) echo "miss $i\n";
}
var_dump(lit('def-34'), litU('ü 8'), lit('nope'));
for ($i = 0; $i < 3; $i++) {
  var_dump(@preg_match('/(unclosed/', 'x'), preg_last_error(), error_get_last()['message'] ?? null);
}
$p = '/^(\w+)-(\d+)$/';
var_dump(preg_match($p, 'ghi-56', $m), $m);
var_dump(preg_match('/a/', "b"), preg_match('/(a)(b)?/', 'a', $m2), $m2);
echo "done\n";
--EXPECT--
array(3) {
  [0]=>
  string(6) "abc-12"
  [1]=>
  string(3) "abc"
  [2]=>
  string(2) "12"
}
array(5) {
  [0]=>
  string(4) "é 7"
  ["w"]=>
  string(2) "é"
  [1]=>
  string(2) "é"
  ["n"]=>
  string(1) "7"
  [2]=>
  string(1) "7"
}
array(3) {
  [0]=>
  string(6) "def-34"
  [1]=>
  string(3) "def"
  [2]=>
  string(2) "34"
}
array(5) {
  [0]=>
  string(4) "ü 8"
  ["w"]=>
  string(2) "ü"
  [1]=>
  string(2) "ü"
  ["n"]=>
  string(1) "8"
  [2]=>
  string(1) "8"
}
NULL
bool(false)
int(1)
string(73) "preg_match(): Compilation failed: missing closing parenthesis at offset 9"
bool(false)
int(1)
string(73) "preg_match(): Compilation failed: missing closing parenthesis at offset 9"
bool(false)
int(1)
string(73) "preg_match(): Compilation failed: missing closing parenthesis at offset 9"
int(1)
array(3) {
  [0]=>
  string(6) "ghi-56"
  [1]=>
  string(3) "ghi"
  [2]=>
  string(2) "56"
}
int(0)
int(1)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
done
