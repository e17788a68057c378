--TEST--
intl: numfmt_locales
--FILE--
<?php
ini_set('date.timezone', 'UTC');
$locales = ['en_US', 'de_DE', 'ar_EG', 'hi_IN', 'root'];
$styles = [NumberFormatter::DECIMAL, NumberFormatter::CURRENCY, NumberFormatter::PERCENT, NumberFormatter::SCIENTIFIC, NumberFormatter::SPELLOUT, NumberFormatter::ORDINAL, NumberFormatter::DURATION, NumberFormatter::CURRENCY_ACCOUNTING];
$nums = [0, -1, 1234567.891, -0.5, 1e20, PHP_INT_MAX, 3.14159, NAN, INF, 0.000123];
foreach ($locales as $l) foreach ($styles as $s) {
  $f = numfmt_create($l, $s);
  if (!$f) { echo "$l/$s: create failed\n"; continue; }
  echo "$l/$s: ", $f->getPattern(), " | ";
  foreach ($nums as $n) echo $f->format($n), " | ";
  echo $f->format(42, NumberFormatter::TYPE_INT32), " | ", var_export($f->parse($f->format(1234.5)), true), " | ";
  foreach ([NumberFormatter::GROUPING_USED, NumberFormatter::MAX_FRACTION_DIGITS, NumberFormatter::MIN_INTEGER_DIGITS, NumberFormatter::ROUNDING_MODE, NumberFormatter::ROUNDING_INCREMENT, NumberFormatter::LENIENT_PARSE] as $at) echo var_export($f->getAttribute($at), true), ",";
  foreach (range(0, 17) as $sym) echo $f->getSymbol($sym), ",";
  foreach (range(0, 7) as $ta) echo var_export($f->getTextAttribute($ta), true), ",";
  echo $f->getLocale(), "\n";
}
$f = new NumberFormatter('en_US', NumberFormatter::PATTERN_DECIMAL, '#,##0.00;(#,##0.00)');
var_dump($f->format(-1234.567), $f->parse('(1,234.57)'), $f->getErrorMessage());
$f = new NumberFormatter('en_US', NumberFormatter::PATTERN_RULEBASED, '%main: 0: zero; 1: one; 2: many;');
var_dump($f->format(1), $f->format(5), $f->getErrorMessage());
$f = new NumberFormatter('en_US', NumberFormatter::DECIMAL);
foreach (['1,234', '1.5e3', '-', '  7', '12%', '$5', '٣٤'] as $in) { $p = 0; var_dump($f->parse($in, NumberFormatter::TYPE_DOUBLE, $p), $p, $f->parse($in, NumberFormatter::TYPE_INT64), $f->parse($in, NumberFormatter::TYPE_INT32)); }
var_dump($f->parse('99999999999999999999', NumberFormatter::TYPE_INT64), $f->getErrorMessage(), $f->parse('99999999999', NumberFormatter::TYPE_INT32), $f->getErrorMessage());
--EXPECT--
en_US/1: #,##0.### | 0 | -1 | 1,234,567.891 | -0.5 | 100,000,000,000,000,000,000 | 9,223,372,036,854,775,807 | 3.142 | NaN | ∞ | 0 | 42 | 1234.5 | 1,3,1,4,0.0,0,.,,,;,%,0,#,-,+,$,USD,.,E,‰,*,∞,NaN,@,,,'','','-','',' ','USD',false,false,en_US
en_US/2: ¤#,##0.00 | $0.00 | -$1.00 | $1,234,567.89 | -$0.50 | $100,000,000,000,000,000,000.00 | $9,223,372,036,854,775,807.00 | $3.14 | $NaN | $∞ | $0.00 | $42.00 | 1234.5 | 1,2,1,4,0.0,0,.,,,;,%,0,#,-,+,$,USD,.,E,‰,*,∞,NaN,@,,,'$','','-$','',' ','USD',false,false,en_US
en_US/3: #,##0% | 0% | -100% | 123,456,789% | -50% | 10,000,000,000,000,000,000,000% | 922,337,203,685,477,580,700% | 314% | NaN% | ∞% | 0% | 4,200% | 1234.5 | 1,0,1,4,0.0,0,.,,,;,%,0,#,-,+,$,USD,.,E,‰,*,∞,NaN,@,,,'','%','-','%',' ','USD',false,false,en_US
en_US/4: #E0 | 0E0 | -1E0 | 1.234567891E6 | -5E-1 | 1E20 | 9.223372036854775807E18 | 3.14159E0 | NaN | ∞ | 1.23E-4 | 4.2E1 | 1234.5 | 0,0,1,4,0.0,0,.,,,;,%,0,#,-,+,$,USD,.,E,‰,*,∞,NaN,@,,,'','','-','',' ','USD',false,false,en_US
en_US/5: %%2d-year:
0: hundred;
1: oh-=%spellout-numbering=;
10: =%spellout-numbering=;
%spellout-numbering-year:
0: =%spellout-numbering=;
1010/100: <%spellout-numbering-year< >%%2d-year>;
1100/100: <%spellout-numbering-year< >%%2d-year>;
2000: =%spellout-numbering=;
2010/100: <%spellout-numbering-year< >%%2d-year>;
2100/100: <%spellout-numbering-year< >%%2d-year>;
3000: =%spellout-numbering=;
3010/100: <%spellout-numbering-year< >%%2d-year>;
3100/100: <%spellout-numbering-year< >%%2d-year>;
4000: =%spellout-numbering=;
4010/100: <%spellout-numbering-year< >%%2d-year>;
4100/100: <%spellout-numbering-year< >%%2d-year>;
5000: =%spellout-numbering=;
5010/100: <%spellout-numbering-year< >%%2d-year>;
5100/100: <%spellout-numbering-year< >%%2d-year>;
6000: =%spellout-numbering=;
6010/100: <%spellout-numbering-year< >%%2d-year>;
6100/100: <%spellout-numbering-year< >%%2d-year>;
7000: =%spellout-numbering=;
7010/100: <%spellout-numbering-year< >%%2d-year>;
7100/100: <%spellout-numbering-year< >%%2d-year>;
8000: =%spellout-numbering=;
8010/100: <%spellout-numbering-year< >%%2d-year>;
8100/100: <%spellout-numbering-year< >%%2d-year>;
9000: =%spellout-numbering=;
9010/100: <%spellout-numbering-year< >%%2d-year>;
9100/100: <%spellout-numbering-year< >%%2d-year>;
10000: =%spellout-numbering=;
-x: minus >%spellout-numbering-year>;
x.x: =#,##0.#=;
%spellout-numbering:
0: =%spellout-cardinal=;
-x: minus >%spellout-numbering>;
Inf: infinity;
NaN: not a number;
%spellout-numbering-verbose:
0: =%spellout-cardinal-verbose=;
-x: minus >%spellout-numbering-verbose>;
Inf: infinity;
NaN: not a number;
%spellout-cardinal:
0: zero;
1: one;
2: two;
3: three;
4: four;
5: five;
6: six;
7: seven;
8: eight;
9: nine;
10: ten;
11: eleven;
12: twelve;
13: thirteen;
14: fourteen;
15: fifteen;
16: sixteen;
17: seventeen;
18: eighteen;
19: nineteen;
20: twenty;
21: twenty->%spellout-cardinal>;
30: thirty;
31: thirty->%spellout-cardinal>;
40: forty;
41: forty->%spellout-cardinal>;
50: fifty;
51: fifty->%spellout-cardinal>;
60: sixty;
61: sixty->%spellout-cardinal>;
70: seventy;
71: seventy->%spellout-cardinal>;
80: eighty;
81: eighty->%spellout-cardinal>;
90: ninety;
91: ninety->%spellout-cardinal>;
100: <%spellout-cardinal< hundred;
101: <%spellout-cardinal< hundred >%spellout-cardinal>;
1000: <%spellout-cardinal< thousand;
1001: <%spellout-cardinal< thousand >%spellout-cardinal>;
1000000: <%spellout-cardinal< million;
1000001: <%spellout-cardinal< million >%spellout-cardinal>;
1000000000: <%spellout-cardinal< billion;
1000000001: <%spellout-cardinal< billion >%spellout-cardinal>;
1000000000000: <%spellout-cardinal< trillion;
1000000000001: <%spellout-cardinal< trillion >%spellout-cardinal>;
1000000000000000: <%spellout-cardinal< quadrillion;
1000000000000001: <%spellout-cardinal< quadrillion >%spellout-cardinal>;
1000000000000000000: =#,##0=;
-x: minus >%spellout-cardinal>;
x.x: <%spellout-cardinal< point >%spellout-cardinal>;
Inf: infinite;
NaN: not a number;
%%and:
1: ' and =%spellout-cardinal-verbose=;
100: ' =%spellout-cardinal-verbose=;
%%commas:
1: ' and =%spellout-cardinal-verbose=;
100: , =%spellout-cardinal-verbose=;
1000: , <%spellout-cardinal-verbose< thousand;
1001: , <%spellout-cardinal-verbose< thousand>%%commas>;
1000000: , =%spellout-cardinal-verbose=;
%spellout-cardinal-verbose:
0: =%spellout-numbering=;
100: <%spellout-cardinal-verbose< hundred;
101: <%spellout-cardinal-verbose< hundred>%%and>;
1000: <%spellout-cardinal-verbose< thousand;
1001: <%spellout-cardinal-verbose< thousand>%%and>;
100000/1000: <%spellout-cardinal-verbose< thousand;
100001/1000: <%spellout-cardinal-verbose< thousand>%%commas>;
1000000: <%spellout-cardinal-verbose< million;
1000001: <%spellout-cardinal-verbose< million>%%commas>;
1000000000: <%spellout-cardinal-verbose< billion;
1000000001: <%spellout-cardinal-verbose< billion>%%commas>;
1000000000000: <%spellout-cardinal-verbose< trillion;
1000000000001: <%spellout-cardinal-verbose< trillion>%%commas>;
1000000000000000: <%spellout-cardinal-verbose< quadrillion;
1000000000000001: <%spellout-cardinal-verbose< quadrillion>%%commas>;
1000000000000000000: =#,##0=;
-x: minus >%spellout-cardinal-verbose>;
x.x: <%spellout-cardinal-verbose< point >%spellout-cardinal-verbose>;
Inf: infinite;
NaN: not a number;
%%tieth:
0: tieth;
1: ty-=%spellout-ordinal=;
%%th:
0: th;
1: ' =%spellout-ordinal=;
%spellout-ordinal:
0: zeroth;
1: first;
2: second;
3: third;
4: fourth;
5: fifth;
6: sixth;
7: seventh;
8: eighth;
9: ninth;
10: tenth;
11: eleventh;
12: twelfth;
13: =%spellout-numbering=th;
20: twen>%%tieth>;
30: thir>%%tieth>;
40: for>%%tieth>;
50: fif>%%tieth>;
60: six>%%tieth>;
70: seven>%%tieth>;
80: eigh>%%tieth>;
90: nine>%%tieth>;
100: <%spellout-numbering< hundred>%%th>;
1000: <%spellout-numbering< thousand>%%th>;
1000000: <%spellout-numbering< million>%%th>;
1000000000: <%spellout-numbering< billion>%%th>;
1000000000000: <%spellout-numbering< trillion>%%th>;
1000000000000000: <%spellout-numbering< quadrillion>%%th>;
1000000000000000000: =#,##0=.;
-x: minus >%spellout-ordinal>;
x.x: =#,##0.#=;
Inf: infinitieth;
%%and-o:
0: th;
1: ' and =%spellout-ordinal-verbose=;
100: ' =%spellout-ordinal-verbose=;
%%commas-o:
0: th;
1: ' and =%spellout-ordinal-verbose=;
100: , =%spellout-ordinal-verbose=;
1000: , <%spellout-cardinal-verbose< thousand>%%commas-o>;
1000000: , =%spellout-ordinal-verbose=;
%spellout-ordinal-verbose:
0: =%spellout-ordinal=;
100: <%spellout-numbering-verbose< hundred>%%and-o>;
1000: <%spellout-numbering-verbose< thousand>%%and-o>;
100000/1000: <%spellout-numbering-verbose< thousand>%%commas-o>;
1000000: <%spellout-numbering-verbose< million>%%commas-o>;
1000000000: <%spellout-numbering-verbose< billion>%%commas-o>;
1000000000000: <%spellout-numbering-verbose< trillion>%%commas-o>;
1000000000000000: <%spellout-numbering-verbose< quadrillion>%%commas-o>;
1000000000000000000: =#,##0=.;
-x: minus >%spellout-ordinal-verbose>;
x.x: =#,##0.#=;
Inf: infinitieth;
 | zero | minus one | one million two hundred thirty-four thousand five hundred sixty-seven point eight nine one | minus zero point five | eighteen quadrillion fourteen trillion three hundred ninety-eight billion five hundred nine million four hundred eighty-one thousand nine hundred eighty-four | 9,223,372,036,854,775,807 | three point one four one five nine | not a number | infinity | zero point zero zero zero one two three | forty-two | 1234.5 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%spellout-numbering','%spellout-numbering-year;%spellout-numbering;%spellout-numbering-verbose;%spellout-cardinal;%spellout-cardinal-verbose;%spellout-ordinal;%spellout-ordinal-verbose;',en
en_US/6: %digits-ordinal:
0: =#,##0=$(ordinal,one{st}two{nd}few{rd}other{th})$;
-x: −>%digits-ordinal>;
 | 0th | −1st | 1,234,568th | −0st | 100,000,000,000,000,000,000th | 9,223,372,036,854,775,807st | 3rd | NaN | ∞ | 0th | 42nd | 1234.0 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%digits-ordinal','%digits-ordinal;',en
en_US/7: %with-words:
0: 0 seconds;
1: 1 second;
2: =0= seconds;
60/60: <%%min<;
61/60: <%%min<, >%with-words>;
3600/60: <%%hr<;
3601/60: <%%hr<, >>>;
%%min:
0: 0 minutes;
1: 1 minute;
2: =0= minutes;
%%hr:
0: 0 hours;
1: 1 hour;
2: =0= hours;
%in-numerals:
0: =0= sec.;
60: =%%min-sec=;
3600: =%%hr-min-sec=;
%%min-sec:
0: :=00=;
60/60: <0<>%%min-sec>;
%%hr-min-sec:
0: :=00=;
60/60: <00<>%%hr-min-sec>;
3600/60: <#,##0<:>>>;
%duration:
0: =%in-numerals=;
 | 0 sec. | -1 sec. | 343:56:08 | -0 sec. | 5,003,999,585,967:13:04 | 2,562,047,788,015,215:30:07 | 3 sec. | NaN | ∞ | 0 sec. | 42 sec. | 1294.0 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%duration','%with-words;%in-numerals;%duration;',en
en_US/12: ¤#,##0.00;(¤#,##0.00) | $0.00 | ($1.00) | $1,234,567.89 | ($0.50) | $100,000,000,000,000,000,000.00 | $9,223,372,036,854,775,807.00 | $3.14 | $NaN | $∞ | $0.00 | $42.00 | 1234.5 | 1,2,1,4,0.0,0,.,,,;,%,0,#,-,+,$,USD,.,E,‰,*,∞,NaN,@,,,'$','','($',')',' ','USD',false,false,en_US
de_DE/1: #,##0.### | 0 | -1 | 1.234.567,891 | -0,5 | 100.000.000.000.000.000.000 | 9.223.372.036.854.775.807 | 3,142 | NaN | ∞ | 0 | 42 | 1234.5 | 1,3,1,4,0.0,0,,,.,;,%,0,#,-,+,€,EUR,,,E,‰,*,∞,NaN,@,.,'','','-','',' ','EUR',false,false,de_DE
de_DE/2: #,##0.00 ¤ | 0,00 € | -1,00 € | 1.234.567,89 € | -0,50 € | 100.000.000.000.000.000.000,00 € | 9.223.372.036.854.775.807,00 € | 3,14 € | NaN € | ∞ € | 0,00 € | 42,00 € | 1234.5 | 1,2,1,4,0.0,0,,,.,;,%,0,#,-,+,€,EUR,,,E,‰,*,∞,NaN,@,.,'',' €','-',' €',' ','EUR',false,false,de_DE
de_DE/3: #,##0 % | 0 % | -100 % | 123.456.789 % | -50 % | 10.000.000.000.000.000.000.000 % | 922.337.203.685.477.580.700 % | 314 % | NaN % | ∞ % | 0 % | 4.200 % | 1234.5 | 1,0,1,4,0.0,0,,,.,;,%,0,#,-,+,€,EUR,,,E,‰,*,∞,NaN,@,.,'',' %','-',' %',' ','EUR',false,false,de_DE
de_DE/4: #E0 | 0E0 | -1E0 | 1,234567891E6 | -5E-1 | 1E20 | 9,223372036854775807E18 | 3,14159E0 | NaN | ∞ | 1,23E-4 | 4,2E1 | 1234.5 | 0,0,1,4,0.0,0,,,.,;,%,0,#,-,+,€,EUR,,,E,‰,*,∞,NaN,@,.,'','','-','',' ','EUR',false,false,de_DE
de_DE/5: %spellout-numbering-year:
0: =%spellout-numbering=;
1100/100: <%spellout-numbering-year<­hundert;
1101/100: <%spellout-numbering-year<­hundert­>%spellout-numbering-year>;
2000: =%spellout-numbering=;
-x: minus >%spellout-numbering-year>;
x.x: =0.0=;
%spellout-numbering:
0: null;
1: eins;
2: zwei;
3: drei;
4: vier;
5: fünf;
6: sechs;
7: sieben;
8: acht;
9: neun;
10: zehn;
11: elf;
12: zwölf;
13: >%spellout-numbering>zehn;
16: sechzehn;
17: siebzehn;
18: >%spellout-numbering>zehn;
20: zwanzig;
21: >%spellout-cardinal-masculine>­und­zwanzig;
30: dreißig;
31: >%spellout-cardinal-masculine>­und­dreißig;
40: vierzig;
41: >%spellout-cardinal-masculine>­und­vierzig;
50: fünfzig;
51: >%spellout-cardinal-masculine>­und­fünfzig;
60: sechzig;
61: >%spellout-cardinal-masculine>­und­sechzig;
70: siebzig;
71: >%spellout-cardinal-masculine>­und­siebzig;
80: achtzig;
81: >%spellout-cardinal-masculine>­und­achtzig;
90: neunzig;
91: >%spellout-cardinal-masculine>­und­neunzig;
100: <%spellout-cardinal-masculine<­hundert;
101: <%spellout-cardinal-masculine<­hundert­>%spellout-numbering>;
1000: <%spellout-cardinal-masculine<­tausend;
1001: <%spellout-cardinal-masculine<­tausend­>%spellout-numbering>;
1000000: eine Million;
1000001: eine Million >%spellout-numbering>;
2000000: <%spellout-cardinal-feminine< Millionen;
2000001: <%spellout-cardinal-feminine< Millionen >%spellout-numbering>;
1000000000: eine Milliarde;
1000000001: eine Milliarde >%spellout-numbering>;
2000000000: <%spellout-cardinal-feminine< Milliarden;
2000000001: <%spellout-cardinal-feminine< Milliarden >%spellout-numbering>;
1000000000000: eine Billion;
1000000000001: eine Billion >%spellout-numbering>;
2000000000000: <%spellout-cardinal-feminine< Billionen;
2000000000001: <%spellout-cardinal-feminine< Billionen >%spellout-numbering>;
1000000000000000: eine Billiarde;
1000000000000001: eine Billiarde >%spellout-numbering>;
2000000000000000: <%spellout-cardinal-feminine< Billiarden;
2000000000000001: <%spellout-cardinal-feminine< Billiarden >%spellout-numbering>;
1000000000000000000: =#,##0=;
-x: minus >%spellout-numbering>;
x.x: <%spellout-numbering< Komma >%spellout-numbering>;
%spellout-cardinal-neuter:
0: =%spellout-cardinal-masculine=;
%spellout-cardinal-masculine:
0: null;
1: ein;
2: =%spellout-numbering=;
100: <%spellout-cardinal-masculine<­hundert;
101: <%spellout-cardinal-masculine<­hundert­>%spellout-cardinal-masculine>;
1000: <%spellout-cardinal-masculine<­tausend;
1001: <%spellout-cardinal-masculine<­tausend­>%spellout-cardinal-masculine>;
1000000: eine Million;
1000001: eine Million >%spellout-cardinal-masculine>;
2000000: <%spellout-cardinal-feminine< Millionen;
2000001: <%spellout-cardinal-feminine< Millionen >%spellout-cardinal-masculine>;
1000000000: eine Milliarde;
1000000001: eine Milliarde >%spellout-cardinal-masculine>;
2000000000: <%spellout-cardinal-feminine< Milliarden;
2000000001: <%spellout-cardinal-feminine< Milliarden >%spellout-cardinal-masculine>;
1000000000000: eine Billion;
1000000000001: eine Billion >%spellout-cardinal-masculine>;
2000000000000: <%spellout-cardinal-feminine< Billionen;
2000000000001: <%spellout-cardinal-feminine< Billionen >%spellout-cardinal-masculine>;
1000000000000000: eine Billiarde;
1000000000000001: eine Billiarde >%spellout-cardinal-masculine>;
2000000000000000: <%spellout-cardinal-feminine< Billiarden;
2000000000000001: <%spellout-cardinal-feminine< Billiarden >%spellout-cardinal-masculine>;
1000000000000000000: =#,##0=;
-x: minus >%spellout-cardinal-masculine>;
x.x: <%spellout-cardinal-masculine< Komma >%spellout-cardinal-masculine>;
%spellout-cardinal-feminine:
0: null;
1: eine;
2: =%spellout-numbering=;
100: <%spellout-cardinal-masculine<­hundert;
101: <%spellout-cardinal-masculine<­hundert­>%spellout-cardinal-feminine>;
1000: <%spellout-cardinal-masculine<­tausend;
1001: <%spellout-cardinal-masculine<­tausend­>%spellout-cardinal-feminine>;
1000000: eine Million;
1000001: eine Million >%spellout-cardinal-feminine>;
2000000: <%spellout-cardinal-feminine< Millionen;
2000001: <%spellout-cardinal-feminine< Millionen >%spellout-cardinal-feminine>;
1000000000: eine Milliarde;
1000000001: eine Milliarde >%spellout-cardinal-feminine>;
2000000000: <%spellout-cardinal-feminine< Milliarden;
2000000001: <%spellout-cardinal-feminine< Milliarden >%spellout-cardinal-feminine>;
1000000000000: eine Billion;
1000000000001: eine Billion >%spellout-cardinal-feminine>;
2000000000000: <%spellout-cardinal-feminine< Billionen;
2000000000001: <%spellout-cardinal-feminine< Billionen >%spellout-cardinal-feminine>;
1000000000000000: eine Billiarde;
1000000000000001: eine Billiarde >%spellout-cardinal-feminine>;
2000000000000000: <%spellout-cardinal-feminine< Billiarden;
2000000000000001: <%spellout-cardinal-feminine< Billiarden >%spellout-cardinal-feminine>;
1000000000000000000: =#,##0=;
-x: minus >%spellout-cardinal-feminine>;
x.x: <%spellout-cardinal-feminine< Komma >%spellout-cardinal-feminine>;
%spellout-cardinal-n:
0: null;
1: einen;
2: =%spellout-numbering=;
100: <%spellout-cardinal-masculine<­hundert;
101: <%spellout-cardinal-masculine<­hundert­>%spellout-cardinal-n>;
1000: <%spellout-cardinal-masculine<­tausend;
1001: <%spellout-cardinal-masculine<­tausend­>%spellout-cardinal-n>;
1000000: eine Million;
1000001: eine Million >%spellout-cardinal-n>;
2000000: <%spellout-cardinal-feminine< Millionen;
2000001: <%spellout-cardinal-feminine< Millionen >%spellout-cardinal-n>;
1000000000: eine Milliarde;
1000000001: eine Milliarde >%spellout-cardinal-n>;
2000000000: <%spellout-cardinal-feminine< Milliarden;
2000000001: <%spellout-cardinal-feminine< Milliarden >%spellout-cardinal-n>;
1000000000000: eine Billion;
1000000000001: eine Billion >%spellout-cardinal-n>;
2000000000000: <%spellout-cardinal-feminine< Billionen;
2000000000001: <%spellout-cardinal-feminine< Billionen >%spellout-cardinal-n>;
1000000000000000: eine Billiarde;
1000000000000001: eine Billiarde >%spellout-cardinal-n>;
2000000000000000: <%spellout-cardinal-feminine< Billiarden;
2000000000000001: <%spellout-cardinal-feminine< Billiarden >%spellout-cardinal-n>;
1000000000000000000: =#,##0=;
-x: minus >%spellout-cardinal-n>;
x.x: <%spellout-cardinal-n< Komma >%spellout-cardinal-n>;
%spellout-cardinal-r:
0: null;
1: einer;
2: =%spellout-numbering=;
100: <%spellout-cardinal-masculine<­hundert;
101: <%spellout-cardinal-masculine<­hundert­>%spellout-cardinal-r>;
1000: <%spellout-cardinal-masculine<­tausend;
1001: <%spellout-cardinal-masculine<­tausend­>%spellout-cardinal-r>;
1000000: eine Million;
1000001: eine Million >%spellout-cardinal-r>;
2000000: <%spellout-cardinal-feminine< Millionen;
2000001: <%spellout-cardinal-feminine< Millionen >%spellout-cardinal-r>;
1000000000: eine Milliarde;
1000000001: eine Milliarde >%spellout-cardinal-r>;
2000000000: <%spellout-cardinal-feminine< Milliarden;
2000000001: <%spellout-cardinal-feminine< Milliarden >%spellout-cardinal-r>;
1000000000000: eine Billion;
1000000000001: eine Billion >%spellout-cardinal-r>;
2000000000000: <%spellout-cardinal-feminine< Billionen;
2000000000001: <%spellout-cardinal-feminine< Billionen >%spellout-cardinal-r>;
1000000000000000: eine Billiarde;
1000000000000001: eine Billiarde >%spellout-cardinal-r>;
2000000000000000: <%spellout-cardinal-feminine< Billiarden;
2000000000000001: <%spellout-cardinal-feminine< Billiarden >%spellout-cardinal-r>;
1000000000000000000: =#,##0=;
-x: minus >%spellout-cardinal-r>;
x.x: <%spellout-cardinal-r< Komma >%spellout-cardinal-r>;
%spellout-cardinal-s:
0: null;
1: eines;
2: =%spellout-numbering=;
100: <%spellout-cardinal-masculine<­hundert;
101: <%spellout-cardinal-masculine<­hundert­>%spellout-cardinal-s>;
1000: <%spellout-cardinal-masculine<­tausend;
1001: <%spellout-cardinal-masculine<­tausend­>%spellout-cardinal-s>;
1000000: eine Million;
1000001: eine Million >%spellout-cardinal-s>;
2000000: <%spellout-cardinal-feminine< Millionen;
2000001: <%spellout-cardinal-feminine< Millionen >%spellout-cardinal-s>;
1000000000: eine Milliarde;
1000000001: eine Milliarde >%spellout-cardinal-s>;
2000000000: <%spellout-cardinal-feminine< Milliarden;
2000000001: <%spellout-cardinal-feminine< Milliarden >%spellout-cardinal-s>;
1000000000000: eine Billion;
1000000000001: eine Billion >%spellout-cardinal-s>;
2000000000000: <%spellout-cardinal-feminine< Billionen;
2000000000001: <%spellout-cardinal-feminine< Billionen >%spellout-cardinal-s>;
1000000000000000: eine Billiarde;
1000000000000001: eine Billiarde >%spellout-cardinal-s>;
2000000000000000: <%spellout-cardinal-feminine< Billiarden;
2000000000000001: <%spellout-cardinal-feminine< Billiarden >%spellout-cardinal-s>;
1000000000000000000: =#,##0=;
-x: minus >%spellout-cardinal-s>;
x.x: <%spellout-cardinal-s< Komma >%spellout-cardinal-s>;
%spellout-cardinal-m:
0: null;
1: einem;
2: =%spellout-numbering=;
100: <%spellout-cardinal-masculine<­hundert;
101: <%spellout-cardinal-masculine<­hundert­>%spellout-cardinal-m>;
1000: <%spellout-cardinal-masculine<­tausend;
1001: <%spellout-cardinal-masculine<­tausend­>%spellout-cardinal-m>;
1000000: eine Million;
1000001: eine Million >%spellout-cardinal-m>;
2000000: <%spellout-cardinal-feminine< Millionen;
2000001: <%spellout-cardinal-feminine< Millionen >%spellout-cardinal-m>;
1000000000: eine Milliarde;
1000000001: eine Milliarde >%spellout-cardinal-m>;
2000000000: <%spellout-cardinal-feminine< Milliarden;
2000000001: <%spellout-cardinal-feminine< Milliarden >%spellout-cardinal-m>;
1000000000000: eine Billion;
1000000000001: eine Billion >%spellout-cardinal-m>;
2000000000000: <%spellout-cardinal-feminine< Billionen;
2000000000001: <%spellout-cardinal-feminine< Billionen >%spellout-cardinal-m>;
1000000000000000: eine Billiarde;
1000000000000001: eine Billiarde >%spellout-cardinal-m>;
2000000000000000: <%spellout-cardinal-feminine< Billiarden;
2000000000000001: <%spellout-cardinal-feminine< Billiarden >%spellout-cardinal-m>;
1000000000000000000: =#,##0=;
-x: minus >%spellout-cardinal-m>;
x.x: <%spellout-cardinal-m< Komma >%spellout-cardinal-m>;
%%ste:
0: ste;
1: ­=%spellout-ordinal=;
%%ste2:
0: ste;
1: ' =%spellout-ordinal=;
%spellout-ordinal:
0: nullte;
1: erste;
2: zweite;
3: dritte;
4: vierte;
5: fünfte;
6: sechste;
7: siebte;
8: achte;
9: =%spellout-numbering=te;
20: =%spellout-numbering=ste;
100: <%spellout-cardinal-masculine<­hundert>%%ste>;
1000: <%spellout-cardinal-masculine<­tausend>%%ste>;
1000000: eine Million>%%ste2>;
2000000: <%spellout-cardinal-feminine< Millionen>%%ste2>;
1000000000: eine Milliarde>%%ste2>;
2000000000: <%spellout-cardinal-feminine< Milliarden>%%ste2>;
1000000000000: eine Billion>%%ste>;
2000000000000: <%spellout-cardinal-feminine< Billionen>%%ste2>;
1000000000000000: eine Billiarde>%%ste2>;
2000000000000000: <%spellout-cardinal-feminine< Billiarden>%%ste2>;
1000000000000000000: =#,##0=.;
-x: minus >%spellout-ordinal>;
x.x: =#,##0.#=;
%spellout-ordinal-n:
0: =%spellout-ordinal=n;
-x: minus >%spellout-ordinal-n>;
x.x: =#,##0.#=;
%spellout-ordinal-r:
0: =%spellout-ordinal=r;
-x: minus >%spellout-ordinal-r>;
x.x: =#,##0.#=;
%spellout-ordinal-s:
0: =%spellout-ordinal=s;
-x: minus >%spellout-ordinal-s>;
x.x: =#,##0.#=;
%spellout-ordinal-m:
0: =%spellout-ordinal=m;
-x: minus >%spellout-ordinal-m>;
x.x: =#,##0.#=;
 | null | minus eins | eine Million zwei­hundert­vier­und­dreißig­tausend­fünf­hundert­sieben­und­sechzig Komma acht neun eins | minus null Komma fünf | ein­hundert­tausend Billiarden null | 9.223.372.036.854.775.807 | drei Komma eins vier eins fünf neun | NaN | ∞ | null Komma null null null eins zwei drei | zwei­und­vierzig | 1234.5 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%spellout-numbering','%spellout-numbering-year;%spellout-numbering;%spellout-cardinal-neuter;%spellout-cardinal-masculine;%spellout-cardinal-feminine;%spellout-cardinal-n;%spellout-cardinal-r;%spellout-cardinal-s;%spellout-cardinal-m;%spellout-ordinal;%spellout-ordinal-n;%spellout-ordinal-r;%spellout-ordinal-s;%spellout-ordinal-m;',de
de_DE/6: %digits-ordinal:
0: =#,##0=.;
-x: −>%digits-ordinal>;
 | 0. | −1. | 1.234.568. | −0. | 100.000.000.000.000.000.000. | 9.223.372.036.854.775.807. | 3. | NaN | ∞ | 0. | 42. | 1.0 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%digits-ordinal','%digits-ordinal;',de
de_DE/7: %duration:
0: =#,##0=;
 | 0 | -1 | 1.234.568 | -0 | 100.000.000.000.000.000.000 | 9.223.372.036.854.775.807 | 3 | NaN | ∞ | 0 | 42 | 1234.0 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%duration','%duration;',de
de_DE/12: #,##0.00 ¤ | 0,00 € | -1,00 € | 1.234.567,89 € | -0,50 € | 100.000.000.000.000.000.000,00 € | 9.223.372.036.854.775.807,00 € | 3,14 € | NaN € | ∞ € | 0,00 € | 42,00 € | 1234.5 | 1,2,1,4,0.0,0,,,.,;,%,0,#,-,+,€,EUR,,,E,‰,*,∞,NaN,@,.,'',' €','-',' €',' ','EUR',false,false,de_DE
ar_EG/1: #,##0.### | ٠ | ؜-١ | ١٬٢٣٤٬٥٦٧٫٨٩١ | ؜-٠٫٥ | ١٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠ | ٩٬٢٢٣٬٣٧٢٬٠٣٦٬٨٥٤٬٧٧٥٬٨٠٧ | ٣٫١٤٢ | ليس رقم | ∞ | ٠ | ٤٢ | 1234.5 | 1,3,1,4,0.0,0,٫,٬,;,٪؜,٠,#,؜-,؜+,ج.م.‏,EGP,٫,اس,؉,*,∞,ليس رقم,@,٬,'','','؜-','',' ','EGP',false,false,ar_EG
ar_EG/2: ‏#,##0.00 ¤ | ‏٠٫٠٠ ج.م.‏ | ؜-‏١٫٠٠ ج.م.‏ | ‏١٬٢٣٤٬٥٦٧٫٨٩ ج.م.‏ | ؜-‏٠٫٥٠ ج.م.‏ | ‏١٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٫٠٠ ج.م.‏ | ‏٩٬٢٢٣٬٣٧٢٬٠٣٦٬٨٥٤٬٧٧٥٬٨٠٧٫٠٠ ج.م.‏ | ‏٣٫١٤ ج.م.‏ | ‏ليس رقم ج.م.‏ | ‏∞ ج.م.‏ | ‏٠٫٠٠ ج.م.‏ | ‏٤٢٫٠٠ ج.م.‏ | 1234.5 | 1,2,1,4,0.0,0,٫,٬,;,٪؜,٠,#,؜-,؜+,ج.م.‏,EGP,٫,اس,؉,*,∞,ليس رقم,@,٬,'‏',' ج.م.‏','؜-‏',' ج.م.‏',' ','EGP',false,false,ar_EG
ar_EG/3: #,##0% | ٠٪؜ | ؜-١٠٠٪؜ | ١٢٣٬٤٥٦٬٧٨٩٪؜ | ؜-٥٠٪؜ | ١٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٪؜ | ٩٢٢٬٣٣٧٬٢٠٣٬٦٨٥٬٤٧٧٬٥٨٠٬٧٠٠٪؜ | ٣١٤٪؜ | ليس رقم٪؜ | ∞٪؜ | ٠٪؜ | ٤٬٢٠٠٪؜ | 1234.5 | 1,0,1,4,0.0,0,٫,٬,;,٪؜,٠,#,؜-,؜+,ج.م.‏,EGP,٫,اس,؉,*,∞,ليس رقم,@,٬,'','٪؜','؜-','٪؜',' ','EGP',false,false,ar_EG
ar_EG/4: #E0 | ٠اس٠ | ؜-١اس٠ | ١٫٢٣٤٥٦٧٨٩١اس٦ | ؜-٥اس؜-١ | ١اس٢٠ | ٩٫٢٢٣٣٧٢٠٣٦٨٥٤٧٧٥٨٠٧اس١٨ | ٣٫١٤١٥٩اس٠ | ليس رقم | ∞ | ١٫٢٣اس؜-٤ | ٤٫٢اس١ | 1234.5 | 0,0,1,4,0.0,0,٫,٬,;,٪؜,٠,#,؜-,؜+,ج.م.‏,EGP,٫,اس,؉,*,∞,ليس رقم,@,٬,'','','؜-','',' ','EGP',false,false,ar_EG
ar_EG/5: %spellout-numbering-year:
0: =%spellout-numbering=;
x.x: =0.0=;
%spellout-numbering:
0: صفر;
1: واحد;
2: إثنان;
3: ثلاثة;
4: أربعة;
5: خمسة;
6: ستة;
7: سبعة;
8: ثمانية;
9: تسعة;
10: عشرة;
11: إحدى عشر;
12: إثنا عشر;
13: >%spellout-numbering> عشر;
20: عشرون;
21: >%spellout-numbering> وعشرون;
30: ثلاثون;
31: >%spellout-numbering> وثلاثون;
40: أربعون;
41: >%spellout-numbering> وأربعون;
50: خمسون;
51: >%spellout-numbering> وخمسون;
60: ستون;
61: >%spellout-numbering> وستون;
70: سبعون;
71: >%spellout-numbering> وسبعون;
80: ثمانون;
81: >%spellout-numbering> وثمانون;
90: تسعون;
91: >%spellout-numbering> وتسعون;
100: مائة;
101: مائة و>%spellout-numbering>;
200: مائتان;
201: مائتان و>%spellout-numbering>;
300: <%spellout-numbering< مائة;
301: <%spellout-numbering< مائة و>%spellout-numbering>;
1000: ألف;
1001: ألف و>%spellout-numbering>;
2000: ألفين;
2001: ألفين و>%spellout-numbering>;
3000: <%spellout-numbering< آلاف;
3001: <%spellout-numbering< آلاف و>%spellout-numbering>;
11000/1000: <%%spellout-numbering-m< ألف;
11001/1000: <%%spellout-numbering-m< ألف و>%spellout-numbering>;
1000000: مليون;
1000001: مليون و>%spellout-numbering>;
2000000: <%%spellout-numbering-m< مليون;
2000001: <%%spellout-numbering-m< مليون و>%spellout-numbering>;
1000000000: مليار;
1000000001: مليار و>%spellout-numbering>;
2000000000: <%%spellout-numbering-m< مليار;
2000000001: <%%spellout-numbering-m< مليار و>%spellout-numbering>;
1000000000000: ترليون;
1000000000001: ترليون و>%spellout-numbering>;
2000000000000: <%%spellout-numbering-m< ترليون;
2000000000001: <%%spellout-numbering-m< ترليون و>%spellout-numbering>;
1000000000000000: كوادرليون;
1000000000000001: كوادرليون و>%spellout-numbering>;
2000000000000000: <%%spellout-numbering-m< كوادرليون;
2000000000000001: <%%spellout-numbering-m< كوادرليون و>%spellout-numbering>;
1000000000000000000: =#,##0=;
-x: ناقص >%spellout-numbering>;
x.x: <%spellout-numbering< فاصل >%spellout-numbering>;
%spellout-cardinal-feminine:
0: صفر;
1: واحدة;
2: إثنتان;
3: ثلاثة;
4: أربعة;
5: خمسة;
6: ستة;
7: سبعة;
8: ثمانية;
9: تسعة;
10: عشرة;
11: إحدى عشر;
12: إثنتا عشرة;
13: >%spellout-numbering> عشر;
20: عشرون;
21: >%spellout-numbering> وعشرون;
30: ثلاثون;
31: >%spellout-numbering> وثلاثون;
40: أربعون;
41: >%spellout-numbering> وأربعون;
50: خمسون;
51: >%spellout-numbering> وخمسون;
60: ستون;
61: >%spellout-numbering> وستون;
70: سبعون;
71: >%spellout-numbering> وسبعون;
80: ثمانون;
81: >%spellout-numbering> وثمانون;
90: تسعون;
91: >%spellout-numbering> وتسعون;
100: مائة;
101: مائة و>%spellout-numbering>;
200: مائتان;
201: مائتان و>%spellout-numbering>;
300: <%spellout-numbering< مائة;
301: <%spellout-numbering< مائة و>%spellout-numbering>;
1000: ألف;
1001: ألف و>%spellout-numbering>;
2000: ألفي;
2001: ألفي و>%spellout-numbering>;
3000: <%spellout-numbering< آلاف;
3001: <%spellout-numbering< آلاف و>%spellout-numbering>;
11000/1000: <%%spellout-numbering-m< ألف;
11001/1000: <%%spellout-numbering-m< ألف و>%spellout-numbering>;
1000000: مليون;
1000001: مليون و>%spellout-numbering>;
2000000: <%%spellout-numbering-m< مليون;
2000001: <%%spellout-numbering-m< مليون و>%spellout-numbering>;
1000000000: مليار;
1000000001: مليار و>%spellout-numbering>;
2000000000: <%%spellout-numbering-m< مليار;
2000000001: <%%spellout-numbering-m< مليار و>%spellout-numbering>;
1000000000000: ترليون;
1000000000001: ترليون و>%spellout-numbering>;
2000000000000: <%%spellout-numbering-m< ترليون;
2000000000001: <%%spellout-numbering-m< ترليون و>%spellout-numbering>;
1000000000000000: كوادرليون;
1000000000000001: كوادرليون و>%spellout-numbering>;
2000000000000000: <%%spellout-numbering-m< كوادرليون;
2000000000000001: <%%spellout-numbering-m< كوادرليون و>%spellout-numbering>;
1000000000000000000: =#,##0=;
-x: ناقص >%spellout-cardinal-feminine>;
x.x: <%spellout-cardinal-feminine< فاصل >%spellout-cardinal-feminine>;
%%spellout-numbering-m:
0: صفر;
1: واحد;
2: إثنان;
3: ثلاثة;
4: أربعة;
5: خمسة;
6: ستة;
7: سبعة;
8: ثمانية;
9: تسعة;
10: عشرة;
11: إحدى عشر;
12: إثنا عشر;
13: >%%spellout-numbering-m> عشر;
20: عشرون;
21: >%%spellout-numbering-m> وعشرون;
30: ثلاثون;
31: >%%spellout-numbering-m> وثلاثون;
40: أربعون;
41: >%%spellout-numbering-m> وأربعون;
50: خمسون;
51: >%%spellout-numbering-m> وخمسون;
60: ستون;
61: >%%spellout-numbering-m> وستون;
70: سبعون;
71: >%%spellout-numbering-m> وسبعون;
80: ثمانون;
81: >%%spellout-numbering-m> وثمانون;
90: تسعون;
91: >%%spellout-numbering-m> وتسعون;
100: مائة;
101: مائة و>%%spellout-numbering-m>;
200: مائتان;
201: مائتان و>%%spellout-numbering-m>;
300: <%spellout-numbering< مائة;
301: <%spellout-numbering< مائة و>%%spellout-numbering-m>;
1000: ألف;
1001: ألف و>%%spellout-numbering-m>;
2000: ألفي;
2001: ألفي و>%%spellout-numbering-m>;
3000: <%spellout-numbering< آلاف;
3001: <%spellout-numbering< آلاف و>%%spellout-numbering-m>;
11000/1000: <%%spellout-numbering-m< ألف;
11001/1000: <%%spellout-numbering-m< ألف و>%%spellout-numbering-m>;
1000000: مليون;
1000001: مليون و>%%spellout-numbering-m>;
2000000: <%%spellout-numbering-m< مليون;
2000001: <%%spellout-numbering-m< مليون و>%%spellout-numbering-m>;
1000000000: مليار;
1000000001: مليار و>%%spellout-numbering-m>;
2000000000: <%%spellout-numbering-m< مليار;
2000000001: <%%spellout-numbering-m< مليار و>%%spellout-numbering-m>;
1000000000000: ترليون;
1000000000001: ترليون و>%%spellout-numbering-m>;
2000000000000: <%%spellout-numbering-m< ترليون;
2000000000001: <%%spellout-numbering-m< ترليون و>%%spellout-numbering-m>;
1000000000000000: كوادرليون;
1000000000000001: كوادرليون و>%%spellout-numbering-m>;
2000000000000000: <%%spellout-numbering-m< كوادرليون;
2000000000000001: <%%spellout-numbering-m< كوادرليون و>%%spellout-numbering-m>;
1000000000000000000: =#,##0=;
%spellout-cardinal-masculine:
0: صفر;
1: واحد;
2: إثنان;
3: ثلاثة;
4: أربعة;
5: خمسة;
6: ستة;
7: سبعة;
8: ثمانية;
9: تسعة;
10: عشرة;
11: إحدى عشر;
12: إثنا عشر;
13: >%spellout-cardinal-masculine> عشر;
20: عشرون;
21: >%%spellout-numbering-m> وعشرون;
30: ثلاثون;
31: >%%spellout-numbering-m> وثلاثون;
40: أربعون;
41: >%%spellout-numbering-m> وأربعون;
50: خمسون;
51: >%%spellout-numbering-m> وخمسون;
60: ستون;
61: >%%spellout-numbering-m> وستون;
70: سبعون;
71: >%%spellout-numbering-m> وسبعون;
80: ثمانون;
81: >%%spellout-numbering-m> وثمانون;
90: تسعون;
91: >%%spellout-numbering-m> وتسعون;
100: مائة;
101: مائة و>%%spellout-numbering-m>;
200: مائتان;
201: مائتان و>%%spellout-numbering-m>;
300: <%spellout-numbering< مائة;
301: <%spellout-numbering< مائة و>%%spellout-numbering-m>;
1000: ألف;
1001: ألف و>%%spellout-numbering-m>;
2000: ألفي;
2001: ألفي و>%%spellout-numbering-m>;
3000: <%spellout-numbering< آلاف;
3001: <%spellout-numbering< آلاف و>%%spellout-numbering-m>;
11000/1000: <%%spellout-numbering-m< ألف;
11001/1000: <%%spellout-numbering-m< ألف و>%%spellout-numbering-m>;
1000000: مليون;
1000001: مليون و>%%spellout-numbering-m>;
2000000: <%%spellout-numbering-m< مليون;
2000001: <%%spellout-numbering-m< مليون و>%%spellout-numbering-m>;
1000000000: مليار;
1000000001: مليار و>%%spellout-numbering-m>;
2000000000: <%%spellout-numbering-m< مليار;
2000000001: <%%spellout-numbering-m< مليار و>%%spellout-numbering-m>;
1000000000000: ترليون;
1000000000001: ترليون و>%%spellout-numbering-m>;
2000000000000: <%%spellout-numbering-m< ترليون;
2000000000001: <%%spellout-numbering-m< ترليون و>%%spellout-numbering-m>;
1000000000000000: كوادرليون;
1000000000000001: كوادرليون و>%%spellout-numbering-m>;
2000000000000000: <%%spellout-numbering-m< كوادرليون;
2000000000000001: <%%spellout-numbering-m< كوادرليون و>%%spellout-numbering-m>;
1000000000000000000: =#,##0=;
-x: ناقص >%spellout-cardinal-masculine>;
x.x: <%%spellout-numbering-m< فاصل >%spellout-cardinal-masculine> ;
%%ordinal-ones-feminine:
1: الحادية ;
2: =%spellout-ordinal-feminine=;
11: الحادية عشرة;
12: =%spellout-ordinal-feminine=;
%spellout-ordinal-feminine:
0: صفر;
1: الأولى;
2: الثانية;
3: الثالثة;
4: الرابعة;
5: الخامسة;
6: السادسة;
7: السابعة;
8: الثامنة;
9: التاسعة;
10: العاشرة;
11: الحادية عشرة;
12: >%spellout-ordinal-feminine> عشرة;
20: العشرون;
21: >%%ordinal-ones-feminine> والعشرون;
30: الثلاثون;
31: >%%ordinal-ones-feminine> والثلاثون;
40: الأربعون;
41: >%%ordinal-ones-feminine> والأربعون;
50: الخمسون;
51: >%%ordinal-ones-feminine> والخمسون;
60: الستون;
61: >%%ordinal-ones-feminine> والستون;
70: السبعون;
71: >%%ordinal-ones-feminine> والسبعون;
80: الثمانون;
81: >%%ordinal-ones-feminine> والثمانون;
90: التسعون;
91: >%%ordinal-ones-feminine> والتسعون;
100: المائة;
101: المائة و>%spellout-cardinal-feminine>;
200: المائتان;
201: المائتان و>%spellout-cardinal-feminine>;
300: <%spellout-numbering< مائة;
301: <%spellout-numbering< مائة و>%spellout-cardinal-feminine>;
1000: الألف;
1001: الألف و>%spellout-cardinal-feminine>;
2000: الألفي;
2001: الألفي و>%spellout-cardinal-feminine>;
3000: <%spellout-cardinal-feminine< آلاف;
3001: <%spellout-cardinal-feminine< آلاف و>%spellout-cardinal-feminine>;
11000/1000: <%spellout-cardinal-feminine< ألف;
11001/1000: <%spellout-cardinal-feminine< ألف و>%spellout-cardinal-feminine>;
1000000: المليون;
1000001: المليون و>%spellout-cardinal-feminine>;
2000000: <%spellout-cardinal-feminine< الألف;
2000001: <%spellout-cardinal-feminine< الألف و>%spellout-cardinal-feminine>;
1000000000: المليار;
1000000001: المليار و>%spellout-cardinal-feminine>;
2000000000: <%spellout-cardinal-feminine< مليار;
2000000001: <%spellout-cardinal-feminine< مليار و>%spellout-cardinal-feminine>;
1000000000000: ترليون;
1000000000001: ترليون و>%spellout-cardinal-feminine>;
2000000000000: <%spellout-cardinal-feminine< ترليون;
2000000000001: <%spellout-cardinal-feminine< ترليون و>%spellout-cardinal-feminine>;
1000000000000000: كوادرليون;
1000000000000001: كوادرليون و>%spellout-cardinal-feminine>;
2000000000000000: <%spellout-cardinal-feminine< كوادرليون;
2000000000000001: <%spellout-cardinal-feminine< كوادرليون و>%spellout-cardinal-feminine>;
1000000000000000000: =#,##0=;
-x: ناقص >%spellout-ordinal-feminine>;
x.x: <%spellout-ordinal-feminine< فاصل >%spellout-ordinal-feminine>;
%%ordinal-ones-masculine:
1: الحادي ;
2: =%spellout-ordinal-masculine=;
11: الحادي عشر;
12: =%spellout-ordinal-masculine=;
%spellout-ordinal-masculine:
0: صفر;
1: الأول;
2: الثاني;
3: الثالث;
4: الرابع;
5: الخامس;
6: السادس;
7: السابع;
8: الثامن;
9: التاسع;
10: العاشر;
11: الحادي عشر;
12: >%spellout-ordinal-masculine> عشر;
20: العشرون;
21: >%%ordinal-ones-masculine> والعشرون;
30: الثلاثون;
31: >%%ordinal-ones-masculine> والثلاثون;
40: الأربعون;
41: >%%ordinal-ones-masculine> والأربعون;
50: الخمسون;
51: >%%ordinal-ones-masculine> والخمسون;
60: الستون;
61: >%%ordinal-ones-masculine> والستون;
70: السبعون;
71: >%%ordinal-ones-masculine> والسبعون;
80: الثمانون;
81: >%%ordinal-ones-masculine> والثمانون;
90: التسعون;
91: >%%ordinal-ones-masculine> والتسعون;
100: المائة;
101: المائة و>%%spellout-numbering-m>;
200: المائتان;
201: المائتان و>%%spellout-numbering-m>;
300: <%spellout-numbering< مائة;
301: <%spellout-numbering< مائة و>%%spellout-numbering-m>;
1000: الألف;
1001: الألف و>%%spellout-numbering-m>;
2000: الألفي;
2001: الألفي و>%%spellout-numbering-m>;
3000: <%spellout-numbering< آلاف;
3001: <%spellout-numbering< آلاف و>%%spellout-numbering-m>;
11000/1000: <%%spellout-numbering-m< ألف;
11001/1000: <%%spellout-numbering-m< ألف و>%%spellout-numbering-m>;
1000000: المليون;
1000001: المليون و>%%spellout-numbering-m>;
2000000: <%%spellout-numbering-m< الألف;
2000001: <%%spellout-numbering-m< الألف و>%%spellout-numbering-m>;
1000000000: المليار;
1000000001: المليار و>%%spellout-numbering-m>;
2000000000: <%%spellout-numbering-m< مليار;
2000000001: <%%spellout-numbering-m< مليار و>%%spellout-numbering-m>;
1000000000000: ترليون;
1000000000001: ترليون و>%%spellout-numbering-m>;
2000000000000: <%%spellout-numbering-m< ترليون;
2000000000001: <%%spellout-numbering-m< ترليون و>%%spellout-numbering-m>;
1000000000000000: كوادرليون;
1000000000000001: كوادرليون و>%%spellout-numbering-m>;
2000000000000000: <%%spellout-numbering-m< كوادرليون;
2000000000000001: <%%spellout-numbering-m< كوادرليون و>%%spellout-numbering-m>;
1000000000000000000: =#,##0=;
-x: ناقص >%spellout-ordinal-masculine>;
x.x: <%spellout-ordinal-masculine< فاصل >%spellout-ordinal-masculine>;
 | صفر | ناقص واحد | مليون ومائتان وأربعة وثلاثون ألف وخمسة مائة وسبعة وستون فاصل ثمانية تسعة واحد | ناقص صفر فاصل خمسة | مائة ألف كوادرليون وصفر | ٩٬٢٢٣٬٣٧٢٬٠٣٦٬٨٥٤٬٧٧٥٬٨٠٧ | ثلاثة فاصل واحد أربعة واحد خمسة تسعة | ليس رقم | ∞ | صفر فاصل صفر صفر صفر واحد إثنان ثلاثة | إثنان وأربعون | 1234.5 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%spellout-numbering','%spellout-numbering-year;%spellout-numbering;%spellout-cardinal-feminine;%spellout-cardinal-masculine;%spellout-ordinal-feminine;%spellout-ordinal-masculine;',ar
ar_EG/6: %digits-ordinal:
0: =#,##0=.;
-x: −>%digits-ordinal>;
 | ٠. | −١. | ١٬٢٣٤٬٥٦٨. | −٠. | ١٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠. | ٩٬٢٢٣٬٣٧٢٬٠٣٦٬٨٥٤٬٧٧٥٬٨٠٧. | ٣. | ليس رقم | ∞ | ٠. | ٤٢. | 1234.0 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%digits-ordinal','%digits-ordinal;',ar
ar_EG/7: %duration:
0: =#,##0=;
 | ٠ | ؜-١ | ١٬٢٣٤٬٥٦٨ | ؜-٠ | ١٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠ | ٩٬٢٢٣٬٣٧٢٬٠٣٦٬٨٥٤٬٧٧٥٬٨٠٧ | ٣ | ليس رقم | ∞ | ٠ | ٤٢ | 1234.0 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%duration','%duration;',ar
ar_EG/12: ‏#,##0.00 ¤ | ‏٠٫٠٠ ج.م.‏ | ؜-‏١٫٠٠ ج.م.‏ | ‏١٬٢٣٤٬٥٦٧٫٨٩ ج.م.‏ | ؜-‏٠٫٥٠ ج.م.‏ | ‏١٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٫٠٠ ج.م.‏ | ‏٩٬٢٢٣٬٣٧٢٬٠٣٦٬٨٥٤٬٧٧٥٬٨٠٧٫٠٠ ج.م.‏ | ‏٣٫١٤ ج.م.‏ | ‏ليس رقم ج.م.‏ | ‏∞ ج.م.‏ | ‏٠٫٠٠ ج.م.‏ | ‏٤٢٫٠٠ ج.م.‏ | 1234.5 | 1,2,1,4,0.0,0,٫,٬,;,٪؜,٠,#,؜-,؜+,ج.م.‏,EGP,٫,اس,؉,*,∞,ليس رقم,@,٬,'‏',' ج.م.‏','؜-‏',' ج.م.‏',' ','EGP',false,false,ar_EG
hi_IN/1: #,##,##0.### | 0 | -1 | 12,34,567.891 | -0.5 | 10,00,00,00,00,00,00,00,00,000 | 92,23,37,20,36,85,47,75,807 | 3.142 | NaN | ∞ | 0 | 42 | 1234.5 | 1,3,1,4,0.0,0,.,,,;,%,0,#,-,+,₹,INR,.,E,‰,*,∞,NaN,@,,,'','','-','',' ','INR',false,false,hi_IN
hi_IN/2: ¤#,##,##0.00 | ₹0.00 | -₹1.00 | ₹12,34,567.89 | -₹0.50 | ₹10,00,00,00,00,00,00,00,00,000.00 | ₹92,23,37,20,36,85,47,75,807.00 | ₹3.14 | ₹NaN | ₹∞ | ₹0.00 | ₹42.00 | 1234.5 | 1,2,1,4,0.0,0,.,,,;,%,0,#,-,+,₹,INR,.,E,‰,*,∞,NaN,@,,,'₹','','-₹','',' ','INR',false,false,hi_IN
hi_IN/3: #,##,##0% | 0% | -100% | 12,34,56,789% | -50% | 10,00,00,00,00,00,00,00,00,00,000% | 92,23,37,20,36,85,47,75,80,700% | 314% | NaN% | ∞% | 0% | 4,200% | 1234.5 | 1,0,1,4,0.0,0,.,,,;,%,0,#,-,+,₹,INR,.,E,‰,*,∞,NaN,@,,,'','%','-','%',' ','INR',false,false,hi_IN
hi_IN/4: [#E0] | [0E0] | -[1E0] | [1.234567891E6] | -[5E-1] | [1E20] | [9.223372036854775807E18] | [3.14159E0] | [NaN] | [∞] | [1.23E-4] | [4.2E1] | 1234.5 | 0,0,1,4,0.0,0,.,,,;,%,0,#,-,+,₹,INR,.,E,‰,*,∞,NaN,@,,,'[',']','-[',']',' ','INR',false,false,hi_IN
hi_IN/5: %spellout-numbering-year:
0: =%spellout-numbering=;
x.x: =0.0=;
%spellout-numbering:
0: =%spellout-cardinal=;
%spellout-cardinal:
0: शून्य;
1: एक;
2: दो;
3: तीन;
4: चार;
5: पाँच;
6: छह;
7: सात;
8: आठ;
9: नौ;
10: दस;
11: ग्यारह;
12: बारह;
13: तेरह;
14: चौदह;
15: पन्द्रह;
16: सोलह;
17: सत्रह;
18: अठारह;
19: उन्नीस;
20: बीस;
21: इक्कीस;
22: बाईस;
23: तेईस;
24: चौबीस;
25: पच्चीस;
26: छब्बीस;
27: सत्ताईस;
28: अट्ठाईस;
29: उनतीस;
30: तीस;
31: इकतीस;
32: बत्तीस;
33: तैंतीस;
34: चौंतीस;
35: पैंतीस;
36: छत्तीस;
37: सैंतीस;
38: अड़तीस;
39: उनतालीस;
40: चालीस;
41: इकतालीस;
42: बयालीस;
43: तैंतालीस;
44: चौवालीस;
45: पैंतालीस;
46: छियालीस;
47: सैंतालीस;
48: अड़तालीस;
49: उनचास;
50: पचास;
51: इक्यावन;
52: बावन;
53: तिरेपन;
54: चौवन;
55: पचपन;
56: छप्पन;
57: सत्तावन;
58: अट्ठावन;
59: उनसठ;
60: साठ;
61: इकसठ;
62: बासठ;
63: तिरेसठ;
64: चौंसठ;
65: पैंसठ;
66: छियासठ;
67: सड़सठ;
68: अड़सठ;
69: उनहत्तर;
70: सत्तर;
71: इकहत्तर;
72: बहत्तर;
73: तिहत्तर;
74: चौहत्तर;
75: पचहत्तर;
76: छिहत्तर;
77: सतहत्तर;
78: अठहत्तर;
79: उनासी;
80: अस्सी;
81: इक्यासी;
82: बयासी;
83: तिरासी;
84: चौरासी;
85: पचासी;
86: छियासी;
87: सत्तासी;
88: अट्ठासी;
89: नवासी;
90: नब्बे;
91: इक्यानबे;
92: बानबे;
93: तिरानबे;
94: चौरानबे;
95: पंचानबे;
96: छियानबे;
97: सत्तानबे;
98: अट्ठानबे;
99: निन्यानबे;
100: <%spellout-cardinal< सौ;
101: <%spellout-cardinal< सौ >%spellout-cardinal>;
1000: <%spellout-cardinal< हज़ार;
1001: <%spellout-cardinal< हज़ार >%spellout-cardinal>;
100000: <%spellout-cardinal< लाख;
100001: <%spellout-cardinal< लाख >%spellout-cardinal>;
10000000: <%spellout-cardinal< करोड़;
10000001: <%spellout-cardinal< करोड़ >%spellout-cardinal>;
1000000000: <%spellout-cardinal< अरब;
1000000001: <%spellout-cardinal< अरब >%spellout-cardinal>;
100000000000: <%spellout-cardinal< खरब;
100000000001: <%spellout-cardinal< खरब >%spellout-cardinal>;
1000000000000000000: =#,##,##0=;
-x: ऋण >%spellout-cardinal>;
x.x: <%spellout-cardinal< दशमलव >%spellout-cardinal>;
%spellout-ordinal-masculine:
0: शून्यवाँ;
1: पहला;
2: दूसरा;
3: तीसरा;
4: चौथा;
5: पाँचवाँ;
6: छठा;
7: =%spellout-cardinal=वाँ;
-x: ऋण >%spellout-ordinal-masculine>;
x.x: =#,##,##0.0=;
%spellout-ordinal-feminine:
0: शून्यवी;
1: पहली;
2: दूसरी;
3: तीसरी;
4: चौथी;
5: पाँचवी;
6: छठी;
7: =%spellout-cardinal=वी;
-x: ऋण >%spellout-ordinal-feminine>;
x.x: =#,##,##0.0=;
 | शून्य | ऋण एक | बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ दशमलव आठ नौ एक | ऋण शून्य दशमलव पाँच | एक लाख अस्सी हज़ार एक सौ तैंतालीस खरब अट्ठानबे अरब पचास करोड़ चौरानबे लाख इक्यासी हज़ार नौ सौ चौरासी | 92,23,37,20,36,85,47,75,807 | तीन दशमलव एक चार एक पाँच नौ | NaN | ∞ | शून्य दशमलव शून्य शून्य शून्य एक दो तीन | बयालीस | 1234.5 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%spellout-numbering','%spellout-numbering-year;%spellout-numbering;%spellout-cardinal;%spellout-ordinal-masculine;%spellout-ordinal-feminine;',hi
hi_IN/6: %digits-ordinal-masculine:
0: 0;
1: =0=ला;
2: =0=रा;
4: =0=था;
5: =0=वाँ;
6: =0=ठा;
7: =#,##,##0=वाँ;
-x: −>%digits-ordinal-masculine>;
x.x: =#,##,##0.0=;
%digits-ordinal-masculine-oblique:
0: 0;
1: =0=ले;
2: =0=रे;
4: =0=थे;
5: =0=वें;
6: =0=ठे;
7: =#,##,##0=वें;
-x: −>%digits-ordinal-masculine-oblique>;
x.x: =#,##,##0.0=;
%digits-ordinal-feminine:
0: 0;
1: =0=ली;
2: =0=री;
4: =0=थी;
5: =0=वीँ;
6: =0=ठी;
7: =#,##,##0=वीँ;
-x: −>%digits-ordinal-feminine>;
x.x: =#,##,##0.0=;
%digits-ordinal:
0: =%digits-ordinal-masculine=;
 | 0 | −1ला | 12,34,567.9 | −0.5 | 18,01,43,98,50,94,81,984वाँ | 92,23,37,20,36,85,47,75,807वाँ | 3.1 | NaN | ∞ | 0.0 | 42वाँ | 1234.5 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%digits-ordinal','%digits-ordinal-masculine;%digits-ordinal-masculine-oblique;%digits-ordinal-feminine;%digits-ordinal;',hi
hi_IN/7: %duration:
0: =#,##0=;
 | 0 | -1 | 1,234,568 | -0 | 100,000,000,000,000,000,000 | 9,223,372,036,854,775,807 | 3 | NaN | ∞ | 0 | 42 | 1234.0 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%duration','%duration;',hi
hi_IN/12: ¤#,##,##0.00 | ₹0.00 | -₹1.00 | ₹12,34,567.89 | -₹0.50 | ₹10,00,00,00,00,00,00,00,00,000.00 | ₹92,23,37,20,36,85,47,75,807.00 | ₹3.14 | ₹NaN | ₹∞ | ₹0.00 | ₹42.00 | 1234.5 | 1,2,1,4,0.0,0,.,,,;,%,0,#,-,+,₹,INR,.,E,‰,*,∞,NaN,@,,,'₹','','-₹','',' ','INR',false,false,hi_IN
root/1: #,##0.### | 0 | -1 | 1,234,567.891 | -0.5 | 100,000,000,000,000,000,000 | 9,223,372,036,854,775,807 | 3.142 | NaN | ∞ | 0 | 42 | 1234.5 | 1,3,1,4,0.0,0,.,,,;,%,0,#,-,+,¤,¤¤,.,E,‰,*,∞,NaN,@,,,'','','-','',' ','XXX',false,false,root
root/2: ¤ #,##0.00 | ¤ 0.00 | -¤ 1.00 | ¤ 1,234,567.89 | -¤ 0.50 | ¤ 100,000,000,000,000,000,000.00 | ¤ 9,223,372,036,854,775,807.00 | ¤ 3.14 | ¤ NaN | ¤ ∞ | ¤ 0.00 | ¤ 42.00 | 1234.5 | 1,2,1,4,0.0,0,.,,,;,%,0,#,-,+,¤,¤¤,.,E,‰,*,∞,NaN,@,,,'¤ ','','-¤ ','',' ','XXX',false,false,root
root/3: #,##0% | 0% | -100% | 123,456,789% | -50% | 10,000,000,000,000,000,000,000% | 922,337,203,685,477,580,700% | 314% | NaN% | ∞% | 0% | 4,200% | 1234.5 | 1,0,1,4,0.0,0,.,,,;,%,0,#,-,+,¤,¤¤,.,E,‰,*,∞,NaN,@,,,'','%','-','%',' ','XXX',false,false,root
root/4: #E0 | 0E0 | -1E0 | 1.234567891E6 | -5E-1 | 1E20 | 9.223372036854775807E18 | 3.14159E0 | NaN | ∞ | 1.23E-4 | 4.2E1 | 1234.5 | 0,0,1,4,0.0,0,.,,,;,%,0,#,-,+,¤,¤¤,.,E,‰,*,∞,NaN,@,,,'','','-','',' ','XXX',false,false,root
root/5: %spellout-numbering-year:
0: =0=;
-x: −>%spellout-numbering-year>;
x.x: =0.0=;
%spellout-numbering:
0: =#,##0.#=;
-x: −>%spellout-numbering>;
%spellout-cardinal:
0: =#,##0.#=;
-x: −>%spellout-cardinal>;
%spellout-ordinal:
0: =#,##0.#=.;
-x: −>%spellout-ordinal>;
 | 0 | −1 | 1,234,567.9 | −0.5 | 100,000,000,000,000,000,000 | 9,223,372,036,854,775,807 | 3.1 | NaN | ∞ | 0 | 42 | 1234.5 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%spellout-numbering','%spellout-numbering-year;%spellout-numbering;%spellout-cardinal;%spellout-ordinal;',root
root/6: %digits-ordinal:
0: =#,##0=.;
-x: −>%digits-ordinal>;
 | 0. | −1. | 1,234,568. | −0. | 100,000,000,000,000,000,000. | 9,223,372,036,854,775,807. | 3. | NaN | ∞ | 0. | 42. | 1234.0 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%digits-ordinal','%digits-ordinal;',root
root/7: %duration:
0: =#,##0=;
 | 0 | -1 | 1,234,568 | -0 | 100,000,000,000,000,000,000 | 9,223,372,036,854,775,807 | 3 | NaN | ∞ | 0 | 42 | 1234.0 | false,3,1,7,false,0,,,,,,,,,,,,,,,,,,,false,false,false,false,false,false,'%duration','%duration;',root
root/12: ¤ #,##0.00 | ¤ 0.00 | -¤ 1.00 | ¤ 1,234,567.89 | -¤ 0.50 | ¤ 100,000,000,000,000,000,000.00 | ¤ 9,223,372,036,854,775,807.00 | ¤ 3.14 | ¤ NaN | ¤ ∞ | ¤ 0.00 | ¤ 42.00 | 1234.5 | 1,2,1,4,0.0,0,.,,,;,%,0,#,-,+,¤,¤¤,.,E,‰,*,∞,NaN,@,,,'¤ ','','-¤ ','',' ','XXX',false,false,root
string(10) "(1,234.57)"
float(-1234.57)
string(12) "U_ZERO_ERROR"
string(3) "one"
string(4) "many"
string(12) "U_ZERO_ERROR"
float(1234)
int(5)
int(1234)
int(1234)
float(1500)
int(5)
int(1500)
int(1500)
bool(false)
int(1)
bool(false)
bool(false)
bool(false)
int(0)
bool(false)
bool(false)
float(12)
int(2)
int(12)
int(12)
bool(false)
int(0)
bool(false)
bool(false)
float(34)
int(2)
int(34)
int(34)
bool(false)
string(45) "Number parsing failed: U_INVALID_FORMAT_ERROR"
bool(false)
string(45) "Number parsing failed: U_INVALID_FORMAT_ERROR"
