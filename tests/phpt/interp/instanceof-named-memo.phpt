--TEST--
instanceof a class name asked repeatedly: names defined later, class_alias after a negative answer, interfaces, many pairs
--FILE--
<?php
// `$o instanceof Name` asked again and again: names not defined yet and
// defined later, class_alias() after a negative answer, interfaces,
// parents, many (name, class) pairs.
interface Shape {}
class Base {}
class Circle extends Base implements Shape {}
class Square extends Base {}
function check($o) {
  return ($o instanceof Shape ? 'S' : '-') . ($o instanceof Base ? 'B' : '-') . ($o instanceof Later ? 'L' : '-')
       . ($o instanceof Alias ? 'A' : '-') . ($o instanceof Circle ? 'C' : '-') . ($o instanceof Nope\Missing ? 'M' : '-');
}
$objs = [new Circle, new Square, new stdClass];
for ($i = 0; $i < 3; $i++) foreach ($objs as $o) echo check($o), ' ';
echo "\n";
class Later extends Square {}
class_alias('Base', 'Alias');
$objs[] = new Later;
for ($i = 0; $i < 2; $i++) foreach ($objs as $o) echo check($o), ' ';
echo "\n";
eval('class Evald extends Circle {}');
$e = new Evald;
var_dump($e instanceof Shape, $e instanceof Later, $e instanceof Evald, 5 instanceof Base);
$n = 0;
for ($i = 0; $i < 200; $i++) {
  $c = "Dyn$i";
  eval("class $c extends " . ($i % 2 ? 'Base' : 'stdClass') . " {}");
  $o = new $c;
  if ($o instanceof Base) $n++;
  if ($o instanceof Shape) $n += 1000;
}
echo $n, "\n";
--EXPECT--
SB--C- -B---- ------ SB--C- -B---- ------ SB--C- -B---- ------ 
SB-AC- -B-A-- ------ -BLA-- SB-AC- -B-A-- ------ -BLA-- 
bool(true)
bool(false)
bool(true)
bool(false)
100
