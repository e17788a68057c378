--TEST--
Branching on an object (if, while, ?:, &&, ||, !): true for user objects, temporaries destroyed at the test, SimpleXMLElement casting itself
--FILE--
<?php
// Branching on an object's truth (if, while, ?:, &&, ||, !): true for
// every user object, also one whose only reference is the tested
// temporary (its destructor runs at the test); native classes that cast
// themselves (SimpleXMLElement, empty ones false) keep their answer.
class D { public $n; public $next; function __construct($n, $next = null) { $this->n = $n; $this->next = $next; } function __destruct() { echo "destruct {$this->n}\n"; } }
$list = new D(1, new D(2, new D(3)));
for ($n = $list; $n; $n = $n->next) { echo "node {$n->n}\n"; }
if (new D(9)) { echo "temp is true\n"; }
echo "after temp\n";
$o = new stdClass;
var_dump($o ? 'yes' : 'no', $o && true, $o || false, !$o);
while ($o) { echo "loop once\n"; $o = null; }
function f($x) { if ($x) { return "truthy"; } return "falsy"; }
var_dump(f(new ArrayObject([])), f(new ArrayIterator([])), f(function () {}));
$x = simplexml_load_string('<r><a>1</a><e/></r>');
var_dump($x->a ? 'a true' : 'a false', $x->e ? 'e true' : 'e false', $x->missing ? 'm true' : 'm false');
unset($list);
echo "end\n";
--EXPECTF--
node 1
node 2
node 3
destruct 9
temp is true
after temp
string(3) "yes"
bool(true)
bool(true)
bool(false)
loop once
string(6) "truthy"
string(6) "truthy"
string(6) "truthy"
string(6) "a true"
string(6) "e true"
string(7) "m false"
destruct 1
destruct 2
destruct 3
end
