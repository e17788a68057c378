--TEST--
insteadof naming a trait the class does not use
--FILE--
<?php
trait T1 { function f() {} }
trait T2 { function f() {} }
trait T3 { function f() {} }
class A { use T1, T2 { T1::f insteadof T3; } }
--EXPECTF--
Fatal error: Required Trait T3 wasn't added to A in %s on line 5
