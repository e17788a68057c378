--TEST--
JIT: builtins called from compiled code, arguments of the parameters' kinds (CallBuiltinChecked) and others (coercions, deprecations, TypeError, ValueError, warnings)
--FILE--
<?php
// Builtins called from compiled code: arguments of the parameters' kinds
// (CallBuiltinChecked: no checks again), and the others (coercions,
// deprecations, TypeErrors, ValueErrors and warnings from inside the builtin).
function checked(int $n): int {
    $t = 0;
    for ($i = 0; $i < $n; $i++) {
        $s = str_repeat('ab', $i % 5);
        $t += strlen($s) + (strpos("x$s", 'b') ?: 0) + strlen(substr($s, 1, 3)) + (int) in_array($i % 7, [1, 3, 5]);
    }
    return $t;
}
echo checked(400), "\n";
function coerced(int $n): int {
    $t = 0;
    for ($i = 0; $i < $n; $i++) {
        $t += strlen($i) + strlen(1.5) + (int) str_contains($i, '1');
        if ($i == $n - 1) $t += strlen(null);
    }
    return $t;
}
echo coerced(300), "\n";
function errors(int $n): string {
    $out = '';
    for ($i = 0; $i < $n; $i++) {
        try {
            $out .= str_repeat('x', $i == $n - 2 ? -1 : 1);
            $out .= strpos('abc', 'c', $i == $n - 1 ? 10 : 0);
        } catch (ValueError $e) {
            $out .= '[' . $e->getMessage() . ' line ' . $e->getLine() . ']';
        }
        if ($i == $n - 3) {
            try { strlen([]); } catch (TypeError $e) { $out .= '[' . $e->getMessage() . ']'; }
        }
    }
    return substr($out, -250);
}
echo errors(300), "\n";
function warns(int $n): int {
    $t = 0;
    for ($i = 0; $i < $n; $i++) $t += count(explode(',', 'a,b,c', $i % 3 - 1)) + (int) @hex2bin('abc') + strlen((string) hex2bin('ab'));
    return $t;
}
echo warns(300), "\n";
echo hex2bin("abc") === false ? "f" : "t", "\n";
echo array_sum(array_map(fn($x) => strlen(str_pad((string) $x, 4, '0', STR_PAD_LEFT)), range(1, 300))), "\n";
--EXPECTF--
3211

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 18
1828
2x2x2x2x2x2x2x2[strlen(): Argument #1 ($string) must be of type string, array given][str_repeat(): Argument #2 ($times) must be greater than or equal to 0 line 27]x[strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack) line 28]
700

Warning: hex2bin(): Hexadecimal input string must have an even length in %s on line 45
f
1200
