--TEST--
$$x naming this: a read gives $this in a method, a write, bind or fetch for write is 'Cannot re-assign $this'
--FILE--
<?php
function t($f) { try { $f(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(function() { $a = "this"; $$a = 0; echo "after\n"; });
t(function() { $a = "this"; var_dump($$a); });
t(function() { $a = "this"; var_dump(isset($$a)); });
t(function() { $a = "this"; $$a[] = 1; echo "after\n"; });
t(function() { $a = "this"; $$a .= 'x'; echo "after\n"; });
t(function() { $a = "this"; $$a++; echo "after\n"; });
t(function() { $a = "this"; $r = &$$a; echo "after\n"; });
t(function() { $a = "this"; unset($$a); echo "after\n"; });
t(function() { $a = "this"; $x = 5; $$a = &$x; echo "after\n"; });
class C { function m() { $a = "this"; var_dump($$a === $this); try { $$a = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; } var_dump($this); } }
(new C)->m();
t(function() { $a = "this"; $b = ['this' => 1]; extract($b); echo "ok\n"; });
--EXPECTF--
Error: Cannot re-assign $this

Warning: Undefined variable $this in %s on line 4
NULL
bool(false)
Error: Cannot re-assign $this
Error: Cannot re-assign $this
Error: Cannot re-assign $this
Error: Cannot re-assign $this
after
Error: Cannot re-assign $this
bool(true)
Cannot re-assign $this
object(C)#1 (0) {
}
Error: Cannot re-assign $this
