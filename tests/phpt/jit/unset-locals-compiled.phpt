--TEST--
JIT: unset() of locals in compiled loops (plain, strings, arrays, objects with destructors, references, reads after); results unchanged
--INI--
hop.jit_threshold=2
--FILE--
<?php
// unset() of locals in compiled loops: plain values, strings, arrays,
// objects (a destructor runs at the unset), references (the other name
// keeps the value), and reads after the unset (undefined variable).
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "d{$this->n} "; } }
function plain($n) { $t = 0; for ($i = 0; $i < $n; $i++) { $x = $i * 2; $t += $x; unset($x); $t += isset($x) ? 100 : 1; } return $t; }
function strs($n) { $t = ''; for ($i = 0; $i < $n; $i++) { $s = str_repeat('ab', $i % 3); $t .= $s; unset($s); } return strlen($t); }
function arrs($n) { $c = 0; for ($i = 0; $i < $n; $i++) { $a = [$i, $i + 1]; $b = $a; unset($a); $c += count($b); unset($b); } return $c; }
function objs($n) { for ($i = 0; $i < $n; $i++) { $o = new D($i); if ($i % 100 == 0) { $keep = $o; } unset($o); } echo "\n"; return isset($keep) ? $keep->n : -1; }
function refs($n) { $t = 0; for ($i = 0; $i < $n; $i++) { $v = $i; $r = &$v; $r++; unset($r); $t += $v; unset($v); } return $t; }
function mixed_($n) { $t = 0; for ($i = 0; $i < $n; $i++) { $m = $i % 3 == 0 ? "s$i" : ($i % 3 == 1 ? [$i] : $i); unset($m); $t++; } return $t; }
function readAfter($n) { $t = 0; for ($i = 0; $i < $n; $i++) { $x = $i; unset($x); if ($i == $n - 1) { $t += @$x ?? 7; } } return $t; }
function warnAfter() { $x = 1; for ($i = 0; $i < 3; $i++) { unset($x); } echo $x ?? "null", "\n"; $y = 2; unset($y); echo @$y, "|\n"; }
function switchTemp($n) { $t = 0; for ($i = 0; $i < $n; $i++) { switch ($i % 4) { case 0: $t += 1; break; case 1: $t += 2; break; default: $t += 3; } } return $t; }
foreach ([3, 500, 2000] as $n) {
    echo plain($n), " ", strs($n), " ", arrs($n), " ", refs($n), " ", mixed_($n), " ", readAfter($n), " ", switchTemp($n), "\n";
}
echo objs(250), "\n";
warnAfter();
--EXPECT--
9 6 6 6 3 7 6
250000 998 1000 125250 500 7 1125
4000000 3998 4000 2001000 2000 7 4500
d1 d2 d3 d4 d5 d6 d7 d8 d9 d10 d11 d12 d13 d14 d15 d16 d17 d18 d19 d20 d21 d22 d23 d24 d25 d26 d27 d28 d29 d30 d31 d32 d33 d34 d35 d36 d37 d38 d39 d40 d41 d42 d43 d44 d45 d46 d47 d48 d49 d50 d51 d52 d53 d54 d55 d56 d57 d58 d59 d60 d61 d62 d63 d64 d65 d66 d67 d68 d69 d70 d71 d72 d73 d74 d75 d76 d77 d78 d79 d80 d81 d82 d83 d84 d85 d86 d87 d88 d89 d90 d91 d92 d93 d94 d95 d96 d97 d98 d99 d0 d101 d102 d103 d104 d105 d106 d107 d108 d109 d110 d111 d112 d113 d114 d115 d116 d117 d118 d119 d120 d121 d122 d123 d124 d125 d126 d127 d128 d129 d130 d131 d132 d133 d134 d135 d136 d137 d138 d139 d140 d141 d142 d143 d144 d145 d146 d147 d148 d149 d150 d151 d152 d153 d154 d155 d156 d157 d158 d159 d160 d161 d162 d163 d164 d165 d166 d167 d168 d169 d170 d171 d172 d173 d174 d175 d176 d177 d178 d179 d180 d181 d182 d183 d184 d185 d186 d187 d188 d189 d190 d191 d192 d193 d194 d195 d196 d197 d198 d199 d100 d201 d202 d203 d204 d205 d206 d207 d208 d209 d210 d211 d212 d213 d214 d215 d216 d217 d218 d219 d220 d221 d222 d223 d224 d225 d226 d227 d228 d229 d230 d231 d232 d233 d234 d235 d236 d237 d238 d239 d240 d241 d242 d243 d244 d245 d246 d247 d248 d249 
d200 200
null
|
