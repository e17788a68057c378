--TEST--
instanceof a named class: several classes at one site, a negative answer that class_alias changes, catch clauses
--FILE--
<?php
// `$x instanceof Name`: several classes at one site, a negative
// answer that a later declaration or class_alias makes positive, interfaces, catch clauses.
interface I {}
class A implements I {}
class B extends A {}
class C {}
function isA($x) { return $x instanceof A; }
function isI($x) { return $x instanceof I; }
function isLater($x) { return $x instanceof Later; }
function isAlias($x) { return $x instanceof AliasOfA; }
$objs = [new A, new B, new C, new A, 1, 'A', null, [], new C, new B];
foreach ($objs as $o) echo isA($o) ? 'A' : '-', isI($o) ? 'I' : '-', isLater($o) ? 'L' : '-', isAlias($o) ? 'S' : '-', ' ';
echo "\n";
$b = new B; $r = &$b; var_dump($r instanceof A, $r instanceof C);
var_dump(isAlias(new B));
class_alias('A', 'AliasOfA');
var_dump(isAlias(new B), isAlias(new C), isAlias(new A));
var_dump(isLater(new C));
if (true) { class Later extends C {} }
var_dump(isLater(new C), isLater(new Later), isLater(new A));
class E1 extends Exception {}
class E2 extends E1 {}
function thrower($i) { if ($i % 3 == 0) throw new E2("two"); if ($i % 3 == 1) throw new E1("one"); throw new RuntimeException("rt"); }
for ($i = 0; $i < 6; $i++) {
  try { thrower($i); } catch (E2 $e) { echo "E2 "; } catch (E1 $e) { echo "E1 "; } catch (Exception $e) { echo "Ex "; }
}
echo "\n";
$n = 0;
for ($i = 0; $i < 3000; $i++) { $o = $objs[$i % 10]; if ($o instanceof A) $n++; if ($o instanceof I) $n += 10; if ($o instanceof C) $n += 100; }
var_dump($n);
--EXPECTF--
AI-- AI-- ---- AI-- ---- ---- ---- ---- ---- AI-- 
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
E2 E1 Ex E2 E1 Ex 
int(73200)
