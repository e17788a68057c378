--TEST--
UnhandledMatchError prints a float with ini precision and a .0 as php
--FILE--
<?php
foreach ([5.0, 0.1+0.2, 1e100, -0.0, 1.5e-7, NAN, INF, -INF, 123456789012345678.0, 1/3, 1e15, 2.5] as $v) { try { match($v) {}; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; } }
ini_set('precision', 5);
try { match(1/3) {}; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
ini_set('precision', -1);
try { match(1/3) {}; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Unhandled match case 5.0
Unhandled match case 0.3
Unhandled match case 1.0E+100
Unhandled match case -0.0
Unhandled match case 1.5E-7
Unhandled match case NAN
Unhandled match case INF
Unhandled match case -INF
Unhandled match case 1.2345678901235E+17
Unhandled match case 0.33333333333333
Unhandled match case 1.0E+15
Unhandled match case 2.5
Unhandled match case 0.33333
Unhandled match case 0.3333333333333333
