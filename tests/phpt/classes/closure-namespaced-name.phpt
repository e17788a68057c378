--TEST--
closures are named {closure} in their namespace: __FUNCTION__, __METHOD__, reflection, traces
--FILE--
<?php
namespace Foo;
class A { function m() { return function () { return [__FUNCTION__, __METHOD__, __CLASS__]; }; } }
$f = function () { return [__FUNCTION__, __METHOD__]; };
var_dump($f(), ((new A)->m())());
$r = new \ReflectionFunction($f);
var_dump($r->getName(), $r->getShortName(), $r->getNamespaceName(), $r->inNamespace(), $r->isClosure());
$r = new \ReflectionFunction(fn() => 1);
var_dump($r->getName());
echo new \ReflectionFunction(fn() => 1);
var_dump(\Closure::fromCallable('strlen') == \Closure::fromCallable('strlen'));
function gen() { yield 1; }
$g = (function () { yield 1; throw new \Exception('x'); })();
try { foreach ($g as $v); } catch (\Exception $e) { echo $e->getTraceAsString(), "\n"; }
echo (new \ReflectionMethod(A::class, 'm'))->invoke(new A) instanceof \Closure ? "ok\n" : "no\n";
var_dump(array_map(fn($x) => debug_backtrace()[0]['function'], [1]));
$c = \Closure::bind(function () { throw new \Exception('y'); }, new \stdClass, null);
try { $c(); } catch (\Exception $e) { echo $e->getTraceAsString(), "\n"; }
$c = (new \ReflectionFunction(function () { return debug_backtrace()[0]; }))->getClosure();
print_r($c());
class K { static function mk() { return static fn() => debug_backtrace()[0]; } }
class L extends K {}
print_r((L::mk())());
print_r(\Closure::fromCallable([new L, 'mk'])()());
--EXPECTF--
array(2) {
  [0]=>
  string(13) "Foo\{closure}"
  [1]=>
  string(13) "Foo\{closure}"
}
array(3) {
  [0]=>
  string(13) "Foo\{closure}"
  [1]=>
  string(13) "Foo\{closure}"
  [2]=>
  string(5) "Foo\A"
}
string(13) "Foo\{closure}"
string(9) "{closure}"
string(3) "Foo"
bool(true)
bool(true)
string(13) "Foo\{closure}"
Closure [ <user> function Foo\{closure} ] {
  @@ %s 10 - 10
}
bool(true)
#0 %s(14): Foo\{closure}()
#1 {main}
ok
array(1) {
  [0]=>
  string(13) "Foo\{closure}"
}
#0 %s(18): Closure->Foo\{closure}()
#1 {main}
Array
(
    [file] => %s
    [line] => 20
    [function] => Foo\{closure}
    [args] => Array
        (
        )

)
Array
(
    [file] => %s
    [line] => 23
    [function] => Foo\{closure}
    [class] => Foo\K
    [type] => ::
    [args] => Array
        (
        )

)
Array
(
    [file] => %s
    [line] => 24
    [function] => Foo\{closure}
    [class] => Foo\K
    [type] => ::
    [args] => Array
        (
        )

)
