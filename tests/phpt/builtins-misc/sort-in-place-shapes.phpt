--TEST--
sort family on packed/hash/holey/shared arrays: order, keys, stability, internal pointer
--FILE--
<?php
// The sort family on many shapes of arrays (packed, hash, holes, shared,
// references, mixed scalars), compared with php: order, keys, stability,
// the internal pointer after the sort.
mt_srand(11);
function gen($n, $kind) {
    $a = [];
    for ($i = 0; $i < $n; $i++) {
        $v = match ($kind % 5) {
            0 => mt_rand(0, 20),
            1 => 'k' . mt_rand(0, 30),
            2 => mt_rand(0, 3) ? mt_rand(-5, 5) / 2 : (string)mt_rand(0, 9),
            3 => [null, true, false, 0, '0', '', 'a', 1.5, '10', '9'][mt_rand(0, 9)],
            4 => mt_rand(0, 1) ? mt_rand(0, 99) : 'x' . mt_rand(0, 99),
        };
        if ($kind >= 5) $a['s' . mt_rand(0, 3 * $n)] = $v;
        elseif ($kind >= 10) $a[mt_rand(-50, 50)] = $v;
        else $a[] = $v;
    }
    if ($kind % 3 == 0 && $a) unset($a[array_key_first($a)]);
    return $a;
}
$fns = ['sort', 'rsort', 'asort', 'arsort', 'ksort', 'krsort', 'natsort', 'natcasesort'];
$flags = [SORT_REGULAR, SORT_NUMERIC, SORT_STRING, SORT_STRING | SORT_FLAG_CASE, SORT_NATURAL];
$out = '';
for ($t = 0; $t < 300; $t++) {
    $a = gen(mt_rand(0, 40), $t % 15);
    $fn = $fns[$t % 8];
    $copy = $a;
    if ($t % 7 == 0) $shared = $a;   // sorted while another variable holds it
    if (str_starts_with($fn, 'nat')) $fn($a);
    else $fn($a, $flags[intdiv($t, 8) % 5]);
    $out .= $fn . ' ' . json_encode($a) . ' ' . json_encode(current($a)) . ' ' . json_encode(key($a)) . "\n";
    if ($t % 7 == 0) $out .= json_encode($shared === $copy) . "\n";
}
echo md5($out), "\n";
echo substr($out, 0, 3000);
// references among the values, and a by-reference foreach around the sort
$x = 5;
$r = [3, &$x, 1];
sort($r);
$x = 99;
var_dump($r);
$h = ['b' => 2, 'a' => 1, 'c' => 3];
foreach ($h as $k => &$v) {
    if ($k === 'b') ksort($h);
    echo $k, ' ';
}
unset($v);
echo "\n", json_encode($h), "\n";
--EXPECT--
f80a6986305a96232ef9cbea8cce5a04
sort [0,1,1,2,2,3,3,4,4,4,4,4,5,6,6,6,6,7,8,9,9,10,11,11,12,14,15,16,16,16,17,19,19,19,20] 0 0
true
rsort [] false null
asort {"4":-2.5,"7":-2.5,"16":-2.5,"12":-2,"3":-1.5,"2":-1,"17":-0.5,"9":"0","6":"1","14":1,"15":1,"5":2,"8":2,"1":2.5,"13":2.5,"10":"5","18":"6","0":"9","11":"9"} -2.5 4
arsort {"1":"10","2":""} "10" 1
ksort [94,"x79",19,"x45","x6",90,"x4","x48","x69"] 94 0
krsort {"s81":19,"s8":4,"s79":7,"s75":6,"s71":18,"s64":11,"s6":17,"s56":19,"s52":4,"s51":19,"s48":10,"s45":3,"s36":12,"s34":3,"s33":4,"s29":19,"s28":18,"s26":6,"s24":9,"s21":18,"s2":16,"s15":2,"s13":7} 19 "s81"
natsort {"s37":"k2","s21":"k2","s24":"k2","s16":"k4","s104":"k6","s46":"k8","s14":"k10","s56":"k10","s87":"k11","s69":"k11","s75":"k13","s66":"k13","s43":"k15","s71":"k17","s85":"k18","s60":"k18","s83":"k19","s61":"k20","s62":"k21","s50":"k23","s28":"k25","s12":"k26","s57":"k27","s18":"k27","s27":"k27","s17":"k28","s4":"k30","s79":"k30"} "k2" "s37"
natcasesort {"s24":-0.5,"s1":-0.5,"s2":-0.5,"s15":-1.5,"s11":-2,"s14":0,"s36":"2","s4":2.5,"s23":"3","s3":"9"} -0.5 "s24"
true
sort [null,"","0","0",false,null,null,"",null,false,true,1.5,1.5,1.5,"9","10","10","10"] null 0
rsort [94,91,75,71,56,33,32,15,13,10,4,"x91","x1","x35","x93","x98","x31","x39","x55","x16","x60","x37"] 94 0
asort {"s12":1,"s6":2} 1 "s12"
arsort {"s95":"k12","s0":"k21","s77":"k30","s55":"k19","s60":"k18","s87":"k2","s33":"k4","s46":"k5","s17":"k21","s63":"k4","s93":"k14","s90":"k7","s72":"k18","s98":"k12","s81":"k14","s9":"k29","s15":"k6","s28":"k7","s52":"k2","s11":"k2","s59":"k2","s35":"k15","s53":"k3","s16":"k5","s83":"k9","s68":"k5","s36":"k20","s73":"k12","s29":"k24","s69":"k30"} "k12" "s95"
ksort {"s27":1.5,"s55":0,"s24":-1,"s34":"4","s40":"7","s60":-0.5,"s51":-2.5,"s25":0,"s44":"3","s23":-1.5,"s7":1,"s21":2.5,"s4":2,"s5":-0.5,"s57":2.5,"s19":1} 1.5 "s27"
krsort {"s8":"9","s2":0,"s9":true} "9" "s8"
natsort {"s105":1,"s64":4,"s54":9,"s30":11,"s31":20,"s94":31,"s1":36,"s26":37,"s3":44,"s42":49,"s71":58,"s73":71,"s84":78,"s8":87,"s68":93,"s32":97,"s20":"x0","s48":"x9","s115":"x18","s56":"x26","s43":"x29","s7":"x30","s14":"x35","s86":"x41","s51":"x46","s108":"x52","s60":"x57","s61":"x65","s12":"x72","s104":"x76","s82":"x77","s109":"x86"} 1 "s105"
true
natcasesort {"9":0,"4":1,"6":1,"3":4,"13":7,"11":9,"10":12,"1":15,"2":15,"12":15,"5":17,"7":17,"8":17} 0 9
sort ["k11","k13","k17","k18","k23","k25","k28","k7","k9"] "k11" 0
rsort ["9","9","8","8","7","5","5","4","4","3",2.5,"2",1,0.5,0.5,0.5,0,0,-2.5,-2,-1,-1,-1,-0.5,-0.5,-0.5] "9" 0
asort {"3":"","5":"","6":"","7":null,"11":null,"13":null,"1":0,"8":"0","12":0,"14":"0","2":true,"4":"9","9":"9","10":"9"} "" 3
arsort {"11":"x99","1":"x76","5":"x67","7":"x67","4":"x58","9":"x55","6":"x37","8":"x18","0":74,"13":68,"12":60,"3":58,"10":2,"2":18} "x99" 11
ksort {"s101":3,"s104":4,"s107":1,"s108":7,"s13":0,"s15":1,"s17":11,"s19":14,"s21":0,"s25":12,"s27":14,"s29":13,"s41":15,"s46":15,"s50":6,"s52":13,"s57":8,"s58":0,"s60":7,"s63":1,"s64":17,"s67":2,"s72":19,"array(3) {
  [0]=>
  int(1)
  [1]=>
  int(3)
  [2]=>
  &int(99)
}
b b c 
{"a":1,"b":2,"c":3}
