--TEST--
allow_url_include in the configuration is deprecated at start-up
--INI--
allow_url_include=1
--FILE--
<?php
echo "ran\n";
var_dump(ini_get("allow_url_include"));
--EXPECT--
Deprecated: Directive 'allow_url_include' is deprecated in Unknown on line 0
ran
string(1) "1"
