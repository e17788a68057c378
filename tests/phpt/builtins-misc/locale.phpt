--TEST--
builtins-misc: locale
--FILE--
<?php
var_dump(setlocale(LC_ALL, 0), setlocale(LC_ALL, "C"), setlocale(LC_NUMERIC, ["xx_NOPE", "C"]), setlocale(LC_ALL, "xx_NOPE"));
$l = localeconv(); var_dump($l["decimal_point"], $l["thousands_sep"], $l["grouping"]);
var_dump(nl_langinfo(CODESET), nl_langinfo(D_FMT));
--EXPECT--
string(166) "LC_CTYPE=C.UTF-8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C"
string(1) "C"
string(1) "C"
bool(false)
string(1) "."
string(0) ""
array(0) {
}
string(14) "ANSI_X3.4-1968"
string(8) "%m/%d/%y"
