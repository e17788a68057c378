--TEST--
intl: break iterator edges, code point iterator on UText, Spoofchecker checks
--FILE--
<?php
$b = IntlBreakIterator::createWordInstance('en');
foreach (['first', 'last', 'current', 'next', 'previous'] as $m) var_dump($b->$m());
var_dump($b->following(5), $b->preceding(5), $b->isBoundary(0), $b->next(3), $b->getLocale(Locale::ACTUAL_LOCALE));
try { $b->getLocale(9); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $b->getPartsIterator(7); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new IntlBreakIterator(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$b->setText("abc def"); var_dump($b->next(-1), $b->last(), $b->next(-2), $b->preceding(-5), $b->following(100), $b->isBoundary(100));
var_dump(IntlBreakIterator::createWordInstance(str_repeat('x', 200)), intl_get_error_message());
$t = IntlBreakIterator::createTitleInstance('en'); var_dump(get_class($t));
$cp = IntlBreakIterator::createCodePointInstance(); $cp->setText("a\u{1F600}b");
var_dump($cp->last(), $cp->getLastCodePoint(), $cp->previous(), $cp->getLastCodePoint(), $cp->following(2), $cp->getLastCodePoint(), $cp->preceding(3), $cp->getLastCodePoint(), $cp->isBoundary(2), $cp->current(), $cp->next(2), $cp->current());
foreach ($cp->getPartsIterator(IntlPartsIterator::KEY_RIGHT) as $k => $v) echo "$k:", bin2hex($v), " ";
echo "\n";
var_dump($cp->getLocale(Locale::VALID_LOCALE));
$r = new IntlRuleBasedBreakIterator('.;', false); $r->setText('ab'); var_dump(iterator_to_array($r), $r->getRuleStatusVec());
$bin = $r->getBinaryRules(); $r2 = new IntlRuleBasedBreakIterator($bin, true); $r2->setText('xyz'); var_dump(iterator_to_array($r2));
try { new IntlRuleBasedBreakIterator("garbage", true); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s = new Spoofchecker(); var_dump($s->isSuspicious("Рaypal", $ret), $ret, $s->areConfusable("l", "1"), $s->areConfusable("O", "0", $r3), $r3);
$s->setChecks(Spoofchecker::MIXED_SCRIPT_CONFUSABLE | Spoofchecker::ANY_CASE); var_dump($s->isSuspicious("Рaypal"), $s->areConfusable("Рaypal", "Paypal"));
$s->setAllowedLocales("ja_JP, en"); var_dump($s->isSuspicious("日本語abc"));
--EXPECT--
int(0)
int(0)
int(0)
int(-1)
int(-1)
int(-1)
int(0)
bool(true)
int(-1)
string(0) ""
ValueError: IntlBreakIterator::getPartsIterator(): Argument #1 ($type) must be one of IntlPartsIterator::KEY_SEQUENTIAL, IntlPartsIterator::KEY_LEFT, or IntlPartsIterator::KEY_RIGHT
Error: Call to private IntlBreakIterator::__construct() from global scope
int(-1)
int(7)
int(3)
int(-1)
int(-1)
bool(false)
object(IntlRuleBasedBreakIterator)#2 (3) {
  ["valid"]=>
  bool(true)
  ["text"]=>
  NULL
  ["type"]=>
  string(33) "N6icu_7222RuleBasedBreakIteratorE"
}
string(12) "U_ZERO_ERROR"
string(26) "IntlRuleBasedBreakIterator"
int(6)
int(-1)
int(5)
int(98)
int(5)
int(128512)
int(0)
int(97)
bool(false)
int(1)
int(6)
int(6)
1:61 5:f09f9880 6:62 
string(0) ""
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
array(1) {
  [0]=>
  int(0)
}
array(4) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(3)
}
IntlException: IntlRuleBasedBreakIterator::__construct(): unable to create instance from compiled rules
bool(true)
int(16)
bool(true)
bool(true)
int(1)
bool(false)
bool(true)
bool(false)
