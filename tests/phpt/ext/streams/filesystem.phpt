--TEST--
filesystem functions: stat cache, links, permissions, directories, temp files, globbing
--FILE--
<?php
// filesystem functions: stat cache, links, permissions, directories, temp files, globbing
$base = sys_get_temp_dir() . "/hop-fs-" . getmypid();
mkdir($base);
chdir($base);
var_dump(file_put_contents("a.txt", "12345"));
var_dump(filesize("a.txt"));
$h = fopen("a.txt", "a"); fwrite($h, "678"); fclose($h);
var_dump(filesize("a.txt"));       // cached by php's stat cache
clearstatcache();
var_dump(filesize("a.txt"));
var_dump(touch("b.txt", 1000000000, 1000000001), filemtime("b.txt"), fileatime("b.txt"));
var_dump(chmod("b.txt", 0640), decoct(fileperms("b.txt") & 0777), is_executable("b.txt"));
var_dump(symlink("a.txt", "l.txt"), is_link("l.txt"), readlink("l.txt"), filetype("l.txt"), lstat("l.txt")["size"] != 8);
var_dump(link("a.txt", "h.txt"), stat("h.txt")["nlink"]);
var_dump(mkdir("d1/d2/d3", 0755, true), is_dir("d1/d2/d3"), @mkdir("d1"), error_get_last()["message"]);
var_dump(rename("b.txt", "d1/b2.txt"), file_exists("b.txt"), copy("a.txt", "d1/c.txt"), file_get_contents("d1/c.txt"));
var_dump(@unlink("nope.txt"), error_get_last()["message"]);
var_dump(@rmdir("d1"), error_get_last()["message"]);
var_dump(glob("*.txt"), glob("{a,h}.txt", GLOB_BRACE), glob("d1/*", GLOB_ONLYDIR | GLOB_MARK));
var_dump(fnmatch("*.TXT", "a.txt"), fnmatch("*.TXT", "a.txt", FNM_CASEFOLD), fnmatch("d1/*", "d1/x/y", FNM_PATHNAME));
var_dump(scandir("d1"), scandir("d1", SCANDIR_SORT_DESCENDING));
$t = tempnam($base, "pre");
var_dump(str_starts_with(basename($t), "pre"), file_exists($t), dirname($t) === realpath($base));
unlink($t);
var_dump(realpath("d1/../a.txt") === realpath($base) . "/a.txt", realpath("nope"));
var_dump(@filesize("nope"), error_get_last()["message"], file_exists("a\0b"));
var_dump(disk_free_space(".") > 0, is_float(disk_total_space(".")));
$f = fopen("a.txt", "r+");
var_dump(flock($f, LOCK_EX), flock($f, LOCK_UN), fstat($f)["size"], ftruncate($f, 2), fread($f, 10));
fclose($f);
foreach (["d1/d2/d3", "d1/d2"] as $d) rmdir($d);
foreach (["d1/b2.txt", "d1/c.txt", "a.txt", "h.txt", "l.txt"] as $x) unlink($x);
rmdir("d1");
chdir("/");
var_dump(rmdir($base));
--EXPECT--
int(5)
int(5)
int(5)
int(8)
bool(true)
int(1000000000)
int(1000000001)
bool(true)
string(3) "644"
bool(false)
bool(true)
bool(true)
string(5) "a.txt"
string(4) "link"
bool(true)
bool(true)
int(2)
bool(true)
bool(true)
bool(false)
string(20) "mkdir(): File exists"
bool(true)
bool(false)
bool(true)
string(8) "12345678"
bool(false)
string(43) "unlink(nope.txt): No such file or directory"
bool(false)
string(30) "rmdir(d1): Directory not empty"
array(3) {
  [0]=>
  string(5) "a.txt"
  [1]=>
  string(5) "h.txt"
  [2]=>
  string(5) "l.txt"
}
array(2) {
  [0]=>
  string(5) "a.txt"
  [1]=>
  string(5) "h.txt"
}
array(1) {
  [0]=>
  string(6) "d1/d2/"
}
bool(false)
bool(true)
bool(false)
array(5) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
  [2]=>
  string(6) "b2.txt"
  [3]=>
  string(5) "c.txt"
  [4]=>
  string(2) "d2"
}
array(5) {
  [0]=>
  string(2) "d2"
  [1]=>
  string(5) "c.txt"
  [2]=>
  string(6) "b2.txt"
  [3]=>
  string(2) ".."
  [4]=>
  string(1) "."
}
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
string(32) "filesize(): stat failed for nope"
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
int(8)
bool(true)
string(2) "12"
bool(true)
