--TEST--
date: period
--FILE--
<?php
date_default_timezone_set('UTC');
$p = new DatePeriod(new DateTime('2024-01-01'), new DateInterval('P1W'), 3);
foreach ($p as $k => $d) echo $k, ' ', $d->format('Y-m-d l'), "\n";
var_dump($p->getRecurrences(), $p->recurrences, $p->getStartDate()->format('c'), $p->getEndDate());
$p = new DatePeriod(new DateTimeImmutable('2024-01-30'), new DateInterval('P1D'), new DateTime('2024-02-02'), DatePeriod::EXCLUDE_START_DATE);
foreach ($p as $d) echo get_class($d), ' ', $d->format('Y-m-d'), "\n";
$p = new DatePeriod(new DateTime('2024-01-30'), new DateInterval('P1D'), new DateTime('2024-02-02'), DatePeriod::INCLUDE_END_DATE);
foreach ($p as $d) echo $d->format('Y-m-d'), "\n";
$p = new DatePeriod('R3/2024-01-01T00:00:00Z/P1M');
foreach ($p as $d) echo $d->format('Y-m-d'), "\n";
try { new DatePeriod(new DateTime(), new DateInterval('P1D'), 0); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { new DatePeriod('R4'); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
print_r(new DatePeriod(new DateTime('2024-01-01'), new DateInterval('PT12H'), 1));
--EXPECT--
0 2024-01-01 Monday
1 2024-01-08 Monday
2 2024-01-15 Monday
3 2024-01-22 Monday
int(3)
int(4)
string(25) "2024-01-01T00:00:00+00:00"
NULL
DateTimeImmutable 2024-01-31
DateTimeImmutable 2024-02-01
2024-01-30
2024-01-31
2024-02-01
2024-02-02
2024-01-01
2024-02-01
2024-03-01
2024-04-01
DatePeriod::__construct(): Recurrence count must be greater than 0
DatePeriod::__construct(): ISO interval must contain a start date, "R4" given
DatePeriod Object
(
    [start] => DateTime Object
        (
            [date] => 2024-01-01 00:00:00.000000
            [timezone_type] => 3
            [timezone] => UTC
        )

    [current] => 
    [end] => 
    [interval] => DateInterval Object
        (
            [y] => 0
            [m] => 0
            [d] => 0
            [h] => 12
            [i] => 0
            [s] => 0
            [f] => 0
            [invert] => 0
            [days] => 
            [from_string] => 
        )

    [recurrences] => 2
    [include_start_date] => 1
    [include_end_date] => 
)
