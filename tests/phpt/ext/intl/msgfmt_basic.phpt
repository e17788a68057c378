--TEST--
intl: msgfmt_basic
--INI--
intl.default_locale=en_US
--FILE--
<?php
try { new MessageFormatter("en", "{0"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(intl_get_error_message());
var_dump(msgfmt_create("en", "{0"), intl_get_error_message());
var_dump(MessageFormatter::create("en", ""), intl_get_error_message());
$m = new MessageFormatter("en_US", "{0,number,integer} monkeys on {1,number} trees make {2,number} monkeys per tree");
var_dump($m->format([4560, 123, 4560/123]), $m->getPattern(), $m->getLocale());
var_dump($m->parse("4,560 monkeys on 123 trees make 37.073 monkeys per tree"));
var_dump(MessageFormatter::formatMessage("de", "{n, plural, =0{keine} one{# Datei} other{# Dateien}} {name}", ["n" => 3, "name" => "x"]));
var_dump(MessageFormatter::formatMessage("en", "{0, date, short} {0, time, short}", [0]));
var_dump(MessageFormatter::formatMessage("en", "{d, date, yyyy-MM-dd}", ["d" => new DateTime("2020-05-06 07:08:09", new DateTimeZone("UTC"))]));
var_dump(MessageFormatter::formatMessage("en", "{d, date, yyyy-MM-dd}", ["d" => "abc"]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{a} {b} {c}", ["a" => [1], "b" => 2]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{a} {b}", ["a" => 1.5, "b" => null, "c" => true]));
var_dump(MessageFormatter::formatMessage("en", "{0} {1}", [1.5, true, 'x']));
var_dump(MessageFormatter::formatMessage("en", "{0,number,integer}", [PHP_INT_MAX]));
var_dump(MessageFormatter::formatMessage("en", "{0, select, male{he} female{she} other{they}} {1, selectordinal, one{#st} two{#nd} few{#rd} other{#th}}", ['female', 23]));
var_dump(MessageFormatter::parseMessage("en", "{0} and {1,number}", "abc and 12"), MessageFormatter::parseMessage("en", "{0,number}", "xyz"), intl_get_error_message());
var_dump($m->setPattern("{0"), $m->getErrorMessage(), $m->getPattern());
var_dump($m->setPattern("x {0} y"), $m->format(["a"]), $m->format([]), $m->getErrorMessage());
var_dump(MessageFormatter::formatMessage("en", "{0, number, currency}", [12.5]), MessageFormatter::formatMessage("en", "{0, spellout}", [12]));
var_dump(MessageFormatter::formatMessage("en", "{x, number} {x, date}", ['x' => 1]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{0}", [-1 => 5]), intl_get_error_message());
var_dump(msgfmt_format_message("en", "It's {0}'s '{'{1}'}'", ["a", "b"]));
var_dump(MessageFormatter::formatMessage("en", "{0,number,integer}", [PHP_INT_MAX]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{0,number,integer}", [2**31]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{0,number,integer}", [2**31-1]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{0,number,integer}", [1e300]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{0,number,integer}", ["12abc"]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{0,number}", ["abc"]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{n,number,integer}", ['n' => PHP_INT_MAX]), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{n,number,integer} {m, plural, other{#}}", ['n' => 2**31-1, 'm' => PHP_INT_MAX]), intl_get_error_message());
$m = new MessageFormatter("en", "{0,number,integer}");
var_dump($m->format([2**40]), intl_get_error_message(), $m->getErrorMessage());
var_dump($m->format([5]), intl_get_error_message(), $m->getErrorMessage());
var_dump(MessageFormatter::parseMessage("en", "{0,date} {1}", "Jan 5, 2020 x"));
var_dump(MessageFormatter::parseMessage("en", "{a} {b}", "x y"), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{0,number,integer} {1, choice, 0#none|1#one|1<many}", [3.7, 2]));
var_dump(MessageFormatter::formatMessage("en", "{0,time,medium}", [new DateTime('2020-01-01 10:11:12', new DateTimeZone('Europe/Paris'))]));
ini_set('date.timezone', 'America/New_York');
var_dump(MessageFormatter::formatMessage("en", "{0,time,medium}", [0]));
var_dump(MessageFormatter::formatMessage("en", "{0}", [2**53]), MessageFormatter::formatMessage("en", "{0}", [0.1+0.2]));
$m = msgfmt_create("fr_FR", "{0, number} et {1}"); var_dump(msgfmt_format($m, [1234.5, "x"]), msgfmt_get_locale($m), msgfmt_get_pattern($m), msgfmt_parse($m, "3,5 et y"), msgfmt_set_pattern($m, "{a}"), msgfmt_format($m, ['a' => 'b']), msgfmt_get_error_code($m), msgfmt_get_error_message($m));
var_dump(msgfmt_parse_message("en", "{0,number,integer}", "42"));
$c = clone $m; var_dump($c->format(['a' => 1]));
try { MessageFormatter::formatMessage("en", "{0}", [new stdClass]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
ini_set("intl.use_exceptions", 1);
try { MessageFormatter::formatMessage("en", "{0, date}", ["x"]); } catch (IntlException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
IntlException: msgfmt_create: message formatter creation failed: U_UNMATCHED_BRACES
string(68) "msgfmt_create: message formatter creation failed: U_UNMATCHED_BRACES"
NULL
string(68) "msgfmt_create: message formatter creation failed: U_UNMATCHED_BRACES"
NULL
string(74) "msgfmt_create: message formatter creation failed: U_ILLEGAL_ARGUMENT_ERROR"
string(55) "4,560 monkeys on 123 trees make 37.073 monkeys per tree"
string(79) "{0,number,integer} monkeys on {1,number} trees make {2,number} monkeys per tree"
string(5) "en_US"
array(3) {
  [0]=>
  int(4560)
  [1]=>
  int(123)
  [2]=>
  float(37.073)
}
string(11) "3 Dateien x"
string(17) "1/1/70 12:00 AM"
string(11) " 2020-05-06"
bool(false)
string(83) "The argument for key 'd' cannot be used as a date or time: U_ILLEGAL_ARGUMENT_ERROR"

Warning: Array to string conversion in %s on line 13
string(11) "Array 2 {c}"
string(71) "The argument for key 'd' cannot be used as a date or time: U_ZERO_ERROR"
string(4) "1.5 "
string(5) "1.5 1"
bool(false)
string(8) "she 23rd"
array(2) {
  [0]=>
  string(3) "abc"
  [1]=>
  int(12)
}
bool(false)
string(37) "Parsing failed: U_MESSAGE_PARSE_ERROR"
bool(false)
string(46) "Error setting symbol value: U_UNMATCHED_BRACES"
string(79) "{0,number,integer} monkeys on {1,number} trees make {2,number} monkeys per tree"
bool(true)
string(5) "x a y"
string(7) "x {0} y"
string(12) "U_ZERO_ERROR"
string(7) "¤12.50"
string(6) "twelve"
bool(false)
string(69) "Inconsistent types declared for an argument: U_ARGUMENT_TYPE_MISMATCH"
bool(false)
string(63) "Found negative or too large array key: U_ILLEGAL_ARGUMENT_ERROR"
string(12) "It's a's {b}"
bool(false)
string(101) "Found PHP integer with absolute value too large for 32 bit integer argument: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(101) "Found PHP integer with absolute value too large for 32 bit integer argument: U_ILLEGAL_ARGUMENT_ERROR"
string(13) "2,147,483,647"
string(89) "Found PHP integer with absolute value too large for 32 bit integer argument: U_ZERO_ERROR"
bool(false)
string(99) "Found PHP float with absolute value too large for 32 bit integer argument: U_ILLEGAL_ARGUMENT_ERROR"
string(2) "12"
string(87) "Found PHP float with absolute value too large for 32 bit integer argument: U_ZERO_ERROR"
string(1) "0"
string(87) "Found PHP float with absolute value too large for 32 bit integer argument: U_ZERO_ERROR"
string(25) "9,223,372,036,854,775,807"
string(87) "Found PHP float with absolute value too large for 32 bit integer argument: U_ZERO_ERROR"
string(39) "2,147,483,647 9,223,372,036,854,776,000"
string(87) "Found PHP float with absolute value too large for 32 bit integer argument: U_ZERO_ERROR"
bool(false)
string(101) "Found PHP integer with absolute value too large for 32 bit integer argument: U_ILLEGAL_ARGUMENT_ERROR"
string(101) "Found PHP integer with absolute value too large for 32 bit integer argument: U_ILLEGAL_ARGUMENT_ERROR"
string(1) "5"
string(12) "U_ZERO_ERROR"
string(12) "U_ZERO_ERROR"
array(2) {
  [0]=>
  float(1578182400)
  [1]=>
  string(1) "x"
}
bool(false)
string(40) "Parsing failed: U_ARGUMENT_TYPE_MISMATCH"
string(6) "3 many"
string(12) "9:11:12 AM"
string(12) "7:00:00 PM"
string(16) "9007199254740992"
string(3) "0.3"
string(14) "1 234,5 et x"
string(5) "fr_FR"
string(18) "{0, number} et {1}"
array(2) {
  [0]=>
  float(3.5)
  [1]=>
  string(1) "y"
}
bool(true)
string(1) "b"
int(0)
string(12) "U_ZERO_ERROR"
array(1) {
  [0]=>
  int(42)
}
string(1) "1"
Error: Object of class stdClass could not be converted to string
IntlException: The argument for key '0' cannot be used as a date or time
