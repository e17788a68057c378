--TEST--
Property declaration errors: default type
--FILE--
<?php
class A { public ?int $ok = null; public int|string $alsoOk = 1.5 > 1 ? 1 : 2; }
class B { public int $bad = null; }
--EXPECTF--
Fatal error: Default value for property of type int may not be null. Use the nullable type ?int to allow null default value in %s on line 3
