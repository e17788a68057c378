<?php
// generate-testdata.php — tools: asks php 8.2 (the oracle) for the expected results that
// the hopnumber unit tests compare against, and writes them to ../testdata/*.tsv.
//
// Run from anywhere:  php src/runtime/number/tools/generate-testdata.php
// The inputs are fixed lists plus pseudo-random ones from a fixed seed, so re-running on
// the same php gives the same files. Bytes that could contain tabs, newlines or NULs are
// written as hex; floats as the hex of their IEEE bits (big-endian), so nothing is lost.
// A trailing JSON column, where present, is only for people reading the files.

if (PHP_MAJOR_VERSION != 8 || PHP_MINOR_VERSION != 2) {
    fwrite(STDERR, "expected php 8.2, got " . PHP_VERSION . "\n");
    exit(1);
}

// Optional: another output directory and a multiplier for the random inputs, for soak runs
// (HOP_NUMBER_TESTDATA=<dir> build/hop-number-tests reads them):
//   php generate-testdata.php /tmp/soak 50
$outDir = $argv[1] ?? __DIR__ . '/../testdata';
$scale = (int)($argv[2] ?? 1);
@mkdir($outDir);

function bits(float $d): string { return bin2hex(pack('E', $d)); }
function fromBits(string $hex): float { return unpack('E', hex2bin($hex))[1]; }
function hx(string $s): string { return $s === '' ? '-' : bin2hex($s); }

// --- Interesting floats ------------------------------------------------------------------

function specialDoubles(): array {
    $list = [0.0, -0.0, INF, -INF, NAN, 5e-324, -5e-324, 1e-323, 2.2250738585072014e-308,
        2.225073858507201e-308, 1.7976931348623157e308, -1.7976931348623157e308, 1e-7, 1e-5, 1e-4,
        0.0001234, 0.00001234, 0.1, 0.2, 0.3, 0.5, 0.7, 1/3, 2/3, 0.30000000000000004, 1.5, 2.5, 3.5,
        0.125, 0.25, 0.375, 0.05, 0.15, 0.25, 0.35, 1.005, 1.955, 5.045, 5.055, 0.285, 1.45, 2.675,
        100.0, 1234.5678, -1234.5678, 123456789012345.678, 12345678901234567.0, 1.2345678901234567e19,
        9007199254740992.0, 9007199254740993.0, 9223372036854775807.0, 18446744073709551615.0,
        999999999999999.0, 999999999999999.9, 99999999999999.99, 0.49999999999999994, 0.5000000000000001,
        1e100, 1e200, 1e300, 1e-100, 1e-300, 4.9406564584124654e-324, 3.14159265358979, M_PI, M_E,
        -M_PI, 1.0000000000000002, 0.9999999999999999, 1e21, 1e22, 1e23, 5e22, 123e18, 1.7e308,
        0.1 + 0.2, 0.1 + 0.7, 8.0 - 6.4, 19.99 * 100, 1.15 * 100, 4.35 * 100, 0.57 * 100];
    for ($e = -25; $e <= 25; $e++) {
        $list[] = 10.0 ** $e;
        $list[] = -(10.0 ** $e);
        $list[] = 1.5 * 10.0 ** $e;
        $list[] = 9.999999999999999 * 10.0 ** $e;
    }
    for ($e = -60; $e <= 70; $e += 7) $list[] = 2.0 ** $e;
    // Neighbours of powers of ten, where floor(log10(x)) and decimal rounding are touchy.
    for ($e = -30; $e <= 30; $e += 3) {
        $bits = unpack('J', pack('E', 10.0 ** $e))[1];
        foreach ([-2, -1, 1, 2] as $delta) $list[] = unpack('E', pack('J', $bits + $delta))[1];
    }
    return $list;
}

function randomDoubles(int $count): array {
    $list = [];
    for ($i = 0; $i < $count; $i++) {
        switch ($i % 4) {
            case 0: // any finite bit pattern
                do {
                    $d = unpack('E', pack('J', mt_rand(0, PHP_INT_MAX) * (mt_rand(0, 1) ? 1 : -1)))[1];
                } while (!is_finite($d));
                break;
            case 1: // a short decimal, the kind programs print
                $d = mt_rand(-999999, 999999) / 10 ** mt_rand(0, 8);
                break;
            case 2: // an integer-valued float
                $d = (float)mt_rand(0, 2 ** mt_rand(1, 62));
                break;
            default: // a float of moderate exponent with full mantissa
                $d = (mt_rand() / mt_getrandmax()) * 10.0 ** mt_rand(-30, 30);
        }
        $list[] = $d;
    }
    return $list;
}

// --- double-format.tsv -----------------------------------------------------------------------
// bits  precision  echo  var_export  var_dump-body  json  json-with-zero-fraction

function genDoubleFormat(string $outDir): void {
    mt_srand(20240601);
    $specials = specialDoubles();
    $all = array_merge($specials, randomDoubles(800 * $GLOBALS['scale']));
    $precisions = [-1, 0, 1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 20, 25, 30];
    $f = fopen("$outDir/double-format.tsv", 'w');
    fwrite($f, "# bits\tprecision\techo\tvar_export\tvar_dump\tjson\tjson_zero_frac\n");
    $emit = function (float $d, int $p) use ($f) {
        ini_set('precision', (string)$p);
        ini_set('serialize_precision', (string)$p);
        $echo = (string)$d;
        $export = var_export($d, true);
        ob_start(); var_dump($d); $dump = ob_get_clean();
        $dump = substr($dump, 6, -2); // float(...)\n
        $json = is_finite($d) ? json_encode($d) : '-';
        $jsonZ = is_finite($d) ? json_encode($d, JSON_PRESERVE_ZERO_FRACTION) : '-';
        fwrite($f, bits($d) . "\t$p\t$echo\t$export\t$dump\t$json\t$jsonZ\n");
    };
    foreach ($all as $d) foreach ($precisions as $p) $emit($d, $p);
    foreach ($specials as $d) foreach ([40, 100, 400, 800] as $p) $emit($d, $p);
    fclose($f);
    ini_restore('precision');
    ini_restore('serialize_precision');
}

// --- numeric-string.tsv ----------------------------------------------------------------------
// hex(input)  loose  strict  int  floatbits  is_numeric  json(input)
//   loose  = "I:<int>" / "D:<bits>" / "N", with "+T" when php warned about trailing data
//   strict = the same without allowErrors (numeric strings only)

function numericCases(): array {
    $cases = ["", " ", ".", "0", "-0", "+0", "00", "007", "1", "-1", "+1", "++1", "--1", "+-1", "1.5", " 1.5",
        "\n1.5", "\t\n\r\v\f1.5", "1.5 ", "1.5\t\n\r\v\f", "1.5 x", " 1.5 x", "1e3", "1E3", "1e+3", "1e-3",
        "1e", "1e+", "1e-", "1E", ".5", "-.5", "+.5", "5.", "-5.", ".", "-.", ".e3", "5.e3", "5.e", "1.5e3.4",
        "1e3e4", "0x1A", "0X1A", "0b101", "0o17", "017", "1_000", "1,000", "abc", "5 apples", "12abc",
        " 12abc", "inf", "INF", "nan", "NAN", "-inf", "1e1000", "-1e1000", "1e-400", "4.5e18",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "9223372036854775806", "-9223372036854775807", "9999999999999999999", "-9999999999999999999",
        "10000000000000000000", "12345678901234567890", "-12345678901234567890",
        "123456789012345678901234567890", "00000000000000000000000000001", "000000000000000000009223372036854775807",
        "000000000000000000009223372036854775808", "9223372036854775807.0", "9223372036854775808e-",
        "9223372036854775808e", "9223372036854775807e+", "9223372036854775807 ", "9223372036854775808 ",
        "9223372036854775807x", "9223372036854775808x", "1234567890123456789e", "99999999999999999999e-",
        "\x001", "1\x00", "1\x002", " \x00", "1 2", "- 1", "-", "+", " -  1", "1.9999999999999999999999",
        "0.1", "0.30000000000000004", "1e308", "1.8e308", "2.5e-324", "4.9e-324", "1e-323",
        "123456789012345678901234567890.5", "12345678901234567890e2", "1e999999999999", "\xa01", "1\xa0",
        "\x851", "  ", "\t", "0.", "-0.0", "-0e5", "1.e3", "1.e", ".5e-2", "5e0", "5e00000000001",
        str_repeat("9", 400), "0." . str_repeat("0", 400) . "1", str_repeat("1", 30) . ".5"];
    mt_srand(7);
    $alphabet = ["0", "1", "5", "9", ".", "e", "E", "+", "-", " ", "\t", "x", "a", "\n", "0", "1"];
    for ($i = 0; $i < 1500 * $GLOBALS['scale']; $i++) {
        $len = mt_rand(1, 12);
        $s = '';
        for ($j = 0; $j < $len; $j++) $s .= $alphabet[mt_rand(0, count($alphabet) - 1)];
        $cases[] = $s;
    }
    for ($i = 0; $i < 300; $i++) {
        $cases[] = (string)mt_rand(PHP_INT_MIN, PHP_INT_MAX);
        $cases[] = (string)(mt_rand(0, 999999) / 10 ** mt_rand(0, 6));
    }
    return $cases;
}

function classify(string $s, bool $loose): string {
    $warned = false;
    set_error_handler(function ($no, $msg) use (&$warned) {
        if ($msg === 'A non-numeric value encountered') $warned = true;
        return true;
    });
    try {
        if (!$loose && !is_numeric($s)) return 'N';
        $v = $s * 1;
    } catch (\TypeError $e) {
        return 'N';
    } finally {
        restore_error_handler();
    }
    $r = is_int($v) ? "I:$v" : "D:" . bits($v);
    return $r . ($warned ? '+T' : '');
}

function genNumericString(string $outDir): void {
    $f = fopen("$outDir/numeric-string.tsv", 'w');
    fwrite($f, "# hex(input)\tloose\tstrict\tint\tfloatbits\tis_numeric\tjson(input)\n");
    foreach (numericCases() as $s) {
        $row = [hx($s), classify($s, true), classify($s, false), (string)(int)$s, bits((float)$s),
            is_numeric($s) ? '1' : '0', json_encode($s, JSON_INVALID_UTF8_SUBSTITUTE)];
        fwrite($f, implode("\t", $row) . "\n");
    }
    fclose($f);
}

// --- double-to-int.tsv: bits  (int)$d -----------------------------------------------------------

function genDoubleToInt(string $outDir): void {
    mt_srand(11);
    $f = fopen("$outDir/double-to-int.tsv", 'w');
    fwrite($f, "# bits\t(int)\n");
    $list = array_merge(specialDoubles(), randomDoubles(400 * $GLOBALS['scale']), [1e19, -1e19, 1.8e19, 2e19, 3.6893488147419103E+19,
        9.2233720368547758E+18, -9.2233720368547758E+18, 9.223372036854775E+18, 1e30, -1e30, 18446744073709549568.0]);
    foreach ($list as $d) fwrite($f, bits($d) . "\t" . (int)$d . "\n");
    fclose($f);
}

// --- printf.tsv ------------------------------------------------------------------------------
// mode  hex(format)  args  result  hex(output or message)  notices(hex, joined by ',')
//   mode: s (sprintf) or v (vsprintf); args: comma-separated i:<int>, d:<bits>, s:<hex>
//   result: ok, ValueError, ArgumentCountError

function encodeArgs(array $args): string {
    $parts = [];
    foreach ($args as $a) {
        if (is_int($a)) $parts[] = "i:$a";
        elseif (is_float($a)) $parts[] = 'd:' . bits($a);
        else $parts[] = 's:' . hx($a);
    }
    return $parts ? implode(',', $parts) : '-';
}

function runPrintf(string $mode, string $format, array $args): string {
    $notices = [];
    set_error_handler(function ($no, $msg) use (&$notices) {
        $notices[] = preg_replace('/^v?sprintf\(\): /', '', $msg);
        return true;
    });
    try {
        $out = $mode === 's' ? sprintf($format, ...$args) : vsprintf($format, $args);
        $result = "ok\t" . hx($out);
    } catch (\Throwable $e) {
        $result = get_class($e) . "\t" . hx($e->getMessage());
    } finally {
        restore_error_handler();
    }
    $n = $notices ? implode(',', array_map('hx', $notices)) : '-';
    return "$mode\t" . hx($format) . "\t" . encodeArgs($args) . "\t$result\t$n";
}

function genPrintf(string $outDir): void {
    $f = fopen("$outDir/printf.tsv", 'w');
    fwrite($f, "# mode\thex(format)\targs\tresult\thex(output|message)\tnotices\n");
    $fixed = [
        ['%d', [42]], ['%d', [-42]], ['%5d|%-5d|%05d|%-05d|%+d|%+05d', [42, 42, 42, 42, 42, -42]],
        ['%u', [-1]], ['%x %X %o %b %c', [255, 255, 8, 5, 65]], ['%x', [-1]], ['%b', [PHP_INT_MIN]],
        ['%s', ['hello']], ['%10s|%-10s|%010s|%\'*10s|%.3s|%10.3s|%-10.3s|', ['abc', 'abc', 'abc', 'abc', 'abcdef', 'abcdef', 'abcdef']],
        ['%%', []], ['100%', []], ['abc%', []], ['abc%', [1]], ['%', []], ['%', [1]], ['%5%', []], ['%5%', [1]],
        ['%y', [1]], ['%y', []], ['%1$s %2$s %1$s', ['a', 'b']], ['%2$s', ['a']], ['%0$s', ['a']], ['%$s', ['a']],
        ['%2147483647$s', ['a']], ['%2147483646$s', ['a']], ['%99999999999999999999$s', ['a']],
        ['%*d', [5, 42]], ['%*d', ['5', 42]], ['%*d', [5.0, 42]], ['%*d', [-1, 42]], ['%-*d|', [6, 42]],
        ['%.*f', [2, 3.14159]], ['%.*f', [-1, 3.14159]], ['%.*g', [-1, 0.1]], ['%.*g', [-2, 0.1]], ['%.*f', ['2', 1.5]],
        ['%*.*f', [10, 3, M_PI]], ['%1$*2$d', [42, 6]], ['%1$.*2$f', [M_PI, 3]], ['%*3$d', [1, 2]], ['%*d', [5]],
        ['%.*d', [5]], ['%\'', [1]], ['%\'x', [1]], ['%\'x5d', [42]], ['%-\'x8.2f|', [1.5]],
        ['%f', [1.5]], ['%.2f', [1.005]], ['%.0f %.0f %.0f %.0f', [0.5, 1.5, 2.5, -0.5]], ['%.60f', [1 / 3]],
        ['%.53f', [0.1]], ['%.54e', [0.1]], ['%e', [0.0]], ['%e %E', [1e100, 1e-100]], ['%.0e', [2.5]],
        ['%g %G %h %H', [0.00001234, 1e20, 1e20, 1.5e-7]], ['%g', [100000]], ['%g', [1000000]],
        ['%.3g', [1234567]], ['%.0g', [0.5]], ['%10.4g|', [M_PI]], ['%-10.2e|', [1234.5]], ['%g', [-0.0]],
        ['%f', [-0.0]], ['%e', [-0.0]], ['%.2f', [-0.001]], ['%f %F %e %g', [NAN, NAN, NAN, NAN]],
        ['%f %F %e %g', [INF, -INF, INF, -INF]], ['%10f|%-10f|%010f|%+f|%+010f', [INF, INF, INF, INF, INF]],
        ['%10f|%-10f|%010f|%+f|%+010f', [-INF, -INF, -INF, -INF, -INF]],
        ['%10f|%-10f|%010f|%+f|%+010f', [NAN, NAN, NAN, NAN, NAN]], ['%+.1f %+.1f', [3.0, -3.0]],
        ['%.2x|%5.2x|%.0b|%.1o', [255, 255, 5, 8]], ['%5c|', [65]], ['%ld %lf %ls', [1, 1.5, 'x']], ['%l', [1]],
        ['%.s|', ['abc']], ['%.f', [1.5]], ['%.e', [1.5]], ['%.g', [1.5]], ['%d', ['12abc']], ['%d', ['abc']],
        ['%d', [1.9e19]], ['%d', [NAN]], ['%s', [1.5]], ['%s', [0.1 + 0.2]], ['%f', ['1e3']], ['%d %d', [1]],
        ['%d %d %d', []], ['%3$s', []], ['%s%y', []], ['%y%s', []], ['%*d%y', []], ["%\0", [1]], ["a\0b%s", ["c\0d"]],
        ['%2147483647d', [1]], ['%2147483648d', [1]], ['%.2147483647f', [1.0]], ['%.2147483648f', [1.0]],
        ['% d|% 5d|%- 5d', [42, 42, 42]], ['%0-5d|%-05s|', [42, 'ab']], ['%+s %+x %+u', ['a', 255, 5]],
        ['%+05.1f|%+-7.1f|', [-2.5, 2.5]], ["%'05d|%'.10d|%'.-10d|", [42, 42, 42]], ['%05.1f|%-05.1f|', [-2.5, -2.5]],
        ['%f', [1e300]], ['%.1f', [1.7976931348623157e308]], ['%e', [5e-324]], ['%.53e', [5e-324]],
        ['%g', [1e15]], ['%g', [1e16]], ['%.*g', [-1, 1e16]], ['%.*g', [-1, 1e17]], ['%.*H', [-1, 1e17]],
        ['%.17g', [0.1]], ['%.20g', [0.1]], ['%5.1h|', [1234.5678]], ['%\xff', [1]], ['%1$s %s %s', ['a', 'b']],
        ['%s %1$s %s', ['a', 'b']], ['%-+5d|%+-5d|', [3, 3]], ['%u', [PHP_INT_MIN]], ['%d', [PHP_INT_MIN]],
        ['%+d', [PHP_INT_MIN]], ['%025d', [PHP_INT_MIN]], ['%c%c%c', [256 + 65, -191, 0]],
    ];
    foreach ($fixed as [$fmt, $args]) {
        fwrite($f, runPrintf('s', $fmt, $args) . "\n");
        fwrite($f, runPrintf('v', $fmt, $args) . "\n");
    }
    // Random specifications over a few values of each type.
    mt_srand(99);
    $values = [0, 1, -1, 42, -42, 255, 123456789, PHP_INT_MAX, PHP_INT_MIN, 0.0, -0.0, 1.5, -2.5, 0.1, 1 / 3,
        1234.5678, -0.000123, 1e15, 1e-10, 1e100, 9.995, 'abc', '', '12', '-3.5x', 'hello world'];
    $specs = str_split('bcdeEfFgGhHosuxX%');
    $flags = ['', '-', '+', ' ', '0', "'*", '-0', '+0', '-+', "'x-"];
    for ($i = 0; $i < 4000 * $GLOBALS['scale']; $i++) {
        $spec = $specs[mt_rand(0, count($specs) - 1)];
        $fmt = '%' . $flags[mt_rand(0, count($flags) - 1)];
        if (mt_rand(0, 2)) $fmt .= mt_rand(0, 25);
        if (mt_rand(0, 2)) $fmt .= '.' . (mt_rand(0, 9) ? mt_rand(0, 20) : mt_rand(50, 60));
        $fmt .= $spec;
        $fmt = '[' . $fmt . ']';
        $args = [$values[mt_rand(0, count($values) - 1)]];
        fwrite($f, runPrintf('s', $fmt, $args) . "\n");
    }
    // Random formats with several specifications, argument numbers and '*' widths and
    // precisions, over argument lists of random length (so some are missing).
    $mixed = [0.0, -0.0, 1.5, -2.5, 0.1, 1 / 3, 1234.5678, -0.000123, 1e15, 1e-10, 1e100, 9.995, 'abc', '', '12',
        '-3.5x', 'hello world', NAN, INF, -INF, 42, -42, 255];
    $small = [0, 1, 2, 3, 5, 10, -1, -2, 2147483648, 300, '3', 2.0, 'x', 1.5, -0.5];
    for ($i = 0; $i < 1500 * $GLOBALS['scale']; $i++) {
        $fmt = '';
        $pieces = mt_rand(1, 3);
        for ($p = 0; $p < $pieces; $p++) {
            $fmt .= ['', 'a', ' ', '|'][mt_rand(0, 3)] . '%';
            if (mt_rand(0, 3) == 0) $fmt .= mt_rand(0, 4) . '$';
            $fmt .= $flags[mt_rand(0, count($flags) - 1)];
            switch (mt_rand(0, 3)) {
                case 0: $fmt .= '*'; break;
                case 1: $fmt .= '*' . mt_rand(0, 4) . '$'; break;
                case 2: $fmt .= mt_rand(0, 12); break;
            }
            switch (mt_rand(0, 4)) {
                case 0: $fmt .= '.*'; break;
                case 1: $fmt .= '.*' . mt_rand(0, 4) . '$'; break;
                case 2: $fmt .= '.' . mt_rand(0, 8); break;
                case 3: $fmt .= '.'; break;
            }
            $fmt .= $specs[mt_rand(0, count($specs) - 1)];
        }
        $args = [];
        $n = mt_rand(0, 5);
        for ($a = 0; $a < $n; $a++) {
            // (No large ints here: one used as a '*' width would print megabytes.)
            $args[] = mt_rand(0, 1) ? $small[mt_rand(0, count($small) - 1)] : $mixed[mt_rand(0, count($mixed) - 1)];
        }
        fwrite($f, runPrintf(mt_rand(0, 1) ? 's' : 'v', $fmt, $args) . "\n");
    }
    fclose($f);
}

// --- math.tsv ---------------------------------------------------------------------------------
// round  bits  places  mode  resultbits
// nf     bits  decimals  hex(decPoint)  hex(thousandsSep)  hex(result)
// base   op  hex(input)  frombase  tobase  result(I:/D:/S:hex/E:hex)  deprecated(0/1)
// int2b  int  decbin  decoct  dechex

function genMath(string $outDir): void {
    mt_srand(5);
    $f = fopen("$outDir/math.tsv", 'w');
    fwrite($f, "# see generate-testdata.php for the row formats\n");
    $values = array_merge(specialDoubles(), randomDoubles(600 * $GLOBALS['scale']));
    foreach ($values as $d) {
        foreach ([0, 1, 2, 3, -1, -2, 5, 10, 14, 15, 16, 20, 22, 23, 25, 30, -10, -20, -23, -30, 300, 310, 330, -400] as $places) {
            fwrite($f, "round\t" . bits($d) . "\t$places\t1\t" . bits(round($d, $places)) . "\n");
        }
        $p = mt_rand(-3, 8);
        foreach ([2, 3, 4, 99] as $mode) {
            fwrite($f, "round\t" . bits($d) . "\t$p\t$mode\t" . bits(round($d, $p, $mode)) . "\n");
        }
    }
    // Halves, where the modes differ.
    for ($i = -40; $i <= 40; $i++) {
        foreach ([$i + 0.5, ($i + 0.5) / 10, ($i + 0.5) / 100, $i * 1.005, $i + 0.49999999999999994] as $d) {
            foreach ([0, 1, 2] as $places) foreach ([1, 2, 3, 4] as $mode) {
                fwrite($f, "round\t" . bits($d) . "\t$places\t$mode\t" . bits(round($d, $places, $mode)) . "\n");
            }
        }
    }
    foreach ([PHP_INT_MAX, PHP_INT_MIN, 2147483647, 2147483648, -2147483648, -2147483649, 1000000] as $places) {
        foreach ([1.5, 123.456, 1.234e-20, 5e-324, 1e300] as $d) {
            fwrite($f, "round\t" . bits($d) . "\t$places\t1\t" . bits(round($d, $places)) . "\n");
        }
    }
    // number_format
    $seps = [['.', ','], [',', '.'], ['', ''], ['dec', 'th'], [' ', "\xc2\xa0"]];
    foreach ($values as $k => $d) {
        foreach ([0, 1, 2, 3, 5, -2, 20] as $dec) {
            [$dp, $ts] = $seps[($k + $dec + 10) % count($seps)];
            fwrite($f, "nf\t" . bits($d) . "\t$dec\t" . hx($dp) . "\t" . hx($ts) . "\t" . hx(number_format($d, $dec, $dp, $ts)) . "\n");
        }
    }
    foreach ([0.1, 1 / 3, 2 ** -1000, 5e-324, 1.7e308, 1e300] as $d) {
        foreach ([30, 100, 317, 318, 319, 400, 500] as $dec) {
            fwrite($f, "nf\t" . bits($d) . "\t$dec\t2e\t2c\t" . hx(number_format($d, $dec)) . "\n");
        }
    }
    // Base conversions
    $inputs = ["0x1A", " 1A ", "1A", "-1A", "g", "", "0x", "ffffffffffffffff", "7fffffffffffffff", "8000000000000000",
        "1ffffffffffffffff", "FF FF", "\t0X1f\n", "0b101", "0B11", "102", "0o17", "0O17", "17", "018", "zz", "ZZ",
        "1e3", "12.5", "-15", str_repeat("1", 64), str_repeat("1", 63), str_repeat("7", 22), "1777777777777777777777",
        str_repeat("f", 20), str_repeat("z", 13), str_repeat("z", 200), str_repeat("z", 300), "\xff1", "0", "00", "0b", "0o"];
    for ($i = 0; $i < 200; $i++) {
        $s = '';
        $len = mt_rand(1, 24);
        for ($j = 0; $j < $len; $j++) $s .= "0123456789abcdefxyzABCXYZ -"[mt_rand(0, 26)];
        $inputs[] = $s;
    }
    $dep = false;
    set_error_handler(function ($no, $msg) use (&$dep) { $dep = true; return true; });
    $enc = function ($v) {
        if (is_int($v)) return "I:$v";
        if (is_float($v)) return 'D:' . bits($v);
        return 'S:' . hx($v);
    };
    foreach ($inputs as $s) {
        foreach (['bindec' => 2, 'octdec' => 8, 'hexdec' => 16] as $fn => $base) {
            $dep = false;
            $v = $fn($s);
            fwrite($f, "base\t$fn\t" . hx($s) . "\t$base\t0\t" . $enc($v) . "\t" . ($dep ? 1 : 0) . "\n");
        }
        foreach ([[16, 10], [10, 2], [36, 16], [2, 36], [16, 36], [36, 2], [8, 3], [1, 10], [10, 37]] as [$from, $to]) {
            $dep = false;
            try {
                $v = base_convert($s, $from, $to);
            } catch (\ValueError $e) {
                $v = null;
                $msg = $e->getMessage();
            }
            $r = $v === null ? 'E:' . hx($msg) : $enc($v);
            fwrite($f, "base\tbase_convert\t" . hx($s) . "\t$from\t$to\t$r\t" . ($dep ? 1 : 0) . "\n");
        }
    }
    restore_error_handler();
    $ints = [0, 1, -1, 2, 255, -255, 1000, PHP_INT_MAX, PHP_INT_MIN, PHP_INT_MIN + 1];
    for ($i = 0; $i < 100; $i++) $ints[] = mt_rand(PHP_INT_MIN, PHP_INT_MAX);
    foreach ($ints as $n) fwrite($f, "int2b\t$n\t" . decbin($n) . "\t" . decoct($n) . "\t" . dechex($n) . "\n");
    fclose($f);
}

// --- mt-rand.tsv ------------------------------------------------------------------------------
// seed  <seed>  <mode>            reseed (mode 0 = MT_RAND_MT19937, 1 = MT_RAND_PHP)
// <op>  <a>  <b>  <result>        mt_rand / mt_rand2 / rand / rand2 / shuffle / str_shuffle / array_rand
// skip  <n>                        n calls of mt_rand() whose results are not recorded

function genMtRand(string $outDir): void {
    $f = fopen("$outDir/mt-rand.tsv", 'w');
    fwrite($f, "# seed lines reseed; other lines run in order on the current state\n");
    $ranges = [[1, 100], [1, 6], [0, 1], [0, 0], [-100, -50], [0, PHP_INT_MAX], [PHP_INT_MIN, PHP_INT_MAX],
        [PHP_INT_MIN, 0], [0, 4294967295], [0, 4294967296], [0, 4294967294], [-2147483648, 2147483647],
        [0, 2 ** 40], [0, 3 * 2 ** 61], [0, 3000000000], [5, 5], [PHP_INT_MAX - 1, PHP_INT_MAX], [0, 2147483647]];
    $seeds = [0, 1, 2, 3, 42, 123, 1000, 65535, 2147483647, -1, 4294967295, 4294967296, 7777777, PHP_INT_MAX];
    foreach ([0, 1] as $mode) {
        foreach ($seeds as $seed) {
            mt_srand($seed, $mode);
            fwrite($f, "seed\t$seed\t$mode\n");
            for ($i = 0; $i < 5; $i++) fwrite($f, "mt_rand\t-\t-\t" . mt_rand() . "\n");
            foreach ($ranges as [$a, $b]) {
                fwrite($f, "mt_rand2\t$a\t$b\t" . mt_rand($a, $b) . "\n");
                fwrite($f, "rand2\t$b\t$a\t" . rand($b, $a) . "\n");
            }
            fwrite($f, "rand\t-\t-\t" . rand() . "\n");
            fwrite($f, "rand2\t1\t6\t" . rand(1, 6) . "\n");
            for ($n = 0; $n <= 12; $n += 3) {
                $a = $n ? range(0, $n - 1) : [];
                shuffle($a);
                fwrite($f, "shuffle\t$n\t-\t" . (implode(',', $a) ?: '-') . "\n");
            }
            $str = 'abcdefghijklmnopqrstuvwxyz';
            fwrite($f, "str_shuffle\t" . $str . "\t-\t" . str_shuffle($str) . "\n");
            foreach ([[10, 1], [10, 3], [10, 5], [10, 6], [10, 9], [10, 10], [1, 1], [100, 40]] as [$n, $k]) {
                $r = array_rand(range(0, $n - 1), $k);
                fwrite($f, "array_rand\t$n\t$k\t" . (is_array($r) ? implode(',', $r) : $r) . "\n");
            }
            // Spin the state across several reloads.
            for ($i = 0; $i < 1500; $i++) mt_rand();
            fwrite($f, "skip\t1500\t-\t-\n");
            fwrite($f, "mt_rand\t-\t-\t" . mt_rand() . "\n");
            fwrite($f, "mt_rand2\t-1000\t1000\t" . mt_rand(-1000, 1000) . "\n");
        }
    }
    fclose($f);
}

// --- string-increment.tsv: hex(input)  hex(output) ------------------------------------------------

function genStringIncrement(string $outDir): void {
    $f = fopen("$outDir/string-increment.tsv", 'w');
    fwrite($f, "# hex(input)\thex(output)\n");
    $cases = ['a', 'b', 'z', 'A', 'Z', 'aa', 'az', 'zz', 'Az', 'Zz', 'zZ', 'ZZ', 'a9', 'z9', 'Z9', '9z', 'a-z', 'a-Z',
        'a-9', 'z-', '-', ' ', 'abc ', '5 apples', 'zzz', 'Zzz', 'a.', '1.5a', 'ab9', "\xff", "a\xff", "\xffz",
        "\x00", "z\x00", 'A99', 'zz99', 'Zz99', 'x1y9z', '9a', '99a', 'aZ9', '0z', 'é', 'zé', 'éz'];
    mt_srand(3);
    for ($i = 0; $i < 300; $i++) {
        $s = '';
        $len = mt_rand(1, 6);
        for ($j = 0; $j < $len; $j++) $s .= "azAZ09by-. z9Z"[mt_rand(0, 13)];
        $cases[] = $s;
    }
    foreach ($cases as $s) {
        if (is_numeric($s)) continue;
        $t = $s;
        $t++;
        fwrite($f, hx($s) . "\t" . hx((string)$t) . "\n");
    }
    fclose($f);
}

genDoubleFormat($outDir);
genNumericString($outDir);
genDoubleToInt($outDir);
genPrintf($outDir);
genMath($outDir);
genMtRand($outDir);
genStringIncrement($outDir);
echo "wrote ", implode(' ', array_map('basename', glob("$outDir/*.tsv"))), "\n";
