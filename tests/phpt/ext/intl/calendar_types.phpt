--TEST--
intl: IntlCalendar types, fields, options; IntlTimeZone
--FILE--
<?php
ini_set('date.timezone', 'Europe/Madrid');
foreach (['gregorian', 'japanese', 'buddhist', 'hebrew', 'islamic', 'chinese', 'persian'] as $type) {
  $c = IntlCalendar::createInstance('America/New_York', "en_US@calendar=$type");
  $c->setTime(1234567890123.0);
  echo $type, ": ", get_class($c), " ", $c->getType(), " ";
  for ($f = 0; $f < 23; $f++) echo $c->get($f), "/", $c->getActualMaximum($f), "/", $c->getMinimum($f), "/", $c->getMaximum($f), "/", $c->getLeastMaximum($f), "/", $c->getGreatestMinimum($f), " ";
  echo "\n";
  echo $c->getFirstDayOfWeek(), $c->getMinimalDaysInFirstWeek(), " ", var_export($c->isWeekend(), true), " ", $c->getDayOfWeekType(IntlCalendar::DOW_SUNDAY), " ", $c->getWeekendTransition(IntlCalendar::DOW_SATURDAY), " ", var_export($c->inDaylightTime(), true), " ", $c->getRepeatedWallTimeOption(), $c->getSkippedWallTimeOption(), " ", $c->getLocale(Locale::VALID_LOCALE), "\n";
  $d = clone $c; $d->add(IntlCalendar::FIELD_MONTH, 13); $d->roll(IntlCalendar::FIELD_DAY_OF_MONTH, 40);
  echo $d->getTime(), " ", var_export($c->before($d), true), var_export($c->after($d), true), var_export($c->equals($d), true), var_export($c->isEquivalentTo($d), true), " ", $c->fieldDifference($d->getTime(), IntlCalendar::FIELD_DAY_OF_YEAR), " ", $c->getTime(), "\n";
  echo $d->toDateTime()->format(DATE_ATOM . ' e'), "\n";
}
$c = IntlCalendar::createInstance('UTC');
$c->clear(); var_dump($c->getTime(), $c->isSet(IntlCalendar::FIELD_YEAR));
$c->set(2020, 1, 29, 12, 30, 45); var_dump($c->getTime()); $c->set(2020, 1, 29, 12, 30); var_dump($c->getTime()); $c->set(2020, 11, 31); var_dump($c->getTime());
$c->setLenient(false); $c->set(IntlCalendar::FIELD_MONTH, 13); var_dump($c->getTime(), $c->getErrorMessage(), $c->isLenient());
$c->clear(IntlCalendar::FIELD_MONTH); var_dump($c->isSet(IntlCalendar::FIELD_MONTH));
$c->setFirstDayOfWeek(IntlCalendar::DOW_MONDAY); $c->setMinimalDaysInFirstWeek(4); var_dump($c->getFirstDayOfWeek(), $c->getMinimalDaysInFirstWeek());
$c->setRepeatedWallTimeOption(IntlCalendar::WALLTIME_LAST); $c->setSkippedWallTimeOption(IntlCalendar::WALLTIME_NEXT_VALID); var_dump($c->getRepeatedWallTimeOption(), $c->getSkippedWallTimeOption());
foreach (['setFirstDayOfWeek' => [9], 'setMinimalDaysInFirstWeek' => [0], 'setRepeatedWallTimeOption' => [2], 'setSkippedWallTimeOption' => [5], 'get' => [-1], 'add' => [1, 2**40], 'getLocale' => [3]] as $m => $args) {
  try { var_dump($c->$m(...$args)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$g = new IntlGregorianCalendar('Asia/Tokyo', 'ja_JP'); var_dump($g->getLocale(Locale::ACTUAL_LOCALE), $g->getTimeZone()->getID());
$g = new IntlGregorianCalendar(2020, 5, 15, 10, 20, 30); var_dump($g->getTime(), $g->getTimeZone()->getID());
$g = new IntlGregorianCalendar(2020, 5, 15, 10, 20); var_dump($g->getTime());
$g->setGregorianChange(0); var_dump($g->getGregorianChange(), $g->isLeapYear(1900), intlgregcal_is_leap_year($g, 2000));
try { new IntlGregorianCalendar(1, 2, 3, 4); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(IntlCalendar::fromDateTime(new DateTime('2020-01-01 10:00:00', new DateTimeZone('Asia/Kolkata')), 'hi_IN')->getTime());
var_dump(intlcal_get_keyword_values_for_locale('calendar', 'ja_JP', true) instanceof IntlIterator, iterator_to_array(IntlCalendar::getKeywordValuesForLocale('calendar', 'th_TH', true)));
var_dump(count(IntlCalendar::getAvailableLocales()) > 100, is_float(IntlCalendar::getNow()));
$z = IntlTimeZone::createTimeZone('America/Los_Angeles');
foreach (range(1, 8) as $st) echo $z->getDisplayName(false, $st, 'fr_FR'), "|", $z->getDisplayName(true, $st, 'en_US'), "|";
echo "\n", $z->getDSTSavings(), " ", $z->getRawOffset(), " ", var_export($z->useDaylightTime(), true), " ", var_export($z->hasSameRules(IntlTimeZone::createTimeZone('US/Pacific')), true), "\n";
var_dump(IntlTimeZone::getEquivalentID('America/Los_Angeles', 1), IntlTimeZone::countEquivalentIDs('America/Los_Angeles'), IntlTimeZone::getCanonicalID('GMT+2'), IntlTimeZone::getCanonicalID('nope'), intl_get_error_message(), IntlTimeZone::getRegion('nope'), intl_get_error_message());
var_dump(count(iterator_to_array(IntlTimeZone::createEnumeration('FR'))), iterator_to_array(IntlTimeZone::createEnumeration(3600000 * 5.5)), count(iterator_to_array(IntlTimeZone::createTimeZoneIDEnumeration(IntlTimeZone::TYPE_CANONICAL_LOCATION, 'CH'))), IntlTimeZone::createTimeZoneIDEnumeration(9), intl_get_error_message());
var_dump($z->getDisplayName(false, 99), intl_get_error_message(), $z->toDateTimeZone()->getName(), IntlTimeZone::createTimeZone('GMT+05:30')->toDateTimeZone()->getName());
try { IntlTimeZone::getUnknown()->toDateTimeZone(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
var_dump(IntlTimeZone::getWindowsID('nope'), intl_get_error_message(), IntlTimeZone::getIDForWindowsID('Pacific Standard Time', 'CA'));
--EXPECT--
gregorian: IntlGregorianCalendar gregorian 1/1/0/1/1/0 2009/140742/1/144683/140742/1 1/11/0/11/11/0 7/52/1/53/52/1 2/4/1/6/4/1 13/28/1/31/28/1 44/365/1/366/365/1 6/7/1/7/7/1 2/4/-1/5/4/-1 1/1/0/1/1/0 6/11/0/11/11/0 18/23/0/23/23/0 31/59/0/59/59/0 30/59/0/59/59/0 123/999/0/999/999/0 -18000000/108000000/-57600000/108000000/43200000/-57600000 0/7200000/-3600000/7200000/7200000/-3600000 2009/144683/-140742/144683/140742/-140742 6/7/1/7/7/1 2009/144683/-140742/144683/140742/-140742 2454876/2130706432/-2130706432/2130706432/2130706432/-2130706432 66690123/86399999/0/86399999/86399999/0 0/1/0/1/1/0 
11 false 1 0 false 00 en_US
1269297090123 truefalsefalsetrue 402 1269297090123
2010-03-22T18:31:30-04:00 America/New_York
japanese: IntlCalendar japanese 235/236/0/236/236/0 21/31/1/142664/1/1 1/11/0/11/11/0 7/52/1/53/52/1 2/4/1/6/4/1 13/28/1/31/28/1 44/365/1/366/365/1 6/7/1/7/7/1 2/4/-1/5/4/-1 1/1/0/1/1/0 6/11/0/11/11/0 18/23/0/23/23/0 31/59/0/59/59/0 30/59/0/59/59/0 123/999/0/999/999/0 -18000000/108000000/-57600000/108000000/43200000/-57600000 0/7200000/-3600000/7200000/7200000/-3600000 2009/144683/-140742/144683/140742/-140742 6/7/1/7/7/1 2009/144683/-140742/144683/140742/-140742 2454876/2130706432/-2130706432/2130706432/2130706432/-2130706432 66690123/86399999/0/86399999/86399999/0 0/1/0/1/1/0 
11 false 1 0 false 00 en_US
1269297090123 truefalsefalsetrue 402 1269297090123
2010-03-22T18:31:30-04:00 America/New_York
buddhist: IntlCalendar buddhist 0/0/0/0/0/0 2552/140742/1/144683/140742/1 1/11/0/11/11/0 7/52/1/53/52/1 2/4/1/6/4/1 13/28/1/31/28/1 44/365/1/366/365/1 6/7/1/7/7/1 2/4/-1/5/4/-1 1/1/0/1/1/0 6/11/0/11/11/0 18/23/0/23/23/0 31/59/0/59/59/0 30/59/0/59/59/0 123/999/0/999/999/0 -18000000/108000000/-57600000/108000000/43200000/-57600000 0/7200000/-3600000/7200000/7200000/-3600000 2009/144683/-140742/144683/140742/-140742 6/7/1/7/7/1 2009/144683/-140742/144683/140742/-140742 2454876/2130706432/-2130706432/2130706432/2130706432/-2130706432 66690123/86399999/0/86399999/86399999/0 0/1/0/1/1/0 
11 false 1 0 false 00 en_US
1269297090123 truefalsefalsetrue 402 1269297090123
2010-03-22T18:31:30-04:00 America/New_York
hebrew: IntlCalendar hebrew 0/0/0/0/0/0 5769/5000000/-5000000/5000000/5000000/-5000000 4/12/0/12/12/0 20/51/1/56/51/1 3/5/1/6/5/1 19/30/1/30/29/1 137/354/1/385/353/1 6/7/1/7/7/1 3/5/-1/5/5/-1 1/1/0/1/1/0 6/11/0/11/11/0 18/23/0/23/23/0 31/59/0/59/59/0 30/59/0/59/59/0 123/999/0/999/999/0 -18000000/108000000/-57600000/108000000/43200000/-57600000 0/7200000/-3600000/7200000/7200000/-3600000 5769/5000000/-5000000/5000000/5000000/-5000000 6/7/1/7/7/1 5769/5000000/-5000000/5000000/5000000/-5000000 2454876/2130706432/-2130706432/2130706432/2130706432/-2130706432 66690123/86399999/0/86399999/86399999/0 0/1/0/1/1/0 
11 false 1 0 false 00 en_US
1266276690123 truefalsefalsetrue 367 1266276690123
2010-02-15T18:31:30-05:00 America/New_York
islamic: IntlCalendar islamic 0/0/0/0/0/0 1430/5000000/1/5000000/5000000/1 1/11/0/11/11/0 7/50/1/51/50/1 3/5/1/6/5/1 18/30/1/31/29/1 48/354/1/355/354/1 6/7/1/7/7/1 3/5/-1/5/5/-1 1/1/0/1/1/0 6/11/0/11/11/0 18/23/0/23/23/0 31/59/0/59/59/0 30/59/0/59/59/0 123/999/0/999/999/0 -18000000/108000000/-57600000/108000000/43200000/-57600000 0/7200000/-3600000/7200000/7200000/-3600000 1430/5000000/1/5000000/5000000/1 6/7/1/7/7/1 1430/5000000/1/5000000/5000000/1 2454876/2130706432/-2130706432/2130706432/2130706432/-2130706432 66690123/86399999/0/86399999/86399999/0 0/1/0/1/1/0 
11 false 1 0 false 00 en_US
1268692290123 truefalsefalsetrue 395 1268692290123
2010-03-15T18:31:30-04:00 America/New_York
chinese: IntlCalendar chinese 78/83333/1/83333/83333/1 26/60/1/60/60/1 0/11/0/11/11/0 3/55/1/55/50/1 3/5/1/6/5/1 19/30/1/30/29/1 19/384/1/385/353/1 6/7/1/7/7/1 3/5/-1/5/5/-1 1/1/0/1/1/0 6/11/0/11/11/0 18/23/0/23/23/0 31/59/0/59/59/0 30/59/0/59/59/0 123/999/0/999/999/0 -18000000/108000000/-57600000/108000000/43200000/-57600000 0/7200000/-3600000/7200000/7200000/-3600000 4646/5000000/-5000000/5000000/5000000/-5000000 6/7/1/7/7/1 4646/5000000/-5000000/5000000/5000000/-5000000 2454876/2130706432/-2130706432/2130706432/2130706432/-2130706432 66690123/86399999/0/86399999/86399999/0 0/1/0/1/1/0 
11 false 1 0 false 00 en_US
1268605890123 truefalsefalsetrue 394 1268605890123
2010-03-14T18:31:30-04:00 America/New_York
persian: IntlCalendar persian 0/0/0/0/0/0 1387/5000000/-5000000/5000000/5000000/-5000000 10/11/0/11/11/0 48/52/1/53/52/1 4/5/1/6/5/1 25/30/1/31/29/1 331/366/1/366/365/1 6/7/1/7/7/1 4/5/1/5/5/1 1/1/0/1/1/0 6/11/0/11/11/0 18/23/0/23/23/0 31/59/0/59/59/0 30/59/0/59/59/0 123/999/0/999/999/0 -18000000/108000000/-57600000/108000000/43200000/-57600000 0/7200000/-3600000/7200000/7200000/-3600000 1387/5000000/-5000000/5000000/5000000/-5000000 6/7/1/7/7/1 1387/5000000/-5000000/5000000/5000000/-5000000 2454876/2130706432/-2130706432/2130706432/2130706432/-2130706432 66690123/86399999/0/86399999/86399999/0 0/1/0/1/1/0 
11 false 1 0 false 00 en_US
1267227090123 truefalsefalsetrue 378 1267227090123
2010-02-26T18:31:30-05:00 America/New_York
float(0)
bool(false)
float(1582979445000)
float(1582979445000)
float(1609417845000)
bool(false)
string(79) "intlcal_get_time: error calling ICU Calendar::getTime: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
bool(false)
int(2)
int(4)
int(0)
int(2)
ValueError: IntlCalendar::setFirstDayOfWeek(): Argument #1 ($dayOfWeek) must be a valid day of the week
ValueError: IntlCalendar::setMinimalDaysInFirstWeek(): Argument #1 ($days) must be between 1 and 7
ValueError: IntlCalendar::setRepeatedWallTimeOption(): Argument #1 ($option) must be either IntlCalendar::WALLTIME_FIRST or IntlCalendar::WALLTIME_LAST
ValueError: IntlCalendar::setSkippedWallTimeOption(): Argument #1 ($option) must be one of IntlCalendar::WALLTIME_FIRST, IntlCalendar::WALLTIME_LAST, or IntlCalendar::WALLTIME_NEXT_VALID
ValueError: IntlCalendar::get(): Argument #1 ($field) must be a valid field
ValueError: IntlCalendar::add(): Argument #2 ($value) must be between -2147483648 and 2147483647
ValueError: IntlCalendar::getLocale(): Argument #1 ($type) must be either Locale::ACTUAL_LOCALE or Locale::VALID_LOCALE
string(2) "ja"
string(10) "Asia/Tokyo"
float(1592209230000)
string(13) "Europe/Madrid"
float(1592209200000)
float(0)
bool(true)
bool(true)
ArgumentCountError: No variant with 4 arguments (excluding trailing NULLs)
float(1577853000000)
bool(true)
array(2) {
  [0]=>
  string(8) "buddhist"
  [1]=>
  string(9) "gregorian"
}
bool(true)
bool(true)
UTC−8|PDT|heure normale du Pacifique nord-américain|Pacific Daylight Time|heure : Los Angeles|PT|heure du Pacifique nord-américain|Pacific Time|-0800|-0700|UTC−08:00|GMT-07:00|UTC−8|PDT|heure : Los Angeles|Los Angeles Time|
3600000 -28800000 true true
string(3) "PST"
int(4)
string(9) "GMT+02:00"
bool(false)
string(79) "intltz_get_canonical_id: error obtaining canonical ID: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(67) "intltz_get_region: Error obtaining region: U_ILLEGAL_ARGUMENT_ERROR"
int(2)
array(4) {
  [0]=>
  string(13) "Asia/Calcutta"
  [1]=>
  string(12) "Asia/Colombo"
  [2]=>
  string(12) "Asia/Kolkata"
  [3]=>
  string(3) "IST"
}
int(1)
bool(false)
string(79) "intltz_create_time_zone_id_enumeration: bad zone type: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(69) "intltz_get_display_name: wrong display type: U_ILLEGAL_ARGUMENT_ERROR"
string(19) "America/Los_Angeles"
string(6) "+05:30"
DateTimeZone::__construct(): Unknown or bad timezone (Etc/Unknown)
bool(false)
string(72) "intltz_get_windows_id: Unknown system timezone: U_ILLEGAL_ARGUMENT_ERROR"
string(17) "America/Vancouver"
