--TEST--
String-key writes on arrays of every shape: literal and run-time keys of the same bytes, new and existing keys, growth, shared copies, references, escalation
--FILE--
<?php
// `$a['k'] = v` on arrays of every shape: literal keys and the same keys
// built at run time (other strings, the same bytes), numeric strings, new
// and existing keys, full arrays that grow, shared copies, references.
function build($n, $prefix) {
  $a = [];
  for ($i = 0; $i < $n; $i++) { $a[$prefix . $i] = $i; }
  return $a;
}
$a = build(7, 'k');           // one short of growth, then growth
$a['k' . '3'] = 'three';      // an existing key through another string
$a['new'] = 'n';
$a['new2'] = 'n2';
$a['k0'] = 'zero';
$b = $a;                      // shared: the write copies
$b['k1'] = 'b-one';
$b['extra'] = 'b';
var_dump($a, $b);
$c = ['x' => 1];
$r = &$c['x'];
$c['x'] = 2;                  // through the reference
$c['y'] = 3;
var_dump($c, $r);
$d = [];
$key = str_repeat('z', 2);
$d[$key] = 1; $d['zz'] = 2; $d["1"] = 'int key'; $d['01'] = 'string key';
var_dump($d);
$big = build(2000, 'b');
$big['b1999'] = 'last'; $big['b0'] = 'first'; $big['b2000'] = 'added';
echo count($big), ' ', $big['b1999'], ' ', $big['b0'], ' ', $big['b2000'], "\n";
$e = [1, 2];
$e['s'] = 'escalated';
var_dump($e);
unset($big['b5']); $big['b5'] = 'again';
echo array_key_last($big), "\n";
--EXPECT--
array(9) {
  ["k0"]=>
  string(4) "zero"
  ["k1"]=>
  int(1)
  ["k2"]=>
  int(2)
  ["k3"]=>
  string(5) "three"
  ["k4"]=>
  int(4)
  ["k5"]=>
  int(5)
  ["k6"]=>
  int(6)
  ["new"]=>
  string(1) "n"
  ["new2"]=>
  string(2) "n2"
}
array(10) {
  ["k0"]=>
  string(4) "zero"
  ["k1"]=>
  string(5) "b-one"
  ["k2"]=>
  int(2)
  ["k3"]=>
  string(5) "three"
  ["k4"]=>
  int(4)
  ["k5"]=>
  int(5)
  ["k6"]=>
  int(6)
  ["new"]=>
  string(1) "n"
  ["new2"]=>
  string(2) "n2"
  ["extra"]=>
  string(1) "b"
}
array(2) {
  ["x"]=>
  &int(2)
  ["y"]=>
  int(3)
}
int(2)
array(3) {
  ["zz"]=>
  int(2)
  [1]=>
  string(7) "int key"
  ["01"]=>
  string(10) "string key"
}
2001 last first added
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["s"]=>
  string(9) "escalated"
}
b5
