--TEST--
mb_* calls repeated with and without encodings, around changes of the substitute character and internal encoding
--FILE--
<?php
// mb_* calls repeated with and without encoding arguments, around changes
// of the substitute character and the internal encoding.
$s = "héllo wörld ✓";
$out = [];
for ($i = 0; $i < 3; $i++) {
  $out[] = mb_ord(mb_substr($s, $i, 1), 'UTF-8') . '/' . mb_strlen($s) . '/' . mb_strlen($s, '8bit');
}
echo implode(' ', $out), "\n";
echo mb_chr(10003, 'UTF-8'), mb_chr(233), ' ', mb_strtoupper($s), "\n";
mb_substitute_character(0x3F);
var_dump(mb_convert_encoding("a\xFFb", 'UTF-8', 'UTF-8'));
mb_substitute_character('none');
var_dump(mb_convert_encoding("a\xFFb", 'UTF-8', 'UTF-8'), mb_substitute_character());
ini_set('mbstring.internal_encoding', 'ISO-8859-1');
var_dump(mb_strlen($s), mb_internal_encoding());
mb_internal_encoding('UTF-8');
var_dump(mb_strlen($s), mb_ord('✓'));
try { mb_ord('x', 'no-such'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
104/13/17 233/13/17 108/13/17
✓é HÉLLO WÖRLD ✓
string(3) "a?b"
string(2) "ab"
string(4) "none"

Deprecated: ini_set(): Use of mbstring.internal_encoding is deprecated in %s on line 15
int(17)
string(10) "ISO-8859-1"
int(13)
int(10003)
mb_ord(): Argument #2 ($encoding) must be a valid encoding, "no-such" given
