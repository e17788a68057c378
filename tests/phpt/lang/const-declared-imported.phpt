--TEST--
const declared under an imported name
--FILE--
<?php
use const X\C;
const C = 1;
--EXPECTF--
Fatal error: Cannot declare const C because the name is already in use in %s on line 3
