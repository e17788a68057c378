--TEST--
date: format
--FILE--
<?php
date_default_timezone_set('Europe/Amsterdam');
$ts = [0, 1234567890, 1710000000, -1000000000, 4102444800, 951782400];
foreach ($ts as $t) {
    echo date('d D j l N S w z W F m M n t L o Y y a A B g G h H i s u v e I O P p T Z c r U', $t), "\n";
    echo gmdate('Y-m-d H:i:s T e O P Z I', $t), "\n";
    echo idate('Y', $t), ' ', idate('z', $t), ' ', idate('W', $t), "\n";
}
var_dump(mktime(12, 0, 0, 2, 30, 2024), gmmktime(0, 0, 0, 1, 1, 70), mktime(25, 61, 61, 13, 32, 2023));
var_dump(checkdate(2, 29, 2024), checkdate(2, 29, 2023), checkdate(13, 1, 2023));
print_r(getdate(1700000000));
print_r(localtime(1700000000, true));
echo date(DATE_ATOM, 1700000000), "\n", date(DATE_COOKIE, 1700000000), "\n", date(DATE_RFC7231, 1700000000), "\n";
var_dump(idate('x', 5));
echo date('\Y\-m \\\\ jS', 1700000000), "\n";
--EXPECTF--
01 Thu 1 Thursday 4 st 4 0 01 January 01 Jan 1 31 0 1970 1970 70 am AM 041 1 1 01 01 00 00 000000 000 Europe/Amsterdam 0 +0100 +01:00 +01:00 CET 3600 1970-01-01T01:00:00+01:00 Thu, 01 Jan 1970 01:00:00 +0100 0
1970-01-01 00:00:00 GMT UTC +0000 +00:00 0 0
1970 0 1
14 Sat 14 Saturday 6 th 6 44 07 February 02 Feb 2 28 0 2009 2009 09 am AM 021 12 0 12 00 31 30 000000 000 Europe/Amsterdam 0 +0100 +01:00 +01:00 CET 3600 2009-02-14T00:31:30+01:00 Sat, 14 Feb 2009 00:31:30 +0100 1234567890
2009-02-13 23:31:30 GMT UTC +0000 +00:00 0 0
2009 44 7
09 Sat 9 Saturday 6 th 6 68 10 March 03 Mar 3 31 1 2024 2024 24 pm PM 708 5 17 05 17 00 00 000000 000 Europe/Amsterdam 0 +0100 +01:00 +01:00 CET 3600 2024-03-09T17:00:00+01:00 Sat, 09 Mar 2024 17:00:00 +0100 1710000000
2024-03-09 16:00:00 GMT UTC +0000 +00:00 0 0
2024 68 10
24 Sun 24 Sunday 7 th 0 113 16 April 04 Apr 4 30 0 1938 1938 38 pm PM 967 10 22 10 22 33 20 000000 000 Europe/Amsterdam 0 +0020 +00:20 +00:20 +0020 1200 1938-04-24T22:33:20+00:20 Sun, 24 Apr 1938 22:33:20 +0020 -1000000000
1938-04-24 22:13:20 GMT UTC +0000 +00:00 0 0
1938 113 16
01 Fri 1 Friday 5 st 5 0 53 January 01 Jan 1 31 0 2099 2100 00 am AM 041 1 1 01 01 00 00 000000 000 Europe/Amsterdam 0 +0100 +01:00 +01:00 CET 3600 2100-01-01T01:00:00+01:00 Fri, 01 Jan 2100 01:00:00 +0100 4102444800
2100-01-01 00:00:00 GMT UTC +0000 +00:00 0 0
2100 0 53
29 Tue 29 Tuesday 2 th 2 59 09 February 02 Feb 2 29 1 2000 2000 00 am AM 041 1 1 01 01 00 00 000000 000 Europe/Amsterdam 0 +0100 +01:00 +01:00 CET 3600 2000-02-29T01:00:00+01:00 Tue, 29 Feb 2000 01:00:00 +0100 951782400
2000-02-29 00:00:00 GMT UTC +0000 +00:00 0 0
2000 59 9
int(1709290800)
int(0)
int(1706835721)
bool(true)
bool(false)
bool(false)
Array
(
    [seconds] => 20
    [minutes] => 13
    [hours] => 23
    [mday] => 14
    [wday] => 2
    [mon] => 11
    [year] => 2023
    [yday] => 317
    [weekday] => Tuesday
    [month] => November
    [0] => 1700000000
)
Array
(
    [tm_sec] => 20
    [tm_min] => 13
    [tm_hour] => 23
    [tm_mday] => 14
    [tm_mon] => 10
    [tm_year] => 123
    [tm_wday] => 2
    [tm_yday] => 317
    [tm_isdst] => 0
)
2023-11-14T23:13:20+01:00
Tuesday, 14-Nov-2023 23:13:20 CET
Tue, 14 Nov 2023 23:13:20 GMT

Warning: idate(): Unrecognized date format token in %s on line 14
bool(false)
Y-11 \ 14th
