--TEST--
ReflectionNamedType, ReflectionUnionType, ReflectionIntersectionType
--FILE--
<?php
class A {}
function f(iterable $a, ?iterable $b, iterable|int $c, int|null $d, A|B|null $e, null $g = null, mixed $h = 1, false|int $i = 1, A&Countable $j, true|string $l = '', callable|object|array|string|int|float|bool|null $m = 1, ?A $n = null, A $o = null, int $p = null) {}
foreach ((new ReflectionFunction('f'))->getParameters() as $p) {
  $t = $p->getType();
  echo $p->getName(), ": ", get_class($t), " '", $t, "' allowsNull=", var_export($t->allowsNull(), true);
  if ($t instanceof ReflectionNamedType) echo " name=", $t->getName(), " builtin=", var_export($t->isBuiltin(), true);
  else { echo " types="; foreach ($t->getTypes() as $m) echo get_class($m), ":", $m, (method_exists($m, 'isBuiltin') ? ($m->isBuiltin() ? "(b)" : "(c)") : ""), ", "; }
  echo "\n";
}
class P {}
class B extends P { function f(): static {} function g(): ?static {} function h(self $x, parent|int $y, int|self $z): void {} function n(): never {} }
foreach (['f','g', 'n'] as $m) { $t = (new ReflectionMethod('B', $m))->getReturnType(); echo get_class($t), " ", $t, " ", $t->getName(), " ", var_export($t->isBuiltin(), true), "\n"; }
foreach ((new ReflectionMethod('B', 'h'))->getParameters() as $p) { $t = $p->getType(); echo get_class($t), " ", $t, "\n"; if ($t instanceof ReflectionUnionType) foreach ($t->getTypes() as $m) echo "   ", $m, "\n"; }
echo (new ReflectionMethod('B', 'h'))->getReturnType(), "\n";
var_dump((new ReflectionFunction(function () {}))->getReturnType());
--EXPECTF--
Deprecated: Optional parameter $h declared before required parameter $j is implicitly treated as a required parameter in %s on line 3

Deprecated: Optional parameter $i declared before required parameter $j is implicitly treated as a required parameter in %s on line 3
a: ReflectionNamedType 'iterable' allowsNull=false name=iterable builtin=true
b: ReflectionNamedType '?iterable' allowsNull=true name=iterable builtin=true
c: ReflectionUnionType 'Traversable|array|int' allowsNull=false types=ReflectionNamedType:Traversable(c), ReflectionNamedType:array(b), ReflectionNamedType:int(b), 
d: ReflectionNamedType '?int' allowsNull=true name=int builtin=true
e: ReflectionUnionType 'A|B|null' allowsNull=true types=ReflectionNamedType:A(c), ReflectionNamedType:B(c), ReflectionNamedType:null(b), 
g: ReflectionNamedType 'null' allowsNull=true name=null builtin=true
h: ReflectionNamedType 'mixed' allowsNull=true name=mixed builtin=true
i: ReflectionUnionType 'int|false' allowsNull=false types=ReflectionNamedType:int(b), ReflectionNamedType:false(b), 
j: ReflectionIntersectionType 'A&Countable' allowsNull=false types=ReflectionNamedType:A(c), ReflectionNamedType:Countable(c), 
l: ReflectionUnionType 'string|true' allowsNull=false types=ReflectionNamedType:string(b), ReflectionNamedType:true(b), 
m: ReflectionUnionType 'callable|object|array|string|int|float|bool|null' allowsNull=true types=ReflectionNamedType:callable(b), ReflectionNamedType:object(b), ReflectionNamedType:array(b), ReflectionNamedType:string(b), ReflectionNamedType:int(b), ReflectionNamedType:float(b), ReflectionNamedType:bool(b), ReflectionNamedType:null(b), 
n: ReflectionNamedType '?A' allowsNull=true name=A builtin=false
o: ReflectionNamedType '?A' allowsNull=true name=A builtin=false
p: ReflectionNamedType '?int' allowsNull=true name=int builtin=true
ReflectionNamedType static static false
ReflectionNamedType ?static static false
ReflectionNamedType never never true
ReflectionNamedType self
ReflectionUnionType parent|int
   parent
   int
ReflectionUnionType self|int
   self
   int
void
NULL
