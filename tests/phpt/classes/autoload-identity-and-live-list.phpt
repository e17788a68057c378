--TEST--
spl_autoload_register: loaders identified as php does (static via object, self, declared names), the live list walked
--FILE--
<?php
class L {
  static function load($c) { echo "L::load($c)\n"; }
  function inst($c) { echo "inst($c)\n"; }
  static function reg() { spl_autoload_register(['self', 'load']); spl_autoload_register('L::load'); }
}
function second($c) { echo "second($c)\n"; if ($c === 'Gone') spl_autoload_unregister('second'); }
spl_autoload_register(['L', 'load']);
spl_autoload_register([new L, 'load']);   // static: the same loader
L::reg();
$o = new L;
spl_autoload_register([$o, 'inst']);
spl_autoload_register([$o, 'inst']);
spl_autoload_register('SECOND');
var_dump(count(spl_autoload_functions()));
print_r(array_map(fn($l) => is_array($l) ? (is_object($l[0]) ? get_class($l[0]) . '->' : $l[0] . '::') . $l[1] : $l, spl_autoload_functions()));
// A loader registering another: the new one runs in the same lookup.
spl_autoload_register(function ($c) {
  echo "outer($c)\n";
  spl_autoload_register(function ($c) { echo "inner($c)\n"; if ($c === 'X') { eval('class X {}'); } });
}, true, true);
var_dump(class_exists('X'));
var_dump(class_exists('Gone'));
var_dump(class_exists('Gone2'));
var_dump(spl_autoload_unregister([$o, 'inst']), spl_autoload_unregister([$o, 'inst']));
var_dump(count(spl_autoload_functions()));
--EXPECTF--
Deprecated: Use of "self" in callables is deprecated in %s on line 5
int(3)
Array
(
    [0] => L::load
    [1] => L->inst
    [2] => second
)
outer(X)
L::load(X)
inst(X)
second(X)
inner(X)
bool(true)
outer(Gone)
L::load(Gone)
inst(Gone)
second(Gone)
inner(Gone)
bool(false)
outer(Gone2)
L::load(Gone2)
inst(Gone2)
inner(Gone2)
inner(Gone2)
inner(Gone2)
bool(false)
bool(true)
bool(false)
int(5)
