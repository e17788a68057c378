--TEST--
sprintf, printf, vsprintf, vprintf, fprintf, vfprintf: formats, streams and errors
--FILE--
<?php
echo sprintf("[%s] [%5s] [%-5s] [%05d] [%+d] [%+d] [%x] [%X] [%o] [%b] [%c]\n", "a", "bc", "de", 42, 7, -7, 255, 255, 8, 5, 65);
echo sprintf("[%.2f] [%10.3F] [%-10.1f|] [%e] [%.3E] [%g] [%G] [%.3g] [%h]\n", 3.14159, -2.5, 1.25, 12345.678, 0.000123, 0.00001234, 1e20, 1234567, 1.5);
echo sprintf("[%'*10s] [%'010d] [%-010d] [%u] [%5.1s]\n", "pad", 42, 42, -1, "xyz");
echo sprintf("%2\$s %1\$s %2\$s\n", "world", "hello");
echo sprintf("%%|%5%|%d%%\n", "ignored", 50);
echo sprintf("[%*d] [%-*d] [%.*f]\n", 6, 42, 6, 42, 2, 3.14159);
echo sprintf("%d %d %d %d\n", "12abc", 3.99, true, null);
echo sprintf("%s %s %s\n", 1.0, 0.1 + 0.2, 1e100);
echo sprintf("%f %f %F\n", INF, -INF, NAN);
echo sprintf("%.60f\n", 1.5);
$n = printf("%s=%d\n", "answer", 42);
var_dump($n);
echo vsprintf("%2\$s-%1\$s\n", ["a", "b"]);
echo vsprintf("%s %s\n", ["x" => "keyed", "y" => "values"]);
$n = vprintf("%05.1f\n", [2.25]);
var_dump($n);
$m = fopen("php://memory", "w+");
var_dump(fprintf($m, "%s:%d", "mem", 7));
var_dump(vfprintf($m, "|%s", ["more"]));
rewind($m);
var_dump(stream_get_contents($m));
fprintf(STDOUT, "to stdout %d\n", 1);
$o = fopen("php://output", "w");
fprintf($o, "to output %d\n", 2);
echo sprintf("%s\n", [1, 2]);
class S { function __toString(): string { return "S!"; } }
echo sprintf("%s %5s\n", new S, new S);
foreach (["%", "%y", "%0\$s", "%'", "%*s", "%.*s", "%2\$s", "%s %s"] as $fmt) {
    try {
        echo sprintf($fmt, "only"), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try { vsprintf("%s %s", ["one"]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { printf("%d %d", 1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { fprintf(STDOUT, "%d %d", 1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { sprintf("%*d", "5", 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { sprintf("%.*f", -2, 1.0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
echo sprintf("%.*g|%.*H\n", -1, 0.1, -1, 1e25);
try { fprintf("nope", "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
// Notices come as they happen, before the diagnostics of later arguments.
echo sprintf("%.60f %s\n", 1.5, []);
set_error_handler(function ($no, $msg) { throw new Exception("handler: $msg"); });
try { echo sprintf("%.55e", 2.0); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
restore_error_handler();
--EXPECTF--
[a] [   bc] [de   ] [00042] [+7] [-7] [ff] [FF] [10] [101] [A]
[3.14] [    -2.500] [1.2       |] [1.234568e+4] [1.230E-4] [1.234e-5] [1.0E+20] [1.23e+6] [1.5]
[*******pad] [0000000042] [42        ] [18446744073709551615] [    x]
hello world hello
%|%|50%
[    42] [42    ] [3.14]
12 3 1 0
1 0.3 1.0E+100
INF INF NaN

Notice: sprintf(): Requested precision of 60 digits was truncated to PHP maximum of 53 digits in %s on line 11
1.50000000000000000000000000000000000000000000000000000
answer=42
int(10)
b-a
keyed values
002.2
int(6)
int(5)
int(5)
string(10) "mem:7|more"
to stdout 1
to output 2

Warning: Array to string conversion in %s on line 26
Array
S!    S!
ValueError: Missing format specifier at end of string
ValueError: Unknown format specifier "y"
ValueError: Argument number specifier must be greater than zero and less than 2147483647
ValueError: Missing padding character
ValueError: Width must be an integer
ValueError: Precision must be an integer
ArgumentCountError: 3 arguments are required, 2 given
ArgumentCountError: 3 arguments are required, 2 given
The arguments array must contain 2 items, 1 given
3 arguments are required, 2 given
4 arguments are required, 3 given
Width must be an integer
Precision must be between -1 and 2147483647
0.1|1.0E+25
fprintf(): Argument #1 ($stream) must be of type resource, string given

Notice: sprintf(): Requested precision of 60 digits was truncated to PHP maximum of 53 digits in %s on line 44

Warning: Array to string conversion in %s on line 44
1.50000000000000000000000000000000000000000000000000000 Array
handler: sprintf(): Requested precision of 55 digits was truncated to PHP maximum of 53 digits
