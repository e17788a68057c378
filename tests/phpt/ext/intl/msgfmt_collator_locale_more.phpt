--TEST--
intl: MessageFormatter patterns, Collator attributes, Locale parsing
--FILE--
<?php
ini_set('date.timezone', 'UTC');
$msgs = [
 ['en', '{0,number,#,##0.00} {1,number,percent} {2,number,currency} {3,number,integer}', [1234.5, 0.5, 12, 7.9]],
 ['de', '{gender, select, female {{n, plural, one {Sie hat # Katze} other {Sie hat # Katzen}}} other {Er hat {n, number} Katzen}}', ['gender' => 'female', 'n' => 3]],
 ['ru', '{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}', ['n' => 22]],
 ['ar', '{n, plural, zero {صفر} one {واحد} two {اثنان} few {قليل} many {كثير} other {آخر}}', ['n' => 103]],
 ['en', '{n, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}', ['n' => 3, 'name' => 'Ann']],
 ['fr', '{d, date, full} {d, time, short} {d, date, ::yMMMd}', ['d' => 1e9]],
 ['en', '{0, spellout} {0, ordinal} {1, duration}', [42, 3725]],
 ['en', "'{literal}' '' {0}", ['x']],
 ['en', '{0} {1} {2}', ['a', 2]],
 ['en', '{0, choice, 0#none|1#one|1<{0,number} many}', [5]],
 ['ja', '{0, date, short}', [new DateTimeImmutable('2020-05-05 10:00', new DateTimeZone('Asia/Tokyo'))]],
 ['en', '{a}', []],
 ['en', '{a, number}', ['a' => '12.5abc']],
 ['en', '{a, number, integer}', ['a' => true]],
 ['en', '{0}', [null]],
 ['en', '{0,number}', [[]]],
];
foreach ($msgs as [$l, $p, $a]) {
  $r = msgfmt_format_message($l, $p, $a);
  echo var_export($r, true), " ", intl_get_error_code(), "\n";
  $m = msgfmt_create($l, $p);
  if ($m) { $r2 = $m->format($a); echo var_export($r2, true), " ", $m->getErrorMessage(), "\n"; if ($r2 !== false) echo json_encode($m->parse($r2)), "\n"; }
}
$c = new Collator('sv_SE');
$words = ['ö', 'z', 'å', 'ä', 'a', 'Ö', 'o', 'aa', 'AA', 'ø', 'é', 'e', '10', '9', '1', 'B', 'b'];
$w = $words; $c->sort($w); echo implode(' ', $w), "\n";
$c->setAttribute(Collator::CASE_FIRST, Collator::UPPER_FIRST); $w = $words; $c->sort($w); echo implode(' ', $w), "\n";
$c->setAttribute(Collator::NUMERIC_COLLATION, Collator::ON); $w = $words; $c->sort($w, Collator::SORT_STRING); echo implode(' ', $w), "\n";
$c->setStrength(Collator::PRIMARY); $w = $words; $c->sortWithSortKeys($w); echo implode(' ', $w), "\n";
foreach ([Collator::FRENCH_COLLATION, Collator::ALTERNATE_HANDLING, Collator::CASE_FIRST, Collator::CASE_LEVEL, Collator::NORMALIZATION_MODE, Collator::STRENGTH, Collator::HIRAGANA_QUATERNARY_MODE, Collator::NUMERIC_COLLATION] as $at) echo $c->getAttribute($at), " ";
echo "\n";
$x = ['b' => 'x', 'a' => 'X', 'c' => 'y']; collator_asort(collator_create('en'), $x, Collator::SORT_STRING); var_dump($x);
foreach (['en_US_POSIX', 'zh@collation=pinyin', 'de@collation=phonebook', 'es@collation=traditional', 'xx'] as $l) { $k = new Collator($l); echo $l, " ", $k->getLocale(Locale::VALID_LOCALE), " ", $k->getLocale(Locale::ACTUAL_LOCALE), " ", bin2hex($k->getSortKey('Äb')), "\n"; }
foreach (['de-DE-1901', 'zh-Hant-TW', 'x-klingon', 'i-klingon', 'en_US@calendar=buddhist;currency=THB', 'sr-Latn-RS', 'qaa', '', 'EN', 'en--US', 'und', 'ca-ES-valencia', 'de-CH-x-phonebk'] as $l) {
  echo $l, ": ", json_encode([Locale::canonicalize($l), Locale::getPrimaryLanguage($l), Locale::getScript($l), Locale::getRegion($l), Locale::getAllVariants($l), Locale::getKeywords($l), Locale::parseLocale($l), Locale::getDisplayName($l, 'fr'), Locale::getDisplayLanguage($l, 'de'), Locale::getDisplayRegion($l, 'en'), Locale::getDisplayScript($l, 'en'), Locale::getDisplayVariant($l, 'en')], JSON_UNESCAPED_UNICODE), "\n";
}
var_dump(Locale::lookup(['de-DE', 'de', 'en-US'], 'de-de-1996-x-prv', true), Locale::lookup(['en_US', 'fr'], 'EN-us', false, 'fr'), Locale::filterMatches('en-US-x-priv', 'en-us', true), Locale::filterMatches('sr_Latn', 'sr', false));
foreach (['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'xx-YY', '', 'en-gb;q=0.8, en;q=0.7', 'zh-Hant-TW,zh;q=0.5'] as $h) var_dump(Locale::acceptFromHttp($h));
--EXPECT--
'1,234.50 50% ¤12.00 7' 0
'1,234.50 50% ¤12.00 7' U_ZERO_ERROR
[1234.5,0.5,12,7]
'Sie hat 3 Katzen' 0
'Sie hat 3 Katzen' U_ZERO_ERROR
false
'22 файла' 0
'22 файла' U_ZERO_ERROR
false
'قليل' 0
'قليل' U_ZERO_ERROR
false
'Ann and 2 others' 0
'Ann and 2 others' U_ZERO_ERROR
false
'dimanche 9 septembre 2001 01:46 9 sept. 2001' 0
'dimanche 9 septembre 2001 01:46 9 sept. 2001' U_ZERO_ERROR
false
'forty-two 42nd 1:02:05' 0
'forty-two 42nd 1:02:05' U_ZERO_ERROR
[42,3725]
'{literal} \' x' 0
'{literal} \' x' U_ZERO_ERROR
["x"]
'a 2 {2}' 0
'a 2 {2}' U_ZERO_ERROR
["a","2"]
'5 many' 0
'5 many' U_ZERO_ERROR
false
'2020/05/05' 0
'2020/05/05' U_ZERO_ERROR
[1588636800]
'{a}' 0
'{a}' U_ZERO_ERROR
false
'12.5' 0
'12.5' U_ZERO_ERROR
false
'1' 0
'1' U_ZERO_ERROR
false
'' 0
'' U_ZERO_ERROR
false
'0' 0
'0' U_ZERO_ERROR
[0]
1 9 10 a aa AA b B e é o z å ä ö Ö ø
1 9 10 a AA aa B b e é o z å ä Ö ö ø
1 9 10 a AA aa B b e é o z å ä Ö ö ø
1 9 10 a AA aa B b é e o z å ä ø Ö ö
16 21 25 16 16 0 16 17 
array(3) {
  ["b"]=>
  string(1) "x"
  ["a"]=>
  string(1) "X"
  ["c"]=>
  string(1) "y"
}
en_US_POSIX en_US_POSIX en_US_POSIX 2b05202b0541014596050107
zh@collation=pinyin zh zh a8aa0145960501dc06
de@collation=phonebook de@collation=phonebook de@collation=phonebook 2a322c0145480501dcc605
es@collation=traditional es@collation=traditional es@collation=traditional 2a2c0145960501dc06
xx root root 2a2c0145960501dc06
de-DE-1901: ["de_DE_1901","de","","DE",["1901"],null,{"language":"de","region":"DE","variant0":"1901"},"allemand (Allemagne, orthographe allemande traditionnelle)","Deutsch","Germany","","Traditional German orthography"]
zh-Hant-TW: ["zh_Hant_TW","zh","Hant","TW",[],null,{"language":"zh","script":"Hant","region":"TW"},"chinois (traditionnel, Taïwan)","Chinesisch","Taiwan","Traditional Han",""]
x-klingon: ["@x=klingon","x-klingon","","",[],{"x":"klingon"},{"private0":"klingon"},"x-klingon (usage privé=klingon)","x-klingon","","",""]
i-klingon: ["tlh","i-klingon",null,null,[],null,{"grandfathered":"i-klingon"},"klingon","Klingonisch",false,false,false]
en_US@calendar=buddhist;currency=THB: ["en_US@calendar=buddhist;currency=THB","en","","US",[],{"calendar":"buddhist","currency":"THB"},{"language":"en","region":"US"},"anglais (États-Unis, calendrier=calendrier bouddhiste, devise=baht thaïlandais)","Englisch","United States","",""]
sr-Latn-RS: ["sr_Latn_RS","sr","Latn","RS",[],null,{"language":"sr","script":"Latn","region":"RS"},"serbe (latin, Serbie)","Serbisch","Serbia","Latin",""]
qaa: ["qaa","qaa","","",[],null,{"language":"qaa"},"qaa","qaa","","",""]
: ["en_US_POSIX","en","","US",["POSIX"],null,{"language":"en","region":"US","variant0":"POSIX"},"anglais (États-Unis, informatique)","Englisch","United States","","Computer"]
EN: ["en","en","","",[],null,{"language":"en"},"anglais","Englisch","","",""]
en--US: ["en__US","en","","",["US"],null,{"language":"en","variant0":"US"},"anglais (US)","Englisch","","","US"]
und: ["","","","",[],null,[],"langue indéterminée","Unbekannte Sprache","","",""]
ca-ES-valencia: ["ca_ES_VALENCIA","ca","","ES",["VALENCIA"],null,{"language":"ca","region":"ES","variant0":"VALENCIA"},"catalan (Espagne, valencien)","Katalanisch","Spain","","Valencian"]
de-CH-x-phonebk: ["de_CH@x=phonebk","de","","CH",[],{"x":"phonebk"},{"language":"de","region":"CH","private0":"phonebk"},"allemand (Suisse, usage privé=phonebk)","Deutsch","Switzerland","",""]
string(5) "de_de"
string(5) "en_US"
bool(true)
bool(true)
string(5) "fr_CH"
bool(false)
bool(false)
string(5) "en_GB"
string(10) "zh_Hant_TW"
