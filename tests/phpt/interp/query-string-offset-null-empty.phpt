--TEST--
isset of string offsets, isset/?? on null, empty() of array elements on QueryM's fast path
--FILE--
<?php
function run() {
  $line = "abc";
  $out = [];
  for ($i = -5; $i < 5; $i++) $out[] = isset($line[$i]) ? 1 : 0;
  echo implode('', $out), "\n";
  echo isset($line[1][0]) ? 'y' : 'n', isset($line['1']) ? 'y' : 'n', isset($line['x']) ? 'y' : 'n', "\n";
  $n = null; $u = null;
  var_dump(isset($n['a']), isset($n[0]), $n['a'] ?? 'dflt', isset($n['a']['b']), isset($undef['k']), $undef['k'] ?? 'u');
  $k = 'key';
  var_dump(isset($n[$k]), $n[$k . 'x'] ?? 'c');
  $a = ['a' => 0, 'b' => '', 'c' => '0', 'd' => 'x', 'e' => [], 'f' => [0], 'g' => null, 'h' => 0.0, 'i' => new ArrayObject([]), 'j' => 1];
  foreach (['a','b','c','d','e','f','g','h','i','j','zz'] as $key) echo $key, '=', empty($a[$key]) ? 'E' : 'N', ' ';
  echo "\n";
  $p = [1, 0, 2];
  echo empty($p[0]) ? 'E' : 'N', empty($p[1]) ? 'E' : 'N', empty($p[5]) ? 'E' : 'N', "\n";
  $r = ['x' => 5]; $ref = &$r['x'];
  echo empty($r['x']) ? 'E' : 'N', "\n";
  $ref = 0;
  echo empty($r['x']) ? 'E' : 'N', "\n";
  $nested = ['a' => ['b' => '']];
  echo empty($nested['a']['b']) ? 'E' : 'N', empty($nested['a']) ? 'E' : 'N', "\n";
}
run();
--EXPECT--
0011111100
yyn
bool(false)
bool(false)
string(4) "dflt"
bool(false)
bool(false)
string(1) "u"
bool(false)
string(1) "c"
a=E b=E c=E d=N e=E f=N g=E h=E i=N j=N zz=E 
NEE
N
E
EN
