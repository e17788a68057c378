--TEST--
a nullsafe chain short-circuits through a class given by an expression: $a?->b()::$c, $a?->b()::c()
--FILE--
<?php
class Foo {
    public static $baz = 'static baz';
    function null() { var_dump('Foo::null()'); return null; }
    function self() { var_dump('Foo::self()'); return $this; }
    static function baz() { return 'Foo::baz()'; }
    function obj() { return $this; }
}
var_dump(null?->bar()::$baz);
var_dump(null?->bar()::baz());
var_dump(null?->bar()::baz()->x);
var_dump(isset(null?->bar()::$baz));
var_dump(empty(null?->bar()::$baz));
var_dump(null?->bar()::$baz['k']);
$foo = new Foo();
var_dump($foo->null()?->bar()::$baz);
var_dump($foo->null()?->bar()::baz(var_dump('Not executed')));
var_dump($foo?->obj()::$baz);
var_dump($foo?->obj()::baz());
$n = null;
var_dump($n?->a::$b::$c);
--EXPECT--
NULL
NULL
NULL
bool(false)
bool(true)
NULL
string(11) "Foo::null()"
NULL
string(11) "Foo::null()"
NULL
string(10) "static baz"
string(10) "Foo::baz()"
NULL
