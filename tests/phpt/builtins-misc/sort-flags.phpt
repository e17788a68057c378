--TEST--
builtins-misc: sort-flags
--FILE--
<?php
$mixed = [10, "9", "10", 9.5, "abc", "ABC", true, null, "1e1", [1], "b", "a10", "a9"];
foreach ([SORT_REGULAR, SORT_NUMERIC, SORT_STRING, SORT_STRING | SORT_FLAG_CASE, SORT_NATURAL, SORT_NATURAL | SORT_FLAG_CASE] as $flags) {
    $a = $mixed;
    @sort($a, $flags);
    echo json_encode($a), "\n";
    $a = $mixed;
    @arsort($a, $flags);
    echo json_encode($a), "\n";
}
$k = ["b" => 1, "a" => 2, 10 => 3, 9 => 4, "10a" => 5];
ksort($k); echo json_encode($k), "\n";
krsort($k, SORT_STRING); echo json_encode($k), "\n";
$u = [3, 1, 2];
usort($u, fn($x, $y) => $y <=> $x); echo json_encode($u), "\n";
uasort($k, fn($x, $y) => $x <=> $y); echo json_encode($k), "\n";
uksort($k, 'strcmp'); echo json_encode($k), "\n";
$n = ["img12.png", "img10.png", "IMG2.png", "img1.png"];
natsort($n); echo json_encode($n), "\n";
natcasesort($n); echo json_encode($n), "\n";
$d1 = [3, 1, 2, 1]; $d2 = ["c", "a", "b", "z"];
array_multisort($d1, SORT_DESC, $d2);
echo json_encode([$d1, $d2]), "\n";
var_dump(array_unique([1, "1", 1.0, "01", "a", "A", true]));
var_dump(array_unique([1, "1", 1.0, "01", "a", "A"], SORT_NUMERIC));
var_dump(array_unique(["b" => 2, "a" => 1, "c" => 2, "d" => "2"], SORT_REGULAR));
try { array_multisort($d1, 99); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { array_multisort($d1, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
[null,"9",9.5,10,"10","ABC","abc",true,"1e1","a10","a9","b",[1]]
{"9":[1],"10":"b","4":"abc","12":"a9","11":"a10","5":"ABC","0":10,"2":"10","8":"1e1","3":9.5,"1":"9","6":true,"7":null}
["abc","ABC",null,"b","a10","a9",true,[1],"9",9.5,10,"10","1e1"]
{"0":10,"2":"10","8":"1e1","3":9.5,"1":"9","6":true,"9":[1],"4":"abc","5":"ABC","7":null,"10":"b","11":"a10","12":"a9"}
[null,true,10,"10","1e1","9",9.5,"ABC",[1],"a10","a9","abc","b"]
{"10":"b","4":"abc","12":"a9","11":"a10","9":[1],"5":"ABC","3":9.5,"1":"9","8":"1e1","0":10,"2":"10","6":true,"7":null}
[null,true,10,"10","1e1","9",9.5,"a10","a9","abc","ABC",[1],"b"]
{"10":"b","9":[1],"4":"abc","5":"ABC","12":"a9","11":"a10","3":9.5,"1":"9","8":"1e1","0":10,"2":"10","6":true,"7":null}
[null,true,"1e1","9",9.5,10,"10","ABC",[1],"a9","a10","abc","b"]
{"10":"b","4":"abc","11":"a10","12":"a9","9":[1],"5":"ABC","0":10,"2":"10","3":9.5,"1":"9","8":"1e1","6":true,"7":null}
[null,true,"1e1","9",9.5,10,"10","a9","a10","abc","ABC",[1],"b"]
{"10":"b","9":[1],"4":"abc","5":"ABC","11":"a10","12":"a9","0":10,"2":"10","3":9.5,"1":"9","8":"1e1","6":true,"7":null}
{"9":4,"10":3,"10a":5,"a":2,"b":1}
{"b":1,"a":2,"9":4,"10a":5,"10":3}
[3,2,1]
{"b":1,"a":2,"10":3,"9":4,"10a":5}
{"10":3,"10a":5,"9":4,"a":2,"b":1}
{"2":"IMG2.png","3":"img1.png","1":"img10.png","0":"img12.png"}
{"3":"img1.png","2":"IMG2.png","1":"img10.png","0":"img12.png"}
[[3,2,1,1],["c","b","a","z"]]
array(4) {
  [0]=>
  int(1)
  [3]=>
  string(2) "01"
  [4]=>
  string(1) "a"
  [5]=>
  string(1) "A"
}
array(2) {
  [0]=>
  int(1)
  [4]=>
  string(1) "a"
}
array(2) {
  ["b"]=>
  int(2)
  ["a"]=>
  int(1)
}
array_multisort(): Argument #2 must be a valid sort flag
array_multisort(): Argument #2 must be an array or a sort flag
