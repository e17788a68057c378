--TEST--
Class constant inheritance: final, visibility, interface ambiguity
--FILE--
<?php
interface I { const A = 1; }
class P { const A = 2; }
class Q extends P { protected const B = 1; }
class R extends Q { public const B = 2; }
echo R::A, R::B, "\n";
class S extends P implements I {}
--EXPECTF--
22

Fatal error: Class S inherits both P::A and I::A, which is ambiguous in %s on line 7
