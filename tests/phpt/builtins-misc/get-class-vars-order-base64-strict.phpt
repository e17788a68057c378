--TEST--
get_class_vars in php's properties_info order (statics after, typed without value as null); base64_decode strict padding rules
--FILE--
<?php
class A { public $a = 1; private $b = 2; protected $c = 3; public int $t; static public $sa = 's'; static private $sp = 'p'; public static ?int $st; }
class B extends A { public $x = 7; private $b = 8; protected $y = 9; static protected $sb = 'b';
  static function show() { var_dump(get_class_vars('B'), get_class_vars('A')); } }
var_dump(get_class_vars('B'));
B::show();
foreach (['', '=', 'V', 'V=', 'VV=', 'VV==', 'VVV=', 'VVV==', 'VVVV', "VV\n==", "VV\v==", 'VV=V', 'VVVVV'] as $s)
  echo json_encode($s), " ", json_encode(base64_decode($s)), " ", json_encode(base64_decode($s, true)), "\n";
--EXPECT--
array(5) {
  ["x"]=>
  int(7)
  ["a"]=>
  int(1)
  ["t"]=>
  NULL
  ["sa"]=>
  string(1) "s"
  ["st"]=>
  NULL
}
array(9) {
  ["x"]=>
  int(7)
  ["b"]=>
  int(8)
  ["y"]=>
  int(9)
  ["a"]=>
  int(1)
  ["c"]=>
  int(3)
  ["t"]=>
  NULL
  ["sb"]=>
  string(1) "b"
  ["sa"]=>
  string(1) "s"
  ["st"]=>
  NULL
}
array(5) {
  ["a"]=>
  int(1)
  ["c"]=>
  int(3)
  ["t"]=>
  NULL
  ["sa"]=>
  string(1) "s"
  ["st"]=>
  NULL
}
"" "" ""
"=" "" false
"V" "" false
"V=" "" false
"VV=" "U" false
"VV==" "U" "U"
"VVV=" "UU" "UU"
"VVV==" "UU" false
"VVVV" "UUU" "UUU"
"VV\n==" "U" "U"
"VV\u000b==" "U" false
"VV=V" "UU" false
"VVVVV" "UUU" false
