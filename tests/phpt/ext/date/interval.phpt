--TEST--
date: interval
--FILE--
<?php
date_default_timezone_set('UTC');
$pairs = [['2024-01-31', '2024-03-01'], ['2024-03-01', '2024-01-31'], ['2023-12-31 10:00', '2024-02-29 09:00'],
  ['2000-02-29', '2024-02-28 23:59:59.5'], ['2024-01-01', '2024-01-01'], ['2020-05-05 12:00', '2019-01-01 13:30:15']];
foreach ($pairs as [$a, $b]) {
    $x = new DateTime($a); $y = new DateTime($b);
    $df = $x->diff($y);
    echo $df->format('%R %y %m %d %h %i %s %f %a | %Y-%M-%D %H:%I:%S %F %r%%'), "\n";
}
var_dump(new DateInterval('P1Y2M3DT4H5M6S'), new DateInterval('P2W3D'), new DateInterval('PT36H'));
$i = DateInterval::createFromDateString('3 days 4 hours ago');
var_dump($i, $i->d, $i->h);
$iv = new DateInterval('P1D');
$iv->d = 5; $iv->invert = 1; $iv->f = 0.25;
var_dump($iv, $iv->days);
echo serialize($iv), "\n";
var_dump(unserialize(serialize($iv)));
try { new DateInterval('bogus'); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$d = new DateTime('2024-01-31');
echo $d->add(new DateInterval('P1M'))->format('Y-m-d'), ' ', $d->sub(new DateInterval('P1M1D'))->format('Y-m-d'), "\n";
echo date_diff(date_create('2024-01-01'), date_create('2025-01-01'))->days, "\n";
--EXPECT--
+ 0 0 30 0 0 0 0 30 | 00-00-30 00:00:00 000000 %
- 0 1 1 0 0 0 0 30 | 00-01-01 00:00:00 000000 -%
+ 0 1 28 23 0 0 0 59 | 00-01-28 23:00:00 000000 %
+ 23 11 30 23 59 59 500000 8765 | 23-11-30 23:59:59 500000 %
+ 0 0 0 0 0 0 0 0 | 00-00-00 00:00:00 000000 %
- 1 4 3 22 29 45 0 489 | 01-04-03 22:29:45 000000 -%
object(DateInterval)#3 (10) {
  ["y"]=>
  int(1)
  ["m"]=>
  int(2)
  ["d"]=>
  int(3)
  ["h"]=>
  int(4)
  ["i"]=>
  int(5)
  ["s"]=>
  int(6)
  ["f"]=>
  float(0)
  ["invert"]=>
  int(0)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
object(DateInterval)#5 (10) {
  ["y"]=>
  int(0)
  ["m"]=>
  int(0)
  ["d"]=>
  int(17)
  ["h"]=>
  int(0)
  ["i"]=>
  int(0)
  ["s"]=>
  int(0)
  ["f"]=>
  float(0)
  ["invert"]=>
  int(0)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
object(DateInterval)#6 (10) {
  ["y"]=>
  int(0)
  ["m"]=>
  int(0)
  ["d"]=>
  int(0)
  ["h"]=>
  int(36)
  ["i"]=>
  int(0)
  ["s"]=>
  int(0)
  ["f"]=>
  float(0)
  ["invert"]=>
  int(0)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
object(DateInterval)#6 (2) {
  ["from_string"]=>
  bool(true)
  ["date_string"]=>
  string(18) "3 days 4 hours ago"
}
int(-3)
int(-4)
object(DateInterval)#5 (10) {
  ["y"]=>
  int(0)
  ["m"]=>
  int(0)
  ["d"]=>
  int(5)
  ["h"]=>
  int(0)
  ["i"]=>
  int(0)
  ["s"]=>
  int(0)
  ["f"]=>
  float(0.25)
  ["invert"]=>
  int(1)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
bool(false)
O:12:"DateInterval":10:{s:1:"y";i:0;s:1:"m";i:0;s:1:"d";i:5;s:1:"h";i:0;s:1:"i";i:0;s:1:"s";i:0;s:1:"f";d:0.25;s:6:"invert";i:1;s:4:"days";b:0;s:11:"from_string";b:0;}
object(DateInterval)#3 (10) {
  ["y"]=>
  int(0)
  ["m"]=>
  int(0)
  ["d"]=>
  int(5)
  ["h"]=>
  int(0)
  ["i"]=>
  int(0)
  ["s"]=>
  int(0)
  ["f"]=>
  float(0.25)
  ["invert"]=>
  int(1)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
Unknown or bad format (bogus)
2024-03-02 2024-02-01
366
