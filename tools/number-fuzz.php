<?php
// number-fuzz.php — tools: the php 8.2 oracle of the hopnumber differential fuzzer.
//
// Draws random cases for every function of src/runtime/number (float printing, numeric
// strings, casts, printf, round, number_format, base conversion, mt_rand, string increment,
// array-key normalization), runs each one in php, and writes one line per case:
//   <op> <fields...> => <hex of php's answer>
// tools/number-fuzz.cpp reads those lines, recomputes every case with the C++ functions and
// reports the ones that differ. The distributions are grammar-based and aimed at the edges
// (rounding ties, exponent thresholds, int64 bounds, argument numbering), unlike the
// tables of src/runtime/number/tools/generate-testdata.php, so the two complement each other.
//
//   php tools/number-fuzz.php <seed> <cases-per-kind> | build/number-fuzz
//   php tools/number-fuzz.php 7 2000 double,printf | build/number-fuzz     (some kinds only)

declare(strict_types=0);
error_reporting(E_ALL);

if (PHP_MAJOR_VERSION != 8 || PHP_MINOR_VERSION != 2) {
    fwrite(STDERR, "number-fuzz.php: the oracle must be php 8.2, this is " . PHP_VERSION . "\n");
    exit(1);
}

$seed = (int)($argv[1] ?? 1);
$count = (int)($argv[2] ?? 1000);
$kinds = isset($argv[3]) ? explode(',', $argv[3]) : ['double', 'numeric', 'printf', 'math', 'mt', 'increment', 'key'];
mt_srand($seed);
// The generator's own draws must not disturb the mt cases, which reseed; they use this copy.
$rng = new Random\Randomizer(new Random\Engine\Xoshiro256StarStar($seed));

function r(int $lo, int $hi): int { global $rng; return $rng->getInt($lo, $hi); }
function pick(array $a) { return $a[r(0, count($a) - 1)]; }
function hx(string $s): string { return $s === '' ? '-' : bin2hex($s); }
function bits(float $d): string { return bin2hex(pack('E', $d)); }
function emit(string $case, string $answer): void { echo $case, "\t=>\t", hx($answer), "\n"; }

// --- Floats --------------------------------------------------------------------------------

function digitsString(int $n): string {
    $s = (string)r(1, 9);
    for ($i = 1; $i < $n; $i++) $s .= (string)r(0, 9);
    return $s;
}

/// A float aimed at printing edges: short decimals (ties when cut), runs of 9s and 0s around
/// powers of ten, random bit patterns (subnormals included), and integers near 2^53..2^64.
function randomDouble(): float {
    switch (r(0, 7)) {
        case 0:
            return unpack('E', pack('J', r(PHP_INT_MIN, PHP_INT_MAX)))[1];
        case 1: // a decimal of 1..17 significant digits at any exponent
            return (float)(digitsString(r(1, 17)) . 'e' . r(-330, 310)) * (r(0, 1) ? 1 : -1);
        case 2: // 99..95 / 100..05 shapes, which round across a power of ten
            $n = r(1, 18);
            $s = str_repeat('9', $n) . pick(['', '5', '4', '6', '49', '51']);
            return (float)("0.$s" . 'e' . r(-25, 25));
        case 3: // exact ties in binary: k / 2^m
            return r(-100000, 100000) / (2 ** r(0, 20));
        case 4: // integers near 2^53 and up
            return (float)(r(1, 2 ** 20) * 2 ** r(30, 43)) + r(-3, 3);
        case 5: // neighbours of powers of ten
            $b = unpack('J', pack('E', 10.0 ** r(-20, 25)))[1];
            return unpack('E', pack('J', $b + r(-3, 3)))[1];
        case 6:
            return pick([0.0, -0.0, INF, -INF, NAN, 5e-324, -5e-324, 2.2250738585072014e-308,
                1.7976931348623157e308, 0.1, 0.5, 1e15, 1e16, 1e17, 1e-4, 1e-5, 123456789012345678.0]);
        default: // short decimals programs print
            return r(-9999999, 9999999) / 10 ** r(0, 9);
    }
}

function fuzzDouble(int $n): void {
    $precisions = [-1, -1, -1, 0, 1, 2, 3, 5, 6, 7, 8, 9, 12, 14, 15, 16, 17, 18, 19, 21, 24, 30, 40, 60, 100, 330, 500, 1000];
    for ($i = 0; $i < $n; $i++) {
        $d = randomDouble();
        $p = pick($precisions);
        ini_set('precision', (string)$p);
        ini_set('serialize_precision', (string)$p);
        emit("echo\t" . bits($d) . "\t$p", (string)$d);
        emit("export\t" . bits($d) . "\t$p", var_export($d, true));
        ob_start();
        var_dump($d);
        emit("dump\t" . bits($d) . "\t$p", substr(ob_get_clean(), 6, -2));
        if (is_finite($d)) {
            $z = r(0, 1);
            emit("json\t" . bits($d) . "\t$p\t$z", json_encode($d, $z ? JSON_PRESERVE_ZERO_FRACTION : 0));
        }
        emit("d2i\t" . bits($d), (string)(int)$d);
    }
    ini_restore('precision');
    ini_restore('serialize_precision');
}

// --- Numeric strings -----------------------------------------------------------------------

function randomNumericish(): string {
    $ws = fn() => str_repeat(pick([' ', "\t", "\n", "\r", "\v", "\f", ' ', ' ']), r(0, 2));
    $s = r(0, 3) ? '' : $ws();
    if (r(0, 2) == 0) $s .= pick(['-', '+', '--', '+-']);
    $digits = fn() => pick([
        fn() => (string)r(0, 9),
        fn() => digitsString(r(1, 25)),
        fn() => str_repeat('0', r(1, 25)) . digitsString(r(1, 20)),
        fn() => pick(['9223372036854775807', '9223372036854775808', '9223372036854775806',
            '18446744073709551615', '18446744073709551616', '99999999999999999999', '10000000000000000000',
            '922337203685477580', '9223372036854775809']),
        fn() => '',
    ])();
    $s .= $digits();
    if (r(0, 2) == 0) $s .= '.' . (r(0, 1) ? $digits() : '');
    if (r(0, 2) == 0) $s .= pick(['e', 'E']) . pick(['', '+', '-']) . (r(0, 4) ? (string)r(0, 400) : pick(['', '99999999999', 'x']));
    if (r(0, 3) == 0) $s .= $ws();
    if (r(0, 4) == 0) $s .= pick(['x', 'abc', ' apples', "\0", '.', 'e', '1', ' 1', "\xff", '0x1']);
    return $s;
}

function classify(string $s): string {
    $warned = false;
    set_error_handler(function ($no, $msg) use (&$warned) { $warned = true; return true; });
    try {
        $v = $s + 0;
        $r = is_int($v) ? "I:$v" : 'D:' . bits($v);
        return $r . ($warned ? '+T' : '');
    } catch (\TypeError $e) {
        return 'N';
    } finally {
        restore_error_handler();
    }
}

function fuzzNumeric(int $n): void {
    for ($i = 0; $i < $n; $i++) {
        $s = randomNumericish();
        // loose | strict(is_numeric) | (int) | (float)bits
        emit("num\t" . hx($s), classify($s) . '|' . (is_numeric($s) ? '1' : '0') . '|' . (int)$s . '|' . bits((float)$s));
    }
}

// --- printf --------------------------------------------------------------------------------

function randomPrintfValue() {
    return pick([
        fn() => r(-1000, 1000),
        fn() => r(PHP_INT_MIN, PHP_INT_MAX),
        fn() => pick([0, PHP_INT_MAX, PHP_INT_MIN, 255, 65, 2147483647, -2147483648]),
        fn() => randomDouble(),
        fn() => pick(['', 'abc', 'hello world', '12', ' 12', '1e3', '0x1A', '-3.5x', '1.5', "\xff\0x", 'é', '  -7 ']),
        fn() => randomNumericish(),
    ])();
}

/// Random bytes over printf's alphabet: what no grammar would write (digit runs stay short,
/// a width of 2^31 - 1 or more being a fatal error in php).
function rawFormat(): string {
    $alphabet = "%%%$*.-+ '0123456789bcdeEfFgGhHosuxXyl\0";
    do {
        $fmt = '';
        for ($i = r(1, 14); $i > 0; $i--) $fmt .= $alphabet[r(0, strlen($alphabet) - 1)];
    } while (preg_match('/[0-9]{4}/', $fmt));
    return $fmt;
}

function randomFormat(): string {
    if (r(0, 9) == 0) return rawFormat();
    $fmt = '';
    $pieces = r(1, 4);
    for ($p = 0; $p < $pieces; $p++) {
        $fmt .= pick(['', 'x', ' ', '|', '%%', "\n"]);
        if (r(0, 30) == 0) { $fmt .= pick(['%', '%5', "%'", '%1$', '%.', '%-']); break; }
        $fmt .= '%';
        if (r(0, 4) == 0) $fmt .= r(0, 5) . '$';
        $nflags = r(0, 3);
        for ($f = 0; $f < $nflags; $f++) $fmt .= pick(['-', '+', ' ', '0', "'*", "'#", "'0", "'-"]);
        switch (r(0, 6)) {
            case 0: $fmt .= '*'; break;
            case 1: $fmt .= '*' . r(0, 4) . '$'; break;
            case 2: case 3: $fmt .= r(0, 30); break;
        }
        switch (r(0, 6)) {
            case 0: $fmt .= '.*'; break;
            case 1: $fmt .= '.' . r(0, 20); break;
            case 2: $fmt .= '.' . r(40, 70); break;
            case 3: $fmt .= '.'; break;
        }
        if (r(0, 20) == 0) $fmt .= 'l';
        $fmt .= r(0, 40) ? pick(str_split('bcdeEfFgGhHosuxX')) : pick(['%', 'y', 'D', ' ', "\0", 'i', 'a']);
    }
    return $fmt;
}

function encodeArgs(array $args): string {
    $parts = [];
    foreach ($args as $a) {
        if (is_int($a)) $parts[] = "i:$a";
        elseif (is_float($a)) $parts[] = 'd:' . bits($a);
        else $parts[] = 's:' . hx($a);
    }
    return $parts ? implode(',', $parts) : '-';
}

function fuzzPrintf(int $n): void {
    for ($i = 0; $i < $n; $i++) {
        $fmt = randomFormat();
        $args = [];
        $k = r(0, 6);
        for ($a = 0; $a < $k; $a++) $args[] = r(0, 2) ? randomPrintfValue() : pick([0, 1, 3, 5, 12, -1, 60]);
        // A '*' width near INT_MAX is a fatal error ("Field width N is too long"), which
        // would end this script: keep int arguments small when the format takes widths.
        if (str_contains($fmt, '*')) {
            foreach ($args as &$arg) if (is_int($arg) && abs($arg) > 100000) $arg = $arg % 1000;
            unset($arg);
        }
        $mode = r(0, 1) ? 's' : 'v';
        $notices = [];
        set_error_handler(function ($no, $msg) use (&$notices) {
            $notices[] = preg_replace('/^v?sprintf\(\): /', '', $msg);
            return true;
        });
        try {
            $out = $mode === 's' ? sprintf($fmt, ...$args) : vsprintf($fmt, $args);
            $answer = "ok:$out";
        } catch (\Throwable $e) {
            $answer = get_class($e) . ':' . $e->getMessage();
        } finally {
            restore_error_handler();
        }
        // Conversion diagnostics of the arguments themselves are the VM's; keep printf's own.
        $notices = array_values(array_filter($notices, fn($m) => str_starts_with($m, 'Requested precision')));
        emit("printf\t$mode\t" . hx($fmt) . "\t" . encodeArgs($args), $answer . ($notices ? '#' . implode('#', $notices) : ''));
    }
}

// --- round, number_format, base conversion -------------------------------------------------

function fuzzMath(int $n): void {
    for ($i = 0; $i < $n; $i++) {
        $d = r(0, 2) ? randomDouble() : (float)(r(-99999, 99999) . '.' . r(0, 99999) . pick(['5', '45', '49999', '50001', '']));
        $places = r(0, 5) ? r(-5, 17) : pick([-400, -30, 22, 23, 30, 300, 400, PHP_INT_MAX, PHP_INT_MIN]);
        $mode = pick([1, 1, 2, 3, 4]);
        emit("round\t" . bits($d) . "\t$places\t$mode", bits(round($d, $places, $mode)));
        $dec = r(0, 6) ? r(0, 20) : pick([-3, 30, 100, 320]);
        [$dp, $ts] = pick([['.', ','], [',', '.'], ['', ''], ['dec', 'th'], [' ', "\xc2\xa0"]]);
        emit("nf\t" . bits($d) . "\t$dec\t" . hx($dp) . "\t" . hx($ts), number_format($d, $dec, $dp, $ts));
    }
    $alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCXYZ -._';
    for ($i = 0; $i < $n; $i++) {
        $len = r(0, 3) ? r(1, 20) : r(20, 80);
        $s = pick(['', '', '0x', '0b', '0o', ' ', '0X']);
        for ($j = 0; $j < $len; $j++) $s .= $alphabet[r(0, r(0, 1) ? 15 : strlen($alphabet) - 1)];
        foreach (['bindec', 'octdec', 'hexdec'] as $fn) {
            $dep = false;
            set_error_handler(function () use (&$dep) { $dep = true; return true; });
            $v = $fn($s);
            restore_error_handler();
            emit("base\t$fn\t" . hx($s) . "\t0\t0", (is_int($v) ? "I:$v" : 'D:' . bits($v)) . ($dep ? '+dep' : ''));
        }
        $from = r(0, 8) ? r(2, 36) : pick([0, 1, 37, -5]);
        $to = r(0, 8) ? r(2, 36) : pick([0, 1, 37, 100]);
        $dep = false;
        set_error_handler(function () use (&$dep) { $dep = true; return true; });
        try {
            $v = 'S:' . base_convert($s, $from, $to);
        } catch (\ValueError $e) {
            $v = 'E:' . $e->getMessage();
        }
        restore_error_handler();
        emit("base\tbase_convert\t" . hx($s) . "\t$from\t$to", $v . ($dep ? '+dep' : ''));
        $int = r(0, 1) ? r(PHP_INT_MIN, PHP_INT_MAX) : r(-5000, 5000);
        emit("int2b\t$int", decbin($int) . '|' . decoct($int) . '|' . dechex($int));
    }
}

// --- mt_rand -------------------------------------------------------------------------------

function randomBound(): int {
    return pick([
        fn() => r(-100, 100),
        fn() => r(PHP_INT_MIN, PHP_INT_MAX),
        fn() => r(-2 ** 33, 2 ** 33),
        fn() => pick([0, PHP_INT_MAX, PHP_INT_MIN, 4294967295, 4294967296, 2147483647, -2147483648, 2 ** 62]),
    ])();
}

/// One sequence per case: a seed, a mode, then 1..12 calls, their results joined by ' '.
function fuzzMt(int $n): void {
    for ($i = 0; $i < $n; $i++) {
        $seed = r(0, 1) ? r(0, 4294967295) : r(PHP_INT_MIN, PHP_INT_MAX);
        $mode = r(0, 3) ? MT_RAND_MT19937 : MT_RAND_PHP;
        mt_srand($seed, $mode);
        $ops = [];
        $out = [];
        $calls = r(1, 12);
        for ($c = 0; $c < $calls; $c++) {
            switch (r(0, 8)) {
                case 0: $ops[] = 'm'; $out[] = mt_rand(); break;
                case 1: $ops[] = 'r'; $out[] = rand(); break;
                case 2: case 3:
                    $a = randomBound(); $b = randomBound();
                    if ($b < $a) [$a, $b] = [$b, $a];
                    $ops[] = "M$a:$b"; $out[] = mt_rand($a, $b); break;
                case 4:
                    $a = randomBound(); $b = randomBound();
                    $ops[] = "R$a:$b"; $out[] = rand($a, $b); break;
                case 5:
                    $k = r(0, 30); $arr = $k ? range(0, $k - 1) : [];
                    shuffle($arr);
                    $ops[] = "S$k"; $out[] = $arr ? implode(',', $arr) : '-'; break;
                case 6:
                    $str = substr('abcdefghijklmnopqrstuvwxyz0123456789', 0, r(0, 36));
                    $ops[] = "T" . strlen($str); $out[] = $str === '' ? '-' : str_shuffle($str); break;
                case 7:
                    $size = r(1, 40); $k = r(1, $size);
                    $res = array_rand(range(0, $size - 1), $k);
                    $ops[] = "A$size:$k"; $out[] = is_array($res) ? implode(',', $res) : (string)$res; break;
                default:
                    $skip = r(1, 1300);
                    for ($s = 0; $s < $skip; $s++) mt_rand();
                    $ops[] = "K$skip"; $out[] = '.';
            }
        }
        emit("mt\t$seed\t$mode\t" . implode(' ', $ops), implode(' ', $out));
    }
}

// --- String increment and array keys -------------------------------------------------------

function fuzzIncrement(int $n): void {
    for ($i = 0; $i < $n; $i++) {
        $s = '';
        $len = r(0, 8);
        for ($j = 0; $j < $len; $j++) $s .= r(0, 5) ? "azAZ09yY8 -.z9Z"[r(0, 14)] : chr(r(0, 255));
        if ($s === '' || is_numeric($s)) continue;
        $t = $s;
        $t++;
        emit("inc\t" . hx($s), (string)$t);
    }
}

function fuzzKey(int $n): void {
    for ($i = 0; $i < $n; $i++) {
        $s = pick([
            fn() => (string)r(PHP_INT_MIN, PHP_INT_MAX),
            fn() => pick(['', '-', '0', '-0', '00', '01', '-01', ' 1', '1 ', '1.0', '+1', '9223372036854775807',
                '9223372036854775808', '-9223372036854775808', '-9223372036854775809', '18446744073709551616',
                '99999999999999999999', '-99999999999999999999', '0x1', "1\0", '١']),
            fn() => pick(['', '-']) . digitsString(r(1, 21)),
            fn() => pick(['', '-', '0', ' ']) . (string)r(0, 999) . pick(['', 'a', ' ', '.']),
        ])();
        $a = [$s => 1];
        $k = array_key_first($a);
        emit("key\t" . hx($s), is_int($k) ? "I:$k" : 'S');
    }
}

foreach ($kinds as $kind) {
    match ($kind) {
        'double' => fuzzDouble($count),
        'numeric' => fuzzNumeric($count),
        'printf' => fuzzPrintf($count),
        'math' => fuzzMath($count),
        'mt' => fuzzMt($count),
        'increment' => fuzzIncrement($count),
        'key' => fuzzKey($count),
    };
}
