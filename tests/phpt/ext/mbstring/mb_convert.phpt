--TEST--
mbstring conversion, substitution, detection, entities and MIME headers
--FILE--
<?php
$u = "Grüße 日本";
foreach (["UTF-16", "UTF-16LE", "UTF-32BE", "UCS-2", "ISO-8859-1", "SJIS", "EUC-JP", "ASCII", "HTML-ENTITIES"] as $e) {
    $c = @mb_convert_encoding($u, $e, "UTF-8");
    echo $e, ": ", bin2hex($c), " back: ", @mb_convert_encoding($c, "UTF-8", $e), "\n";
}
foreach (["long", "none", "entity", 0x3013, 0x41] as $m) {
    mb_substitute_character($m);
    echo bin2hex(mb_convert_encoding("a\x80b\xe3\x81c\xf0\x9f\x98\x80", "ISO-8859-1", "UTF-8")), "\n";
}
mb_substitute_character(0x3F);
var_dump(mb_check_encoding("abc\xff"), mb_check_encoding("añ"), mb_check_encoding(["a" => "b\xc3\xa9"], "UTF-8"));
var_dump(mb_detect_encoding("abc"), mb_detect_encoding("\xe9t\xe9", "ASCII,UTF-8,ISO-8859-1"), mb_detect_encoding("\xe9t\xe9", "ASCII,UTF-8", true));
var_dump(mb_encoding_aliases("ASCII"), mb_preferred_mime_name("sjis"), count(mb_list_encodings()) > 50);
var_dump(mb_encode_numericentity("aé€", [0x80, 0x10FFFF, 0, 0x1FFFFF], "UTF-8"), mb_decode_numericentity("&#233;&#x20AC;x", [0x80, 0x10FFFF, 0, 0x1FFFFF]));
var_dump(mb_encode_mimeheader("Hello wörld"), mb_decode_mimeheader("=?UTF-8?B?w6k=?= =?UTF-8?Q?=C3=A9?="));
$a = "caf\xe9"; $b = ["x" => "\xe9"];
var_dump(mb_convert_variables("UTF-8", "ISO-8859-1", $a, $b), $a, $b);
try { mb_convert_encoding("a", "UTF-8", "bad"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
UTF-16: 0047007200fc00df0065002065e5672c back: Grüße 日本
UTF-16LE: 47007200fc00df0065002000e5652c67 back: Grüße 日本
UTF-32BE: 0000004700000072000000fc000000df0000006500000020000065e50000672c back: Grüße 日本
UCS-2: 0047007200fc00df0065002065e5672c back: Grüße 日本
ISO-8859-1: 4772fcdf65203f3f back: Grüße ??
SJIS: 47723f3f652093fa967b back: Gr??e 日本
EUC-JP: 47728fabe48fa9ce6520c6fccbdc back: Grüße 日本
ASCII: 47723f3f65203f3f back: Gr??e ??
HTML-ENTITIES: 47722675756d6c3b26737a6c69673b6520262332363038353b262332363431323b back: Grüße 日本
613f623f63552b3146363030
616263
613f623f6326237831463630303b
613f623f633f
614162416341
bool(false)
bool(true)
bool(true)
string(5) "ASCII"
string(10) "ISO-8859-1"
bool(false)
array(11) {
  [0]=>
  string(14) "ANSI_X3.4-1968"
  [1]=>
  string(8) "iso-ir-6"
  [2]=>
  string(14) "ANSI_X3.4-1986"
  [3]=>
  string(16) "ISO_646.irv:1991"
  [4]=>
  string(8) "US-ASCII"
  [5]=>
  string(9) "ISO646-US"
  [6]=>
  string(2) "us"
  [7]=>
  string(6) "IBM367"
  [8]=>
  string(7) "IBM-367"
  [9]=>
  string(5) "cp367"
  [10]=>
  string(7) "csASCII"
}
string(9) "Shift_JIS"
bool(true)
string(14) "a&#233;&#8364;"
string(6) "é€x"
string(26) "Hello =?UTF-8?B?d8O2cmxk?="
string(4) "éé"
string(10) "ISO-8859-1"
string(5) "café"
array(1) {
  ["x"]=>
  string(2) "é"
}
mb_convert_encoding(): Argument #3 ($from_encoding) contains invalid encoding "bad"
