--TEST--
Two traits with the same method collide unless a rule resolves it
--FILE--
<?php
trait T1 { public function hello() { return "T1"; } public function bye() { return "bye1"; } }
trait T2 { public function hello() { return "T2"; } }
class A { use T1, T2 { T1::hello insteadof T2; T2::hello as protected hello2; T1::bye as public farewell; } 
  public function call() { return $this->hello2(); } }
$a = new A;
echo $a->hello(), $a->call(), $a->farewell(), $a->bye(), "\n";
print_r(get_class_methods('A'));
class B { use T1, T2; }
--EXPECTF--
T1T2bye1bye1
Array
(
    [0] => call
    [1] => hello
    [2] => farewell
    [3] => bye
)

Fatal error: Trait method T2::hello has not been applied as B::hello, because of collision with T1::hello in %s on line 9
