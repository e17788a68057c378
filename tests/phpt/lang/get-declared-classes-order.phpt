--TEST--
get_declared_classes() in php's compile order
--FILE--
<?php
// Class-likes list in the order php compiled them, not bound them: a
// class implementing an interface binds at run time, a parentless one at
// compile time, one in a function when called, eval'd ones when run.
function f() { class InF {} }
interface I {}
class Box implements I {}
class Crate extends Box {}
class BoxError extends Exception {}
f();
if (true) { class C {} }
class D extends Box {}
eval('class E {} class F2 implements I {}');
class G {}
$c = get_declared_classes();
echo implode(',', array_slice($c, array_search('InF', $c))), "\n";
$i = get_declared_interfaces();
echo end($i), "\n";
--EXPECT--
InF,Box,Crate,BoxError,C,D,G,E,F2
I
