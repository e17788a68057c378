<?php
// Static properties, class constants, isset/empty of properties and the
// truth of arrays. A static property's slot address is read from the
// request's inline cache entry of its BaseSD (LdSPropAddr: an entry not yet
// filled, or filled from another scope, exits), its kind guarded
// (CheckPtrElem), read, stored (StPtrElem); isset/empty follow from the kind
// and value. A class constant the site's cache holds is a DefConst. Each
// function's first call (an Int) is translated before the interpreter
// filled those entries (InterpOnes); the second (a Dbl: the entry guard
// fails) after, which compiles them.
class C {
    const K = 3;
    public static $n = 1;
    public static $e = [];
    public $p = 0;
    static function f($x) {
        self::$n = self::$n + 1;
        return isset(self::$n) && empty(self::$e) ? $x + self::K : $x;
    }
    function g($x) {
        $a = [$x];
        return (isset($this->p) && empty($this->p) && $a) ? $x + $this::K : $x;
    }
}
echo C::f(1), " ", C::f(1.5), " ", C::$n, "\n";
$c = new C;
echo $c->g(1), " ", $c->g(1.5), "\n";
