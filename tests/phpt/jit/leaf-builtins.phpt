--TEST--
JIT: builtins that raise nothing run without their native frame (CallBuiltinLeaf); with arguments that may raise, they keep it
--FILE--
<?php
// Builtins that raise nothing called without their native frame (substr,
// strpos of two arguments, trim ...), and the same builtins with the
// arguments that may raise (strpos's offset out of range, trim's range
// list): results, exceptions and their traces as php's.
function leaf(array $words, int $n): array {
    $acc = 0;
    $s = '';
    for ($i = 0; $i < $n; $i++) {
        $w = $words[$i % count($words)];
        $acc += strlen(substr($w, 1, 3)) + strlen(substr($w, -2)) + strlen(substr($w, 10));
        $p = strpos($w, 'a');
        if ($p !== false) $acc += $p;
        $q = stripos($w, 'E');
        if ($q !== false) $acc += 2 * $q;
        $s .= strtoupper(substr($w, 0, 1)) . strrev(substr($w, -1)) . ucfirst(lcfirst($w[0]));
        $acc += crc32($w) & 0xFF;
        $acc += ord($w) + (str_contains($w, 'li') ? 1 : 0) + (str_starts_with($w, 'b') ? 2 : 0) + (str_ends_with($w, 'o') ? 4 : 0);
        $acc += strlen(trim(" $w ")) + strlen(ltrim(" $w")) + strlen(rtrim("$w "));
        $s .= dechex($i & 255);
        $acc += count(array_values([$w, $i])) + array_key_first([5 => 1]) + array_key_last([1, 2, 3]);
        $acc &= 0xFFFFFF;
        if (strlen($s) > 200) $s = strtolower(substr($s, 100));
    }
    return [$acc, $s];
}
$words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'lima'];
for ($r = 0; $r < 3; $r++) echo implode(" ", leaf($words, 500)), "\n";
function raises(int $off): string {
    try {
        return var_export(strpos("abc", "c", $off), true);
    } catch (ValueError $e) {
        return get_class($e) . ": " . $e->getMessage() . " @" . $e->getTrace()[0]['function'];
    }
}
for ($i = -5; $i < 6; $i++) echo raises($i), "\n";
function ranges(string $chars): string { return trim("abcxyz", $chars); }
for ($i = 0; $i < 3; $i++) echo ranges("a..c"), "|", ranges("z..a"), "\n";
--EXPECTF--
127826 ed2lald3aaad4bobd5cecd6dadd7eoed8lald9aaadabobdbcecdcdadddeoedelaldfaaae0bobe1cece2dade3eoee4lale5aaae6BoBe7CeCe8DaDe9EoEeaLaLebAaAecBoBedCeCeeDaDefEoEf0LaLf1AaAf2BoBf3
127826 ed2lald3aaad4bobd5cecd6dadd7eoed8lald9aaadabobdbcecdcdadddeoedelaldfaaae0bobe1cece2dade3eoee4lale5aaae6BoBe7CeCe8DaDe9EoEeaLaLebAaAecBoBedCeCeeDaDefEoEf0LaLf1AaAf2BoBf3
127826 ed2lald3aaad4bobd5cecd6dadd7eoed8lald9aaadabobdbcecdcdadddeoedelaldfaaae0bobe1cece2dade3eoee4lale5aaae6BoBe7CeCe8DaDe9EoEeaLaLebAaAecBoBedCeCeeDaDefEoEf0LaLf1AaAf2BoBf3
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack) @strpos
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack) @strpos
2
2
2
2
2
2
false
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack) @strpos
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack) @strpos
xyz|
Warning: trim(): Invalid '..'-range, '..'-range needs to be incrementing in %s on line 37
bcxy
xyz|
Warning: trim(): Invalid '..'-range, '..'-range needs to be incrementing in %s on line 37
bcxy
xyz|
Warning: trim(): Invalid '..'-range, '..'-range needs to be incrementing in %s on line 37
bcxy
