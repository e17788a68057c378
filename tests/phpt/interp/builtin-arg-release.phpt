--TEST--
builtin calls release their arguments first to last; a destructor that throws at the release leaves the rest released once
--FILE--
<?php
namespace NS;
// A builtin call's arguments are released first to last after the call: a
// destructor that runs at the release sees the earlier ones gone, and one
// that throws leaves the later ones released once (by-name calls in a
// namespace, calls resolved at compile time, and inline builtins).
class D {
    public static $log = [];
    public function __construct(public string $n, public bool $throw = false) {}
    public function __destruct() {
        D::$log[] = "dtor " . $this->n;
        if ($this->throw) throw new \Exception("from " . $this->n);
    }
}
function mk($n, $t = false) { return new D($n, $t); }
function arr($n, $t = false) { return [mk($n, $t), $n]; }
function show($label, $r) { echo $label, ": ", json_encode($r), " | ", implode(", ", D::$log), "\n"; D::$log = []; }

for ($i = 0; $i < 3; $i++) {
    $keep = arr("kept");
    // by name (NS\count falls back to count): arguments are temporaries
    show("count", count(arr("a")));
    show("array_merge", array_merge($keep, arr("b"), arr("c")));
    show("\\array_merge", \array_merge(arr("d"), $keep, arr("e")));
    show("strlen", strlen(str_repeat("x", $i + 3)));
    show("\\count", \count(arr("f")));
    show("in_array", in_array("g", arr("g"), true));
    try {
        array_merge(arr("h1"), arr("h2", true), arr("h3"));
    } catch (\Exception $e) {
        show("thrown " . $e->getMessage(), null);
    }
    try {
        \array_merge(arr("i1", true), $keep, arr("i2"));
    } catch (\Exception $e) {
        show("thrown " . $e->getMessage(), null);
    }
    try {
        \count(arr("j", true));
    } catch (\Exception $e) {
        show("thrown " . $e->getMessage(), null);
    }
    // strings: interned, shared and owned
    $s = str_repeat("ab", 3);
    show("str_replace", str_replace("a", "c", $s . $i));
    show("implode", \implode(",", [$s, "lit", $s . "x"]));
    unset($keep);
    show("end", null);
}
--EXPECT--
count: 2 | dtor a
array_merge: [{"n":"kept","throw":false},"kept",{"n":"b","throw":false},"b",{"n":"c","throw":false},"c"] | 
\array_merge: [{"n":"d","throw":false},"d",{"n":"kept","throw":false},"kept",{"n":"e","throw":false},"e"] | dtor b, dtor c
strlen: 3 | dtor d, dtor e
\count: 2 | dtor f
in_array: true | dtor g
thrown from h2: null | dtor h1, dtor h2, dtor h3
thrown from i1: null | dtor i1, dtor i2
thrown from j: null | dtor j
str_replace: "cbcbcb0" | 
implode: "ababab,lit,abababx" | 
end: null | dtor kept
count: 2 | dtor a
array_merge: [{"n":"kept","throw":false},"kept",{"n":"b","throw":false},"b",{"n":"c","throw":false},"c"] | 
\array_merge: [{"n":"d","throw":false},"d",{"n":"kept","throw":false},"kept",{"n":"e","throw":false},"e"] | dtor b, dtor c
strlen: 4 | dtor d, dtor e
\count: 2 | dtor f
in_array: true | dtor g
thrown from h2: null | dtor h1, dtor h2, dtor h3
thrown from i1: null | dtor i1, dtor i2
thrown from j: null | dtor j
str_replace: "cbcbcb1" | 
implode: "ababab,lit,abababx" | 
end: null | dtor kept
count: 2 | dtor a
array_merge: [{"n":"kept","throw":false},"kept",{"n":"b","throw":false},"b",{"n":"c","throw":false},"c"] | 
\array_merge: [{"n":"d","throw":false},"d",{"n":"kept","throw":false},"kept",{"n":"e","throw":false},"e"] | dtor b, dtor c
strlen: 5 | dtor d, dtor e
\count: 2 | dtor f
in_array: true | dtor g
thrown from h2: null | dtor h1, dtor h2, dtor h3
thrown from i1: null | dtor i1, dtor i2
thrown from j: null | dtor j
str_replace: "cbcbcb2" | 
implode: "ababab,lit,abababx" | 
end: null | dtor kept
