--TEST--
JIT: elements of arrays in declared properties in hot loops (property and packed-array guards, copy on write, appends, hash arrays, string and reference elements)
--FILE--
<?php
// Elements of arrays held in declared properties in hot loops: reads and
// stores compiled with the class and kind guards of the property and the
// packed-array checks of the element; what exits: a shared array (copy on
// write), a key out of range (append, warning), a hash array, an element
// that is a string or a reference, a null property, a readonly one.
final class Box {
    public array $a;
    public $m = null;
    public function __construct(public readonly array $ro = [1, 2]) { $this->a = [0, 0, 0, 0]; }
    function fill($n) {
        $s = 0;
        for ($i = 0; $i < $n; $i++) {
            $k = $i % 4;
            $this->a[$k] = $i;
            $s += $this->a[$k] + $this->ro[$k % 2];
            if ($i == 50) $copy = $this->a;        // shared: the next store copies
            if ($i == 70) $this->a[1] = "str";     // a string element: the store exits, the read gives a string
            if ($i == 90) { $r = &$this->a[2]; }   // a reference element
            if ($i == 110) unset($r);
            if ($i == 130) $this->a = ['x' => 1, 0 => 5, 1 => 6, 2 => 7, 3 => 8];   // a hash array
        }
        return [$s, $this->a, $copy];
    }
}
function outside(Box $b, $n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $b->a[$i % 3] = $i * 2;
        $s += $b->a[($i + 1) % 3];
        if ($i == 40) $b->a[] = 9;               // append: stays packed, grows
        if ($i == 60) $b->m = [1];
    }
    return [$s, $b->a];
}
for ($r = 0; $r < 3; $r++) {
    $b = new Box;
    var_dump($b->fill(200));
    var_dump(outside($b, 150));
    var_dump(outside(new Box, 150));
}
$b = new Box;
try { for ($i = 0; $i < 200; $i++) { $x = $b->m[0] ?? 1; } $b->ro[0] = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$b->a = [];
try { for ($i = 0; $i < 5; $i++) { echo $b->a[$i] ?? "none", "\n"; $y = @$b->a[$i]; } } catch (Error $e) { echo "E\n"; }
--EXPECT--
array(3) {
  [0]=>
  int(20200)
  [1]=>
  array(5) {
    ["x"]=>
    int(1)
    [0]=>
    int(196)
    [1]=>
    int(197)
    [2]=>
    int(198)
    [3]=>
    int(199)
  }
  [2]=>
  array(4) {
    [0]=>
    int(48)
    [1]=>
    int(49)
    [2]=>
    int(50)
    [3]=>
    int(47)
  }
}
array(2) {
  [0]=>
  int(22151)
  [1]=>
  array(6) {
    ["x"]=>
    int(1)
    [0]=>
    int(294)
    [1]=>
    int(296)
    [2]=>
    int(298)
    [3]=>
    int(199)
    [4]=>
    int(9)
  }
}
array(2) {
  [0]=>
  int(21756)
  [1]=>
  array(5) {
    [0]=>
    int(294)
    [1]=>
    int(296)
    [2]=>
    int(298)
    [3]=>
    int(0)
    [4]=>
    int(9)
  }
}
array(3) {
  [0]=>
  int(20200)
  [1]=>
  array(5) {
    ["x"]=>
    int(1)
    [0]=>
    int(196)
    [1]=>
    int(197)
    [2]=>
    int(198)
    [3]=>
    int(199)
  }
  [2]=>
  array(4) {
    [0]=>
    int(48)
    [1]=>
    int(49)
    [2]=>
    int(50)
    [3]=>
    int(47)
  }
}
array(2) {
  [0]=>
  int(22151)
  [1]=>
  array(6) {
    ["x"]=>
    int(1)
    [0]=>
    int(294)
    [1]=>
    int(296)
    [2]=>
    int(298)
    [3]=>
    int(199)
    [4]=>
    int(9)
  }
}
array(2) {
  [0]=>
  int(21756)
  [1]=>
  array(5) {
    [0]=>
    int(294)
    [1]=>
    int(296)
    [2]=>
    int(298)
    [3]=>
    int(0)
    [4]=>
    int(9)
  }
}
array(3) {
  [0]=>
  int(20200)
  [1]=>
  array(5) {
    ["x"]=>
    int(1)
    [0]=>
    int(196)
    [1]=>
    int(197)
    [2]=>
    int(198)
    [3]=>
    int(199)
  }
  [2]=>
  array(4) {
    [0]=>
    int(48)
    [1]=>
    int(49)
    [2]=>
    int(50)
    [3]=>
    int(47)
  }
}
array(2) {
  [0]=>
  int(22151)
  [1]=>
  array(6) {
    ["x"]=>
    int(1)
    [0]=>
    int(294)
    [1]=>
    int(296)
    [2]=>
    int(298)
    [3]=>
    int(199)
    [4]=>
    int(9)
  }
}
array(2) {
  [0]=>
  int(21756)
  [1]=>
  array(5) {
    [0]=>
    int(294)
    [1]=>
    int(296)
    [2]=>
    int(298)
    [3]=>
    int(0)
    [4]=>
    int(9)
  }
}
Error: Cannot modify readonly property Box::$ro
none
none
none
none
none
