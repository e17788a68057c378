--TEST--
Interface methods: public, no body, not final
--FILE--
<?php
interface I { protected function f(); }
--EXPECTF--
Fatal error: Access type for interface method I::f() must be public in %s on line 2
