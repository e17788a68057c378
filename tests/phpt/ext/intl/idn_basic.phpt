--TEST--
intl: idn_basic
--INI--
intl.default_locale=en_US
--FILE--
<?php
var_dump(idn_to_ascii("bücher.de"), idn_to_utf8("xn--bcher-kva.de"), idn_to_ascii("a..b", IDNA_DEFAULT, INTL_IDNA_VARIANT_UTS46, $info), $info, idn_to_ascii(""), idn_to_utf8("xn--zz"), idn_to_ascii("x", 0, 5));
var_dump(idn_to_ascii("", 0, 5), intl_get_error_message()); $i=5; var_dump(idn_to_ascii(str_repeat("a", 300), 0, 1, $i), $i);
var_dump(idn_to_ascii(str_repeat("a", 70)), idn_to_utf8("ÄÖ.de", 0, 1, $i), $i, IDNA_ERROR_BIDI, U_IDNA_ERROR_LIMIT, ULOC_VALID_LOCALE, U_BRK_RULE_SYNTAX);
var_dump(idn_to_ascii("a_b", IDNA_USE_STD3_RULES, INTL_IDNA_VARIANT_UTS46, $i), $i);
--EXPECT--
string(16) "xn--bcher-kva.de"
string(10) "bücher.de"
bool(false)
array(3) {
  ["result"]=>
  string(4) "a..b"
  ["isTransitionalDifferent"]=>
  bool(false)
  ["errors"]=>
  int(1)
}
bool(false)
bool(false)
bool(false)
bool(false)
string(88) "idn_to_ascii: invalid variant, must be INTL_IDNA_VARIANT_UTS46: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
array(0) {
}
bool(false)
string(7) "äö.de"
array(3) {
  ["result"]=>
  string(7) "äö.de"
  ["isTransitionalDifferent"]=>
  bool(false)
  ["errors"]=>
  int(0)
}
int(2048)
int(66569)
int(1)
int(66051)
bool(false)
array(3) {
  ["result"]=>
  string(5) "a�b"
  ["isTransitionalDifferent"]=>
  bool(false)
  ["errors"]=>
  int(128)
}
