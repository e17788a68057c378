--TEST--
intl: Collator
--INI--
intl.default_locale=en_US
--FILE--
<?php
$c = new Collator("de_DE");
$a = ["b", "a", "Ä", "10", "9", 9.5, true, null, "x10", "x9", [1], "ä"];
$b = $a; var_dump($c->sort($b), $b);
$b = $a; var_dump($c->sort($b, Collator::SORT_STRING), $b);
$b = $a; var_dump($c->sort($b, Collator::SORT_NUMERIC), $b);
$b = ["z" => "b", "y" => "a", 3 => "c"]; var_dump($c->asort($b), $b);
$b = ["b", "a", "B", "A", 3, "é", "e"]; var_dump($c->sortWithSortKeys($b), $b);
var_dump($c->compare("a", "B"), $c->compare("\xff", "a"), $c->getErrorMessage(), bin2hex($c->getSortKey("abc")), $c->getStrength(), $c->setStrength(Collator::PRIMARY), $c->compare("a", "A"), $c->getAttribute(Collator::STRENGTH), $c->setAttribute(Collator::NUMERIC_COLLATION, Collator::ON), $c->compare("x10", "x9"), $c->getAttribute(Collator::NUMERIC_COLLATION), $c->setAttribute(99, 1), $c->getErrorMessage(), $c->getAttribute(99), $c->getErrorMessage(), $c->getLocale(Locale::VALID_LOCALE), $c->getLocale(Locale::ACTUAL_LOCALE));
var_dump($c->getLocale(5), $c->getErrorMessage());
$d = collator_create("en_US"); var_dump(collator_compare($d, "a", "b"), collator_get_error_code($d), collator_get_sort_key($d, "a") !== false);
$x = ["b", "a"]; var_dump(collator_sort($d, $x), $x, collator_asort($d, $x), collator_sort_with_sort_keys($d, $x));
var_dump(new Collator("") instanceof Collator, collator_create("xx_YY")->getLocale(Locale::VALID_LOCALE));
try { $x = new Collator(str_repeat("x", 200)); var_dump($x); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { clone $d; echo "cloned\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s = ["1e1", "10", "9", "abc", "ABC", "0x1A"]; $c2 = new Collator("en"); $c2->sort($s); var_dump($s);
--EXPECTF--
bool(true)
array(12) {
  [0]=>
  NULL
  [1]=>
  string(1) "9"
  [2]=>
  float(9.5)
  [3]=>
  string(2) "10"
  [4]=>
  string(1) "a"
  [5]=>
  string(2) "ä"
  [6]=>
  string(2) "Ä"
  [7]=>
  string(1) "b"
  [8]=>
  bool(true)
  [9]=>
  string(3) "x10"
  [10]=>
  string(2) "x9"
  [11]=>
  array(1) {
    [0]=>
    int(1)
  }
}

Warning: Array to string conversion in %s on line 5

Warning: Array to string conversion in %s on line 5

Warning: Array to string conversion in %s on line 5

Warning: Array to string conversion in %s on line 5
bool(true)
array(12) {
  [0]=>
  NULL
  [1]=>
  bool(true)
  [2]=>
  string(2) "10"
  [3]=>
  string(1) "9"
  [4]=>
  float(9.5)
  [5]=>
  string(1) "a"
  [6]=>
  string(2) "ä"
  [7]=>
  string(2) "Ä"
  [8]=>
  array(1) {
    [0]=>
    int(1)
  }
  [9]=>
  string(1) "b"
  [10]=>
  string(3) "x10"
  [11]=>
  string(2) "x9"
}
bool(true)
array(12) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "a"
  [2]=>
  string(2) "Ä"
  [3]=>
  NULL
  [4]=>
  string(3) "x10"
  [5]=>
  string(2) "x9"
  [6]=>
  string(2) "ä"
  [7]=>
  bool(true)
  [8]=>
  array(1) {
    [0]=>
    int(1)
  }
  [9]=>
  string(1) "9"
  [10]=>
  float(9.5)
  [11]=>
  string(2) "10"
}
bool(true)
array(3) {
  ["y"]=>
  string(1) "a"
  ["z"]=>
  string(1) "b"
  [3]=>
  string(1) "c"
}
bool(true)
array(7) {
  [0]=>
  int(3)
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "A"
  [3]=>
  string(1) "b"
  [4]=>
  string(1) "B"
  [5]=>
  string(1) "e"
  [6]=>
  string(2) "é"
}
int(-1)
bool(false)
string(63) "Error converting first argument to UTF-16: U_INVALID_CHAR_FOUND"
string(14) "2a2c2e01070107"
int(2)
bool(true)
int(0)
int(0)
bool(true)
int(1)
int(17)
bool(false)
string(55) "Error setting attribute value: U_ILLEGAL_ARGUMENT_ERROR"
bool(false)
string(55) "Error getting attribute value: U_ILLEGAL_ARGUMENT_ERROR"
string(2) "de"
string(4) "root"
bool(false)
string(54) "Error getting locale by type: U_ILLEGAL_ARGUMENT_ERROR"
int(-1)
int(0)
bool(true)
bool(true)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
bool(true)
bool(true)
bool(true)
string(4) "root"
IntlException: Constructor failed
Error: Trying to clone an uncloneable object of class Collator
array(6) {
  [0]=>
  string(4) "0x1A"
  [1]=>
  string(1) "9"
  [2]=>
  string(3) "1e1"
  [3]=>
  string(2) "10"
  [4]=>
  string(3) "abc"
  [5]=>
  string(3) "ABC"
}
