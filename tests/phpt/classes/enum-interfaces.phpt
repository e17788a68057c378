--TEST--
Only enums may implement UnitEnum and BackedEnum
--FILE--
<?php
echo "before\n";
enum E implements UnitEnum { case A; }
--EXPECTF--
before

Fatal error: Enum E cannot implement previously implemented interface UnitEnum in %s on line 3
