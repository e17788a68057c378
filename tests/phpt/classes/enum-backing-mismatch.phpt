--TEST--
an enum case of the wrong backing type is a TypeError on every use of the enum's cases (php resolves them together)
--FILE--
<?php
enum Foo: int { case Bar = 'bar'; case Baz = 2; }
for ($i = 0; $i < 2; $i++) { try { var_dump(Foo::Bar); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(Foo::Baz);
try { var_dump(Foo::from(2)); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
enum S: string { const X = 'x'; case A = self::X . 'y'; case B = 'b'; }
var_dump(S::A->value, S::from('b'), S::tryFrom('q'));
--EXPECTF--
TypeError: Enum case type string does not match enum backing type int
TypeError: Enum case type string does not match enum backing type int

Fatal error: Uncaught TypeError: Enum case type string does not match enum backing type int in %s:4
Stack trace:
#0 {main}
  thrown in %s on line 4
