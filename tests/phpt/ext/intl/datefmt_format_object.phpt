--TEST--
intl: datefmt_format_object
--FILE--
<?php
var_dump(IntlDateFormatter::formatObject(new DateTime('2009-02-13 23:31:30 CEST'), "yyyy-MM-dd HH:mm zzzz", 'en'), intl_get_error_message());
var_dump(IntlDateFormatter::formatObject(new DateTime('2009-02-13 23:31:30', new DateTimeZone('+02:00')), "yyyy-MM-dd HH:mm zzzz", 'en'), intl_get_error_message());
var_dump(IntlDateFormatter::formatObject(new DateTime(), [1]), intl_get_error_message());
var_dump(IntlDateFormatter::formatObject(new DateTime(), [1, 99]), intl_get_error_message());
var_dump(IntlDateFormatter::formatObject(new DateTime(), ""), intl_get_error_message());
var_dump(IntlDateFormatter::formatObject(new stdClass), intl_get_error_message());
var_dump(IntlDateFormatter::formatObject(new DateTime(), 77), intl_get_error_message());
var_dump(IntlDateFormatter::formatObject(new DateTime(), ['a', 'b']), intl_get_error_message());
try { new IntlDateFormatter('en', 0, 0, 'UTC', 5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(IntlCalendar::fromDateTime("2009-02-13 23:31:30 CEST"), intl_get_error_message());
--EXPECT--
bool(false)
string(87) "datefmt_format_object: could not convert DateTime's time zone: U_ILLEGAL_ARGUMENT_ERROR"
string(26) "2009-02-13 23:31 GMT+02:00"
string(87) "datefmt_format_object: could not convert DateTime's time zone: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(96) "datefmt_format_object: bad format; if array, it must have two elements: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(119) "datefmt_format_object: bad format; the time format (second element of the array) is not valid: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(68) "datefmt_format_object: the format is empty: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(118) "datefmt_format_object: the passed object must be an instance of either IntlCalendar or DateTimeInterface: U_ZERO_ERROR"
bool(false)
string(85) "datefmt_format_object: the date/time format type is invalid: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(118) "datefmt_format_object: bad format; the date format (first element of the array) is not valid: U_ILLEGAL_ARGUMENT_ERROR"
IntlException: datefmt_create: Invalid value for calendar type; it must be one of IntlDateFormatter::TRADITIONAL (locale's default calendar) or IntlDateFormatter::GREGORIAN. Alternatively, it can be an IntlCalendar object: U_ILLEGAL_ARGUMENT_ERROR
NULL
string(121) "intlcal_from_date_time: time zone id 'CEST' extracted from ext/date DateTimeZone not recognized: U_ILLEGAL_ARGUMENT_ERROR"
