--TEST--
Destructors that throw while an array or an object's properties are released: every element is still destroyed, later exceptions chained to earlier ones
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { throw new Exception("d{$this->n}"); } }
function f() { $a = new D(1); $b = new D(2); throw new Exception("main"); }
try { f(); } catch (Exception $e) { do { echo $e->getMessage(), "\n"; } while ($e = $e->getPrevious()); }
function g() { $a = [new D(3), new D(4)]; }
try { g(); } catch (Exception $e) { do { echo $e->getMessage(), "\n"; } while ($e = $e->getPrevious()); }
function h() { $x = new D(5); $x = new D(6); }
try { h(); } catch (Exception $e) { do { echo $e->getMessage(), "\n"; } while ($e = $e->getPrevious()); }
class H { public $a; public $b; function __construct() { $this->a = new D(7); $this->b = new D(8); } }
function k() { $h = new H; }
try { k(); } catch (Exception $e) { do { echo $e->getMessage(), "\n"; } while ($e = $e->getPrevious()); }
class HD extends H { function __destruct() { throw new Exception("hd"); } }
function m() { $h = new HD; }
try { m(); } catch (Exception $e) { do { echo $e->getMessage(), "\n"; } while ($e = $e->getPrevious()); }
function n() { $a = ['x' => new D(9), 'y' => 1, 'z' => new D(10)]; unset($a['y']); $a = null; }
try { n(); } catch (Exception $e) { do { echo $e->getMessage(), "\n"; } while ($e = $e->getPrevious()); }
echo "end\n";
--EXPECT--
d2
d1
main
d4
d3
d6
d5
d8
d7
d8
d7
hd
d10
d9
end
