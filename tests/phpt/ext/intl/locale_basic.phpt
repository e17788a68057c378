--TEST--
intl: locale_basic
--INI--
intl.default_locale=en_US
--FILE--
<?php
Locale::setDefault("en_US"); echo Locale::getDefault(), "\n";
var_dump(locale_get_display_name("de_CH", "en"), Locale::parseLocale("sr_Latn_RS_REVISED@currency=USD"), Locale::getKeywords("de_DE@currency=EUR;collation=PHONEBOOK"), Locale::canonicalize("en-us"), Locale::composeLocale(["language"=>"en","region"=>"US","variant2"=>"x"]), Locale::lookup(["de-DE","en-US"], "de-de-1996", true, "en"), Locale::acceptFromHttp("en-US,en;q=0.9,fr;q=0.8"), Locale::filterMatches("de-DEVA","de-DE", false), Locale::getAllVariants("sl_IT_NEDIS_ROJAZ_1901"));
var_dump(Locale::parseLocale("en-US-x-prv1-prv2"), Locale::parseLocale("i-klingon"), Locale::getDisplayLanguage("fr_FR", "de"), Locale::getDisplayRegion("fr_FR", "fr"), Locale::getDisplayScript("zh_Hans_CN", "en"), Locale::getDisplayVariant("sl_IT_NEDIS", "en"));
var_dump(Locale::getPrimaryLanguage("zh_Hant_TW"), Locale::getScript("zh_Hant_TW"), Locale::getRegion("zh_Hant_TW"), locale_get_region(""), Locale::setDefault("fr_CA"), Locale::getDefault(), ini_get("intl.default_locale"), Locale::getDisplayLanguage("de"));
var_dump(Locale::lookup(['de-DE', 'de', 'en'], 'de-CH-1996'), Locale::lookup([], 'x'), Locale::lookup(['fr'], 'de', false, 'en'), Locale::filterMatches('de_DE', 'de', true), Locale::filterMatches('en', '*'));
try { Locale::composeLocale(['region' => 'US']); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(Locale::composeLocale(['language' => 'en', 'script' => 1]), intl_get_error_message(), Locale::composeLocale(['language' => 'en', 'variant' => ['a', 'b'], 'private' => ['p1', 'p2'], 'extlang' => ['e1']]));
try { Locale::lookup([1], 'de'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(Locale::getKeywords("en"), Locale::getKeywords(str_repeat("x", 200)), intl_get_error_message(), Locale::acceptFromHttp("xx"), Locale::getDisplayName(str_repeat("x", 200)), intl_get_error_message());
var_dump(Locale::canonicalize("EN_us@Currency=USD"), Locale::canonicalize(""), Locale::getAllVariants("en"));
--EXPECT--
en_US
string(20) "German (Switzerland)"
array(4) {
  ["language"]=>
  string(2) "sr"
  ["script"]=>
  string(4) "Latn"
  ["region"]=>
  string(2) "RS"
  ["variant0"]=>
  string(7) "REVISED"
}
array(2) {
  ["collation"]=>
  string(9) "PHONEBOOK"
  ["currency"]=>
  string(3) "EUR"
}
string(5) "en_US"
string(7) "en_US_x"
string(5) "de_de"
string(5) "en_US"
bool(false)
array(3) {
  [0]=>
  string(5) "NEDIS"
  [1]=>
  string(5) "ROJAZ"
  [2]=>
  string(4) "1901"
}
array(4) {
  ["language"]=>
  string(2) "en"
  ["region"]=>
  string(2) "US"
  ["private0"]=>
  string(4) "prv1"
  ["private1"]=>
  string(4) "prv2"
}
array(1) {
  ["grandfathered"]=>
  string(9) "i-klingon"
}
string(12) "Französisch"
string(6) "France"
string(14) "Simplified Han"
string(16) "Natisone dialect"
string(2) "zh"
string(4) "Hant"
string(2) "TW"
string(2) "US"
bool(true)
string(5) "fr_CA"
string(5) "fr_CA"
string(8) "allemand"
string(2) "de"
string(0) ""
string(2) "en"
bool(true)
bool(true)
Locale::composeLocale(): Argument #1 ($subtags) must contain a "language" key
bool(false)
string(81) "locale_compose: parameter array element is not a string: U_ILLEGAL_ARGUMENT_ERROR"
string(17) "en_e1_a_b_x_p1_p2"
Locale::lookup(): Argument #2 ($locale) must only contain string values
NULL
NULL
string(89) "Locale string too long, should be no longer than 156 characters: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
bool(false)
string(65) "locale_get_display_name : name too long: U_ILLEGAL_ARGUMENT_ERROR"
string(18) "en_US@currency=USD"
string(5) "fr_CA"
array(0) {
}
