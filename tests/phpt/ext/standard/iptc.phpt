--TEST--
iptcparse and iptcembed
--FILE--
<?php
$jpg = base64_decode("/9j/4AAQSkZJRgABAQEAYABgAAD//gA+Q1JFQVRPUjogZ2QtanBlZyB2MS4wICh1c2luZyBJSkcgSlBFRyB2NjIpLCBkZWZhdWx0IHF1YWxpdHkK/9sAQwAIBgYHBgUIBwcHCQkICgwUDQwLCwwZEhMPFB0aHx4dGhwcICQuJyAiLCMcHCg3KSwwMTQ0NB8nOT04MjwuMzQy/9sAQwEJCQkMCwwYDQ0YMiEcITIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIy/8AAEQgABQAHAwEiAAIRAQMRAf/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/EAB8BAAMBAQEBAQEBAQEAAAAAAAABAgMEBQYHCAkKC//EALURAAIBAgQEAwQHBQQEAAECdwABAgMRBAUhMQYSQVEHYXETIjKBCBRCkaGxwQkjM1LwFWJy0QoWJDThJfEXGBkaJicoKSo1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2RlZmdoaWpzdHV2d3h5eoKDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uLj5OXm5+jp6vLz9PX29/j5+v/aAAwDAQACEQMRAD8A+f6KKKAP/9k=");
function tag($rec, $ds, $val) { return chr(0x1c) . chr($rec) . chr($ds) . pack("n", strlen($val)) . $val; }
$iptc = tag(2, 5, "Title") . tag(2, 25, "kw1") . tag(2, 25, "kw2") . tag(2, 120, "A caption");
var_dump(iptcparse($iptc));
var_dump(iptcparse("garbage"), iptcparse(""), iptcparse("\x1c\x02\x05\x00\x10ab"));
$f = tempnam(sys_get_temp_dir(), "iptc");
file_put_contents($f, $jpg);
$out = iptcembed($iptc, $f);
var_dump(strlen($out), md5($out));
getimagesizefromstring($out, $info);
var_dump(array_keys($info));
var_dump(iptcparse($info["APP13"]));
file_put_contents($f, $out);
$again = iptcembed(tag(2, 5, "New"), $f);
getimagesizefromstring($again, $info2);
var_dump(strlen($again), iptcparse($info2["APP13"] ?? ""));
ob_start();
var_dump(iptcembed(tag(2, 5, "Spooled"), $f, 2));
$spooled = ob_get_clean();
var_dump(strlen($spooled));
file_put_contents($f, "not a jpeg");
var_dump(iptcembed($iptc, $f));
unlink($f);
var_dump(@iptcembed($iptc, "/nonexistent/file.jpg"));
--EXPECT--
array(3) {
  ["2#005"]=>
  array(1) {
    [0]=>
    string(5) "Title"
  }
  ["2#025"]=>
  array(2) {
    [0]=>
    string(3) "kw1"
    [1]=>
    string(3) "kw2"
  }
  ["2#120"]=>
  array(1) {
    [0]=>
    string(9) "A caption"
  }
}
bool(false)
bool(false)
bool(false)
int(765)
string(32) "0640642617cc334f9db384eac4bb689f"
array(2) {
  [0]=>
  string(4) "APP0"
  [1]=>
  string(5) "APP13"
}
array(3) {
  ["2#005"]=>
  array(1) {
    [0]=>
    string(5) "Title"
  }
  ["2#025"]=>
  array(2) {
    [0]=>
    string(3) "kw1"
    [1]=>
    string(3) "kw2"
  }
  ["2#120"]=>
  array(1) {
    [0]=>
    string(9) "A caption"
  }
}
int(733)
array(1) {
  ["2#005"]=>
  array(1) {
    [0]=>
    string(3) "New"
  }
}
int(748)
bool(false)
bool(false)
