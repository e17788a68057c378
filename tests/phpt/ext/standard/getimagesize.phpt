--TEST--
getimagesize()/getimagesizefromstring() on every format php parses; image_type_to_*
--FILE--
<?php
$images = [
    "png" => "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAACXBIWXMAAA7EAAAOxAGVKw4bAAAADElEQVQImWNgoCcAAABuAAEdQFfVAAAAAElFTkSuQmCC",
    "jpg" => "/9j/4AAQSkZJRgABAQEAYABgAAD//gA+Q1JFQVRPUjogZ2QtanBlZyB2MS4wICh1c2luZyBJSkcgSlBFRyB2NjIpLCBkZWZhdWx0IHF1YWxpdHkK/9sAQwAIBgYHBgUIBwcHCQkICgwUDQwLCwwZEhMPFB0aHx4dGhwcICQuJyAiLCMcHCg3KSwwMTQ0NB8nOT04MjwuMzQy/9sAQwEJCQkMCwwYDQ0YMiEcITIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIy/8AAEQgABQAHAwEiAAIRAQMRAf/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/EAB8BAAMBAQEBAQEBAQEAAAAAAAABAgMEBQYHCAkKC//EALURAAIBAgQEAwQHBQQEAAECdwABAgMRBAUhMQYSQVEHYXETIjKBCBRCkaGxwQkjM1LwFWJy0QoWJDThJfEXGBkaJicoKSo1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2RlZmdoaWpzdHV2d3h5eoKDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uLj5OXm5+jp6vLz9PX29/j5+v/aAAwDAQACEQMRAD8A+f6KKKAP/9k=",
    "gif" => "R0lGODdhBwAFAIAAAAQCBAAAACwAAAAABwAFAAACBYSPqbsFADs=",
    "bmp" => "Qk2fAAAAAAAAADYAAAAoAAAABwAAAAUAAAABABgAAAAAAGkAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "webp" => "UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoHAAUAAUAmJaQAA3AA/v02aAA=",
    "wbmp" => "AAAHBQAAAAAA",
    "avif" => "AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAABoAAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAcAAAAFAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQAMAAAAABNjb2xybmNseAABAA0AAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACJtZGF0EgAKCBgItGCAhoDCMgwXgAkkkkQAAHlM1ug=",
    "webp_lossless" => "UklGRhoAAABXRUJQVlA4TA4AAAAvBgABAAcQEf0PRET/Aw==",
    "swf" => "RldTCjkAAAB4AAH0AAAD6AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "swc" => "Q1dTClEBAAB4nAFJAbb+eAAB9AAAA+gA5Q63WYtYAxG6uPObuPSBW22/msLaCe4dPev1pRhz7G2OaDGHoA5dRipK7uaenT2cFBTJdWUF3fuLoKO2/J1pH7+UfSANewIbGNOEN/O8GUD0/ikusBYnoCGYctRKMF7FnRyBXt6bynHBSkRZOx3MUyQ28juYkzpxQ5JZxLyoZ0vy7r89+Ot9XbdX3hwtANdN0MIiW2QN7shhoSCPN6d8JSBAoo1XLgiJsrNOnGaBT1dthl2FgTsSYZU7PnnNsEcWE3uNrZrK3mO1B+Z4eNO5SyzAVOQL4QiZ9G1sQSV0IMTWWla7js7FU5Pav4c09vX6Djnz9jc9hOdpE2kjsqfO9VrDSYeBMibCsvv04CfKk7XOPtGcDznmg6Pty+1ByulRvXKQU6kLMWgA1Tw3dSPgzilkGjZjQyDslCn/vCLiUfd/0qFh",
];
// Formats built by hand: only their headers matter.
$images["psd"] = "8BPS\x00\x01" . str_repeat("\0", 6) . "\x00\x03" . pack("NN", 40, 60) . "\x00\x08\x00\x03";
$images["tiff_ii"] = "II\x2a\x00" . pack("V", 8) . pack("v", 2) . pack("vvVV", 0x100, 3, 1, 33) . pack("vvVV", 0x101, 4, 1, 44) . pack("V", 0);
$images["tiff_mm"] = "MM\x00\x2a" . pack("N", 8) . pack("n", 2) . pack("nnNnn", 0x100, 3, 1, 55, 0) . pack("nnNN", 0x101, 4, 1, 66) . pack("N", 0);
$images["iff"] = "FORM" . pack("N", 30) . "ILBM" . "BMHD" . pack("N", 20) . pack("nn", 17, 19) . str_repeat("\0", 4) . "\x05" . str_repeat("\0", 11);
$images["ico"] = "\x00\x00\x01\x00\x02\x00" . "\x10\x10\x00\x00\x01\x00\x08\x00" . str_repeat("\0", 8) . "\x20\x18\x00\x00\x01\x00\x20\x00" . str_repeat("\0", 8);
$images["xbm"] = "#define test_width 12\n#define test_height 9\nstatic char test_bits[] = {0x00};\n";
$images["jpc"] = "\xff\x4f\xff\x51" . pack("nn", 47, 0) . pack("NN", 320, 240) . str_repeat("\0", 24) . pack("n", 3) . "\x07\x01\x01\x0b\x01\x01\x07\x01\x01";
$images["jp2"] = "\x00\x00\x00\x0c\x6a\x50\x20\x20\x0d\x0a\x87\x0a" . pack("N", 20) . "ftypjp2 " . str_repeat("\0", 8) . pack("N", 60) . "jp2c" . substr($images["jpc"], 1);
$images["bmp_os2"] = "BM" . str_repeat("\0", 12) . pack("V", 12) . pack("vvvv", 21, 22, 1, 4);
$images["bmp_topdown"] = "BM" . str_repeat("\0", 12) . pack("V", 40) . pack("VV", 9, -8 & 0xffffffff) . pack("vv", 1, 24);
$images["png_ascii"] = "\x89PNG\n\x1a\n" . str_repeat("\0", 20);
$images["jpc_bad"] = "\xff\x4f\xff\x52" . str_repeat("\0", 40);
$images["jp2_nocode"] = "\x00\x00\x00\x0c\x6a\x50\x20\x20\x0d\x0a\x87\x0a" . pack("N", 20) . "ftypjp2 " . str_repeat("\0", 8);
$images["riff_other"] = "RIFF" . pack("V", 4) . "WAVEfmt ";
$images["short"] = "GI";
$images["unknown"] = str_repeat("z", 20);
foreach ($images as $name => $data) {
    if (strlen($data) > 0 && !preg_match('/[^A-Za-z0-9+\/=]/', $data) && !in_array($name, ["xbm"], true)) {
        $decoded = base64_decode($data, true);
        if ($decoded !== false && strlen($data) % 4 === 0 && !in_array($name, ["short", "unknown"], true)) $data = $decoded;
    }
    echo "== $name\n";
    $r = @getimagesizefromstring($data, $info);
    var_dump($r);
    if ($info) var_dump(array_map('strlen', $info));
}
echo "== warnings\n";
var_dump(getimagesizefromstring($images["png_ascii"]));
var_dump(getimagesizefromstring($images["jpc_bad"]));
var_dump(getimagesizefromstring($images["jp2_nocode"]));
var_dump(getimagesizefromstring("GI"));
echo "== file\n";
$f = tempnam(sys_get_temp_dir(), "img");
file_put_contents($f, base64_decode("R0lGODdhBwAFAIAAAAQCBAAAACwAAAAABwAFAAACBYSPqbsFADs="));
var_dump(getimagesize($f));
unlink($f);
var_dump(@getimagesize("/nonexistent/image.png"));
try { getimagesize(""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { getimagesize("a\0b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
echo "== types\n";
for ($t = 0; $t <= IMAGETYPE_COUNT; $t++) {
    echo $t, " ", image_type_to_mime_type($t), " ", var_export(image_type_to_extension($t), true), " ", var_export(image_type_to_extension($t, false), true), "\n";
}
var_dump(IMAGETYPE_JPEG2000, IMAGETYPE_SWC, IMAGETYPE_AVIF);
--EXPECTF--
== png
array(6) {
  [0]=>
  int(7)
  [1]=>
  int(5)
  [2]=>
  int(3)
  [3]=>
  string(20) "width="7" height="5""
  ["bits"]=>
  int(8)
  ["mime"]=>
  string(9) "image/png"
}
== jpg
array(7) {
  [0]=>
  int(7)
  [1]=>
  int(5)
  [2]=>
  int(2)
  [3]=>
  string(20) "width="7" height="5""
  ["bits"]=>
  int(8)
  ["channels"]=>
  int(3)
  ["mime"]=>
  string(10) "image/jpeg"
}
array(1) {
  ["APP0"]=>
  int(14)
}
== gif
array(7) {
  [0]=>
  int(7)
  [1]=>
  int(5)
  [2]=>
  int(1)
  [3]=>
  string(20) "width="7" height="5""
  ["bits"]=>
  int(1)
  ["channels"]=>
  int(3)
  ["mime"]=>
  string(9) "image/gif"
}
== bmp
array(6) {
  [0]=>
  int(7)
  [1]=>
  int(5)
  [2]=>
  int(6)
  [3]=>
  string(20) "width="7" height="5""
  ["bits"]=>
  int(24)
  ["mime"]=>
  string(9) "image/bmp"
}
== webp
array(6) {
  [0]=>
  int(7)
  [1]=>
  int(5)
  [2]=>
  int(18)
  [3]=>
  string(20) "width="7" height="5""
  ["bits"]=>
  int(8)
  ["mime"]=>
  string(10) "image/webp"
}
== wbmp
array(5) {
  [0]=>
  int(7)
  [1]=>
  int(5)
  [2]=>
  int(15)
  [3]=>
  string(20) "width="7" height="5""
  ["mime"]=>
  string(18) "image/vnd.wap.wbmp"
}
== avif
array(7) {
  [0]=>
  int(7)
  [1]=>
  int(5)
  [2]=>
  int(19)
  [3]=>
  string(20) "width="7" height="5""
  ["bits"]=>
  int(8)
  ["channels"]=>
  int(3)
  ["mime"]=>
  string(10) "image/avif"
}
== webp_lossless
array(6) {
  [0]=>
  int(7)
  [1]=>
  int(5)
  [2]=>
  int(18)
  [3]=>
  string(20) "width="7" height="5""
  ["bits"]=>
  int(8)
  ["mime"]=>
  string(10) "image/webp"
}
== swf
array(5) {
  [0]=>
  int(200)
  [1]=>
  int(100)
  [2]=>
  int(4)
  [3]=>
  string(24) "width="200" height="100""
  ["mime"]=>
  string(29) "application/x-shockwave-flash"
}
== swc
array(5) {
  [0]=>
  int(200)
  [1]=>
  int(100)
  [2]=>
  int(13)
  [3]=>
  string(24) "width="200" height="100""
  ["mime"]=>
  string(29) "application/x-shockwave-flash"
}
== psd
array(5) {
  [0]=>
  int(60)
  [1]=>
  int(40)
  [2]=>
  int(5)
  [3]=>
  string(22) "width="60" height="40""
  ["mime"]=>
  string(9) "image/psd"
}
== tiff_ii
array(5) {
  [0]=>
  int(33)
  [1]=>
  int(44)
  [2]=>
  int(7)
  [3]=>
  string(22) "width="33" height="44""
  ["mime"]=>
  string(10) "image/tiff"
}
== tiff_mm
array(5) {
  [0]=>
  int(55)
  [1]=>
  int(66)
  [2]=>
  int(8)
  [3]=>
  string(22) "width="55" height="66""
  ["mime"]=>
  string(10) "image/tiff"
}
== iff
array(6) {
  [0]=>
  int(17)
  [1]=>
  int(19)
  [2]=>
  int(14)
  [3]=>
  string(22) "width="17" height="19""
  ["bits"]=>
  int(5)
  ["mime"]=>
  string(9) "image/iff"
}
== ico
array(6) {
  [0]=>
  int(32)
  [1]=>
  int(24)
  [2]=>
  int(17)
  [3]=>
  string(22) "width="32" height="24""
  ["bits"]=>
  int(32)
  ["mime"]=>
  string(24) "image/vnd.microsoft.icon"
}
== xbm
array(5) {
  [0]=>
  int(12)
  [1]=>
  int(9)
  [2]=>
  int(16)
  [3]=>
  string(21) "width="12" height="9""
  ["mime"]=>
  string(9) "image/xbm"
}
== jpc
array(7) {
  [0]=>
  int(320)
  [1]=>
  int(240)
  [2]=>
  int(9)
  [3]=>
  string(24) "width="320" height="240""
  ["bits"]=>
  int(12)
  ["channels"]=>
  int(3)
  ["mime"]=>
  string(24) "application/octet-stream"
}
== jp2
bool(false)
== bmp_os2
bool(false)
== bmp_topdown
array(6) {
  [0]=>
  int(9)
  [1]=>
  int(8)
  [2]=>
  int(6)
  [3]=>
  string(20) "width="9" height="8""
  ["bits"]=>
  int(24)
  ["mime"]=>
  string(9) "image/bmp"
}
== png_ascii
bool(false)
== jpc_bad
bool(false)
== jp2_nocode
bool(false)
== riff_other
bool(false)
== short
bool(false)
== unknown
bool(false)
== warnings

Warning: getimagesizefromstring(): PNG file corrupted by ASCII conversion in %s on line 42
bool(false)

Warning: getimagesizefromstring(): JPEG2000 codestream corrupt(Expected SIZ marker not found after SOC) in %s on line 43
bool(false)

Warning: getimagesizefromstring(): JP2 file has no codestreams at root level in %s on line 44
bool(false)

Notice: getimagesizefromstring(): Error reading from GI! in %s on line 45
bool(false)
== file
array(7) {
  [0]=>
  int(7)
  [1]=>
  int(5)
  [2]=>
  int(1)
  [3]=>
  string(20) "width="7" height="5""
  ["bits"]=>
  int(1)
  ["channels"]=>
  int(3)
  ["mime"]=>
  string(9) "image/gif"
}
bool(false)
Path cannot be empty
getimagesize(): Argument #1 ($filename) must not contain any null bytes
== types
0 application/octet-stream false false
1 image/gif '.gif' 'gif'
2 image/jpeg '.jpeg' 'jpeg'
3 image/png '.png' 'png'
4 application/x-shockwave-flash '.swf' 'swf'
5 image/psd '.psd' 'psd'
6 image/bmp '.bmp' 'bmp'
7 image/tiff '.tiff' 'tiff'
8 image/tiff '.tiff' 'tiff'
9 application/octet-stream '.jpc' 'jpc'
10 image/jp2 '.jp2' 'jp2'
11 application/octet-stream '.jpx' 'jpx'
12 application/octet-stream '.jb2' 'jb2'
13 application/x-shockwave-flash '.swf' 'swf'
14 image/iff '.iff' 'iff'
15 image/vnd.wap.wbmp '.bmp' 'bmp'
16 image/xbm '.xbm' 'xbm'
17 image/vnd.microsoft.icon '.ico' 'ico'
18 image/webp '.webp' 'webp'
19 image/avif '.avif' 'avif'
20 application/octet-stream false false
int(9)
int(13)
int(19)
