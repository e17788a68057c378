--TEST--
date: strftime, sun functions, interval format
--FILE--
<?php
date_default_timezone_set('Europe/Amsterdam');
foreach ([0, 1700000000, 1720000000] as $t) {
  echo strftime('%a %A %b %B %c %C %d %D %e %F %g %G %h %H %I %j %k %l %m %M %n %p %P %r %R %s %S %t %T %u %U %V %w %W %x %X %y %Y %z %Z %%', $t), "\n";
  echo gmstrftime('%a %A %b %B %c %H:%M:%S %z %Z', $t), "\n";
}
var_dump(strftime('', 0));
$i = new DateInterval('P1Y2M3DT4H5M6S');
echo date_interval_format($i, '%y-%m-%d %h:%i:%s %R%a %%'), "\n";
echo (new DateTime('2000-01-01 00:00:00.123456'))->format('u v B'), "\n";
print_r(date_sun_info(1700000000, 52.37, 4.89));
echo date_sunrise(1700000000, SUNFUNCS_RET_STRING, 52.37, 4.89), ' ', date_sunset(1700000000, SUNFUNCS_RET_DOUBLE, 52.37, 4.89), "\n";
--EXPECTF--
Deprecated: Function strftime() is deprecated in %s on line 4
Thu Thursday Jan January Thu Jan  1 01:00:00 1970 19 01 01/01/70  1 1970-01-01 70 1970 Jan 01 01 001  1  1 01 00 
 AM am 01:00:00 AM 01:00 3600 00 	 01:00:00 4 00 01 4 00 01/01/70 01:00:00 70 1970 +0100 CET %

Deprecated: Function gmstrftime() is deprecated in %s on line 5
Thu Thursday Jan January Thu Jan  1 00:00:00 1970 00:00:00 +0000 GMT

Deprecated: Function strftime() is deprecated in %s on line 4
Tue Tuesday Nov November Tue Nov 14 23:13:20 2023 20 14 11/14/23 14 2023-11-14 23 2023 Nov 23 11 318 23 11 11 13 
 PM pm 11:13:20 PM 23:13 1700003600 20 	 23:13:20 2 46 46 2 46 11/14/23 23:13:20 23 2023 +0100 CET %

Deprecated: Function gmstrftime() is deprecated in %s on line 5
Tue Tuesday Nov November Tue Nov 14 22:13:20 2023 22:13:20 +0000 GMT

Deprecated: Function strftime() is deprecated in %s on line 4
Wed Wednesday Jul July Wed Jul  3 11:46:40 2024 20 03 07/03/24  3 2024-07-03 24 2024 Jul 11 11 185 11 11 07 46 
 AM am 11:46:40 AM 11:46 1720003600 40 	 11:46:40 3 26 27 3 27 07/03/24 11:46:40 24 2024 +0200 CEST %

Deprecated: Function gmstrftime() is deprecated in %s on line 5
Wed Wednesday Jul July Wed Jul  3 09:46:40 2024 09:46:40 +0000 GMT

Deprecated: Function strftime() is deprecated in %s on line 7
bool(false)
1-2-3 4:5:6 +(unknown) %
123456 123 000
Array
(
    [sunrise] => 1699945056
    [sunset] => 1699977122
    [transit] => 1699961089
    [civil_twilight_begin] => 1699942918
    [civil_twilight_end] => 1699979259
    [nautical_twilight_begin] => 1699940432
    [nautical_twilight_end] => 1699981745
    [astronomical_twilight_begin] => 1699938032
    [astronomical_twilight_end] => 1699984146
)

Deprecated: Function date_sunrise() is deprecated in %s on line 12
07:57 
Deprecated: Function date_sunset() is deprecated in %s on line 12
16.867292524395
