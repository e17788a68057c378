--TEST--
iconv conversion, string functions and MIME headers
--FILE--
<?php
var_dump(bin2hex(iconv("UTF-8", "ISO-8859-1", "café")), iconv("UTF-8", "ASCII//TRANSLIT", "café"), iconv("UTF-8", "ASCII//IGNORE", "café"));
var_dump(iconv("UTF-8", "ASCII", "café"), iconv("UTF-8", "UTF-16", "a\xe3"), iconv("nope", "UTF-8", "x"));
var_dump(iconv_strlen("日本語", "UTF-8"), iconv_substr("日本語テキスト", 2, 3, "UTF-8"), iconv_strpos("abcabc", "c", 3, "UTF-8"), iconv_strrpos("abcabc", "b", "UTF-8"));
var_dump(iconv_mime_decode("Subject: =?UTF-8?B?w6k=?= =?ISO-8859-1?Q?=E9?=", 0, "UTF-8"));
var_dump(iconv_mime_decode_headers("Subject: =?UTF-8?Q?caf=C3=A9?=\r\nTo: a\r\nTo: b\r\n", 0, "UTF-8"));
var_dump(iconv_mime_encode("Subject", "Grüße", ["scheme" => "Q", "input-charset" => "UTF-8", "output-charset" => "UTF-8"]));
var_dump(iconv_get_encoding("internal_encoding"), ICONV_IMPL);
--EXPECTF--
string(8) "636166e9"
string(4) "cafe"
string(3) "caf"

Notice: iconv(): Detected an illegal character in input string in %s on line 3

Notice: iconv(): Detected an incomplete multibyte character in input string in %s on line 3

Warning: iconv(): Wrong encoding, conversion from "nope" to "UTF-8" is not allowed in %s on line 3
bool(false)
bool(false)
bool(false)
int(3)
string(9) "語テキ"
int(5)
int(4)
string(13) "Subject: éé"
array(2) {
  ["Subject"]=>
  string(5) "café"
  ["To"]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
}
string(36) "Subject: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?="
string(5) "UTF-8"
string(5) "glibc"
