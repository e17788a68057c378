--TEST--
DateInterval's property table: get_object_vars, foreach, property_exists
--FILE--
<?php
// DateInterval's properties are its property table: get_object_vars(), foreach and
// property_exists() see them, as (array) and var_dump do.
$dt1 = new DateTimeImmutable('2017-01-01T00:00:00.000000Z');
$dt2 = new DateTimeImmutable('2017-01-03T04:00:00.123456Z');
$diff = $dt1->diff($dt2);
var_dump($diff->f, get_object_vars($diff)['f'], $diff->f === get_object_vars($diff)['f']);
var_dump(get_object_vars($diff) == (array)$diff);
foreach ($diff as $k => $v) echo "$k=", var_export($v, true), " ";
echo "\n";
var_dump(property_exists($diff, 'd'), property_exists($diff, 'nope'), property_exists('DateInterval', 'd'));
var_dump(count(get_object_vars(new DateTime('2020-01-01'))));
--EXPECT--
float(0.123456)
float(0.123456)
bool(true)
bool(true)
y=0 m=0 d=2 h=4 i=0 s=0 f=0.123456 invert=0 days=2 from_string=false 
bool(true)
bool(false)
bool(false)
int(0)
