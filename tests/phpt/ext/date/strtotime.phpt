--TEST--
date: strtotime
--FILE--
<?php
date_default_timezone_set('Europe/Amsterdam');
$b = strtotime('2024-01-17 13:14:15');
$tests = ['now', 'today', 'midnight', 'noon', 'tomorrow', 'yesterday', '+1 day', '-2 weeks', '+1 week 2 days 4 hours 2 seconds',
  'next monday', 'last friday', 'this sunday', 'monday next week', 'sunday this week', 'last day of next month',
  'first day of this month', 'first monday of January 2024', 'last friday of next month', 'second tuesday of march',
  '@1234567890', '@-86400', '2024-01-15 10:30:00.5 +02:00', 'Sat, 13 Mar 2010 16:00:00 GMT', '10 September 2000',
  '2024W03', '2024-W03-2', '2024.123', '2024-123', 'yesterday 14:00', '11 Oct', 'Oct 11', '1 month ago 3 days', '3 days ago',
  'back of 7pm', 'front of 7am', '+3 weekdays', '-2 weekdays', '2024-02-30', '24:00', '10/Oct/2000:13:55:36 -0700',
  '2008-07-01T22:35:17.02', '2008-07-01T22:35:17.03+08:00', '20080701T22:38:07', '20080701t223807', '2008-08-07 18:11:31 EST',
  '2008-08-07 18:11:31 Europe/London', 'May 18th 2010 5:30pm', '5:30 pm', '17:30', 'tuesday noon', '1 Jan 1970 00:00:00 UTC',
  'first day of last month midnight', 'last sat of July 2008', 'foo', '', '2024-13-45', '+1 month', '2024-01-31 +1 month',
  '12/22/78', '1978-12-22', '78-12-22', '22.12.1978', '30-June 2008', 'June 2008', '2008 June', 'Dec 25', 'III-25-2024'];
foreach ($tests as $s) {
    $t = strtotime($s, $b);
    echo str_pad(var_export($s, true), 45), $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
print_r(date_parse('2006-12-12 10:00:00.5 +1 week +1 hour'));
print_r(date_parse('Feb 30 2024 25:00 foo'));
print_r(date_parse('next monday 10:00 Europe/Paris'));
print_r(date_parse('@1234567890'));
--EXPECT--
'now'                                        Wed 2024-01-17 13:14:15 CET
'today'                                      Wed 2024-01-17 00:00:00 CET
'midnight'                                   Wed 2024-01-17 00:00:00 CET
'noon'                                       Wed 2024-01-17 12:00:00 CET
'tomorrow'                                   Thu 2024-01-18 00:00:00 CET
'yesterday'                                  Tue 2024-01-16 00:00:00 CET
'+1 day'                                     Thu 2024-01-18 13:14:15 CET
'-2 weeks'                                   Wed 2024-01-03 13:14:15 CET
'+1 week 2 days 4 hours 2 seconds'           Fri 2024-01-26 17:14:17 CET
'next monday'                                Mon 2024-01-22 00:00:00 CET
'last friday'                                Fri 2024-01-12 00:00:00 CET
'this sunday'                                Sun 2024-01-21 00:00:00 CET
'monday next week'                           Mon 2024-01-22 00:00:00 CET
'sunday this week'                           Sun 2024-01-21 00:00:00 CET
'last day of next month'                     Thu 2024-02-29 13:14:15 CET
'first day of this month'                    Mon 2024-01-01 13:14:15 CET
'first monday of January 2024'               Mon 2024-01-01 00:00:00 CET
'last friday of next month'                  Fri 2024-02-23 00:00:00 CET
'second tuesday of march'                    Tue 2024-03-12 00:00:00 CET
'@1234567890'                                Sat 2009-02-14 00:31:30 CET
'@-86400'                                    Wed 1969-12-31 01:00:00 CET
'2024-01-15 10:30:00.5 +02:00'               Mon 2024-01-15 09:30:00 CET
'Sat, 13 Mar 2010 16:00:00 GMT'              Sat 2010-03-13 17:00:00 CET
'10 September 2000'                          Sun 2000-09-10 00:00:00 CEST
'2024W03'                                    Mon 2024-01-15 00:00:00 CET
'2024-W03-2'                                 Tue 2024-01-16 00:00:00 CET
'2024.123'                                   Thu 2024-05-02 00:00:00 CEST
'2024-123'                                   Thu 2024-05-02 00:00:00 CEST
'yesterday 14:00'                            Tue 2024-01-16 14:00:00 CET
'11 Oct'                                     Fri 2024-10-11 00:00:00 CEST
'Oct 11'                                     Fri 2024-10-11 00:00:00 CEST
'1 month ago 3 days'                         Wed 2023-12-20 13:14:15 CET
'3 days ago'                                 Sun 2024-01-14 13:14:15 CET
'back of 7pm'                                Wed 2024-01-17 19:15:00 CET
'front of 7am'                               Wed 2024-01-17 06:45:00 CET
'+3 weekdays'                                Mon 2024-01-22 13:14:15 CET
'-2 weekdays'                                Mon 2024-01-15 13:14:15 CET
'2024-02-30'                                 Fri 2024-03-01 00:00:00 CET
'24:00'                                      Thu 2024-01-18 00:00:00 CET
'10/Oct/2000:13:55:36 -0700'                 Tue 2000-10-10 22:55:36 CEST
'2008-07-01T22:35:17.02'                     Tue 2008-07-01 22:35:17 CEST
'2008-07-01T22:35:17.03+08:00'               Tue 2008-07-01 16:35:17 CEST
'20080701T22:38:07'                          Tue 2008-07-01 22:38:07 CEST
'20080701t223807'                            Tue 2008-07-01 22:38:07 CEST
'2008-08-07 18:11:31 EST'                    Fri 2008-08-08 01:11:31 CEST
'2008-08-07 18:11:31 Europe/London'          Thu 2008-08-07 19:11:31 CEST
'May 18th 2010 5:30pm'                       Tue 2010-05-18 17:30:00 CEST
'5:30 pm'                                    Wed 2024-01-17 17:30:00 CET
'17:30'                                      Wed 2024-01-17 17:30:00 CET
'tuesday noon'                               Tue 2024-01-23 12:00:00 CET
'1 Jan 1970 00:00:00 UTC'                    Thu 1970-01-01 01:00:00 CET
'first day of last month midnight'           Fri 2023-12-01 00:00:00 CET
'last sat of July 2008'                      Sat 2008-07-26 00:00:00 CEST
'foo'                                        false
''                                           false
'2024-13-45'                                 false
'+1 month'                                   Sat 2024-02-17 13:14:15 CET
'2024-01-31 +1 month'                        Sat 2024-03-02 00:00:00 CET
'12/22/78'                                   Fri 1978-12-22 00:00:00 CET
'1978-12-22'                                 Fri 1978-12-22 00:00:00 CET
'78-12-22'                                   Fri 1978-12-22 00:00:00 CET
'22.12.1978'                                 Fri 1978-12-22 00:00:00 CET
'30-June 2008'                               Mon 2008-06-30 00:00:00 CEST
'June 2008'                                  Sun 2008-06-01 00:00:00 CEST
'2008 June'                                  Sun 2008-06-01 00:00:00 CEST
'Dec 25'                                     Wed 2024-12-25 00:00:00 CET
'III-25-2024'                                false
Array
(
    [year] => 2006
    [month] => 12
    [day] => 12
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0.5
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 7
            [hour] => 1
            [minute] => 0
            [second] => 0
        )

)
Array
(
    [year] => 2024
    [month] => 2
    [day] => 30
    [hour] => 5
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 1
    [warnings] => Array
        (
            [22] => The parsed date was invalid
        )

    [error_count] => 2
    [errors] => Array
        (
            [12] => Unexpected character
            [18] => The timezone could not be found in the database
        )

    [is_localtime] => 1
    [zone_type] => 0
)
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
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
    [zone_type] => 3
    [tz_id] => Europe/Paris
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [weekday] => 1
        )

)
Array
(
    [year] => 1970
    [month] => 1
    [day] => 1
    [hour] => 0
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
    [zone] => 0
    [is_dst] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 1234567890
        )

)
