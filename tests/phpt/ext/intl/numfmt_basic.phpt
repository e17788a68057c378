--TEST--
intl: numfmt_basic
--INI--
intl.default_locale=en_US
--FILE--
<?php
var_dump(locale_get_region(str_repeat("a",200)), intl_get_error_message());
try { $f = new NumberFormatter("en", 99); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(numfmt_create("en", 99), intl_get_error_message());
var_dump(numfmt_create("en", NumberFormatter::PATTERN_DECIMAL, "#,##0.0#;(#)"));
$f = new NumberFormatter("de_DE", NumberFormatter::CURRENCY);
var_dump($f->format(1234.5), $f->formatCurrency(1234.5, "USD"), $f->getPattern(), $f->getLocale(), $f->getSymbol(NumberFormatter::CURRENCY_SYMBOL));
try { var_dump($f->format(1, 99)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump($f->format(1, NumberFormatter::TYPE_CURRENCY)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($f->parse("1.234,50 €"), $f->getErrorMessage(), $f->parse("abc"), $f->getErrorCode(), $f->getErrorMessage(), intl_get_error_message());
$c = null; var_dump($f->parseCurrency("1.234,50 €", $c), $c);
var_dump($f->getAttribute(999), $f->getErrorMessage(), $f->setAttribute(999, 1), $f->getErrorMessage());
var_dump($f->getTextAttribute(NumberFormatter::POSITIVE_PREFIX), $f->getTextAttribute(99), $f->getErrorMessage());
var_dump($f->setPattern("#,##0.00 ¤¤"), $f->format(5), $f->setPattern("#,##0.0.0"), $f->getErrorMessage());
$g = new NumberFormatter("en", NumberFormatter::SPELLOUT); var_dump($g->format(42), $g->format(4.5));
$g = new NumberFormatter("en", NumberFormatter::ORDINAL); var_dump($g->format(42));
$g = new NumberFormatter("en", NumberFormatter::DECIMAL); var_dump($g->format(PHP_INT_MAX), $g->format(1.23456789), $g->parse("123", NumberFormatter::TYPE_INT64), $g->parse("1e5"), $g->getAttribute(NumberFormatter::MAX_FRACTION_DIGITS), $g->getAttribute(NumberFormatter::ROUNDING_INCREMENT));
$o = 0; var_dump($g->parse("  12abc", NumberFormatter::TYPE_DOUBLE, $o), $o);
$h = numfmt_create("fr_FR", NumberFormatter::PERCENT); var_dump(numfmt_format($h, 0.256), numfmt_get_attribute($h, NumberFormatter::MAX_FRACTION_DIGITS), numfmt_set_attribute($h, NumberFormatter::MAX_FRACTION_DIGITS, 2), numfmt_format($h, 0.256), numfmt_get_error_code($h), numfmt_get_error_message($h));
$s = new NumberFormatter("en_US", NumberFormatter::SCIENTIFIC); var_dump($s->format(12345.678), $s->format(-0.00012));
$d = new NumberFormatter("en_US", NumberFormatter::DECIMAL);
var_dump($d->setSymbol(NumberFormatter::GROUPING_SEPARATOR_SYMBOL, "'"), $d->format(1234567), $d->getSymbol(99), intl_get_error_message());
var_dump($d->setTextAttribute(NumberFormatter::NEGATIVE_PREFIX, "minus "), $d->format(-5), $d->getTextAttribute(NumberFormatter::NEGATIVE_PREFIX));
var_dump($d->setAttribute(NumberFormatter::ROUNDING_MODE, NumberFormatter::ROUND_DOWN), $d->setAttribute(NumberFormatter::MAX_FRACTION_DIGITS, 1), $d->format(2.99), $d->format(2.99, NumberFormatter::TYPE_INT32), $d->format(7, NumberFormatter::TYPE_DOUBLE));
$c = clone $d; var_dump($c->format(-1.25));
$p = 0; var_dump($d->parse("123,456.7xyz", NumberFormatter::TYPE_DOUBLE, $p), $p);
try { numfmt_format($d, 1, NumberFormatter::TYPE_CURRENCY); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { numfmt_parse($d, "1", NumberFormatter::TYPE_CURRENCY); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $d->parse("1", 77); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$e = new NumberFormatter("en_US", NumberFormatter::CURRENCY);
var_dump($e->formatCurrency(-1234.567, "JPY"), $e->formatCurrency(5, "EUR"), $e->parseCurrency('$1,234.50', $cur), $cur);
var_dump(numfmt_get_locale($e), numfmt_get_locale($e, ULOC_VALID_LOCALE), numfmt_get_pattern($e));
--EXPECT--
NULL
string(89) "Locale string too long, should be no longer than 156 characters: U_ILLEGAL_ARGUMENT_ERROR"
IntlException: Constructor failed
NULL
string(68) "numfmt_create: number formatter creation failed: U_UNSUPPORTED_ERROR"
object(NumberFormatter)#1 (0) {
}
string(13) "1.234,50 €"
string(11) "1.234,50 $"
string(12) "#,##0.00 ¤"
string(5) "de_DE"
string(3) "€"
ValueError: NumberFormatter::format(): Argument #2 ($type) must be a NumberFormatter::TYPE_* constant
ValueError: NumberFormatter::format(): Argument #2 ($type) cannot be NumberFormatter::TYPE_CURRENCY constant, use NumberFormatter::formatCurrency() method instead
bool(false)
string(36) "Number parsing failed: U_PARSE_ERROR"
bool(false)
int(9)
string(36) "Number parsing failed: U_PARSE_ERROR"
string(12) "U_ZERO_ERROR"
bool(false)
NULL
bool(false)
string(50) "Error getting attribute value: U_UNSUPPORTED_ERROR"
bool(false)
string(50) "Error setting attribute value: U_UNSUPPORTED_ERROR"
string(0) ""
bool(false)
string(50) "Error getting attribute value: U_UNSUPPORTED_ERROR"
bool(true)
string(8) "5,00 EUR"
bool(false)
string(47) "Error setting pattern value: U_UNQUOTED_SPECIAL"
string(9) "forty-two"
string(15) "four point five"
string(4) "42nd"
string(25) "9,223,372,036,854,775,807"
string(5) "1.235"
int(123)
float(100000)
int(3)
float(0)
bool(false)
int(0)
string(5) "26 %"
int(0)
bool(true)
string(7) "25,6 %"
int(0)
string(12) "U_ZERO_ERROR"
string(11) "1.2345678E4"
string(7) "-1.2E-4"
bool(true)
string(9) "1'234'567"
bool(false)
string(65) "numfmt_get_symbol: invalid symbol value: U_ILLEGAL_ARGUMENT_ERROR"
bool(true)
string(7) "minus 5"
string(6) "minus "
bool(true)
bool(true)
string(3) "2.9"
string(1) "2"
string(1) "7"
string(9) "minus 1.2"
float(123456.7)
int(9)
numfmt_format(): Argument #3 ($type) cannot be NumberFormatter::TYPE_CURRENCY constant, use numfmt_format_currency() function instead
numfmt_parse(): Argument #3 ($type) cannot be NumberFormatter::TYPE_CURRENCY constant, use numfmt_parse_currency() function instead
NumberFormatter::parse(): Argument #2 ($type) must be a NumberFormatter::TYPE_* constant
string(8) "-¥1,235"
string(7) "€5.00"
float(1234.5)
string(3) "USD"
string(5) "en_US"
string(5) "en_US"
string(10) "¤#,##0.00"
