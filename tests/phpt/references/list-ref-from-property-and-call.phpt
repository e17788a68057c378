--TEST--
list() with references binds into properties, statics and by-ref call results; foreach by reference over a by-ref function's array
--FILE--
<?php
class A { public $a = [1, 2]; static $s = [3, 4]; public $n = ['k' => [5]]; }
$o = new A;
[&$x, $y] = $o->a; $x = 10; var_dump($o->a);
[&$p] = A::$s; $p = 30; var_dump(A::$s);
['k' => [&$q]] = $o->n; $q = 50; var_dump($o->n);
$arr = ['z' => [7]];
['z' => [&$r]] = $arr; $r = 70; var_dump($arr);
foreach ([[1, 2]] as [&$u, $v]) {}
$o->list = [[1], [2]];
foreach ($o->list as [&$w]) { $w *= 100; } var_dump($o->list);
$o = new stdClass; $o->p = [1]; $o->q = [2];
foreach ($o as [&$v]) { $v *= 3; } var_dump($o);
$arr = [[1, [2]], [3, [4]]];
foreach ($arr as [$x, [&$y]]) { $y += 10; $x += 100; } var_dump($arr);
function &rf() { static $s = [[5]]; return $s; }
foreach (rf() as [&$z]) { $z = 9; } var_dump(rf());
$m = [[1]];
$res = ([&$k] = $m); $k = 2; var_dump($res, $m);
class C { public $a = [[1, 2]]; function &g() { return $this->a; } }
$c = new C; [[&$t]] = $c->g(); $t = 'x'; var_dump($c->a);
function &rf2() { static $s = [5, 6]; return $s; }
foreach (rf2() as &$z) { $z = 9; } unset($z); var_dump(rf2());
function nf2() { static $s = [5, 6]; return $s; }
foreach (nf2() as &$z) { $z = 9; } unset($z); var_dump(nf2());
try { foreach (new ArrayIterator([[1]]) as [&$a]) { echo "in $a\n"; } } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
array(2) {
  [0]=>
  &int(10)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  &int(30)
  [1]=>
  int(4)
}
array(1) {
  ["k"]=>
  array(1) {
    [0]=>
    &int(50)
  }
}
array(1) {
  ["z"]=>
  array(1) {
    [0]=>
    &int(70)
  }
}

Deprecated: Creation of dynamic property A::$list is deprecated in %s on line 10
array(2) {
  [0]=>
  array(1) {
    [0]=>
    int(100)
  }
  [1]=>
  array(1) {
    [0]=>
    &int(200)
  }
}
object(stdClass)#2 (2) {
  ["p"]=>
  array(1) {
    [0]=>
    int(3)
  }
  ["q"]=>
  array(1) {
    [0]=>
    &int(6)
  }
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    array(1) {
      [0]=>
      int(12)
    }
  }
  [1]=>
  array(2) {
    [0]=>
    int(3)
    [1]=>
    array(1) {
      [0]=>
      &int(14)
    }
  }
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    &int(9)
  }
}
array(1) {
  [0]=>
  &int(2)
}
array(1) {
  [0]=>
  &int(2)
}
array(1) {
  [0]=>
  array(2) {
    [0]=>
    &string(1) "x"
    [1]=>
    int(2)
  }
}
array(2) {
  [0]=>
  int(9)
  [1]=>
  int(9)
}
array(2) {
  [0]=>
  int(5)
  [1]=>
  int(6)
}
in 1
