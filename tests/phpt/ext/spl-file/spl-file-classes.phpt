--TEST--
SPL file classes: SplFileObject flags/csv/seek, SplFileInfo, directory iterators, SplTempFileObject
--FILE--
<?php
// SPL file classes
$fn = sys_get_temp_dir() . "/hop-spl-" . getmypid() . ".txt";
$d = sys_get_temp_dir() . "/hop-spl-dir-" . getmypid();
file_put_contents($fn, "a,b\nc,d\n\ne\n");
$f = new SplFileObject($fn);
foreach ($f as $k => $l) var_dump($k, $l);
$f->setFlags(SplFileObject::READ_CSV | SplFileObject::SKIP_EMPTY | SplFileObject::READ_AHEAD);
foreach ($f as $k => $l) var_dump($k, $l);
$f->seek(1); var_dump($f->current());
var_dump(new SplFileInfo("/tmp/x/"));
$i = new SplFileInfo($fn);
var_dump($i->getSize(), $i->getExtension(), $i->getPath() === dirname($fn), (string)$i === $fn, $i->getBasename(".txt") === basename($fn, ".txt"));
@mkdir($d . "/sub", 0777, true); touch($d . "/a.txt"); touch($d . "/sub/b.txt");
$r = [];
foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($d, FilesystemIterator::SKIP_DOTS)) as $k => $v) $r[] = substr($k, strlen($d));
sort($r); var_dump($r);
$t = new SplTempFileObject(); $t->fwrite("x\ny"); $t->rewind(); foreach ($t as $l) var_dump($l);
$it = new FilesystemIterator($d, FilesystemIterator::KEY_AS_FILENAME | FilesystemIterator::CURRENT_AS_PATHNAME | FilesystemIterator::SKIP_DOTS);
$names = iterator_to_array($it); ksort($names); var_dump(array_keys($names));
$g = new GlobIterator($d . "/*.txt"); var_dump(count($g));
foreach (new DirectoryIterator($d) as $e) if (!$e->isDot()) $seen[] = $e->getFilename() . ($e->isDir() ? "/" : ""); sort($seen); var_dump($seen);
unlink($d . "/sub/b.txt"); rmdir($d . "/sub"); unlink($d . "/a.txt"); rmdir($d); unlink($fn);
try { new SplFileObject("/nonexistent"); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
try { new DirectoryIterator("/nonexistent"); } catch (UnexpectedValueException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(0)
string(4) "a,b
"
int(1)
string(4) "c,d
"
int(2)
string(1) "
"
int(3)
string(2) "e
"
int(4)
string(0) ""
int(0)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
int(1)
array(2) {
  [0]=>
  string(1) "c"
  [1]=>
  string(1) "d"
}
int(2)
array(1) {
  [0]=>
  NULL
}
int(3)
array(1) {
  [0]=>
  string(1) "e"
}
array(2) {
  [0]=>
  string(1) "c"
  [1]=>
  string(1) "d"
}
object(SplFileInfo)#2 (2) {
  ["pathName":"SplFileInfo":private]=>
  string(6) "/tmp/x"
  ["fileName":"SplFileInfo":private]=>
  string(1) "x"
}
int(11)
string(3) "txt"
bool(true)
bool(true)
bool(true)
array(2) {
  [0]=>
  string(6) "/a.txt"
  [1]=>
  string(10) "/sub/b.txt"
}
string(2) "x
"
string(1) "y"
array(2) {
  [0]=>
  string(5) "a.txt"
  [1]=>
  string(3) "sub"
}
int(1)
array(2) {
  [0]=>
  string(5) "a.txt"
  [1]=>
  string(4) "sub/"
}
SplFileObject::__construct(/nonexistent): Failed to open stream: No such file or directory
DirectoryIterator::__construct(/nonexistent): Failed to open directory: No such file or directory
