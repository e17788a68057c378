--TEST--
mb_substr/mb_strlen/mb_check_encoding on UTF-8: ASCII runs, invalid and truncated sequences
--FILE--
<?php
// mb_substr / mb_strlen / mb_check_encoding on UTF-8: ASCII runs, multibyte, invalid and truncated sequences
$strs = [
  "", "a", "abcdefgh", "abcdefghijklmnopqrstuvwxyz0123456789",
  "héllo wörld, ça va? ünïcödé ☃ snowman 😀 emoji",
  "abcdefghijklmnop\xC3\xA9qrstuvwxyz",
  "\xE2\x98", "abcdefghij\xE2\x98", "abc\xF0\x9F\x98", "\xF0\x9F\x98\x80abcdefghijkl",
  "\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xF5abc", "\xFF\xFEabcdefghijk",
  "abcdefgh\x80", "abcdefghijklmnop\xC2", "\xE0\x9F\x80", "\xF0\x8F\xBF\xBF", "\xEF\xBF\xBF",
  "\xF4\x8F\xBF\xBF", "\xC2\x80\xC2", "12345678\xDF\xBF12345678\xE0\xA0\x80",
];
foreach ($strs as $s) {
  echo bin2hex($s), ": len=", mb_strlen($s, "UTF-8"), " valid=", var_export(mb_check_encoding($s, "UTF-8"), true), "\n";
  foreach ([[0, null], [1, null], [-1, null], [-3, 2], [2, -1], [5, 3], [0, 9], [8, 100], [100, 1], [-100, 3], [3, 0], [-2, -5]] as [$st, $ln]) {
    echo "  [$st,", var_export($ln, true), "] ", bin2hex(mb_substr($s, $st, $ln, "UTF-8")), "\n";
  }
}
mb_internal_encoding("UTF-8");
var_dump(mb_substr("ünïcödé", 2, 3), mb_substr("ünïcödé", -2), mb_strlen("ünïcödé"));
var_dump(mb_check_encoding("ünïcödé"), mb_check_encoding("\xFF"));
var_dump(mb_check_encoding(["a" => "ok", "b" => ["ünï"]], "UTF-8"), mb_check_encoding(["x" => "\xC3"], "UTF-8"));
var_dump(bin2hex(mb_substr("日本語テキスト", 2, 3, "SJIS")), mb_strlen("abcdefghijklmn\x82\xA0xyz", "SJIS"));
--EXPECT--
: len=0 valid=true
  [0,NULL] 
  [1,NULL] 
  [-1,NULL] 
  [-3,2] 
  [2,-1] 
  [5,3] 
  [0,9] 
  [8,100] 
  [100,1] 
  [-100,3] 
  [3,0] 
  [-2,-5] 
61: len=1 valid=true
  [0,NULL] 61
  [1,NULL] 
  [-1,NULL] 61
  [-3,2] 61
  [2,-1] 
  [5,3] 
  [0,9] 61
  [8,100] 
  [100,1] 
  [-100,3] 61
  [3,0] 
  [-2,-5] 
6162636465666768: len=8 valid=true
  [0,NULL] 6162636465666768
  [1,NULL] 62636465666768
  [-1,NULL] 68
  [-3,2] 6667
  [2,-1] 6364656667
  [5,3] 666768
  [0,9] 6162636465666768
  [8,100] 
  [100,1] 
  [-100,3] 616263
  [3,0] 
  [-2,-5] 
6162636465666768696a6b6c6d6e6f707172737475767778797a30313233343536373839: len=36 valid=true
  [0,NULL] 6162636465666768696a6b6c6d6e6f707172737475767778797a30313233343536373839
  [1,NULL] 62636465666768696a6b6c6d6e6f707172737475767778797a30313233343536373839
  [-1,NULL] 39
  [-3,2] 3738
  [2,-1] 636465666768696a6b6c6d6e6f707172737475767778797a303132333435363738
  [5,3] 666768
  [0,9] 616263646566676869
  [8,100] 696a6b6c6d6e6f707172737475767778797a30313233343536373839
  [100,1] 
  [-100,3] 616263
  [3,0] 
  [-2,-5] 
68c3a96c6c6f2077c3b6726c642c20c3a7612076613f20c3bc6ec3af63c3b664c3a920e2988320736e6f776d616e20f09f988020656d6f6a69: len=45 valid=true
  [0,NULL] 68c3a96c6c6f2077c3b6726c642c20c3a7612076613f20c3bc6ec3af63c3b664c3a920e2988320736e6f776d616e20f09f988020656d6f6a69
  [1,NULL] c3a96c6c6f2077c3b6726c642c20c3a7612076613f20c3bc6ec3af63c3b664c3a920e2988320736e6f776d616e20f09f988020656d6f6a69
  [-1,NULL] 69
  [-3,2] 6f6a
  [2,-1] 6c6c6f2077c3b6726c642c20c3a7612076613f20c3bc6ec3af63c3b664c3a920e2988320736e6f776d616e20f09f988020656d6f6a
  [5,3] 2077c3b6
  [0,9] 68c3a96c6c6f2077c3b672
  [8,100] 726c642c20c3a7612076613f20c3bc6ec3af63c3b664c3a920e2988320736e6f776d616e20f09f988020656d6f6a69
  [100,1] 
  [-100,3] 68c3a96c
  [3,0] 
  [-2,-5] 
6162636465666768696a6b6c6d6e6f70c3a97172737475767778797a: len=27 valid=true
  [0,NULL] 6162636465666768696a6b6c6d6e6f70c3a97172737475767778797a
  [1,NULL] 62636465666768696a6b6c6d6e6f70c3a97172737475767778797a
  [-1,NULL] 7a
  [-3,2] 7879
  [2,-1] 636465666768696a6b6c6d6e6f70c3a9717273747576777879
  [5,3] 666768
  [0,9] 616263646566676869
  [8,100] 696a6b6c6d6e6f70c3a97172737475767778797a
  [100,1] 
  [-100,3] 616263
  [3,0] 
  [-2,-5] 
e298: len=1 valid=false
  [0,NULL] e298
  [1,NULL] 
  [-1,NULL] e298
  [-3,2] e298
  [2,-1] 
  [5,3] 
  [0,9] e298
  [8,100] 
  [100,1] 
  [-100,3] e298
  [3,0] 
  [-2,-5] 
6162636465666768696ae298: len=11 valid=false
  [0,NULL] 6162636465666768696ae298
  [1,NULL] 62636465666768696ae298
  [-1,NULL] e298
  [-3,2] 696a
  [2,-1] 636465666768696a
  [5,3] 666768
  [0,9] 616263646566676869
  [8,100] 696ae298
  [100,1] 
  [-100,3] 616263
  [3,0] 
  [-2,-5] 
616263f09f98: len=4 valid=false
  [0,NULL] 616263f09f98
  [1,NULL] 6263f09f98
  [-1,NULL] f09f98
  [-3,2] 6263
  [2,-1] 63
  [5,3] 
  [0,9] 616263f09f98
  [8,100] 
  [100,1] 
  [-100,3] 616263
  [3,0] 
  [-2,-5] 
f09f98806162636465666768696a6b6c: len=13 valid=true
  [0,NULL] f09f98806162636465666768696a6b6c
  [1,NULL] 6162636465666768696a6b6c
  [-1,NULL] 6c
  [-3,2] 6a6b
  [2,-1] 62636465666768696a6b
  [5,3] 656667
  [0,9] f09f98806162636465666768
  [8,100] 68696a6b6c
  [100,1] 
  [-100,3] f09f98806162
  [3,0] 
  [-2,-5] 
c0af: len=2 valid=false
  [0,NULL] c0af
  [1,NULL] af
  [-1,NULL] af
  [-3,2] c0af
  [2,-1] 
  [5,3] 
  [0,9] c0af
  [8,100] 
  [100,1] 
  [-100,3] c0af
  [3,0] 
  [-2,-5] 
eda080: len=1 valid=false
  [0,NULL] eda080
  [1,NULL] 
  [-1,NULL] eda080
  [-3,2] eda080
  [2,-1] 
  [5,3] 
  [0,9] eda080
  [8,100] 
  [100,1] 
  [-100,3] eda080
  [3,0] 
  [-2,-5] 
f4908080: len=1 valid=false
  [0,NULL] f4908080
  [1,NULL] 
  [-1,NULL] f4908080
  [-3,2] f4908080
  [2,-1] 
  [5,3] 
  [0,9] f4908080
  [8,100] 
  [100,1] 
  [-100,3] f4908080
  [3,0] 
  [-2,-5] 
f5616263: len=4 valid=false
  [0,NULL] f5616263
  [1,NULL] 616263
  [-1,NULL] 63
  [-3,2] 6162
  [2,-1] 62
  [5,3] 
  [0,9] f5616263
  [8,100] 
  [100,1] 
  [-100,3] f56162
  [3,0] 
  [-2,-5] 
fffe6162636465666768696a6b: len=13 valid=false
  [0,NULL] fffe6162636465666768696a6b
  [1,NULL] fe6162636465666768696a6b
  [-1,NULL] 6b
  [-3,2] 696a
  [2,-1] 6162636465666768696a
  [5,3] 646566
  [0,9] fffe61626364656667
  [8,100] 6768696a6b
  [100,1] 
  [-100,3] fffe61
  [3,0] 
  [-2,-5] 
616263646566676880: len=9 valid=false
  [0,NULL] 616263646566676880
  [1,NULL] 6263646566676880
  [-1,NULL] 80
  [-3,2] 6768
  [2,-1] 636465666768
  [5,3] 666768
  [0,9] 616263646566676880
  [8,100] 80
  [100,1] 
  [-100,3] 616263
  [3,0] 
  [-2,-5] 
6162636465666768696a6b6c6d6e6f70c2: len=17 valid=false
  [0,NULL] 6162636465666768696a6b6c6d6e6f70c2
  [1,NULL] 62636465666768696a6b6c6d6e6f70c2
  [-1,NULL] c2
  [-3,2] 6f70
  [2,-1] 636465666768696a6b6c6d6e6f70
  [5,3] 666768
  [0,9] 616263646566676869
  [8,100] 696a6b6c6d6e6f70c2
  [100,1] 
  [-100,3] 616263
  [3,0] 
  [-2,-5] 
e09f80: len=1 valid=false
  [0,NULL] e09f80
  [1,NULL] 
  [-1,NULL] e09f80
  [-3,2] e09f80
  [2,-1] 
  [5,3] 
  [0,9] e09f80
  [8,100] 
  [100,1] 
  [-100,3] e09f80
  [3,0] 
  [-2,-5] 
f08fbfbf: len=1 valid=false
  [0,NULL] f08fbfbf
  [1,NULL] 
  [-1,NULL] f08fbfbf
  [-3,2] f08fbfbf
  [2,-1] 
  [5,3] 
  [0,9] f08fbfbf
  [8,100] 
  [100,1] 
  [-100,3] f08fbfbf
  [3,0] 
  [-2,-5] 
efbfbf: len=1 valid=true
  [0,NULL] efbfbf
  [1,NULL] 
  [-1,NULL] efbfbf
  [-3,2] efbfbf
  [2,-1] 
  [5,3] 
  [0,9] efbfbf
  [8,100] 
  [100,1] 
  [-100,3] efbfbf
  [3,0] 
  [-2,-5] 
f48fbfbf: len=1 valid=true
  [0,NULL] f48fbfbf
  [1,NULL] 
  [-1,NULL] f48fbfbf
  [-3,2] f48fbfbf
  [2,-1] 
  [5,3] 
  [0,9] f48fbfbf
  [8,100] 
  [100,1] 
  [-100,3] f48fbfbf
  [3,0] 
  [-2,-5] 
c280c2: len=2 valid=false
  [0,NULL] c280c2
  [1,NULL] c2
  [-1,NULL] c2
  [-3,2] c280c2
  [2,-1] 
  [5,3] 
  [0,9] c280c2
  [8,100] 
  [100,1] 
  [-100,3] c280c2
  [3,0] 
  [-2,-5] 
3132333435363738dfbf3132333435363738e0a080: len=18 valid=true
  [0,NULL] 3132333435363738dfbf3132333435363738e0a080
  [1,NULL] 32333435363738dfbf3132333435363738e0a080
  [-1,NULL] e0a080
  [-3,2] 3738
  [2,-1] 333435363738dfbf3132333435363738
  [5,3] 363738
  [0,9] 3132333435363738dfbf
  [8,100] dfbf3132333435363738e0a080
  [100,1] 
  [-100,3] 313233
  [3,0] 
  [-2,-5] 
string(5) "ïcö"
string(3) "dé"
int(7)
bool(true)
bool(false)
bool(true)
bool(false)
string(10) "e69cace8aa"
int(18)
