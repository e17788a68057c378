--TEST--
Normalizer, grapheme, Transliterator, IntlChar and Collator basics
--FILE--
<?php
var_dump(Normalizer::normalize("e\u{301}"), Normalizer::normalize("é", Normalizer::FORM_D) === "e\u{301}", Normalizer::isNormalized("e\u{301}"), Normalizer::getRawDecomposition("é"));
var_dump(grapheme_strlen("e\u{301}a👍🏽"), grapheme_substr("e\u{301}abc", 1, 2), grapheme_strpos("xe\u{301}y", "y"), grapheme_stripos("ABC", "b"), grapheme_strrpos("abcb", "b"), grapheme_extract("e\u{301}abc", 2));
$t = Transliterator::create("Any-Latin; Latin-ASCII");
var_dump($t->id, $t->transliterate("Привет, 日本"), transliterator_transliterate("NFD; [:Nonspacing Mark:] Remove; NFC", "Crème brûlée"));
var_dump(Transliterator::create("nope"), intl_get_error_code(), intl_get_error_message());
$r = Transliterator::createFromRules("a > b; c > d;");
var_dump($r->id, $r->transliterate("abcabc"));
var_dump(IntlChar::charName("A"), IntlChar::ord("é"), IntlChar::chr(0x263A), IntlChar::isupper("A"), IntlChar::toupper("ß"));
$c = new Collator("en_US");
$arr = ["banana", "Apple", "cherry", "apple"];
$c->sort($arr);
var_dump($arr, $c->compare("a", "B"), $c->getAttribute(Collator::STRENGTH));
--EXPECT--
string(2) "é"
bool(true)
bool(false)
string(3) "é"
int(3)
string(2) "ab"
int(2)
int(1)
int(3)
string(4) "éa"
string(21) "Any-Latin;Latin-ASCII"
string(14) "Privet, ri ben"
string(12) "Creme brulee"
NULL
int(65569)
string(85) "transliterator_create: unable to open ICU transliterator with id "nope": U_INVALID_ID"
string(13) "RulesTransPHP"
string(6) "bbdbbd"
string(22) "LATIN CAPITAL LETTER A"
int(233)
string(3) "☺"
bool(true)
string(2) "ß"
array(4) {
  [0]=>
  string(5) "apple"
  [1]=>
  string(5) "Apple"
  [2]=>
  string(6) "banana"
  [3]=>
  string(6) "cherry"
}
int(-1)
int(2)
