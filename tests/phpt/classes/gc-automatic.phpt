--TEST--
cycles made in a loop are collected automatically once the heap has grown (memory stays flat)
--FILE--
<?php
// Cycles made in a loop: php's collector keeps memory flat; so must HopVM's.
class Node { public $other; public $payload; }
ini_set('memory_limit', '256M');
$peak = 0;
for ($i = 0; $i < 300000; $i++) {
  $a = new Node; $b = new Node;
  $a->other = $b; $b->other = $a;
  $a->payload = str_repeat('x', 200);
}
unset($a, $b);
echo memory_get_peak_usage() < 200 * 1024 * 1024 ? "flat\n" : "grew\n";
$s = gc_status();
var_dump($s['runs'] > 0, $s['collected'] > 0);
--EXPECT--
flat
bool(true)
bool(true)
