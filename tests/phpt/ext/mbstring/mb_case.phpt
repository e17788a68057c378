--TEST--
mbstring case mapping modes
--FILE--
<?php
$s = "hello wORLD ǆ straße İstanbul ΣΊΣΥΦΟΣ ﬁ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m)
    echo $m, ": ", mb_convert_case($s, $m), "\n";
echo mb_strtoupper("àéîõü"), " ", mb_strtolower("ÀÉÎÕÜ"), "\n";
echo bin2hex(mb_strtoupper("\xe9t\xe9", "ISO-8859-1")), "\n";
try { mb_convert_case("a", 9); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
0: HELLO WORLD Ǆ STRASSE İSTANBUL ΣΊΣΥΦΟΣ FI
1: hello world ǆ straße i̇stanbul σίσυφοσ ﬁ
2: Hello World ǅ Straße İstanbul Σίσυφοσ Fi
3: hello world ǆ strasse i̇stanbul σίσυφοσ fi
4: HELLO WORLD Ǆ STRAßE İSTANBUL ΣΊΣΥΦΟΣ ﬁ
5: hello world ǆ straße istanbul σίσυφοσ ﬁ
6: Hello World ǅ Straße İstanbul Σίσυφοσ ﬁ
7: hello world ǆ straße İstanbul σίσυφοσ ﬁ
ÀÉÎÕÜ àéîõü
c954c9
mb_convert_case(): Argument #2 ($mode) must be one of the MB_CASE_* constants
