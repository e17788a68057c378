--TEST--
Concatenation onto a temporary with one owner (big blocks resized in place, mapped ones by mremap): results right, shared operands unchanged
--FILE--
<?php
// Concatenation onto temporaries with one owner, on big strings (past the
// small sizes and past 2 MiB): the result is right and shared operands stay.
function big(string $c, int $n): string { return str_repeat($c, $n); }
function num(int $i): int { return $i; }

$t = big('a', 3000000) . big('b', 4500000) . big('c', 7500000);
echo strlen($t), " ", md5($t), "\n";

$keep = big('x', 3000000);
$u = $keep . big('y', 10) . 'z';
echo strlen($keep), " ", strlen($u), " ", substr($u, -12), "\n";
$v = $keep . 'q';
echo strlen($keep), " ", substr($v, -3), "\n";

$w = big('m', 9000) . num(42) . "-" . 7;
echo strlen($w), " ", substr($w, -6), "\n";
$w2 = big('n', 5) . num(3) . "!";
echo $w2, "\n";

// `.=` growing one string through every size, then a copy of it kept.
$s = '';
$copy = null;
for ($i = 0; $i < 200000; $i++) {
    $s .= "line $i\n";
    if ($i === 150000) $copy = $s;
}
echo strlen($s), " ", md5($s), " ", strlen($copy), " ", md5($copy), "\n";

// A temporary appended to itself through a second owner.
$p = big('p', 3000000);
$q = $p;
$q .= $p;
echo strlen($p), " ", strlen($q), "\n";

// Big temporaries in a loop (blocks mapped and released).
$acc = 0;
for ($i = 0; $i < 5; $i++) {
    $x = big(chr(65 + $i), 2500000 + $i) . big('z', 100000) . $i;
    $acc += strlen($x) + ord($x[1000]) + ord($x[strlen($x) - 2]);
}
echo $acc, "\n";

// One string as several later parts (each copied before its release).
$s2 = big('k', 2) . 'y';
$t2 = big('a', 3000000) . $s2 . $s2 . num(9) . $s2;
echo strlen($t2), " ", substr($t2, -13), " ", $s2, "\n";
$t3 = big('b', 20) . $s2 . $s2;
echo $t3, " ", $s2, "\n";
--EXPECT--
15000000 d4fc8a9e0f540dd51c6c19ff1790ba92
3000000 3000011 xyyyyyyyyyyz
3000000 xxq
9004 mm42-7
nnnnn3!
2288890 09b10736c1dff0748aaa984cb2a288a3 1688902 122cb8595fdb7f69a232ab75645f473d
3000000 6000000
13000960
3000010 aaakkykky9kky kky
bbbbbbbbbbbbbbbbbbbbkkykky kky
