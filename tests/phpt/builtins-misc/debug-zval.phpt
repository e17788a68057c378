--TEST--
builtins-misc: debug-zval
--FILE--
<?php
$a = explode(",", "xx,yy");
$a[] = 1.5; $a[] = null;
debug_zval_dump($a);
$b = $a;
debug_zval_dump($a);
$o = new stdClass; $o->p = $a; $o->q = "lit";
debug_zval_dump($o);
debug_zval_dump(5, 1.0, true, null, "literal");
$s = str_repeat("ab", 2); $t = $s;
debug_zval_dump($s);
--EXPECT--
array(4) refcount(2){
  [0]=>
  string(2) "xx" refcount(1)
  [1]=>
  string(2) "yy" refcount(1)
  [2]=>
  float(1.5)
  [3]=>
  NULL
}
array(4) refcount(3){
  [0]=>
  string(2) "xx" refcount(1)
  [1]=>
  string(2) "yy" refcount(1)
  [2]=>
  float(1.5)
  [3]=>
  NULL
}
object(stdClass)#1 (2) refcount(2){
  ["p"]=>
  array(4) refcount(3){
    [0]=>
    string(2) "xx" refcount(1)
    [1]=>
    string(2) "yy" refcount(1)
    [2]=>
    float(1.5)
    [3]=>
    NULL
  }
  ["q"]=>
  string(3) "lit" interned
}
int(5)
float(1)
bool(true)
NULL
string(7) "literal" interned
string(4) "abab" refcount(3)
