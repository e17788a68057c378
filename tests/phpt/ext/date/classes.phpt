--TEST--
date: classes
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2024-01-15 10:30:00.5 +02:00');
var_dump($d);
print_r($d);
var_export($d); echo "\n";
echo serialize($d), "\n";
var_dump(unserialize(serialize($d)) == $d);
$i = new DateTimeImmutable('2024-03-31 01:30:00', new DateTimeZone('Europe/Berlin'));
var_dump($i, $i->modify('+1 hour'), $i->add(new DateInterval('PT2H')), $i->setTimezone(new DateTimeZone('America/New_York')));
echo $i->format(DATE_RFC2822), ' ', $i->getOffset(), ' ', $i->getTimestamp(), "\n";
$m = DateTime::createFromImmutable($i);
$m->setDate(2020, 2, 29)->setTime(25, 0);
echo $m->format('c'), "\n";
$m->setISODate(2020, 53, 7);
echo $m->format('c o-W-N'), "\n";
$m->setTimestamp(0);
echo $m->format('c T'), "\n";
var_dump($d < $i, $d == clone $d, $i > $d);
$z = new DateTimeZone('Europe/Paris');
var_dump($z, $z->getName(), $z->getOffset(new DateTime('2024-07-01')), $z->getLocation()['country_code']);
print_r(array_slice($z->getTransitions(1700000000, 1750000000), 0, 3));
foreach (['+05:30', 'EST', 'utc', 'UTC', 'America/Argentina/Buenos_Aires'] as $n) { $t = new DateTimeZone($n); echo $n, ' => ', $t->getName(), ' ', json_encode($t), "\n"; }
try { new DateTimeZone('Mars/Olympus'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new DateTime('not a date at all'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(date_create('garbage'), DateTime::getLastErrors());
var_dump($d->modify('garbage'));
class MyDate extends DateTime { public $extra = 1; }
$my = new MyDate('2000-01-01 00:00:00');
var_dump($my, unserialize(serialize($my)));
echo get_class(MyDate::createFromFormat('Y-m-d', '2020-05-05')), "\n";
var_dump(DateTime::__set_state(['date' => '2021-02-03 04:05:06.000000', 'timezone_type' => 3, 'timezone' => 'Asia/Tokyo']));
echo date('Y-m-d', PHP_INT_MAX), "\n";
echo date('F', (int) 1e17), "\n";
var_dump(timezone_name_from_abbr('EST'), timezone_name_from_abbr('', 3600, 0));
var_dump(count(timezone_identifiers_list()) > 400, timezone_identifiers_list(DateTimeZone::PER_COUNTRY, 'NL'));
--EXPECTF--
object(DateTime)#1 (3) {
  ["date"]=>
  string(26) "2024-01-15 10:30:00.500000"
  ["timezone_type"]=>
  int(1)
  ["timezone"]=>
  string(6) "+02:00"
}
DateTime Object
(
    [date] => 2024-01-15 10:30:00.500000
    [timezone_type] => 1
    [timezone] => +02:00
)
\DateTime::__set_state(array(
   'date' => '2024-01-15 10:30:00.500000',
   'timezone_type' => 1,
   'timezone' => '+02:00',
))
O:8:"DateTime":3:{s:4:"date";s:26:"2024-01-15 10:30:00.500000";s:13:"timezone_type";i:1;s:8:"timezone";s:6:"+02:00";}
bool(true)
object(DateTimeImmutable)#2 (3) {
  ["date"]=>
  string(26) "2024-03-31 01:30:00.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(13) "Europe/Berlin"
}
object(DateTimeImmutable)#3 (3) {
  ["date"]=>
  string(26) "2024-03-31 03:30:00.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(13) "Europe/Berlin"
}
object(DateTimeImmutable)#5 (3) {
  ["date"]=>
  string(26) "2024-03-31 04:30:00.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(13) "Europe/Berlin"
}
object(DateTimeImmutable)#6 (3) {
  ["date"]=>
  string(26) "2024-03-30 20:30:00.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(16) "America/New_York"
}
Sun, 31 Mar 2024 01:30:00 +0100 3600 1711845000
2020-03-01T01:00:00+01:00
2021-01-03T01:00:00+01:00 2020-53-7
1970-01-01T01:00:00+01:00 CET
bool(true)
bool(true)
bool(true)
object(DateTimeZone)#5 (2) {
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(12) "Europe/Paris"
}
string(12) "Europe/Paris"
int(7200)
string(2) "FR"
Array
(
    [0] => Array
        (
            [ts] => 1700000000
            [time] => 2023-11-14T22:13:20+00:00
            [offset] => 3600
            [isdst] => 
            [abbr] => CET
        )

    [1] => Array
        (
            [ts] => 1711846800
            [time] => 2024-03-31T01:00:00+00:00
            [offset] => 7200
            [isdst] => 1
            [abbr] => CEST
        )

    [2] => Array
        (
            [ts] => 1729990800
            [time] => 2024-10-27T01:00:00+00:00
            [offset] => 3600
            [isdst] => 
            [abbr] => CET
        )

)
+05:30 => +05:30 {"timezone_type":1,"timezone":"+05:30"}
EST => EST {"timezone_type":2,"timezone":"EST"}
utc => UTC {"timezone_type":2,"timezone":"UTC"}
UTC => UTC {"timezone_type":3,"timezone":"UTC"}
America/Argentina/Buenos_Aires => America/Argentina/Buenos_Aires {"timezone_type":3,"timezone":"America\/Argentina\/Buenos_Aires"}
Exception: DateTimeZone::__construct(): Unknown or bad timezone (Mars/Olympus)
Exception: Failed to parse time string (not a date at all) at position 0 (n): The timezone could not be found in the database
bool(false)
array(4) {
  ["warning_count"]=>
  int(1)
  ["warnings"]=>
  array(1) {
    [6]=>
    string(29) "Double timezone specification"
  }
  ["error_count"]=>
  int(1)
  ["errors"]=>
  array(1) {
    [0]=>
    string(47) "The timezone could not be found in the database"
  }
}

Warning: DateTime::modify(): Failed to parse time string (garbage) at position 0 (g): The timezone could not be found in the database in %s on line 27
bool(false)
object(MyDate)#7 (4) {
  ["extra"]=>
  int(1)
  ["date"]=>
  string(26) "2000-01-01 00:00:00.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(3) "UTC"
}
object(MyDate)#4 (4) {
  ["extra"]=>
  int(1)
  ["date"]=>
  string(26) "2000-01-01 00:00:00.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(3) "UTC"
}
MyDate
object(DateTime)#4 (3) {
  ["date"]=>
  string(26) "2021-02-03 04:05:06.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(10) "Asia/Tokyo"
}
292277026596-12-04
September
string(16) "America/New_York"
string(12) "Europe/Paris"
bool(true)
array(1) {
  [0]=>
  string(16) "Europe/Amsterdam"
}
