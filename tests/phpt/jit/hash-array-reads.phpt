--TEST--
JIT: array reads and isset() through the lookup helper (string and int keys, numeric strings, missing keys, references, kinds)
--FILE--
<?php
function lookups($h, $keys) { $s = 0; foreach ($keys as $k) { $s += $h[$k]; } return $s; }
$h = []; for ($i = 0; $i < 50; $i++) { $h["k$i"] = $i; $h[$i * 3] = $i; }
$keys = []; for ($i = 0; $i < 50; $i++) { $keys[] = "k$i"; $keys[] = $i * 3; }
echo lookups($h, $keys), "\n";
function numericStr($h) { $s = 0; for ($i = 0; $i < 5; $i++) { $k = (string)($i * 3); $s += $h[$k]; } return $s; }
echo numericStr($h), "\n";
function missing($h) { $s = 0; for ($i = 0; $i < 3; $i++) { $s += $h["nope$i"] ?? 100; $s += @$h["zz"]; } return $s; }
echo missing($h), "\n";
function warnMissing($h) { for ($i = 0; $i < 2; $i++) { var_dump($h["absent"]); } }
warnMissing($h);
function issets($h) { $c = 0; for ($i = 0; $i < 200; $i++) { if (isset($h["k$i"])) $c++; if (isset($h[$i])) $c += 1000; } return $c; }
echo issets($h + ["n" => null]), "\n";
function nulls() { $h = ["a" => null, "b" => 1]; $c = 0; for ($i = 0; $i < 3; $i++) { if (isset($h["a"])) $c++; if (isset($h["b"])) $c += 10; } return $c; }
echo nulls(), "\n";
function strvals($h) { $r = ""; for ($i = 0; $i < 3; $i++) { $r .= $h["x"] . $h["y"]; } return $r; }
echo strvals(["x" => "hello", "y" => "world"]), "\n";
function kindChange($h) { $r = []; foreach (["a", "b", "c"] as $k) { $r[] = $h[$k]; } return $r; }
var_dump(kindChange(["a" => 1, "b" => 2.5, "c" => "s"]));
function refs() { $x = 5; $h = ["r" => &$x]; $s = 0; for ($i = 0; $i < 3; $i++) { $s += $h["r"]; $x++; } return $s; }
echo refs(), "\n";
function objvals() { $h = ["o" => new ArrayObject([1,2])]; $c = 0; for ($i = 0; $i < 3; $i++) { $c += count($h["o"]); } return $c; }
echo objvals(), "\n";
--EXPECTF--
2450
10
300

Warning: Undefined array key "absent" in %s on line 10
NULL

Warning: Undefined array key "absent" in %s on line 10
NULL
50050
30
helloworldhelloworldhelloworld
array(3) {
  [0]=>
  int(1)
  [1]=>
  float(2.5)
  [2]=>
  string(1) "s"
}
18
6
