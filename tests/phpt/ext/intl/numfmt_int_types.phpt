--TEST--
intl: NumberFormatter TYPE_INT32/TYPE_INT64 of floats
--FILE--
<?php
$f = new NumberFormatter('en', NumberFormatter::DECIMAL);
foreach ([1e10, -1e19, 3e9, 2147483648, -2.7, NAN, INF] as $v) var_dump($f->format($v, NumberFormatter::TYPE_INT32), $f->format($v, NumberFormatter::TYPE_INT64));
var_dump($f->format("12"), $f->format("1.5"));
--EXPECT--
string(13) "1,410,065,408"
string(14) "10,000,000,000"
string(13) "1,981,284,352"
string(26) "-9,223,372,036,854,775,808"
string(14) "-1,294,967,296"
string(13) "3,000,000,000"
string(14) "-2,147,483,648"
string(13) "2,147,483,648"
string(2) "-2"
string(2) "-2"
string(1) "0"
string(26) "-9,223,372,036,854,775,808"
string(1) "0"
string(26) "-9,223,372,036,854,775,808"
string(2) "12"
string(3) "1.5"
