--TEST--
JIT: packed-array element reads and writes in hot loops, and what the interpreter redoes
--FILE--
<?php
// Packed-array element reads and writes in hot loops, and the cases the
// compiled fast path must hand back to the interpreter.
function sum_range($a, $n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $s = $s + $a[$i];          // out of range when $n > count($a): warning, null
    }
    return $s;
}
function write_all($a, $n, $v) {
    for ($i = 0; $i < $n; $i++) {
        $a[$i] = $v;               // $i == count($a): append; beyond: a hash array
    }
    return $a;
}
function cow($a) {
    $b = $a;                        // shared: the first write copies
    for ($i = 0; $i < 3; $i++) {
        $a[$i] = $i * 10;
    }
    return [$a, $b];
}
function strings($a) {
    $out = '';
    for ($i = 0; $i < count($a); $i++) {
        $out .= $a[$i];            // refcounted elements
        $a[$i] = $i;               // overwriting a string releases it
    }
    return [$out, $a];
}
function keyed($a) {
    $s = 0;
    foreach (['0', 'x', 1, -1, 2] as $k) {
        $s += $a[$k] ?? 100;
        $v = $a[$k];
    }
    return $s;
}
function mixed_kinds($a) {
    $r = [];
    for ($i = 0; $i < 6; $i++) {
        $r[] = $a[$i];
        $a[$i] = 1.5;
    }
    return [$r, $a];
}
function through_ref() {
    $a = [1, 2, 3];
    $r = &$a[1];
    for ($i = 0; $i < 3; $i++) {
        $a[$i] = $i + 100;         // element 1 is a reference: write through it
    }
    return [$a, $r];
}
function literal_write() {
    for ($j = 0; $j < 3; $j++) {
        $a = [1, 2, 3];            // static literal: copy-on-write
        $a[$j] = 9;
        echo implode(',', $a), "\n";
    }
}
function int_keys_from_stack($p, $r) {
    for ($i = 0; $i < $r; $i++) {
        $p[$i] = $p[$i + 1];
    }
    $p[$r] = -1;
    return $p;
}
function neg_and_hash() {
    $h = [5 => 1, 6 => 2];
    $s = 0;
    for ($i = -1; $i < 8; $i++) {
        $s += $h[$i] ?? 0;
        if (isset($h[$i])) $h[$i] = $h[$i] * 2;
    }
    $l = [1, 2, 3];
    echo $l[-1] ?? 'none', "\n";
    $x = $l[-1];
    return [$s, $h];
}
function bool_null_elems() {
    $a = [true, false, null, true];
    $c = 0;
    for ($i = 0; $i < 4; $i++) {
        if ($a[$i]) $c++;
        $a[$i] = !$a[$i];
    }
    return [$c, $a];
}
function doubles($n) {
    $a = array_fill(0, $n, 0.5);
    $s = 0.0;
    for ($i = 0; $i < $n; $i++) {
        $a[$i] = $a[$i] * $i;
        $s += $a[$i];
    }
    return $s;
}

for ($rep = 0; $rep < 3; $rep++) {
    echo sum_range(range(1, 5), 5), "\n";
    echo sum_range(range(1, 5), 7), "\n";
    echo implode(',', write_all([0, 0], 2, 7)), "\n";
    var_dump(write_all([0, 0], 4, 'z'));
    $base = [1, 2, 3];
    var_dump(cow($base));
    var_dump(strings(['a' . $rep, 'b', str_repeat('c', 3)]));
    echo keyed([10, 20, 30]), "\n";
    var_dump(mixed_kinds([1, 2, 3.5, 'x', [1], 4]));
    var_dump(through_ref());
    literal_write();
    echo implode(',', int_keys_from_stack(range(0, 5), 4)), "\n";
    var_dump(neg_and_hash());
    var_dump(bool_null_elems());
    echo doubles(100), "\n";
}
--EXPECTF--
15

Warning: Undefined array key 5 in %s on line 7

Warning: Undefined array key 6 in %s on line 7
15
7,7
array(4) {
  [0]=>
  string(1) "z"
  [1]=>
  string(1) "z"
  [2]=>
  string(1) "z"
  [3]=>
  string(1) "z"
}
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(0)
    [1]=>
    int(10)
    [2]=>
    int(20)
  }
  [1]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
  }
}
array(2) {
  [0]=>
  string(6) "a0bccc"
  [1]=>
  array(3) {
    [0]=>
    int(0)
    [1]=>
    int(1)
    [2]=>
    int(2)
  }
}

Warning: Undefined array key "x" in %s on line 36

Warning: Undefined array key -1 in %s on line 36
260
array(2) {
  [0]=>
  array(6) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    float(3.5)
    [3]=>
    string(1) "x"
    [4]=>
    array(1) {
      [0]=>
      int(1)
    }
    [5]=>
    int(4)
  }
  [1]=>
  array(6) {
    [0]=>
    float(1.5)
    [1]=>
    float(1.5)
    [2]=>
    float(1.5)
    [3]=>
    float(1.5)
    [4]=>
    float(1.5)
    [5]=>
    float(1.5)
  }
}
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(100)
    [1]=>
    int(101)
    [2]=>
    int(102)
  }
  [1]=>
  int(101)
}
9,2,3
1,9,3
1,2,9
1,2,3,4,-1,5
none

Warning: Undefined array key -1 in %s on line 79
array(2) {
  [0]=>
  int(3)
  [1]=>
  array(2) {
    [5]=>
    int(2)
    [6]=>
    int(4)
  }
}
array(2) {
  [0]=>
  int(2)
  [1]=>
  array(4) {
    [0]=>
    bool(false)
    [1]=>
    bool(true)
    [2]=>
    bool(true)
    [3]=>
    bool(false)
  }
}
2475
15

Warning: Undefined array key 5 in %s on line 7

Warning: Undefined array key 6 in %s on line 7
15
7,7
array(4) {
  [0]=>
  string(1) "z"
  [1]=>
  string(1) "z"
  [2]=>
  string(1) "z"
  [3]=>
  string(1) "z"
}
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(0)
    [1]=>
    int(10)
    [2]=>
    int(20)
  }
  [1]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
  }
}
array(2) {
  [0]=>
  string(6) "a1bccc"
  [1]=>
  array(3) {
    [0]=>
    int(0)
    [1]=>
    int(1)
    [2]=>
    int(2)
  }
}

Warning: Undefined array key "x" in %s on line 36

Warning: Undefined array key -1 in %s on line 36
260
array(2) {
  [0]=>
  array(6) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    float(3.5)
    [3]=>
    string(1) "x"
    [4]=>
    array(1) {
      [0]=>
      int(1)
    }
    [5]=>
    int(4)
  }
  [1]=>
  array(6) {
    [0]=>
    float(1.5)
    [1]=>
    float(1.5)
    [2]=>
    float(1.5)
    [3]=>
    float(1.5)
    [4]=>
    float(1.5)
    [5]=>
    float(1.5)
  }
}
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(100)
    [1]=>
    int(101)
    [2]=>
    int(102)
  }
  [1]=>
  int(101)
}
9,2,3
1,9,3
1,2,9
1,2,3,4,-1,5
none

Warning: Undefined array key -1 in %s on line 79
array(2) {
  [0]=>
  int(3)
  [1]=>
  array(2) {
    [5]=>
    int(2)
    [6]=>
    int(4)
  }
}
array(2) {
  [0]=>
  int(2)
  [1]=>
  array(4) {
    [0]=>
    bool(false)
    [1]=>
    bool(true)
    [2]=>
    bool(true)
    [3]=>
    bool(false)
  }
}
2475
15

Warning: Undefined array key 5 in %s on line 7

Warning: Undefined array key 6 in %s on line 7
15
7,7
array(4) {
  [0]=>
  string(1) "z"
  [1]=>
  string(1) "z"
  [2]=>
  string(1) "z"
  [3]=>
  string(1) "z"
}
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(0)
    [1]=>
    int(10)
    [2]=>
    int(20)
  }
  [1]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
  }
}
array(2) {
  [0]=>
  string(6) "a2bccc"
  [1]=>
  array(3) {
    [0]=>
    int(0)
    [1]=>
    int(1)
    [2]=>
    int(2)
  }
}

Warning: Undefined array key "x" in %s on line 36

Warning: Undefined array key -1 in %s on line 36
260
array(2) {
  [0]=>
  array(6) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    float(3.5)
    [3]=>
    string(1) "x"
    [4]=>
    array(1) {
      [0]=>
      int(1)
    }
    [5]=>
    int(4)
  }
  [1]=>
  array(6) {
    [0]=>
    float(1.5)
    [1]=>
    float(1.5)
    [2]=>
    float(1.5)
    [3]=>
    float(1.5)
    [4]=>
    float(1.5)
    [5]=>
    float(1.5)
  }
}
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(100)
    [1]=>
    int(101)
    [2]=>
    int(102)
  }
  [1]=>
  int(101)
}
9,2,3
1,9,3
1,2,9
1,2,3,4,-1,5
none

Warning: Undefined array key -1 in %s on line 79
array(2) {
  [0]=>
  int(3)
  [1]=>
  array(2) {
    [5]=>
    int(2)
    [6]=>
    int(4)
  }
}
array(2) {
  [0]=>
  int(2)
  [1]=>
  array(4) {
    [0]=>
    bool(false)
    [1]=>
    bool(true)
    [2]=>
    bool(true)
    [3]=>
    bool(false)
  }
}
2475
