--TEST--
streams: user wrappers (open/read/stat/rename/mkdir/dir), user and builtin filters
--FILE--
<?php
// user stream wrappers and user filters
class MemWrap {
    public $context;
    static $files = [];
    private $key, $pos = 0;
    function stream_open($path, $mode, $options, &$opened) {
        $this->key = $path;
        if ($mode[0] == 'w') self::$files[$path] = "";
        if (!isset(self::$files[$path])) return false;
        echo "open $path $mode\n";
        return true;
    }
    function stream_read($n) { $r = substr(self::$files[$this->key], $this->pos, $n); $this->pos += strlen($r); echo "read $n\n"; return $r; }
    function stream_write($d) { self::$files[$this->key] .= $d; return strlen($d); }
    function stream_eof() { return $this->pos >= strlen(self::$files[$this->key]); }
    function stream_tell() { return $this->pos; }
    function stream_seek($o, $w) { $this->pos = $o; return true; }
    function stream_stat() { return ['size' => strlen(self::$files[$this->key])]; }
    function stream_close() { echo "close\n"; }
    function url_stat($path, $flags) { return isset(self::$files[$path]) ? ['size' => strlen(self::$files[$path]), 'mode' => 0100644] : false; }
    function unlink($path) { unset(self::$files[$path]); return true; }
    function rename($a, $b) { self::$files[$b] = self::$files[$a]; unset(self::$files[$a]); return true; }
    function mkdir($p, $m, $o) { echo "mkdir $p $m $o\n"; return true; }
    function dir_opendir($p, $o) { $this->list = array_keys(self::$files); return true; }
    function dir_readdir() { return array_shift($this->list) ?? false; }
    function dir_closedir() { return true; }
    public $list;
}
var_dump(stream_wrapper_register("mem", "MemWrap"));
var_dump(stream_wrapper_register("mem", "MemWrap"));
var_dump(in_array("mem", stream_get_wrappers()));
var_dump(file_put_contents("mem://a", "line1\nline2\n"));
var_dump(file_get_contents("mem://a"));
var_dump(file_exists("mem://a"), filesize("mem://a"), is_file("mem://a"), file_exists("mem://zz"));
var_dump(rename("mem://a", "mem://b"), file_exists("mem://b"));
clearstatcache();
var_dump(file_exists("mem://a"));
var_dump(mkdir("mem://d", 0755, true));
var_dump(scandir("mem://"));
$f = fopen("mem://b", "r");
var_dump(fgets($f), ftell($f), fseek($f, 0), fgets($f));
var_dump(stream_get_meta_data($f)["wrapper_type"]);
fclose($f);
var_dump(@fopen("mem://nope", "r"));
var_dump(unlink("mem://b"), stream_wrapper_unregister("mem"), @file_get_contents("mem://b"));

class Upper extends php_user_filter {
    function onCreate(): bool { echo "create {$this->filtername}\n"; return true; }
    function filter($in, $out, &$consumed, $closing): int {
        while ($b = stream_bucket_make_writeable($in)) {
            $b->data = strtoupper($b->data) . "|";
            $consumed += $b->datalen;
            stream_bucket_append($out, $b);
        }
        if ($closing) stream_bucket_append($out, stream_bucket_new($this->stream, "<end>"));
        return PSFS_PASS_ON;
    }
    function onClose(): void { echo "close filter\n"; }
}
var_dump(stream_filter_register("my.*", "Upper"));
$m = fopen("php://memory", "w+");
$flt = stream_filter_append($m, "my.upper", STREAM_FILTER_WRITE);
fwrite($m, "abc");
fwrite($m, "def");
var_dump(stream_filter_remove($flt));
rewind($m);
var_dump(stream_get_contents($m));
$m = fopen("php://temp", "w+");
fwrite($m, "Hello");
rewind($m);
stream_filter_append($m, "string.rot13");
stream_filter_append($m, "convert.base64-encode");
var_dump(fread($m, 100));
var_dump(file_get_contents("php://filter/read=string.toupper|string.rot13/resource=data:,abc"));
var_dump(@stream_filter_append($m, "no.such"));
$z = fopen("php://temp", "w+");
stream_filter_append($z, "zlib.deflate", STREAM_FILTER_WRITE, ["level" => 9]);
fwrite($z, str_repeat("zip", 100));
rewind($z);
stream_filter_append($z, "zlib.inflate", STREAM_FILTER_READ);
var_dump(strlen(stream_get_contents($z)));
--EXPECTF--
bool(true)

Warning: stream_wrapper_register(): Protocol mem:// is already defined. in %s on line 31
bool(false)
bool(true)
open mem://a wb
close
int(12)
open mem://a rb
read 8192
read 8192
close
string(12) "line1
line2
"
bool(true)
int(12)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
mkdir mem://d 493 9
bool(true)
array(1) {
  [0]=>
  string(7) "mem://b"
}
open mem://b r
read 8192
read 8192
string(6) "line1
"
int(6)
int(0)
string(6) "line1
"
string(10) "user-space"
close
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
create my.upper
close filter
bool(true)
string(13) "ABC|DEF|<end>"
string(8) "VXJ5eWI="
string(3) "NOP"
bool(false)
int(300)
