--TEST--
closures called from an array with and without use (by value, by reference), static, arrow, generator
--FILE--
<?php
class P {
  public $semStack = [1, 2, 3, 4, 5, 6];
  public $semValue;
  public $cbs;
  function __construct() {
    $k = 10;
    $this->cbs = [
      function ($sp) { $this->semValue = $this->semStack[$sp - 1]; },
      function ($sp) use ($k) { $this->semValue = $this->semStack[$sp - 2] + $k; },
      static function ($sp) { return $sp * 2; },
      fn($sp) => $sp + $this->semStack[0],
    ];
  }
}
$p = new P;
for ($i = 0; $i < 4; $i++) {
  $r = $p->cbs[$i]($i + 2);
  var_dump($r, $p->semValue);
}
$n = 0;
$inc = function () use (&$n) { $n++; return $n; };
$plain = function () { return func_num_args(); };
for ($i = 0; $i < 3; $i++) { $inc(); echo $plain(1, 2), $plain(), "\n"; }
var_dump($n);
$gen = function ($x) { yield $x; yield $x + 1; };
foreach ($gen(5) as $v) echo $v, "\n";
--EXPECT--
NULL
int(2)
NULL
int(12)
int(8)
int(12)
int(6)
int(12)
20
20
20
int(3)
5
6
