<?php
// `new P` of a class without a constructor: once the interpreter made one
// (the NewObjD's cache entry holds a plain class) compiled code allocates
// it through the helper (NewObjCached: a helper, its miss exits to the
// interpreter's NewObjD), the constructor-less call sequence after it run
// as nothing. mk()'s first call (an Int) is translated before the entry was
// filled (an InterpOne), the second (a Dbl: the entry guard fails) after.
class P { public $v = 1; }
function mk($x) { $o = new P; $o->v = $x; return $o; }
echo mk(2)->v, " ", mk(2.5)->v, "\n";
