--TEST--
date: fromformat
--FILE--
<?php
date_default_timezone_set('Europe/London');
$cases = [['Y-m-d', '2024-01'], ['Y-m-d', '2024-01-05 x'], ['!Y-m-d+', '2024-01-05 x'], ['!H', '25'], ['h', '13'], ['z', '5'],
  ['!Y z', '2024 45'], ['!Y-m-d', '2024/01/05'], ['D', 'xx'], ['!u', 'x'], ['!v', '123'], ['!G:i A', '10:00 XM'], ['!g:i a', '12:30 am'],
  ['!Y-m-d H:i:s', '2024-02-30 10:61:00'], ['U.u', '1234.5'], ['!d/m/Y', '15/08/2023'], ['!D, d M Y H:i:s O', 'Tue, 15 Aug 2023 10:00:00 +0200'],
  ['!Y-m-d e', '2023-08-15 America/Chicago'], ['!Y-m-d T', '2023-08-15 EST'], ['!m*d*y', '06/08/04'], ['!Y#m#d', '2023;08.15'],
  ['!\\Y\\m Y', 'Ym 2024'], ['!j-n-y|', '5-6-07'], ['!Y-m-d ?? H', '2024-01-01 ab 10']];
foreach ($cases as [$f, $s]) {
    $d = DateTime::createFromFormat($f, $s);
    echo "$f | $s => ", $d ? $d->format('Y-m-d H:i:s.u T') : 'false', ' ', json_encode(DateTime::getLastErrors()), "\n";
}
print_r(date_parse_from_format('Y-m-d H:i P', '2024-05-06 07:08 +03:00'));
$im = DateTimeImmutable::createFromFormat('!Y-m-d', '2024-02-29');
echo get_class($im), ' ', $im->format('l'), "\n";
--EXPECT--
Y-m-d | 2024-01 => false {"warning_count":0,"warnings":[],"error_count":1,"errors":{"7":"Not enough data available to satisfy format"}}
Y-m-d | 2024-01-05 x => false {"warning_count":0,"warnings":[],"error_count":1,"errors":{"10":"Trailing data"}}
!Y-m-d+ | 2024-01-05 x => 2024-01-05 00:00:00.000000 GMT {"warning_count":1,"warnings":{"10":"Trailing data"},"error_count":0,"errors":[]}
!H | 25 => 1970-01-02 01:00:00.000000 BST {"warning_count":1,"warnings":{"2":"The parsed time was invalid"},"error_count":0,"errors":[]}
h | 13 => false {"warning_count":0,"warnings":[],"error_count":1,"errors":["Hour cannot be higher than 12"]}
z | 5 => false {"warning_count":0,"warnings":[],"error_count":1,"errors":["A 'day of year' can only come after a year has been found"]}
!Y z | 2024 45 => 2024-02-15 00:00:00.000000 GMT false
!Y-m-d | 2024/01/05 => false {"warning_count":0,"warnings":[],"error_count":4,"errors":{"4":"Unexpected data found.","7":"Unexpected data found."}}
D | xx => false {"warning_count":0,"warnings":[],"error_count":1,"errors":["A textual day could not be found"]}
!u | x => false {"warning_count":0,"warnings":[],"error_count":2,"errors":["A six digit microsecond could not be found"]}
!v | 123 => 1970-01-01 00:00:00.123000 BST false
!G:i A | 10:00 XM => false {"warning_count":0,"warnings":[],"error_count":1,"errors":{"6":"A meridian could not be found"}}
!g:i a | 12:30 am => 1970-01-01 00:30:00.000000 BST false
!Y-m-d H:i:s | 2024-02-30 10:61:00 => 2024-03-01 11:01:00.000000 GMT {"warning_count":2,"warnings":{"19":"The parsed date was invalid"},"error_count":0,"errors":[]}
U.u | 1234.5 => 1970-01-01 00:20:34.500000 GMT+0000 false
!d/m/Y | 15/08/2023 => 2023-08-15 00:00:00.000000 BST false
!D, d M Y H:i:s O | Tue, 15 Aug 2023 10:00:00 +0200 => 2023-08-15 10:00:00.000000 GMT+0200 false
!Y-m-d e | 2023-08-15 America/Chicago => 2023-08-15 00:00:00.000000 CDT false
!Y-m-d T | 2023-08-15 EST => 2023-08-15 00:00:00.000000 EST false
!m*d*y | 06/08/04 => 2004-06-08 00:00:00.000000 BST false
!Y#m#d | 2023;08.15 => 2023-08-15 00:00:00.000000 BST false
!\Y\m Y | Ym 2024 => 2024-01-01 00:00:00.000000 GMT false
!j-n-y| | 5-6-07 => 2007-06-05 00:00:00.000000 BST false
!Y-m-d ?? H | 2024-01-01 ab 10 => 2024-01-01 10:00:00.000000 GMT false
Array
(
    [year] => 2024
    [month] => 5
    [day] => 6
    [hour] => 7
    [minute] => 8
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
    [zone] => 10800
    [is_dst] => 
)
DateTimeImmutable Thursday
