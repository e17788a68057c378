--TEST--
finished generator refused by IteratorIterator/AppendIterator; SplFileObject uncloneable; parse_ini_file searches the include path
--FILE--
<?php
function createGenerator() { yield 1; }
$g = createGenerator();
foreach ($g as $v) echo $v, "\n";
try { new IteratorIterator($g); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a = new AppendIterator();
$g2 = createGenerator();
$a->append($g2);
var_dump(iterator_to_array($a));
try { var_dump(iterator_to_array($a)); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$x = new SplFileObject(__FILE__);
try { $y = clone $x; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class MyFile extends SplFileObject {}
$m = new MyFile(__FILE__);
try { $y = clone $m; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$t = new SplTempFileObject();
try { $y = clone $t; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$i = new SplFileInfo(__FILE__);
$j = clone $i;
echo $j->getFilename() === $i->getFilename() ? "info clones\n" : "no\n";
$d = sys_get_temp_dir() . '/hop-ini-' . getmypid();
@mkdir($d);
file_put_contents("$d/x.ini", "a = 1\n[s]\nb = two\n");
set_include_path($d);
var_dump(parse_ini_file("x.ini", true));
unlink("$d/x.ini"); rmdir($d);
--EXPECT--
1
Exception: Cannot traverse an already closed generator
array(1) {
  [0]=>
  int(1)
}
Cannot traverse an already closed generator
Trying to clone an uncloneable object of class SplFileObject
Trying to clone an uncloneable object of class MyFile
Trying to clone an uncloneable object of class SplTempFileObject
info clones
array(2) {
  ["a"]=>
  string(1) "1"
  ["s"]=>
  array(1) {
    ["b"]=>
    string(3) "two"
  }
}
