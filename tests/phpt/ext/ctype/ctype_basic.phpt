--TEST--
ctype functions on strings and deprecated non-string arguments
--FILE--
<?php
foreach (['ctype_alnum','ctype_alpha','ctype_digit','ctype_xdigit','ctype_space','ctype_punct','ctype_upper','ctype_lower','ctype_graph','ctype_print','ctype_cntrl'] as $f) {
    echo $f, ': ';
    foreach (["abc", "ABC", "123", "a1 ", " \t\n", "!?", "", "\x80", "ff0A"] as $s) echo $f($s) ? 'T' : 'F';
    echo "\n";
}
var_dump(ctype_digit(53), ctype_digit(300), ctype_digit(-5), ctype_alpha(-191), ctype_graph(1000), ctype_digit(1.5), ctype_alpha(null));
--EXPECTF--
ctype_alnum: TTTFFFFFT
ctype_alpha: TTFFFFFFF
ctype_digit: FFTFFFFFF
ctype_xdigit: TTTFFFFFT
ctype_space: FFFFTFFFF
ctype_punct: FFFFFTFFF
ctype_upper: FTFFFFFFF
ctype_lower: TFFFFFFFF
ctype_graph: TTTFFTFFT
ctype_print: TTTTFTFFT
ctype_cntrl: FFFFFFFFF

Deprecated: ctype_digit(): Argument of type int will be interpreted as string in the future in %s on line 7

Deprecated: ctype_digit(): Argument of type int will be interpreted as string in the future in %s on line 7

Deprecated: ctype_digit(): Argument of type int will be interpreted as string in the future in %s on line 7

Deprecated: ctype_alpha(): Argument of type int will be interpreted as string in the future in %s on line 7

Deprecated: ctype_graph(): Argument of type int will be interpreted as string in the future in %s on line 7

Deprecated: ctype_digit(): Argument of type float will be interpreted as string in the future in %s on line 7

Deprecated: ctype_alpha(): Argument of type null will be interpreted as string in the future in %s on line 7
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
