--TEST--
builtins-misc: dir
--FILE--
<?php
$d = sys_get_temp_dir() . "/hop-misc-dir-" . getmypid();
@mkdir($d);
foreach (["b.txt", "a.txt", "c.log"] as $f) touch("$d/$f");
$h = opendir($d);
var_dump(is_resource($h), get_resource_type($h));
$names = [];
while (($e = readdir($h)) !== false) $names[] = $e;
sort($names); var_dump($names);
rewinddir($h);
var_dump(readdir($h) !== false);
closedir($h);
try { readdir($h); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$dir = dir($d);
var_dump(get_class($dir), $dir->path === $d);
$n = 0; while ($dir->read() !== false) $n++; var_dump($n);
$dir->close();
var_dump(scandir($d), scandir($d, SCANDIR_SORT_DESCENDING));
var_dump(array_map('basename', glob("$d/*.txt")));
var_dump(@opendir("$d/missing"));
foreach (glob("$d/*") as $f) unlink($f);
rmdir($d);
--EXPECT--
bool(true)
string(6) "stream"
array(5) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
  [2]=>
  string(5) "a.txt"
  [3]=>
  string(5) "b.txt"
  [4]=>
  string(5) "c.log"
}
bool(true)
readdir(): supplied resource is not a valid Directory resource
string(9) "Directory"
bool(true)
int(5)
array(5) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
  [2]=>
  string(5) "a.txt"
  [3]=>
  string(5) "b.txt"
  [4]=>
  string(5) "c.log"
}
array(5) {
  [0]=>
  string(5) "c.log"
  [1]=>
  string(5) "b.txt"
  [2]=>
  string(5) "a.txt"
  [3]=>
  string(2) ".."
  [4]=>
  string(1) "."
}
array(2) {
  [0]=>
  string(5) "a.txt"
  [1]=>
  string(5) "b.txt"
}
bool(false)
