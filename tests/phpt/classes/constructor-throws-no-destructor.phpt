--TEST--
An object whose constructor threw is never destructed
--FILE--
<?php
// An object whose constructor threw is never destructed; one whose
// parent::__construct() threw but was caught is.
class A { function __construct() { throw new Exception("x"); } function __destruct() { echo "dtor A\n"; } }
try { new A; } catch (Exception $e) { echo "caught 1\n"; }
try { $a = new A; } catch (Exception $e) { echo "caught 2\n"; }
class B { static function make() { return new B; } function __construct() { throw new Exception("y"); } function __destruct() { echo "dtor B\n"; } }
try { B::make(); } catch (Exception $e) { echo "caught 3\n"; }
class C { public $self; function __construct() { $this->self = $this; throw new Exception("z"); } function __destruct() { echo "dtor C\n"; } }
try { new C; } catch (Exception $e) { echo "caught 4\n"; }
class P { function __construct() { throw new Exception("p"); } function __destruct() { echo "dtor ", static::class, "\n"; } }
class Q extends P { function __construct() { try { parent::__construct(); } catch (Exception $e) { echo "Q caught\n"; } } }
$q = new Q; unset($q);
class R extends P {}
try { new R; } catch (Exception $e) { echo "caught 5\n"; }
class S extends P { function __construct() { parent::__construct(); } }
try { new S; } catch (Exception $e) { echo "caught 6\n"; }
$objs = [];
for ($i = 0; $i < 50; $i++) { try { $objs[] = new A; } catch (Exception $e) {} }
$r = new ReflectionClass('B');
try { $r->newInstance(); } catch (Exception $e) { echo "caught 7\n"; }
echo "end\n";
--EXPECT--
caught 1
caught 2
caught 3
caught 4
Q caught
dtor Q
caught 5
caught 6
caught 7
end
