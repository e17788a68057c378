--TEST--
date: strtotime formats
--FILE--
<?php
date_default_timezone_set('America/New_York');
$base = 1700000000;
$strs = ['2001-12-14t21:59:43.10-05:00', '2001-12-14 21:59:43.10 -5', '2001-12-15 2:59:43.10', '2002-12-14', '2001-12-14T21:59:43Z',
 '1 January 2020 00:00:00', 'Monday, 15-Aug-05 15:52:01 UTC', 'Mon, 15 Aug 2005 15:52:01 +0000', '2005-08-15T15:52:01+00:00',
 'Thursday 10:00', 'next year', 'last month', '+1 month -1 day', '12pm', '12am', '0:00am', '7.30pm', '19.30', 'tomorrow 11am',
 '6 months ago', '@1.5', '@-1.5', '1 week ago monday', 'this week friday', 'saturday this week', 'previous wednesday',
 'eighth day', 'third friday of january 2025', '2025-01-01 noon', 'midnight +1 day', '2024-06-15T10:00:00.123456789Z',
 '2024-06-15 10:00:00 PST', '2024-06-15 10:00:00 (CEST)', 'Jun 15 2024 10am', '15 Jun 2024 10:00 GMT+2', '2024-166',
 '20240615', '20240615T1000', '2024/6/5', '6/5', '6/5/24', '5.6.2024', '5.6.24', '2024-06', 'June', 'jun 2024', '2024 jun',
 '1 fortnight', '3 weekdays ago', '+1 weekday', 'weekday', 'sun', 'first day of next year', 'last day of', 'noon yesterday',
 '10:00:00.5', 'T10:30', 't1030', '1030', '103045', '10:30:45 +0130', 'now UTC', 'Europe/Paris', 'today Europe/London',
 '2024-06-15 25:00', '2024-02-30 10:00', '0000-00-00 00:00:00', '9999-12-31 23:59:59', '-1 year -2 months', '+1.5 hours',
 'back of 0', 'front of 24', '10/Oct/2000:13:55:36 +0100', '2000-10-10 13:55:36.123 +0100', 'Oct 10, 2000 1:55:36 PM'];
foreach ($strs as $s) {
    $t = strtotime($s, $base);
    $d = date_create($s);
    echo str_pad($s, 38), ' => ', $t === false ? 'false' : date('Y-m-d H:i:s T', $t), ' | ', $d ? $d->format('e') : 'false', "\n";
}
--EXPECT--
2001-12-14t21:59:43.10-05:00           => 2001-12-14 21:59:43 EST | -05:00
2001-12-14 21:59:43.10 -5              => 2001-12-14 21:59:43 EST | -05:00
2001-12-15 2:59:43.10                  => 2001-12-15 02:59:43 EST | America/New_York
2002-12-14                             => 2002-12-14 00:00:00 EST | America/New_York
2001-12-14T21:59:43Z                   => 2001-12-14 16:59:43 EST | Z
1 January 2020 00:00:00                => 2020-01-01 00:00:00 EST | America/New_York
Monday, 15-Aug-05 15:52:01 UTC         => 2005-08-15 11:52:01 EDT | UTC
Mon, 15 Aug 2005 15:52:01 +0000        => 2005-08-15 11:52:01 EDT | +00:00
2005-08-15T15:52:01+00:00              => 2005-08-15 11:52:01 EDT | +00:00
Thursday 10:00                         => 2023-11-16 10:00:00 EST | America/New_York
next year                              => 2024-11-14 17:13:20 EST | America/New_York
last month                             => 2023-10-14 17:13:20 EDT | America/New_York
+1 month -1 day                        => 2023-12-13 17:13:20 EST | America/New_York
12pm                                   => 2023-11-14 12:00:00 EST | America/New_York
12am                                   => 2023-11-14 00:00:00 EST | America/New_York
0:00am                                 => false | false
7.30pm                                 => 2023-11-14 19:30:00 EST | America/New_York
19.30                                  => 2023-11-14 19:30:00 EST | America/New_York
tomorrow 11am                          => 2023-11-15 11:00:00 EST | America/New_York
6 months ago                           => 2023-05-14 17:13:20 EDT | America/New_York
@1.5                                   => 1969-12-31 19:00:01 EST | +00:00
@-1.5                                  => 1969-12-31 18:59:58 EST | +00:00
1 week ago monday                      => 2023-11-13 00:00:00 EST | America/New_York
this week friday                       => 2023-11-17 00:00:00 EST | America/New_York
saturday this week                     => 2023-11-18 00:00:00 EST | America/New_York
previous wednesday                     => 2023-11-08 00:00:00 EST | America/New_York
eighth day                             => 2023-11-22 17:13:20 EST | America/New_York
third friday of january 2025           => 2025-01-17 00:00:00 EST | America/New_York
2025-01-01 noon                        => 2025-01-01 12:00:00 EST | America/New_York
midnight +1 day                        => 2023-11-15 00:00:00 EST | America/New_York
2024-06-15T10:00:00.123456789Z         => 2024-06-15 06:00:00 EDT | Z
2024-06-15 10:00:00 PST                => 2024-06-15 14:00:00 EDT | PST
2024-06-15 10:00:00 (CEST)             => 2024-06-15 04:00:00 EDT | CEST
Jun 15 2024 10am                       => 2024-06-15 10:00:00 EDT | America/New_York
15 Jun 2024 10:00 GMT+2                => 2024-06-15 04:00:00 EDT | +02:00
2024-166                               => 2024-06-14 00:00:00 EDT | America/New_York
20240615                               => 2024-06-15 00:00:00 EDT | America/New_York
20240615T1000                          => 2024-06-15 10:00:00 EDT | America/New_York
2024/6/5                               => 2024-06-05 00:00:00 EDT | America/New_York
6/5                                    => 2023-06-05 00:00:00 EDT | America/New_York
6/5/24                                 => 2024-06-05 00:00:00 EDT | America/New_York
5.6.2024                               => 2024-06-05 00:00:00 EDT | America/New_York
5.6.24                                 => 2023-11-14 05:06:24 EST | America/New_York
2024-06                                => 2024-06-01 00:00:00 EDT | America/New_York
June                                   => 2023-06-14 00:00:00 EDT | America/New_York
jun 2024                               => 2024-06-01 00:00:00 EDT | America/New_York
2024 jun                               => 2024-06-01 00:00:00 EDT | America/New_York
1 fortnight                            => 2023-11-28 17:13:20 EST | America/New_York
3 weekdays ago                         => 2023-11-09 17:13:20 EST | America/New_York
+1 weekday                             => 2023-11-15 17:13:20 EST | America/New_York
weekday                                => 2023-11-20 00:00:00 EST | America/New_York
sun                                    => 2023-11-19 00:00:00 EST | America/New_York
first day of next year                 => 2024-11-01 17:13:20 EDT | America/New_York
last day of                            => 2023-11-30 17:13:20 EST | America/New_York
noon yesterday                         => 2023-11-13 00:00:00 EST | America/New_York
10:00:00.5                             => 2023-11-14 10:00:00 EST | America/New_York
T10:30                                 => 2023-11-14 10:30:00 EST | America/New_York
t1030                                  => 2023-11-14 10:30:00 EST | America/New_York
1030                                   => 2023-11-14 10:30:00 EST | America/New_York
103045                                 => 2023-11-14 10:30:45 EST | America/New_York
10:30:45 +0130                         => 2023-11-14 04:00:45 EST | +01:30
now UTC                                => 2023-11-14 12:13:20 EST | UTC
Europe/Paris                           => 2023-11-14 11:13:20 EST | Europe/Paris
today Europe/London                    => 2023-11-13 19:00:00 EST | Europe/London
2024-06-15 25:00                       => false | false
2024-02-30 10:00                       => 2024-03-01 10:00:00 EST | America/New_York
0000-00-00 00:00:00                    => -0001-11-30 00:00:00 LMT | America/New_York
9999-12-31 23:59:59                    => 9999-12-31 23:59:59 EST | America/New_York
-1 year -2 months                      => 2022-09-14 17:13:20 EDT | America/New_York
+1.5 hours                             => 2023-11-14 16:13:20 EST | +01:00
back of 0                              => 2023-11-14 00:15:00 EST | America/New_York
front of 24                            => 2023-11-14 23:45:00 EST | America/New_York
10/Oct/2000:13:55:36 +0100             => 2000-10-10 08:55:36 EDT | +01:00
2000-10-10 13:55:36.123 +0100          => 2000-10-10 08:55:36 EDT | +01:00
Oct 10, 2000 1:55:36 PM                => 2000-10-10 13:55:36 EDT | America/New_York
