--TEST--
Builtins given typed properties by reference: arrays changed in place (end, sort, array_pop) and out-parameters still checked
--FILE--
<?php
// Builtins given typed properties by reference: arrays moved or changed in
// place (end, reset, sort, array_pop, array_push), and out-parameters whose
// writes are still checked against the property's type.
class Stack {
  public array $items = [3, 1, 2];
  public ?array $maybe = ['b' => 2, 'a' => 1];
  public int $count = 0;
  public string|int $mixed = 'x';
  public iterable $it = [1, 2];
}
$s = new Stack;
$ref = &$s->items;   // typed properties now hold references in this request
$r2 = &$s->count;
$r3 = &$s->maybe;
$r4 = &$s->it;
for ($i = 0; $i < 3; $i++) {
  echo end($s->items), ' ', key($s->items), ' ', reset($s->items), "\n";
  sort($s->items);
  echo implode(',', $s->items), "\n";
  array_push($s->items, 10 + $i);
  echo array_pop($s->items), ' ', count($s->items), "\n";
  ksort($s->maybe);
  echo json_encode($s->maybe), ' ', end($s->it), "\n";
}
$copy = $s->items;
sort($s->items);
rsort($s->items);
echo implode(',', $copy), ' / ', implode(',', $s->items), "\n";
try { preg_match('/(a)/', 'a', $s->count); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($s->count);
preg_match('/(a)/', 'xa', $m, PREG_OFFSET_CAPTURE);
try { preg_match('/(a)/', 'a', $s->maybe); var_dump($s->maybe); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { settype($s->count, 'string'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($s->count);
$s->mixed = 5;
settype($s->mixed, 'string');
var_dump($s->mixed);
--EXPECT--
2 2 3
1,2,3
10 3
{"a":1,"b":2} 2
3 2 1
1,2,3
11 3
{"a":1,"b":2} 2
3 2 1
1,2,3
12 3
{"a":1,"b":2} 2
1,2,3 / 3,2,1
Cannot assign array to reference held by property Stack::$count of type int
int(0)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
int(0)
string(1) "5"
