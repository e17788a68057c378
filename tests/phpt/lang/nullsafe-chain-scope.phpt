--TEST--
nullsafe: the short circuit ends at expressions that are not chain links; isset/empty/?? fetch quietly before ?->
--FILE--
<?php
class Foo { public $p; public $arr = ['k' => 1]; function bar() { echo "bar\n"; return 1; } function me() { return $this; } function nul() { return null; } static function mk() { return null; } }
function t($fn) { try { var_dump($fn()); } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$foo = new Foo(); $null = null;
t(fn() => ($foo?->bar() + $foo?->bar())?->baz());
t(fn() => ($null?->bar() . 'x')?->baz());
t(fn() => $null?->me()->bar());
t(fn() => $null?->me()->p->q);
t(fn() => $foo->nul()?->me()->bar());
t(fn() => $foo?->nul()?->bar());
t(fn() => $null?->arr['k']);
t(fn() => $foo?->arr['k']);
t(fn() => Foo::mk()?->bar());
t(fn() => [$null?->bar(), 2]);
t(fn() => strlen($null?->p ?? 'abc'));
t(fn() => isset($undef?->p->q));
t(fn() => empty($undef?->p));
t(fn() => $undef?->p ?? 'dflt');
t(fn() => isset($foo->p?->q));
t(fn() => $foo->me()?->me()?->nul()?->x);
t(fn() => $null?->me()['x']);
--EXPECT--
bar
bar
Error: Call to a member function baz() on int
Error: Call to a member function baz() on string
NULL
NULL
NULL
NULL
NULL
int(1)
NULL
array(2) {
  [0]=>
  NULL
  [1]=>
  int(2)
}
int(3)
bool(false)
bool(true)
string(4) "dflt"
bool(false)
NULL
NULL
