--TEST--
== and != on two bools (switch (true)), next to bools against other types
--FILE--
<?php
// `==` and `!=` on two bools (switch (true) compares each case's bool with
// true), next to bools against other types.
function kind($s) {
  switch (true) {
    case 'null' === strtolower($s): return 'null';
    case ctype_digit($s): return 'int';
    case is_numeric($s): return 'num';
    case str_starts_with($s, '!'): return 'tag';
    case false: return 'never';
    default: return 'str';
  }
}
foreach (['NULL', '12', '1.5e3', '!x', 'abc', ''] as $s) echo kind($s), ' ';
echo "\n";
$vals = [true, false, 0, 1, '', '0', 'a', null, [], [0], 0.0];
foreach ([true, false] as $b) {
  foreach ($vals as $v) echo ($b == $v ? '1' : '0'), ($v != $b ? '1' : '0'), ' ';
  echo "\n";
}
$t = true; $f = false; $n = 0;
for ($i = 0; $i < 100; $i++) { if ($t == ($i % 2 == 0)) $n++; if ($f != ($i % 3 == 0)) $n += 10; }
var_dump($n, true == true, false == false, true == false, false != true, true != true);
--EXPECT--
null int num tag str str 
10 01 01 10 01 01 10 01 01 10 01 
01 10 10 01 10 10 01 10 10 01 10 
int(390)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
