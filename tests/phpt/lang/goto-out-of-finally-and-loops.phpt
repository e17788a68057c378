--TEST--
goto out of try blocks runs their finally blocks and frees the foreach iterators it leaves, as break does
--FILE--
<?php
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "free {$this->n}\n"; } }
function f($mode) {
    try {
        foreach ([new D('a')] as $x) {
            try {
                foreach ([new D('b')] as $y) {
                    if ($mode == 1) goto inner;
                    if ($mode == 2) goto outer;
                    if ($mode == 3) goto done;
                }
            } finally {
                echo "finally1\n";
            }
inner:
            echo "at inner\n";
        }
    } finally {
        echo "finally2\n";
    }
outer:
    echo "at outer\n";
done:
    return "ret$mode";
}
foreach ([1, 2, 3] as $m) { echo "-- $m\n"; unset($x, $y); echo f($m), "\n"; }
function g() {
    $i = 0;
  again:
    try {
        $i++;
        if ($i < 3) goto again;
    } finally {
        echo "g finally $i\n";
    }
    try {
        goto out;
    } catch (Exception $e) {
    } finally {
        echo "g finally 2\n";
    }
  out:
    while (true) { switch ($i) { case 3: goto end; } }
  end:
    return $i;
}
var_dump(g());
--EXPECT--
-- 1
finally1
at inner
finally2
at outer
free a
free b
ret1
-- 2
finally1
finally2
at outer
free a
free b
ret2
-- 3
finally1
finally2
free a
free b
ret3
g finally 1
g finally 2
g finally 3
g finally 2
int(3)
