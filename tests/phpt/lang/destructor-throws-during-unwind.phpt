--TEST--
A destructor that throws while an exception leaves its frame: chained, its previous the first, the frame's other locals still released
--FILE--
<?php
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "dtor {$this->n}\n"; if ($this->n > 0) throw new Exception("from dtor {$this->n}"); } }
function f() { $a = new D(1); $b = new D(0); $c = new D(2); throw new LogicException("first"); }
for ($i = 0; $i < 3; $i++) {
try { f(); } catch (Exception $e) { while ($e) { echo get_class($e), ": ", $e->getMessage(), "\n"; $e = $e->getPrevious(); } }
}
function k() { $a = new D(3); try { throw new LogicException("inner"); } finally { echo "finally\n"; } }
try { k(); } catch (Exception $e) { while ($e) { echo get_class($e), ": ", $e->getMessage(), "\n"; $e = $e->getPrevious(); } }
function m() { $a = new D(4); throw new LogicException("x"); }
function n() { $z = new D(5); m(); }
try { n(); } catch (Exception $e) { while ($e) { echo get_class($e), ": ", $e->getMessage(), "\n"; $e = $e->getPrevious(); } }
echo "end\n";
--EXPECT--
dtor 1
dtor 0
dtor 2
Exception: from dtor 2
Exception: from dtor 1
LogicException: first
dtor 1
dtor 0
dtor 2
Exception: from dtor 2
Exception: from dtor 1
LogicException: first
dtor 1
dtor 0
dtor 2
Exception: from dtor 2
Exception: from dtor 1
LogicException: first
finally
dtor 3
Exception: from dtor 3
LogicException: inner
dtor 4
dtor 5
Exception: from dtor 5
Exception: from dtor 4
LogicException: x
end
