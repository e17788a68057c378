--TEST--
a removed directive (safe_mode) in the configuration stops php at start-up
--INI--
safe_mode=1
magic_quotes_gpc=On
--FILE--
<?php echo "not reached\n";
--EXPECT--
Fatal error: Directive 'magic_quotes_gpc' is no longer available in PHP in Unknown on line 0
