--TEST--
intl: IntlDateFormatter/MessageFormatter parsing, temporary formatter errors
--FILE--
<?php
ini_set('date.timezone', 'UTC');
foreach (['en_US', 'de_DE', 'fr_FR'] as $l) {
  foreach ([IntlDateFormatter::FULL, IntlDateFormatter::MEDIUM] as $t) {
    $f = new IntlDateFormatter($l, $t, $t, 'Europe/Paris');
    $s = $f->format(1600000000);
    $p = 0;
    echo $l, $t, ": ", $s, " => ", var_export($f->parse($s, $p), true), " $p ", json_encode($f->localtime($s)), "\n";
    $f->setLenient(false);
    echo var_export($f->parse("x" . $s), true), " ", $f->getErrorMessage(), "\n";
    $p = 100; var_dump($f->parse($s, $p), $p);
  }
}
$m = new MessageFormatter('en', '{0,number,integer} of {1,number,percent} on {2,date,short} at {3,time,short}');
$s = $m->format([5, 0.25, 1600000000, 1600000000]); var_dump($s, $m->parse($s));
$m = new MessageFormatter('en', '{a} and {b}'); var_dump($m->parse('x and y'), $m->getErrorMessage());
$m = new MessageFormatter('en', '{0} {0}'); var_dump($m->format(['a']), $m->parse('q q'));
var_dump(MessageFormatter::parseMessage('de', '{0,number} Euro', '1.234,5 Euro'), MessageFormatter::parseMessage('en', '{0,number', 'x'), intl_get_error_message());
var_dump(MessageFormatter::formatMessage("en", "{0", [1]), intl_get_error_message(), MessageFormatter::formatMessage("en", "", [1]), intl_get_error_message(), MessageFormatter::parseMessage("en", "", "x"), intl_get_error_message(), MessageFormatter::formatMessage(str_repeat("x", 200), "{0}", [1]), intl_get_error_message());
--EXPECT--
en_US0: Sunday, September 13, 2020 at 2:26:40 PM Central European Summer Time => 1600000000 69 {"tm_sec":40,"tm_min":26,"tm_hour":14,"tm_year":120,"tm_mday":13,"tm_wday":0,"tm_yday":257,"tm_mon":8,"tm_isdst":1}
false Date parsing failed: U_PARSE_ERROR
bool(false)
int(100)
en_US2: Sep 13, 2020, 2:26:40 PM => 1600000000 24 {"tm_sec":40,"tm_min":26,"tm_hour":14,"tm_year":120,"tm_mday":13,"tm_wday":0,"tm_yday":257,"tm_mon":8,"tm_isdst":1}
false Date parsing failed: U_PARSE_ERROR
bool(false)
int(100)
de_DE0: Sonntag, 13. September 2020 um 14:26:40 Mitteleuropäische Sommerzeit => 1600000000 68 {"tm_sec":40,"tm_min":26,"tm_hour":14,"tm_year":120,"tm_mday":13,"tm_wday":0,"tm_yday":257,"tm_mon":8,"tm_isdst":1}
false Date parsing failed: U_PARSE_ERROR
bool(false)
int(100)
de_DE2: 13.09.2020, 14:26:40 => 1600000000 20 {"tm_sec":40,"tm_min":26,"tm_hour":14,"tm_year":120,"tm_mday":13,"tm_wday":0,"tm_yday":257,"tm_mon":8,"tm_isdst":1}
false Date parsing failed: U_PARSE_ERROR
bool(false)
int(100)
fr_FR0: dimanche 13 septembre 2020 à 14:26:40 heure d’été d’Europe centrale => 1600000000 67 {"tm_sec":40,"tm_min":26,"tm_hour":14,"tm_year":120,"tm_mday":13,"tm_wday":0,"tm_yday":257,"tm_mon":8,"tm_isdst":1}
false Date parsing failed: U_PARSE_ERROR
bool(false)
int(100)
fr_FR2: 13 sept. 2020, 14:26:40 => 1600000000 23 {"tm_sec":40,"tm_min":26,"tm_hour":14,"tm_year":120,"tm_mday":13,"tm_wday":0,"tm_yday":257,"tm_mon":8,"tm_isdst":1}
false Date parsing failed: U_PARSE_ERROR
bool(false)
int(100)
string(33) "5 of 25% on 9/13/20 at 12:26 PM"
array(4) {
  [0]=>
  int(5)
  [1]=>
  float(0.25)
  [2]=>
  float(1599955200)
  [3]=>
  float(44760)
}
bool(false)
string(40) "Parsing failed: U_ARGUMENT_TYPE_MISMATCH"
string(3) "a a"
array(1) {
  [0]=>
  string(1) "q"
}
array(1) {
  [0]=>
  float(1234.5)
}
bool(false)
string(53) "Creating message formatter failed: U_UNMATCHED_BRACES"
bool(false)
string(53) "Creating message formatter failed: U_UNMATCHED_BRACES"
bool(false)
string(53) "Creating message formatter failed: U_UNMATCHED_BRACES"
bool(false)
string(59) "Creating message formatter failed: U_ILLEGAL_ARGUMENT_ERROR"
NULL
string(89) "Locale string too long, should be no longer than 156 characters: U_ILLEGAL_ARGUMENT_ERROR"
