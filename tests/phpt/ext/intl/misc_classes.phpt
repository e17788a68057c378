--TEST--
intl: Spoofchecker, IntlDatePatternGenerator, UConverter, ResourceBundle
--INI--
intl.default_locale=en_US
--FILE--
<?php
$s = new Spoofchecker();
var_dump($s->isSuspicious("paypal"), $s->isSuspicious("pаypal", $e), $e, $s->areConfusable("paypal", "pаypal", $e2), $e2, $s->areConfusable("abc", "xyz"));
$s->setChecks(Spoofchecker::INVISIBLE); var_dump($s->isSuspicious("pаypal"));
$s->setAllowedLocales("en_US"); $s->setRestrictionLevel(Spoofchecker::HIGHLY_RESTRICTIVE); var_dump($s->isSuspicious("Καλημέρα"));
try { $s->setRestrictionLevel(5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($s->isSuspicious("\xff", $e3), $e3);
$g = new IntlDatePatternGenerator("de_DE"); var_dump($g->getBestPattern("yMMMd"), $g->getBestPattern("jm"), IntlDatePatternGenerator::create("en_US")->getBestPattern("MMMMd"), $g->getBestPattern("\xff"), intl_get_error_message());
$u = new UConverter("UTF-8", "latin1"); var_dump(bin2hex($u->convert("\xe9t\xe9")), $u->getSourceEncoding(), $u->getDestinationEncoding(), $u->getSourceType(), $u->getDestinationType(), bin2hex($u->convert("été", true)));
var_dump(bin2hex(UConverter::transcode("été", "ISO-8859-1", "UTF-8")), UConverter::transcode("\x80", "UTF-8", "ISO-8859-1") === "\u{80}", UConverter::reasonText(UConverter::REASON_ILLEGAL), $u->getSubstChars(), $u->setSubstChars("?"), in_array("UTF-8", UConverter::getAvailable()), UConverter::getAliases("latin1")[0], count(UConverter::getStandards()) > 3);
var_dump(bin2hex(UConverter::transcode("a\u{20AC}b", "ISO-8859-1", "UTF-8")), bin2hex(UConverter::transcode("a\u{20AC}b", "ISO-8859-1", "UTF-8", ["to_subst" => "?"])));
try { new UConverter("nope", "utf-8"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(intl_get_error_message());
$u2 = new UConverter(); var_dump($u2->getSourceEncoding(), $u2->getErrorCode(), $u2->getErrorMessage(), $u2->setSourceEncoding("bogus"), intl_get_error_message());
$r = new ResourceBundle("de", NULL); var_dump(get_class($r), count($r) > 0, $r->get("Version") !== null, intl_get_error_message());
$r2 = ResourceBundle::create("es", "ICUDATA-curr"); var_dump($r2 === null ? null : get_class($r2->get("Currencies")));
$r3 = new ResourceBundle("en", NULL); $x = $r3->get("calendar"); var_dump(get_class($x), $x->get("gregorian")->get("monthNames")->get("format")->get("wide")->get(0), $r3->get("nonexistent"), $r3->getErrorCode(), $r3->getErrorMessage());
var_dump(is_array(ResourceBundle::getLocales("")), resourcebundle_count(new ResourceBundle("en", NULL)) > 0);
$w = $r3->get("calendar")->get("gregorian")->get("monthNames")->get("format")->get("abbreviated"); foreach ($w as $k => $v) echo "$k=$v "; echo "\n"; var_dump($w[1], count($w));
--EXPECT--
bool(false)
bool(true)
int(16)
bool(true)
int(2)
bool(false)
bool(false)
bool(true)
ValueError: Spoofchecker::setRestrictionLevel(): Argument #1 ($level) must be one of Spoofchecker::ASCII, Spoofchecker::SINGLE_SCRIPT_RESTRICTIVE, Spoofchecker::SINGLE_HIGHLY_RESTRICTIVE, Spoofchecker::SINGLE_MODERATELY_RESTRICTIVE, Spoofchecker::SINGLE_MINIMALLY_RESTRICTIVE, or Spoofchecker::UNRESTRICTIVE
bool(false)
int(0)
string(8) "d. MMM y"
string(5) "HH:mm"
string(6) "MMMM d"
bool(false)
string(58) "Skeleton is not a valid UTF-8 string: U_INVALID_CHAR_FOUND"
string(10) "c3a974c3a9"
string(10) "ISO-8859-1"
string(5) "UTF-8"
int(3)
int(4)
string(6) "e974e9"
string(6) "e974e9"
bool(true)
string(14) "REASON_ILLEGAL"
string(1) ""
bool(true)
bool(true)
string(10) "ISO-8859-1"
bool(true)
string(6) "611a62"
string(6) "613f62"
string(70) "ucnv_open() returned error 4: U_FILE_ACCESS_ERROR: U_FILE_ACCESS_ERROR"
string(5) "UTF-8"
int(0)
string(12) "U_ZERO_ERROR"
bool(false)
string(70) "ucnv_open() returned error 4: U_FILE_ACCESS_ERROR: U_FILE_ACCESS_ERROR"
string(14) "ResourceBundle"
bool(true)
bool(true)
string(12) "U_ZERO_ERROR"
string(14) "ResourceBundle"
string(14) "ResourceBundle"
string(7) "January"
NULL
int(2)
string(68) "Cannot load resource element 'nonexistent': U_MISSING_RESOURCE_ERROR"
bool(true)
bool(true)
0=Jan 1=Feb 2=Mar 3=Apr 4=May 5=Jun 6=Jul 7=Aug 8=Sep 9=Oct 10=Nov 11=Dec 
string(3) "Feb"
int(12)
