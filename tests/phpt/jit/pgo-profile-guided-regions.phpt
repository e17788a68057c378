--TEST--
JIT pgo: property chains, extract() in hot code, main-script loops over builtins of changing result kinds
--FILE--
<?php
// Property chains ($this->a->b, $o->a->b), whose inner object changes class
// or becomes null after the code was compiled.
final class Node { public int $state = 0; public ?Node $link = null; public $any = 1; }
class Other { public int $state = 100; public $link = null; }
final class Holder {
    public $cur = null;
    public ?Node $typed = null;
    function step(int $i) {
        $x = $this->cur->state;
        if ($x === null) throw new Error("no state");
        $this->cur->state |= 4;
        $this->cur->state = $x + $i;
        $this->cur->state++;
        if ($this->cur->link === null) $x++;
        return $x + $this->cur->state;
    }
    function typedStep() { $this->typed->any = $this->typed->any . "x"; return strlen($this->typed->any); }
}
function outer($h, $n) {
    $t = 0;
    for ($i = 0; $i < $n; $i++) { $t += $h->cur->state; $h->cur->state = $i; $h->cur->state += 2; }
    return $t;
}
$h = new Holder; $h->cur = new Node; $h->typed = new Node;
$s = 0;
for ($i = 0; $i < 60; $i++) {
    $s += $h->step($i) + outer($h, 3) + $h->typedStep();
    if ($i == 30) $h->cur = new Other;
    if ($i == 45) $h->cur = new Node;
    if ($i == 50) { $h->cur->link = new Node; }
}
echo $s, "\n";
function rd($h) { return $h->cur->state; }
for ($i = 0; $i < 10; $i++) $s += rd($h);
$h->cur = null;
var_dump(rd($h));
try { $h->step(1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

// extract() writes the caller's variables (by reference here).
function ext($v) {
    $arr = ["r1" => $v];
    extract($arr, EXTR_REFS);
    $r1 = $v * 2;
    return $arr["r1"];
}
$e = 0;
for ($i = 0; $i < 20; $i++) $e += ext($i);
echo $e, "\n";

// A main-script loop whose builtins return values of changing kinds
// (strpos: false or int), strings replaced in locals, mixed jumps.
$words = ['alpha', 'bravo', 'charlie', 'delta'];
$acc = 0; $buf = '';
for ($i = 0; $i < 300; $i++) {
    $w = $words[$i & 3];
    $rec = implode(';', ["id=$i", $w, str_repeat('-', $i % 5)]);
    $p = strpos($rec, 'o');
    if ($p !== false) $acc += $p;
    $m = $i % 7 ? substr($rec, 1, 3) : null;
    if ($m) $acc += strlen($m);
    $q = $i % 3 ? 1.5 : ($i % 2 ? "s" : []);
    if ($q) $acc++;
    $buf .= $w[0];
    if (strlen($buf) > 50) { $acc += crc32($buf) & 0xFF; $buf = ''; }
}
echo $acc, " ", $buf, "\n";
--EXPECTF--
6885

Warning: Attempt to read property "state" on null in %s on line 34
NULL

Warning: Attempt to read property "state" on null in %s on line 10
Error: no state
380
2609 dabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcd
