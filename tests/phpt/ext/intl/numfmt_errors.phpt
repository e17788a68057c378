--TEST--
intl: numfmt_errors
--INI--
intl.default_locale=en_US
--FILE--
<?php
$f = new NumberFormatter("en", NumberFormatter::DECIMAL);
var_dump($f->parse("abc")); var_dump(intl_get_error_message());
var_dump($f->getErrorMessage()); var_dump(intl_get_error_message());
var_dump($f->format(1)); var_dump(intl_get_error_message(), $f->getErrorMessage());
var_dump($f->parse("abc")); var_dump(intl_get_error_code());
var_dump(Locale::getDefault()); var_dump(intl_get_error_code());
ini_set("intl.error_level", E_WARNING);
var_dump($f->parse("abc"));
var_dump(numfmt_parse($f, "abc"));
ini_set("intl.use_exceptions", 1);
try { var_dump($f->parse("abc")); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class X extends NumberFormatter { function __construct() {} }
$x = new X; try { $x->format(1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
bool(false)
string(36) "Number parsing failed: U_PARSE_ERROR"
string(36) "Number parsing failed: U_PARSE_ERROR"
string(12) "U_ZERO_ERROR"
string(1) "1"
string(12) "U_ZERO_ERROR"
string(12) "U_ZERO_ERROR"
bool(false)
int(9)
string(5) "en_US"
int(9)

Warning: NumberFormatter::parse(): Number parsing failed in %s on line 9
bool(false)

Warning: numfmt_parse(): Number parsing failed in %s on line 10
bool(false)

Warning: NumberFormatter::parse(): Number parsing failed in %s on line 12
IntlException: Number parsing failed
Error: Found unconstructed NumberFormatter
