--TEST--
date: DST transitions, zones, misc
--FILE--
<?php
date_default_timezone_set('Europe/Amsterdam');
$d = new DateTime('2024-03-31 01:30:00');
foreach (['+1 hour', '+2 hours', '+1 day', '+90 minutes', '-1 hour'] as $m) { $x = clone $d; echo $m, ': ', $x->modify($m)->format('c T U'), "\n"; }
$x = clone $d; echo $x->add(new DateInterval('PT1H'))->format('c T'), "\n";
$x = clone $d; echo $x->add(new DateInterval('P1DT1H'))->format('c T'), "\n";
$x = new DateTime('2024-03-31 02:30:00'); echo $x->format('c T'), "\n";
$x = new DateTime('2024-10-27 02:30:00'); echo $x->format('c T U'), "\n";
$x->modify('+1 hour'); echo $x->format('c T U'), "\n";
$x = new DateTime('2024-10-27 00:00:00'); $x->setTime(2, 30); echo $x->format('c T'), "\n";
$a = new DateTime('2024-03-30 12:00'); $b = new DateTime('2024-03-31 12:00');
echo $a->diff($b)->format('%a %d %h'), ' ', $b->diff($a)->format('%R %a %d %h'), "\n";
$a = new DateTime('2024-10-26 12:00'); $b = new DateTime('2024-10-27 12:00');
echo $a->diff($b)->format('%a %d %h'), "\n";
echo json_encode(new DateTime('2024-01-02 03:04:05.678', new DateTimeZone('America/New_York'))), "\n";
var_dump(new DateTimeZone('EST'), new DateTimeZone('-03:30'));
$i = DateTimeImmutable::createFromInterface(new DateTime('2000-01-01 12:00 +05:00'));
var_dump($i, $i->getTimezone()->getName(), $i->getTimestamp());
echo (new DateTime('last day of february 2024'))->format('Y-m-d H:i'), "\n";
echo (new DateTime('2024-01-31'))->modify('last day of next month')->format('Y-m-d'), "\n";
echo (new DateTimeImmutable('2024-05-05 10:00'))->setTimestamp(86400 * 365)->format('c'), "\n";
echo (new DateTime('2024-01-01'))->sub(new DateInterval('P1M'))->format('Y-m-d'), "\n";
$e = DateTime::createFromFormat('Y-m-d H:i:s', '2021-06-15 12:00:00', new DateTimeZone('Asia/Kolkata'));
echo $e->format(DATE_RFC3339_EXTENDED), ' ', $e->getOffset(), "\n";
echo $e->setTimezone(new DateTimeZone('UTC'))->format('c e'), "\n";
var_dump(DateTime::createFromFormat('U', '1700000000')->getTimezone()->getName());
var_dump((new DateTime('@1700000000'))->getTimezone()->getName());
echo date('D, d M Y', strtotime('first sat of next month', 1700000000)), "\n";
echo (new DateTime('2024-02-29'))->modify('+1 year')->format('Y-m-d'), "\n";
echo (new DateTime('1600-01-01 00:00:00'))->format('c U'), "\n";
echo (new DateTime('-0044-03-15'))->format('Y-m-d l'), "\n";
var_dump(date_create('2024-06-15 12:00 America/Los_Angeles')->format('I T Z'));
print_r(date_parse_from_format('D, d M Y H:i:s O', 'Sat, 13 Mar 2010 16:00:00 +0100'));
var_dump(new DateTime('2009-10-11 12:34:56.789012 EDT'));
--EXPECT--
+1 hour: 2024-03-31T03:30:00+02:00 CEST 1711848600
+2 hours: 2024-03-31T03:30:00+02:00 CEST 1711848600
+1 day: 2024-04-01T01:30:00+02:00 CEST 1711927800
+90 minutes: 2024-03-31T03:00:00+02:00 CEST 1711846800
-1 hour: 2024-03-31T00:30:00+01:00 CET 1711841400
2024-03-31T03:30:00+02:00 CEST
2024-04-01T02:30:00+02:00 CEST
2024-03-31T03:30:00+02:00 CEST
2024-10-27T02:30:00+01:00 CET 1729992600
2024-10-27T03:30:00+01:00 CET 1729996200
2024-10-27T02:30:00+02:00 CEST
1 1 0 - 1 1 0
1 1 0
{"date":"2024-01-02 03:04:05.678000","timezone_type":3,"timezone":"America\/New_York"}
object(DateTimeZone)#4 (2) {
  ["timezone_type"]=>
  int(2)
  ["timezone"]=>
  string(3) "EST"
}
object(DateTimeZone)#6 (2) {
  ["timezone_type"]=>
  int(1)
  ["timezone"]=>
  string(6) "-03:30"
}
object(DateTimeImmutable)#4 (3) {
  ["date"]=>
  string(26) "2000-01-01 12:00:00.000000"
  ["timezone_type"]=>
  int(1)
  ["timezone"]=>
  string(6) "+05:00"
}
string(6) "+05:00"
int(946710000)
2024-02-29 00:00
2024-02-29
1971-01-01T01:00:00+01:00
2023-12-01
2021-06-15T12:00:00.000+05:30 19800
2021-06-15T06:30:00+00:00 UTC
string(6) "+00:00"
string(6) "+00:00"
Sat, 02 Dec 2023
2025-03-01
1600-01-01T00:00:00+00:19 -11676097172
-0044-03-15 Thursday
string(12) "1 PDT -25200"
Array
(
    [year] => 2010
    [month] => 3
    [day] => 13
    [hour] => 16
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 1
    [zone] => 3600
    [is_dst] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [weekday] => 6
        )

)
object(DateTime)#7 (3) {
  ["date"]=>
  string(26) "2009-10-11 12:34:56.789012"
  ["timezone_type"]=>
  int(2)
  ["timezone"]=>
  string(3) "EDT"
}
