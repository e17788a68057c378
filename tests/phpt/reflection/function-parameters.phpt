--TEST--
ReflectionFunction and ReflectionParameter: flags, defaults, static variables, invoke, closures, export
--FILE--
<?php
/** fdoc */
function &f(int $a, ?string $b = null, array $c = [1, 'k' => 2], float $d = 1.5, $e = PHP_INT_MAX, int|string $u = 5, &...$rest): ?array { static $calls = 0, $x = [1]; $calls++; return $rest; }
$rf = new ReflectionFunction('f');
var_dump($rf->getName(), $rf->getShortName(), $rf->isInternal(), $rf->isUserDefined(), $rf->isClosure(), $rf->isVariadic(), $rf->returnsReference(), $rf->isGenerator(), $rf->isDeprecated(), $rf->isStatic(), $rf->isAnonymous());
var_dump($rf->getNumberOfParameters(), $rf->getNumberOfRequiredParameters(), $rf->hasReturnType(), (string)$rf->getReturnType(), $rf->getDocComment(), $rf->getStartLine(), $rf->getEndLine());
var_dump($rf->getStaticVariables());
$r = [];
f(1, "x", [], 1.0, 1, 2, $r);
var_dump($rf->getStaticVariables());
foreach ($rf->getParameters() as $p) {
  echo $p, "\n";
  var_dump($p->getName(), $p->getPosition(), $p->isOptional(), $p->isVariadic(), $p->isPassedByReference(), $p->canBePassedByValue(), $p->allowsNull(), $p->hasType(), $p->isDefaultValueAvailable(), $p->isPromoted());
  if ($p->isDefaultValueAvailable()) var_dump($p->getDefaultValue(), $p->isDefaultValueConstant(), $p->getDefaultValueConstantName());
  var_dump($p->getDeclaringFunction()->getName(), $p->getDeclaringClass());
}
echo $rf;
var_dump($rf->invoke(1, "a"), $rf->invokeArgs([1, 'b' => 'x']));
$g = function (int $x) use ($rf, &$r): int { return $x * 2; };
$rg = new ReflectionFunction($g);
var_dump($rg->getName(), $rg->isClosure(), $rg->getClosureThis(), $rg->getClosureScopeClass(), $rg->invoke(21), array_keys($rg->getClosureUsedVariables()));
echo $rg;
var_dump($rg->getClosure() === $g);
$h = (new ReflectionFunction('strlen'))->getClosure();
var_dump($h("abcd"));
echo new ReflectionFunction('strlen');
echo new ReflectionFunction('array_map');
function gen() { yield 1; }
var_dump((new ReflectionFunction('gen'))->isGenerator());
try { new ReflectionFunction('nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionFunction('\f'))->getName());
--EXPECTF--
string(1) "f"
string(1) "f"
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
int(7)
int(1)
bool(true)
string(6) "?array"
string(11) "/** fdoc */"
int(3)
int(3)
array(2) {
  ["calls"]=>
  int(0)
  ["x"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
array(2) {
  ["calls"]=>
  int(1)
  ["x"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
Parameter #0 [ <required> int $a ]
string(1) "a"
int(0)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
string(1) "f"
NULL
Parameter #1 [ <optional> ?string $b = NULL ]
string(1) "b"
int(1)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
NULL
bool(false)
NULL
string(1) "f"
NULL
Parameter #2 [ <optional> array $c = [0 => 1, 'k' => 2] ]
string(1) "c"
int(2)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
array(2) {
  [0]=>
  int(1)
  ["k"]=>
  int(2)
}
bool(false)
NULL
string(1) "f"
NULL
Parameter #3 [ <optional> float $d = 1.5 ]
string(1) "d"
int(3)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
float(1.5)
bool(false)
NULL
string(1) "f"
NULL
Parameter #4 [ <optional> $e = PHP_INT_MAX ]
string(1) "e"
int(4)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
int(9223372036854775807)
bool(true)
string(11) "PHP_INT_MAX"
string(1) "f"
NULL
Parameter #5 [ <optional> string|int $u = 5 ]
string(1) "u"
int(5)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
int(5)
bool(false)
NULL
string(1) "f"
NULL
Parameter #6 [ <optional> &...$rest ]
string(4) "rest"
int(6)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
string(1) "f"
NULL
/** fdoc */
Function [ <user> function &f ] {
  @@ %s 3 - 3

  - Parameters [7] {
    Parameter #0 [ <required> int $a ]
    Parameter #1 [ <optional> ?string $b = NULL ]
    Parameter #2 [ <optional> array $c = [0 => 1, 'k' => 2] ]
    Parameter #3 [ <optional> float $d = 1.5 ]
    Parameter #4 [ <optional> $e = PHP_INT_MAX ]
    Parameter #5 [ <optional> string|int $u = 5 ]
    Parameter #6 [ <optional> &...$rest ]
  }
  - Return [ ?array ]
}
array(0) {
}
array(0) {
}
string(9) "{closure}"
bool(true)
NULL
NULL
int(42)
array(2) {
  [0]=>
  string(2) "rf"
  [1]=>
  string(1) "r"
}
Closure [ <user> function {closure} ] {
  @@ %s 19 - 19

  - Bound Variables [2] {
      Variable #0 [ $rf ]
      Variable #1 [ $r ]
  }

  - Parameters [1] {
    Parameter #0 [ <required> int $x ]
  }
  - Return [ int ]
}
bool(true)
int(4)
Function [ <internal:Core> function strlen ] {

  - Parameters [1] {
    Parameter #0 [ <required> string $string ]
  }
  - Return [ int ]
}
Function [ <internal:standard> function array_map ] {

  - Parameters [3] {
    Parameter #0 [ <required> ?callable $callback ]
    Parameter #1 [ <required> array $array ]
    Parameter #2 [ <optional> array ...$arrays ]
  }
  - Return [ array ]
}
bool(true)
Function nope() does not exist
string(1) "f"
