--TEST--
mb_decode_mimeheader/mb_encode_mimeheader on invalid input
--FILE--
<?php
// mb_decode_mimeheader / mb_encode_mimeheader on invalid input
foreach (["é", "a\xC3(b", "x =?UTF-8?B?w6k=?= \xC3", "=?UTF-8?B?".base64_encode("a\xC3(b")."?=", "=?UTF-8?Q?a=C3(b?=", "=?ISO-8859-1?Q?a=E9?= é", "\x80", "€"] as $s) { var_dump(mb_decode_mimeheader($s)); }
mb_internal_encoding("ISO-8859-1");
foreach (["é", "\xE9", "\x80"] as $s) { var_dump(bin2hex(mb_decode_mimeheader($s))); }
mb_internal_encoding("SJIS");
foreach (["é", "\xE9", "\x80", "\x82\xA0"] as $s) { var_dump(bin2hex(mb_decode_mimeheader($s))); }
mb_internal_encoding("UTF-8");
var_dump(mb_decode_mimeheader("a \xC3 =?UTF-8?Q?=C3?= \xC3"));
mb_substitute_character("none"); var_dump(mb_decode_mimeheader("=?UTF-8?Q?a=C3b?="));
mb_substitute_character(0x2606); var_dump(mb_decode_mimeheader("=?UTF-8?Q?a=C3b?="));
mb_substitute_character("long"); var_dump(mb_decode_mimeheader("=?UTF-8?Q?a=C3b?="));
mb_internal_encoding("ISO-8859-1");
mb_substitute_character("long"); var_dump(mb_decode_mimeheader("=?UTF-8?Q?a=C3b=E2=82=AC?="));
mb_internal_encoding("UTF-8"); mb_substitute_character(0x3F);
foreach (["ab\xE2\x82", "ab\xE2\x82 c", "ab \xE2\x82", "é\xE2\x82", "é\xE2", "\xC3", "ab\xC3", "é\xF0\x9F\x98", "\xE2\x82\xE2\x82", "\xE2\x82é", "\xE2\x82(", "é\xFF", "\xF0\x9F\x98\xF0\x9F\x98"] as $s) {
  echo bin2hex($s), " ", mb_encode_mimeheader($s, 'UTF-8'), " | ", mb_encode_mimeheader($s, 'UTF-8', 'Q'), " | ", mb_encode_mimeheader($s, 'ISO-8859-1'), "\n";
}
--EXPECT--
string(2) "??"
string(4) "a?(b"
string(6) "x é ?"
string(4) "a?(b"
string(4) "a?(b"
string(6) "aé ??"
string(1) "?"
string(3) "???"
string(4) "3f3f"
string(2) "3f"
string(2) "3f"
string(4) "3f3f"
string(2) "3f"
string(2) "3f"
string(4) "3f3f"
string(7) "a ? ? ?"
string(3) "a?b"
string(3) "a?b"
string(3) "a?b"
string(4) "a?b?"
6162e282 ab | ab | ab
6162e2822063 =?UTF-8?B?YWI/IGM=?= | =?UTF-8?Q?ab=3F=20c?= | =?ISO-8859-1?B?YWI/IGM=?=
616220e282 ab | ab | ab
c3a9e282 =?UTF-8?B?w6k=?= | =?UTF-8?Q?=C3=A9?= | =?ISO-8859-1?B?6Q==?=
c3a9e2 =?UTF-8?B?w6k=?= | =?UTF-8?Q?=C3=A9?= | =?ISO-8859-1?B?6Q==?=
c3  |  | 
6162c3 ab | ab | ab
c3a9f09f98 =?UTF-8?B?w6k=?= | =?UTF-8?Q?=C3=A9?= | =?ISO-8859-1?B?6Q==?=
e282e282 =?UTF-8?B?Pw==?= | =?UTF-8?Q?=3F?= | =?ISO-8859-1?B?Pw==?=
e282c3a9 =?UTF-8?B?P8Op?= | =?UTF-8?Q?=3F=C3=A9?= | =?ISO-8859-1?B?P+k=?=
e28228 =?UTF-8?B?Pyg=?= | =?UTF-8?Q?=3F=28?= | =?ISO-8859-1?B?Pyg=?=
c3a9ff =?UTF-8?B?w6k/?= | =?UTF-8?Q?=C3=A9=3F?= | =?ISO-8859-1?B?6T8=?=
f09f98f09f98 =?UTF-8?B?Pw==?= | =?UTF-8?Q?=3F?= | =?ISO-8859-1?B?Pw==?=
