--TEST--
intl: intl.error_level and intl.use_exceptions in constructors and functions
--FILE--
<?php
ini_set("intl.error_level", E_WARNING);
try { $f = new NumberFormatter("en", 99); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(numfmt_create("en", 99));
try { $f = new MessageFormatter("en", "{0"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(msgfmt_create("en", "{0"));
try { $f = new IntlDateFormatter("en", 99, 0); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(datefmt_create("en", 99, 0));
var_dump(Locale::getDisplayName(str_repeat("x", 200)), locale_get_keywords(str_repeat("x", 200)));
var_dump(MessageFormatter::formatMessage("en", "{0,date}", ["x"]));
var_dump(IntlCalendar::createInstance("Nope/Zone"));
var_dump(idn_to_ascii(""));
ini_set("intl.use_exceptions", 1);
try { $f = new NumberFormatter("en", 99); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(numfmt_create("en", 99)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $f = new Collator(str_repeat("x", 200)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump((new Collator("en"))->getLocale(7)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
IntlException: NumberFormatter::__construct(): numfmt_create: number formatter creation failed

Warning: numfmt_create(): numfmt_create: number formatter creation failed in %s on line 4
NULL
IntlException: MessageFormatter::__construct(): msgfmt_create: message formatter creation failed

Warning: msgfmt_create(): msgfmt_create: message formatter creation failed in %s on line 6
NULL
IntlException: IntlDateFormatter::__construct(): datefmt_create: invalid date format style

Warning: datefmt_create(): datefmt_create: invalid date format style in %s on line 8
NULL

Warning: Locale::getDisplayName(): locale_get_display_name : name too long in %s on line 9

Warning: locale_get_keywords(): Locale string too long, should be no longer than 156 characters in %s on line 9
bool(false)
NULL

Warning: MessageFormatter::formatMessage(): msgfmt_format: string 'x' is not numeric, which would be required for it to be a valid date in %s on line 10

Warning: MessageFormatter::formatMessage(): The argument for key '0' cannot be used as a date or time in %s on line 10
bool(false)

Warning: IntlCalendar::createInstance(): intlcal_create_instance: No such time zone: 'Nope/Zone' in %s on line 11
NULL

Warning: idn_to_ascii(): idn_to_ascii: empty domain name in %s on line 12
bool(false)
IntlException: numfmt_create: number formatter creation failed

Warning: numfmt_create(): numfmt_create: number formatter creation failed in %s on line 15
IntlException: numfmt_create: number formatter creation failed
IntlException: Locale string too long, should be no longer than 156 characters

Warning: Collator::getLocale(): Error getting locale by type in %s on line 17
IntlException: Error getting locale by type
