--TEST--
intl: IntlChar constants and property methods
--FILE--
<?php
var_dump(IntlChar::enumCharNames(0x41, 0x44, function($c, $t, $n) { echo "$c $t $n\n"; })); $n=0; IntlChar::enumCharTypes(function($s, $e, $t) use (&$n) { if ($n++ < 3) echo "$s $e $t\n"; }); var_dump($n, IntlChar::charAge("A"), IntlChar::charDirection("a"), IntlChar::forDigit(11, 16), IntlChar::getBidiPairedBracket("("), IntlChar::getBidiPairedBracket(40), IntlChar::getFC_NFKC_Closure(0x2121), IntlChar::getFC_NFKC_Closure("a"), IntlChar::getIntPropertyMaxValue(IntlChar::PROPERTY_BIDI_CLASS), IntlChar::getPropertyEnum("Alphabetic"), IntlChar::getPropertyName(IntlChar::PROPERTY_ALPHABETIC), IntlChar::getPropertyName(9999), IntlChar::getPropertyValueEnum(IntlChar::PROPERTY_BLOCK, "greek"), IntlChar::getPropertyValueName(IntlChar::PROPERTY_BLOCK, 8), IntlChar::isIDStart("a"), IntlChar::isJavaSpaceChar(" "), IntlChar::isbase("a"), IntlChar::charAge(0x110000), intl_get_error_message(), IntlChar::enumCharNames(5, 2, "strlen"), IntlChar::PROPERTY_ALPHABETIC, IntlChar::BLOCK_CODE_GREEK, IntlChar::CHAR_CATEGORY_UPPERCASE_LETTER);
var_dump(IntlChar::toupper("a"), IntlChar::charName("€"), IntlChar::ord("é"), IntlChar::chr(0x1F600), IntlChar::isalpha(0x41), IntlChar::charType("1"));
--EXPECT--
65 0 LATIN CAPITAL LETTER A
66 0 LATIN CAPITAL LETTER B
67 0 LATIN CAPITAL LETTER C
NULL
0 32 15
32 33 12
33 36 23
int(4007)
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [2]=>
  int(0)
  [3]=>
  int(0)
}
int(0)
int(98)
string(1) ")"
int(41)
string(3) "tel"
string(0) ""
int(22)
int(0)
string(10) "Alphabetic"
bool(false)
int(8)
string(16) "Greek_And_Coptic"
bool(true)
bool(true)
bool(true)
NULL
string(48) "Codepoint out of range: U_ILLEGAL_ARGUMENT_ERROR"
NULL
int(0)
int(8)
int(1)
string(1) "A"
string(9) "EURO SIGN"
int(233)
string(4) "😀"
bool(true)
int(9)
