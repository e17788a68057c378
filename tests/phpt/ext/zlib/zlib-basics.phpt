--TEST--
zlib: gzcompress/deflate/encode, incremental contexts, gz files and compress.zlib://
--FILE--
<?php
// zlib: one-shot, incremental, gz files, compress.zlib://
$s = str_repeat("hello zlib ", 20);
var_dump(gzuncompress(gzcompress($s)) === $s, gzinflate(gzdeflate($s, 9)) === $s, gzdecode(gzencode($s)) === $s);
var_dump(zlib_decode(zlib_encode($s, ZLIB_ENCODING_GZIP)) === $s, zlib_decode(gzcompress($s)) === $s);
var_dump(bin2hex(gzcompress("abc")), bin2hex(gzdeflate("abc")));
var_dump(@gzuncompress("garbage"));
try { gzcompress("x", 10); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$d = deflate_init(ZLIB_ENCODING_DEFLATE);
$c = deflate_add($d, "part one, ", ZLIB_NO_FLUSH) . deflate_add($d, "part two", ZLIB_FINISH);
$i = inflate_init(ZLIB_ENCODING_DEFLATE);
var_dump(inflate_add($i, $c));
$fn = sys_get_temp_dir() . "/hop-zlib-" . getmypid() . ".gz";
$g = gzopen($fn, "wb");
var_dump(gzwrite($g, "line1\nline2\n"), gzclose($g));
var_dump(gzfile($fn));
$g = gzopen($fn, "rb");
var_dump(gzgets($g), gzread($g, 3), gzeof($g), gzpassthru($g), gzeof($g));
gzclose($g);
var_dump(file_get_contents("compress.zlib://" . $fn));
ob_start(); var_dump(readgzfile($fn)); echo ob_get_clean();
unlink($fn);
var_dump(extension_loaded("zlib"));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
string(22) "789c4b4c4a0600024d0127"
string(10) "4b4c4a0600"
bool(false)
gzcompress(): Argument #2 ($level) must be between -1 and 9
string(18) "part one, part two"
int(12)
bool(true)
array(2) {
  [0]=>
  string(6) "line1
"
  [1]=>
  string(6) "line2
"
}
e2
string(6) "line1
"
string(3) "lin"
bool(false)
int(3)
bool(true)
string(12) "line1
line2
"
line1
line2
int(12)
bool(true)
