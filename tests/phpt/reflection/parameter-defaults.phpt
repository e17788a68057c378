--TEST--
ReflectionParameter defaults: constants by name, expressions re-printed
--FILE--
<?php
namespace NS;
const FOO = 1;
class C { const X = 2; function m($a = self::X, $b = C::X, $c = __CLASS__, $d = \PHP_EOL, $e = FOO, $f = E_ALL, $g = [1, 'a' => FOO], $h = null, $i = 1.5, $j = "str'x\n", $k = new \stdClass, $l = PHP_INT_MAX, $m = 1 + FOO, $n = -1, $o = true, $p = [], $q = ['a', 'b'], $r = [1 => 2, 3 => 4], $s = FOO ? 1 : 2) {} }
foreach ((new \ReflectionMethod('NS\C', 'm'))->getParameters() as $p) {
  echo $p->getName(), ": ";
  var_dump($p->isDefaultValueConstant(), $p->getDefaultValueConstantName());
  echo $p, "\n";
  var_dump($p->getDefaultValue());
}
function g(int $x, ?string $y = null, &$z = 5, ...$rest) {}
echo new \ReflectionFunction('NS\g');
echo new \ReflectionParameter('strlen', 0), "\n";
echo new \ReflectionParameter('str_pad', 2), "\n";
echo new \ReflectionParameter('str_pad', 3), "\n";
var_dump((new \ReflectionParameter('str_pad', 3))->isDefaultValueConstant(), (new \ReflectionParameter('str_pad', 3))->getDefaultValueConstantName());
echo new \ReflectionParameter('array_map', 2), "\n";
echo new \ReflectionFunction('str_pad');
--EXPECTF--
a: bool(true)
string(7) "self::X"
Parameter #0 [ <optional> $a = self::X ]
int(2)
b: bool(true)
string(7) "NS\C::X"
Parameter #1 [ <optional> $b = \NS\C::X ]
int(2)
c: bool(false)
NULL
Parameter #2 [ <optional> $c = 'NS\\C' ]
string(4) "NS\C"
d: bool(true)
string(7) "PHP_EOL"
Parameter #3 [ <optional> $d = PHP_EOL ]
string(1) "
"
e: bool(true)
string(6) "NS\FOO"
Parameter #4 [ <optional> $e = NS\FOO ]
int(1)
f: bool(true)
string(8) "NS\E_ALL"
Parameter #5 [ <optional> $f = NS\E_ALL ]
int(32767)
g: bool(false)
NULL
Parameter #6 [ <optional> $g = [1, 'a' => NS\FOO] ]
array(2) {
  [0]=>
  int(1)
  ["a"]=>
  int(1)
}
h: bool(false)
NULL
Parameter #7 [ <optional> $h = NULL ]
NULL
i: bool(false)
NULL
Parameter #8 [ <optional> $i = 1.5 ]
float(1.5)
j: bool(false)
NULL
Parameter #9 [ <optional> $j = 'str'x\n' ]
string(6) "str'x
"
k: bool(false)
NULL
Parameter #10 [ <optional> $k = new \stdClass() ]
object(stdClass)#1 (0) {
}
l: bool(true)
string(14) "NS\PHP_INT_MAX"
Parameter #11 [ <optional> $l = NS\PHP_INT_MAX ]
int(9223372036854775807)
m: bool(false)
NULL
Parameter #12 [ <optional> $m = 1 + NS\FOO ]
int(2)
n: bool(false)
NULL
Parameter #13 [ <optional> $n = -1 ]
int(-1)
o: bool(false)
NULL
Parameter #14 [ <optional> $o = true ]
bool(true)
p: bool(false)
NULL
Parameter #15 [ <optional> $p = [] ]
array(0) {
}
q: bool(false)
NULL
Parameter #16 [ <optional> $q = ['a', 'b'] ]
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
r: bool(false)
NULL
Parameter #17 [ <optional> $r = [1 => 2, 3 => 4] ]
array(2) {
  [1]=>
  int(2)
  [3]=>
  int(4)
}
s: bool(false)
NULL
Parameter #18 [ <optional> $s = NS\FOO ? 1 : 2 ]
int(1)
Function [ <user> function NS\g ] {
  @@ %s 11 - 11

  - Parameters [4] {
    Parameter #0 [ <required> int $x ]
    Parameter #1 [ <optional> ?string $y = NULL ]
    Parameter #2 [ <optional> &$z = 5 ]
    Parameter #3 [ <optional> ...$rest ]
  }
}
Parameter #0 [ <required> string $string ]
Parameter #2 [ <optional> string $pad_string = " " ]
Parameter #3 [ <optional> int $pad_type = STR_PAD_RIGHT ]
bool(true)
string(13) "STR_PAD_RIGHT"
Parameter #2 [ <optional> array ...$arrays ]
Function [ <internal:standard> function str_pad ] {

  - Parameters [4] {
    Parameter #0 [ <required> string $string ]
    Parameter #1 [ <required> int $length ]
    Parameter #2 [ <optional> string $pad_string = " " ]
    Parameter #3 [ <optional> int $pad_type = STR_PAD_RIGHT ]
  }
  - Return [ string ]
}
