--TEST--
mangled dynamic property names after unserialize()
--FILE--
<?php
// Dynamic properties under mangled names (unserialize() makes them) show as protected/private.
class Test { public $foo; }
var_dump(unserialize("O:4:\"Test\":3:{s:4:\"\0*\0x\";i:1;s:4:\"\0*\0x\";i:2;s:9:\"\0Other\0y\";i:3;}"));
var_dump(unserialize("O:8:\"stdClass\":1:{s:4:\"\0*\0p\";s:1:\"v\";}"));
--EXPECTF--
Deprecated: Creation of dynamic property Test::$x is deprecated in %s on line 4

Notice: unserialize(): Error at offset 58 of 64 bytes in %s on line 4
bool(false)
object(stdClass)#1 (1) {
  ["p":protected]=>
  string(1) "v"
}
