--TEST--
mb_detect_encoding on invalid input
--FILE--
<?php
$strs = ["a\xFF", "\xFFa", "", "abc", "ab\xE2\x82", "a\xC3(b", "\xFF\xFE", "\xE0\x80", "é\xFF", "日本\xFF", "\xC3\xA9\xE9", "\x82\xA0\xFF"];
$lists = [["UTF-8"], ["ASCII"], ["UTF-8","ASCII"], ["ASCII","UTF-8"], ["UTF-8","ISO-8859-1"], ["SJIS","UTF-8"], ["EUC-JP","UTF-8","SJIS"], ["ASCII","UTF-8","ISO-8859-1"], ["UTF-16LE", "UTF-8"]];
foreach ($strs as $s) { echo bin2hex($s), ":"; foreach ($lists as $l) foreach ([false,true] as $st) echo " ", var_export(mb_detect_encoding($s, $l, $st), true); echo " | ", var_export(mb_detect_encoding($s), true), var_export(mb_detect_encoding($s, null, true), true), "\n"; }
--EXPECT--
61ff: 'UTF-8' false 'ASCII' false false false false false 'ISO-8859-1' 'ISO-8859-1' false false false false 'ISO-8859-1' 'ISO-8859-1' 'UTF-16LE' 'UTF-16LE' | falsefalse
ff61: false false false false false false false false 'ISO-8859-1' 'ISO-8859-1' false false false false 'ISO-8859-1' 'ISO-8859-1' 'UTF-16LE' 'UTF-16LE' | falsefalse
: 'UTF-8' 'UTF-8' 'ASCII' 'ASCII' 'UTF-8' 'UTF-8' 'ASCII' 'ASCII' 'UTF-8' 'UTF-8' 'SJIS' 'SJIS' 'EUC-JP' 'EUC-JP' 'ASCII' 'ASCII' 'UTF-16LE' 'UTF-16LE' | 'ASCII''ASCII'
616263: 'UTF-8' 'UTF-8' 'ASCII' 'ASCII' 'UTF-8' 'UTF-8' 'ASCII' 'ASCII' 'UTF-8' 'UTF-8' 'SJIS' 'SJIS' 'EUC-JP' 'EUC-JP' 'ASCII' 'ASCII' 'UTF-8' 'UTF-8' | 'ASCII''ASCII'
6162e282: 'UTF-8' false 'ASCII' false 'UTF-8' false 'UTF-8' false 'ISO-8859-1' 'ISO-8859-1' 'SJIS' 'SJIS' 'SJIS' 'SJIS' 'ISO-8859-1' 'ISO-8859-1' 'UTF-16LE' 'UTF-16LE' | 'UTF-8'false
61c32862: 'UTF-8' false 'ASCII' false 'UTF-8' false 'UTF-8' false 'ISO-8859-1' 'ISO-8859-1' 'SJIS' 'SJIS' 'SJIS' 'SJIS' 'ISO-8859-1' 'ISO-8859-1' 'UTF-16LE' 'UTF-16LE' | 'UTF-8'false
fffe: false false false false false false false false 'ISO-8859-1' 'ISO-8859-1' false false false false 'ISO-8859-1' 'ISO-8859-1' 'UTF-16LE' 'UTF-16LE' | falsefalse
e080: 'UTF-8' false false false 'UTF-8' false 'UTF-8' false 'ISO-8859-1' 'ISO-8859-1' 'SJIS' 'SJIS' 'SJIS' 'SJIS' 'ISO-8859-1' 'ISO-8859-1' 'UTF-16LE' 'UTF-16LE' | 'UTF-8'false
c3a9ff: 'UTF-8' false false false 'UTF-8' false 'UTF-8' false 'ISO-8859-1' 'ISO-8859-1' false false false false 'ISO-8859-1' 'ISO-8859-1' 'UTF-16LE' false | 'UTF-8'false
e697a5e69cacff: 'UTF-8' false false false 'UTF-8' false 'UTF-8' false 'ISO-8859-1' 'ISO-8859-1' false false false false 'ISO-8859-1' 'ISO-8859-1' 'UTF-16LE' false | 'UTF-8'false
c3a9e9: 'UTF-8' false false false 'UTF-8' false 'UTF-8' false 'ISO-8859-1' 'ISO-8859-1' false false false false 'ISO-8859-1' 'ISO-8859-1' false false | 'UTF-8'false
82a0ff: false false false false false false false false 'ISO-8859-1' 'ISO-8859-1' 'SJIS' false 'SJIS' false 'ISO-8859-1' 'ISO-8859-1' 'UTF-16LE' false | falsefalse
