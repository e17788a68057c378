--TEST--
mb_strimwidth/mb_substr_count on invalid UTF-8
--FILE--
<?php
foreach ([["ab\xE2\x82", "\xC3"], ["ab\xE2\x82", "b\xC3"], ["ab\xE2\x82b", "\xC3"], ["\xE2\x82\xE2\x82", "\xC3"], ["\xC3\xC3", "\xC3"], ["\xC3\xC3", "\xC3\xC3"],["\xE0\x80", "\xC3"],["é\xC3", "é"], ["é\xC3", "\xC3"],["\xFF\xC3\xFF\xC3\xFF", "\xFF"]] as [$h,$n]) var_dump(mb_substr_count($h,$n));
foreach (["a\xC3(b", "\xFF\xFE", "ab\xE2\x82", "\xF0\x9F\x98", "\xC3", "\xC3\xC3\xC3\xC3"] as $s) { var_dump(mb_strwidth($s), bin2hex(mb_strimwidth($s, 0, 3, '…')), bin2hex(mb_strimwidth($s, 0, 2)), bin2hex(mb_strimwidth($s, 1, 2, "x"))); }
foreach (["a\xC3(b\xC3(c", "\xFF\xFE\xFDabc", "ab\xE2\x82", "日\xC3本語\xFF", "\xC3\xC3\xC3\xC3"] as $s) foreach ([[-2,3],[-4,2],[1,-1],[0,-2],[-3,-1],[2,4]] as [$f,$w]) { try { var_dump(bin2hex(mb_strimwidth($s, $f, $w, '.'))); } catch (ValueError $e) { echo $e->getMessage(), "\n"; } }
mb_substitute_character(0x3F);
mb_substitute_character(0x2606);
var_dump(...array_map("bin2hex", [mb_strimwidth("a\xC3(b", 0, 3, '…'), mb_strimwidth("a\xC3(b", 0, 9, '…'), mb_strimwidth("a\xC3(b", 1, 9, '…')]));
mb_substitute_character("none");
var_dump(...array_map("bin2hex", [mb_strimwidth("a\xC3(b", 0, 3, '…'), mb_strimwidth("a\xC3(b", 0, 9, '…'), mb_strimwidth("a\xC3(b", 1, 9, '…')]));
var_dump(...array_map("bin2hex", [mb_strimwidth("a\xC3(b", 0, 3, "\xC3"), mb_strimwidth("a\xC3(b", -3, 3, '…')]));
mb_substitute_character(0x3F);
$hs = ["\xE0\x80\x80", "\xC3\x80\xC3", "\xED\xA0\x80", "\xF4\x90\x80", "\xC0\xAF\xC1", "a\xE2\x82\xE2\x82\xACb", "\xC3é\xC3", "\xE2\x82a\xE2\x82", "\xF0\x9F\x98\x80\xF0\x9F"];
$ns = ["\xC3", "\xFF", "\x80", "a", "é", "\xC3\xC3", "\xE2\x82\xAC", "\xF0"];
foreach ($hs as $h) { echo bin2hex($h), ":"; foreach ($ns as $n) echo " ", mb_substr_count($h, $n), mb_substr_count($h.$h, $n); echo " ", bin2hex(mb_encode_mimeheader($h."x")), " ", mb_strwidth($h), bin2hex(mb_strimwidth($h, 0, 2)), "\n"; }
--EXPECT--
int(0)
int(0)
int(1)
int(1)
int(1)
int(0)
int(1)
int(1)
int(0)
int(3)
int(4)
string(10) "613fe280a6"
string(4) "613f"
string(4) "3f78"
int(2)
string(4) "3f3f"
string(4) "3f3f"
string(2) "3f"
int(3)
string(6) "61623f"
string(4) "6162"
string(4) "623f"
int(1)
string(2) "3f"
string(2) "3f"
string(0) ""
int(1)
string(2) "3f"
string(2) "3f"
string(0) ""
int(4)
string(10) "3f3fe280a6"
string(4) "3f3f"
string(4) "3f78"
string(6) "623f2e"
string(4) "3f2e"
string(10) "3f28623f2e"
string(10) "613f28622e"
string(8) "28623f2e"
string(8) "28623f2e"
string(4) "6263"
string(4) "3f2e"
string(8) "3f3f612e"
string(8) "3f3f3f2e"
string(4) "612e"
string(8) "3f616263"
string(4) "623f"
mb_strimwidth(): Argument #2 ($start) is out of range
string(2) "2e"
string(2) "2e"
string(4) "612e"
string(2) "3f"
string(2) "3f"
string(2) "2e"
string(10) "3fe69cac2e"
string(16) "e697a53fe69cac2e"
string(2) "2e"
string(8) "e69cac2e"
string(6) "3f3f2e"
mb_strimwidth(): Argument #2 ($start) is out of range
string(4) "3f2e"
string(4) "3f2e"
mb_strimwidth(): Argument #2 ($start) is out of range
string(4) "3f3f"
string(14) "61e29886e280a6"
string(12) "61e298862862"
string(10) "e298862862"
string(8) "61e280a6"
string(6) "612862"
string(4) "2862"
string(4) "61c3"
string(8) "61e280a6"
e08080: 24 24 24 00 00 12 00 24 3d3f5554462d383f423f507a382f65413d3d3f3d 33f3f
c380c3: 01 01 01 00 00 00 00 01 3d3f5554462d383f423f7734412f65413d3d3f3d 2c3803f
eda080: 24 24 24 00 00 12 00 24 3d3f5554462d383f423f507a382f65413d3d3f3d 33f3f
f49080: 24 24 24 00 00 12 00 24 3d3f5554462d383f423f507a382f65413d3d3f3d 33f3f
c0afc1: 36 36 36 00 00 13 00 36 3d3f5554462d383f423f507a382f65413d3d3f3d 33f3f
61e282e282ac62: 12 12 12 12 00 00 12 12 3d3f5554462d383f423f59542f696771786965413d3d3f3d 4613f
c3c3a9c3: 13 13 13 00 12 01 00 13 3d3f5554462d383f423f50384f705033673d3f3d 33fc3a9
e28261e282: 13 13 13 12 00 01 00 13 3d3f5554462d383f423f5032452f65413d3d3f3d 33f61
f09f9880f09f: 01 01 01 00 00 00 00 01 3d3f5554462d383f423f384a2b59674439343f3d 3f09f9880
