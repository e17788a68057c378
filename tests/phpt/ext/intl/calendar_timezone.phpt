--TEST--
intl: calendar_timezone
--INI--
intl.default_locale=en_US
--FILE--
<?php
ini_set('date.timezone', 'Europe/Lisbon');
$c = IntlCalendar::createInstance('UTC', 'en_US');
var_dump(get_class($c), $c->getType(), $c->getTimeZone()->getID(), $c->getLocale(Locale::ACTUAL_LOCALE));
$c->setTime(1e12); var_dump($c->get(IntlCalendar::FIELD_YEAR), $c->getTime(), $c->getFirstDayOfWeek(), $c->isWeekend(), $c->toDateTime()->format('c e'));
$c->set(2020, 1, 29); var_dump($c->getTime(), $c->get(IntlCalendar::FIELD_DAY_OF_MONTH));
$c->set(IntlCalendar::FIELD_HOUR_OF_DAY, 5); var_dump($c->get(IntlCalendar::FIELD_HOUR_OF_DAY));
var_dump($c->add(IntlCalendar::FIELD_MONTH, 1), $c->get(IntlCalendar::FIELD_MONTH), $c->roll(IntlCalendar::FIELD_MONTH, true), $c->get(IntlCalendar::FIELD_MONTH));
try { $c->get(99); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$g = new IntlGregorianCalendar(2000, 0, 1); var_dump($g->getTimeZone()->getID(), $g->isLeapYear(2000), $g->getTime(), $g->getGregorianChange());
$f = IntlCalendar::fromDateTime(new DateTime('2010-01-01 12:00', new DateTimeZone('America/New_York'))); var_dump($f->getTime(), $f->getTimeZone()->getID());
$t = IntlTimeZone::createTimeZone('Europe/Paris'); var_dump($t->getID(), $t->getRawOffset(), $t->useDaylightTime(), $t->getDSTSavings(), $t->getDisplayName(false, IntlTimeZone::DISPLAY_LONG, 'en'), $t->toDateTimeZone()->getName());
var_dump(IntlTimeZone::createTimeZone('Foo')->getID(), IntlTimeZone::getCanonicalID('US/Pacific', $sys), $sys, IntlTimeZone::getRegion('Europe/Paris'), IntlTimeZone::countEquivalentIDs('Europe/Paris') > 0, IntlTimeZone::getGMT()->getID(), IntlTimeZone::fromDateTimeZone(new DateTimeZone('+02:00'))->getID());
var_dump($t->getOffset(1e12, false, $r, $d), $r, $d, IntlTimeZone::getWindowsID('Europe/Paris'), IntlTimeZone::getIDForWindowsID('Romance Standard Time'));
var_dump(intlcal_get($c, IntlCalendar::FIELD_YEAR), intltz_get_id($t));
var_dump($c == $c, $c->equals(clone $c));
--EXPECTF--
string(21) "IntlGregorianCalendar"
string(9) "gregorian"
string(3) "UTC"
string(2) "en"
int(2001)
float(1000000000000)
int(1)
bool(true)
string(29) "2001-09-09T01:46:40+00:00 UTC"
float(1582940800000)
int(29)
int(5)

Deprecated: IntlCalendar::roll(): Passing bool is deprecated, use 1 or -1 instead in %s on line 8
bool(true)
int(2)
bool(true)
int(3)
IntlCalendar::get(): Argument #1 ($field) must be a valid field
string(13) "Europe/Lisbon"
bool(true)
float(946684800000)
float(-12219292800000)
float(1262365200000)
string(16) "America/New_York"
string(12) "Europe/Paris"
int(3600000)
bool(true)
int(3600000)
string(30) "Central European Standard Time"
string(12) "Europe/Paris"
string(11) "Etc/Unknown"
string(19) "America/Los_Angeles"
bool(true)
string(2) "FR"
bool(true)
string(3) "GMT"
string(9) "GMT+02:00"
bool(true)
int(3600000)
int(3600000)
string(21) "Romance Standard Time"
string(12) "Europe/Paris"
int(2020)
string(12) "Europe/Paris"
bool(true)
bool(true)
