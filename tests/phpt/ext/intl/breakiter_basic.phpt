--TEST--
intl: IntlBreakIterator family
--INI--
intl.default_locale=en_US
--FILE--
<?php
$b = IntlBreakIterator::createWordInstance("en");
var_dump(get_class($b), $b->getText(), $b->first(), $b->current(), $b->next());
var_dump($b->setText("Hello, wörld! 42 ok."), $b->getText());
foreach ($b as $k => $v) echo "$k=>$v ";
echo "\n";
var_dump($b->first(), $b->next(), $b->getRuleStatus(), $b->next(), $b->next(2), $b->current(), $b->last(), $b->previous(), $b->following(3), $b->preceding(9), $b->isBoundary(5), $b->isBoundary(6), $b->getLocale(Locale::VALID_LOCALE), $b->getRuleStatusVec());
foreach ($b->getPartsIterator() as $k => $v) echo "$k=[$v] ";
echo "\n";
foreach ($b->getPartsIterator(IntlPartsIterator::KEY_LEFT) as $k => $v) echo "$k=[$v] ";
echo "\n";
foreach ($b->getPartsIterator(IntlPartsIterator::KEY_RIGHT) as $k => $v) echo "$k=[$v] ";
echo "\n";
$p = $b->getPartsIterator(); var_dump(get_class($p), get_class($p->getBreakIterator()), $p->getBreakIterator() === $b);
$c = IntlBreakIterator::createCharacterInstance("en"); $c->setText("e\u{301}a👍🏽b"); foreach ($c as $v) echo "$v ";
echo "\n";
$s = IntlBreakIterator::createSentenceInstance("en"); $s->setText("Hi there. How are you? Fine."); foreach ($s->getPartsIterator() as $v) echo "[$v]";
echo "\n";
$l = IntlBreakIterator::createLineInstance(); $l->setText("a long-word here"); foreach ($l as $v) echo "$v ";
echo "\n";
$cp = IntlBreakIterator::createCodePointInstance(); var_dump(get_class($cp)); $cp->setText("aé👍"); foreach ($cp as $v) echo "$v "; var_dump($cp->getLastCodePoint(), $cp->first(), $cp->getLastCodePoint(), $cp->next(), $cp->getLastCodePoint(), $cp->next(), $cp->getLastCodePoint(), $cp->previous(), $cp->getLastCodePoint());
$r = new IntlRuleBasedBreakIterator('$x = [a-z]+; $x {1}; [^a-z] {2};'); $r->setText("ab1cd"); foreach ($r as $v) echo $v, ":", $r->getRuleStatus(), " "; var_dump($r->getRules());
try { new IntlRuleBasedBreakIterator('[[['); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(intl_get_error_message());
var_dump(strlen($b->getBinaryRules()) > 100);
try { $b->following(PHP_INT_MAX); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($b->setText("\xff"), $b->getErrorMessage());
$d = clone $b; var_dump(bin2hex($d->getText()), $d->first(), $d->next());
--EXPECT--
string(26) "IntlRuleBasedBreakIterator"
NULL
int(0)
int(0)
int(-1)
bool(true)
string(21) "Hello, wörld! 42 ok."
0=>0 1=>5 2=>6 3=>7 4=>13 5=>14 6=>15 7=>17 8=>18 9=>20 10=>21 
int(0)
int(5)
int(200)
int(6)
int(13)
int(13)
int(21)
int(20)
int(5)
int(7)
bool(true)
bool(true)
string(2) "en"
array(1) {
  [0]=>
  int(0)
}
0=[Hello] 1=[,] 2=[ ] 3=[wörld] 4=[!] 5=[ ] 6=[42] 7=[ ] 8=[ok] 9=[.] 
0=[Hello] 5=[,] 6=[ ] 7=[wörld] 13=[!] 14=[ ] 15=[42] 17=[ ] 18=[ok] 20=[.] 
5=[Hello] 6=[,] 7=[ ] 13=[wörld] 14=[!] 15=[ ] 17=[42] 18=[ ] 20=[ok] 21=[.] 
string(17) "IntlPartsIterator"
string(26) "IntlRuleBasedBreakIterator"
bool(true)
0 3 4 12 13 
[Hi there. ][How are you? ][Fine.]
0 2 7 12 16 
string(26) "IntlCodePointBreakIterator"
0 1 3 7 int(-1)
int(0)
int(-1)
int(1)
int(97)
int(3)
int(233)
int(1)
int(233)
0:0 2:1 3:2 5:1 string(26) "$x=[a-z]+;$x{1};[^a-z]{2};"
IntlException: IntlRuleBasedBreakIterator::__construct(): unable to create RuleBasedBreakIterator from rules (parse error on line 1, offset 1)
string(15) "U_MALFORMED_SET"
bool(true)
ValueError: IntlBreakIterator::following(): Argument #1 ($offset) must be between -2147483648 and 2147483647
bool(true)
string(12) "U_ZERO_ERROR"
string(2) "ff"
int(0)
int(1)
