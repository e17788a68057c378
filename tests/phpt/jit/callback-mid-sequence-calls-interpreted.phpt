--TEST--
JIT: a callback entered in the middle of its caller's member sequence runs compiled and calls a function the interpreter finishes, with member instructions of its own; the caller's sequence goes on intact
--INI--
hop.jit_threshold=3
--FILE--
<?php
// A callback entered in the middle of its caller's member sequence
// (offsetGet of `$h->box[$k]['v']`, __get of `$h->magic->list[$i]`) runs
// compiled and calls a function the interpreter finishes, which runs
// member instructions of its own: the caller's sequence goes on intact.
class Store implements ArrayAccess {
    public $data = [];
    function offsetExists($k): bool { return true; }
    function offsetGet($k): mixed { return build($this, $k); }
    function offsetSet($k, $v): void { $this->data[$k] = $v; }
    function offsetUnset($k): void {}
}
class Lazy { function __get($n) { return ['list' => build2($n)]; } }
function build(Store $s, $k) {
    $f = 'strval';                      // a dynamic call: no compiled code here
    $s->data[$k]['seen'][] = $f($k);    // member instructions of the callee
    $t = ['v' => $k * 2, 'w' => [$k]];
    return $t;
}
function build2($n) { $f = 'strtoupper'; $a = ['x' => ['y' => $f($n)]]; return [$a['x']['y'], strlen($n)]; }
class Holder { public $box; public $magic; public $out = []; }
function reader(Holder $h, $n) {
    $sum = 0;
    for ($i = 0; $i < $n; $i++) {
        $sum += $h->box[$i]['v'];
        $h->out[$i % 3][] = $h->magic->list[$i % 2];
    }
    return $sum;
}
$h = new Holder; $h->box = new Store; $h->magic = new Lazy;
for ($k = 0; $k < 4; $k++) echo reader($h, 30), " ", count($h->box->data), " ", json_encode($h->out[2] ?? null), "\n";
echo json_encode($h->box->data[5]), "\n";
--EXPECTF--

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26
870 30 [null,null,null,null,null,null,null,null,null,null]

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26
870 30 [null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null]

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26
870 30 [null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null]

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26

Warning: Undefined array key 0 in %s on line 26

Warning: Undefined array key 1 in %s on line 26
870 30 [null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null]
{"seen":["5","5","5","5"]}
