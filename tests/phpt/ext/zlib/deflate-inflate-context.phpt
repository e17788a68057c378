--TEST--
DeflateContext and InflateContext objects, options, dictionaries, errors
--FILE--
<?php
foreach ([['level'=>10],['memory'=>0],['memory'=>10],['window'=>7],['window'=>16],['strategy'=>99],['dictionary'=>5],['dictionary'=>[]],['dictionary'=>["a\0b"]],['dictionary'=>""]] as $o) {
  try { var_dump(deflate_init(ZLIB_ENCODING_DEFLATE, $o)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  try { var_dump(inflate_init(ZLIB_ENCODING_DEFLATE, $o)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$d = deflate_init(ZLIB_ENCODING_DEFLATE, ['dictionary' => ['hello', 'world']]);
$c = deflate_add($d, "hello world hello", ZLIB_FINISH);
var_dump(bin2hex($c));
$i = inflate_init(ZLIB_ENCODING_DEFLATE);
var_dump(inflate_add($i, $c));
$i = inflate_init(ZLIB_ENCODING_DEFLATE, ['dictionary' => ['hello', 'world']]);
var_dump(inflate_add($i, $c), inflate_get_status($i), inflate_get_read_len($i));
$i = inflate_init(ZLIB_ENCODING_DEFLATE, ['dictionary' => ['hellx', 'world']]);
var_dump(inflate_add($i, $c));
try { var_dump(deflate_add($d, "x", 99)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(inflate_add($i, "x", 99)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$i = inflate_init(ZLIB_ENCODING_GZIP);
$g = gzencode("abcdef");
var_dump(inflate_add($i, substr($g, 0, 5)), inflate_get_status($i), inflate_add($i, substr($g, 5)), inflate_get_status($i), inflate_get_read_len($i));
var_dump(inflate_add($i, "garbage"));
$d = deflate_init(ZLIB_ENCODING_RAW, ['level' => 9, 'window' => 9, 'memory' => 9, 'strategy' => ZLIB_RLE]);
var_dump(bin2hex(deflate_add($d, str_repeat("a", 100), ZLIB_FINISH)));
var_dump(deflate_add($d, "", ZLIB_NO_FLUSH));
$d = deflate_init(ZLIB_ENCODING_DEFLATE);
var_dump($d);
$i = inflate_init(ZLIB_ENCODING_DEFLATE);
var_dump($i, get_class($i));
try { new DeflateContext; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { clone $d; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { serialize($d); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $d->x = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { deflate_add($i, "x"); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(zlib_get_coding_type());
$r = new ReflectionClass('DeflateContext'); var_dump($r->isFinal(), $r->getMethods(), $r->getConstructor());
var_dump((array)$d, $d == $d, json_encode($d));
var_dump(is_resource($d));
var_dump(inflate_get_status($i), inflate_get_read_len($i));
echo "ok\n";
--EXPECTF--
ValueError: deflate_init(): "level" option must be between -1 and 9
object(InflateContext)#2 (0) {
}
ValueError: deflate_init(): "memory" option must be between 1 and 9
object(InflateContext)#1 (0) {
}
ValueError: deflate_init(): "memory" option must be between 1 and 9
object(InflateContext)#2 (0) {
}
ValueError: deflate_init(): "window" option must be between 8 and 15
ValueError: zlib window size (logarithm) (7) must be within 8..15
ValueError: deflate_init(): "window" option must be between 8 and 15
ValueError: zlib window size (logarithm) (16) must be within 8..15
ValueError: deflate_init(): "strategy" option must be one of ZLIB_FILTERED, ZLIB_HUFFMAN_ONLY, ZLIB_RLE, ZLIB_FIXED, or ZLIB_DEFAULT_STRATEGY
object(InflateContext)#1 (0) {
}
TypeError: deflate_init(): Argument #2 ($options) must be of type zero-terminated string or array, int given
TypeError: inflate_init(): Argument #2 ($options) must be of type zero-terminated string or array, int given
object(DeflateContext)#1 (0) {
}
object(InflateContext)#1 (0) {
}
ValueError: deflate_init(): Argument #2 ($options) must not contain strings with null bytes
ValueError: inflate_init(): Argument #2 ($options) must not contain strings with null bytes
object(DeflateContext)#1 (0) {
}
object(InflateContext)#1 (0) {
}
string(40) "78bb1d88043dcb00b115c06c05301b003b200691"

Warning: inflate_add(): Inflating this data requires a preset dictionary, please specify it in the options array of inflate_init() in %s on line 10
bool(false)
string(17) "hello world hello"
int(1)
int(14)

Warning: inflate_add(): Dictionary does not match expected dictionary (incorrect adler32 hash) in %s on line 14
bool(false)
ValueError: deflate_add(): Argument #3 ($flush_mode) must be one of ZLIB_NO_FLUSH, ZLIB_PARTIAL_FLUSH, ZLIB_SYNC_FLUSH, ZLIB_FULL_FLUSH, ZLIB_BLOCK, or ZLIB_FINISH
ValueError: inflate_add(): Argument #3 ($flush_mode) must be one of ZLIB_NO_FLUSH, ZLIB_PARTIAL_FLUSH, ZLIB_SYNC_FLUSH, ZLIB_FULL_FLUSH, ZLIB_BLOCK, or ZLIB_FINISH
string(0) ""
int(0)
string(6) "abcdef"
int(1)
int(26)

Warning: inflate_add(): data error in %s on line 20
bool(false)
string(10) "4ba4030000"
string(0) ""
object(DeflateContext)#1 (0) {
}
object(InflateContext)#5 (0) {
}
string(14) "InflateContext"
Error: Cannot directly construct DeflateContext, use deflate_init() instead
Error: Trying to clone an uncloneable object of class DeflateContext
Exception: Serialization of 'DeflateContext' is not allowed
Error: Cannot create dynamic property DeflateContext::$x
TypeError: deflate_add(): Argument #1 ($context) must be of type DeflateContext, InflateContext given
bool(false)
bool(true)
array(0) {
}
NULL
array(0) {
}
bool(true)
string(2) "{}"
bool(false)
int(0)
int(0)
ok
