--TEST--
intl: datefmt_basic
--INI--
intl.default_locale=en_US
--FILE--
<?php
$f = new IntlDateFormatter("en_US", IntlDateFormatter::FULL, IntlDateFormatter::FULL, "Europe/Paris");
var_dump($f->format(0), $f->getPattern(), $f->getTimeZoneId(), $f->getCalendar(), $f->getDateType(), $f->getTimeType(), $f->getLocale(), $f->isLenient());
$f = new IntlDateFormatter("de_DE", IntlDateFormatter::LONG, IntlDateFormatter::SHORT, "UTC", IntlDateFormatter::GREGORIAN, "yyyy-MM-dd HH:mm:ss z");
var_dump($f->format(new DateTime("2021-03-04 05:06:07", new DateTimeZone("America/New_York"))), $f->format(1e10), $f->format("123"), $f->format([0=>1]), intl_get_error_message());
var_dump($f->format(["tm_year" => 120, "tm_mon" => 1, "tm_mday" => 3, "tm_hour" => 4, "tm_min" => 5, "tm_sec" => 6]));
var_dump($f->parse("2021-03-04 05:06:07 UTC"), $f->parse("garbage"), $f->getErrorMessage());
$p = 0; var_dump($f->parse("xx2021-03-04 05:06:07 UTC", $p), $p);
$p = 2; var_dump($f->parse("xx2021-03-04 05:06:07 UTC", $p), $p);
var_dump($f->localtime("2021-03-04 05:06:07 UTC"));
var_dump(IntlDateFormatter::formatObject(new DateTime("2021-03-04 05:06:07", new DateTimeZone("Europe/Berlin"))));
var_dump(IntlDateFormatter::formatObject(new DateTime("2021-03-04 05:06:07", new DateTimeZone("+02:00")), "yyyy MMMM", "fr"));
var_dump(IntlDateFormatter::formatObject(new DateTime("2021-03-04 05:06:07", new DateTimeZone("Europe/Berlin")), [IntlDateFormatter::SHORT, IntlDateFormatter::NONE], "en"));
try { new IntlDateFormatter("en", 99, 0); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(datefmt_create("en", 99, 0), intl_get_error_message());
try { new IntlDateFormatter("en", 0, 0, "Foo/Bar"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($f->setPattern("dd.MM.yy"), $f->format(0), $f->setTimeZone("Asia/Tokyo"), $f->getTimeZoneId(), $f->format(0), $f->setTimeZone("Nope/x"), $f->getErrorMessage());
$f->setLenient(false); var_dump($f->isLenient(), $f->parse("40.20.99"), $f->getErrorMessage());
$g = new IntlDateFormatter(null, IntlDateFormatter::SHORT, IntlDateFormatter::SHORT);
var_dump($g->getLocale(), $g->getTimeZoneId(), $g->format(86400*365));
$h = new IntlDateFormatter("en", IntlDateFormatter::RELATIVE_MEDIUM, IntlDateFormatter::NONE, 'UTC');
var_dump($h->getDateType(), $h->getPattern());
var_dump(get_class($f->getTimeZone()), $f->getTimeZone()->getID(), get_class($f->getCalendarObject()));
try { $f->format(new stdClass); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($f->format(new stdClass), $f->getErrorMessage());
var_dump($f->format(true), $f->getErrorMessage());
--EXPECT--
string(72) "Thursday, January 1, 1970 at 1:00:00 AM Central European Standard Time"
string(37) "EEEE, MMMM d, y 'at' h:mm:ss a zzzz"
string(12) "Europe/Paris"
int(1)
int(0)
int(0)
string(2) "en"
bool(true)
string(23) "2021-03-04 10:06:07 UTC"
string(23) "2286-11-20 17:46:40 UTC"
string(23) "1970-01-01 00:02:03 UTC"
string(23) "1899-12-31 00:00:00 UTC"
string(12) "U_ZERO_ERROR"
string(23) "2020-02-03 04:05:06 UTC"
int(1614834367)
bool(false)
string(34) "Date parsing failed: U_PARSE_ERROR"
bool(false)
int(0)
int(1614834367)
int(25)
array(9) {
  ["tm_sec"]=>
  int(7)
  ["tm_min"]=>
  int(6)
  ["tm_hour"]=>
  int(5)
  ["tm_year"]=>
  int(121)
  ["tm_mday"]=>
  int(4)
  ["tm_wday"]=>
  int(4)
  ["tm_yday"]=>
  int(63)
  ["tm_mon"]=>
  int(2)
  ["tm_isdst"]=>
  int(0)
}
string(25) "Mar 4, 2021, 5:06:07 AM"
string(9) "2021 mars"
string(6) "3/4/21"
IntlException: datefmt_create: invalid date format style: U_ILLEGAL_ARGUMENT_ERROR
NULL
string(67) "datefmt_create: invalid date format style: U_ILLEGAL_ARGUMENT_ERROR"
IntlException: datefmt_create: No such time zone: 'Foo/Bar': U_ILLEGAL_ARGUMENT_ERROR
bool(true)
string(8) "01.01.70"
NULL
string(10) "Asia/Tokyo"
string(8) "01.01.70"
bool(false)
string(75) "datefmt_set_timezone: No such time zone: 'Nope/x': U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
bool(false)
string(34) "Date parsing failed: U_PARSE_ERROR"
string(2) "en"
string(3) "UTC"
string(18) "1/1/71, 12:00 AM"
int(130)
string(8) "MMM d, y"
string(12) "IntlTimeZone"
string(10) "Asia/Tokyo"
string(21) "IntlGregorianCalendar"
bool(false)
string(127) "datefmt_format: invalid object type for date/time (only IntlCalendar and DateTimeInterface permitted): U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(67) "datefmt_format: invalid PHP type for date: U_ILLEGAL_ARGUMENT_ERROR"
