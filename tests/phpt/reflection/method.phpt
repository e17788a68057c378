--TEST--
ReflectionMethod: modifiers, prototypes, invoke, getClosure, export
--FILE--
<?php
interface I { function im(); }
class P { function __construct() {} function pm() {} protected function prot() {} private function priv() {} public static function sp() { return static::class; } }
class C extends P implements I {
  function __construct() {}
  function im() { return 'im'; }
  function pm() { return 'pm:' . get_class($this); }
  final public function fin() {}
  public function __destruct() {}
}
abstract class A { abstract protected function ab(); }
$m = new ReflectionMethod('C', 'pm');
var_dump($m->name, $m->class, $m->getName(), $m->isPublic(), $m->isPrivate(), $m->isProtected(), $m->isAbstract(), $m->isFinal(), $m->isStatic(), $m->isConstructor(), $m->isDestructor(), $m->getModifiers());
var_dump($m->getDeclaringClass()->name, $m->getPrototype()->class, $m->hasPrototype());
var_dump($m->invoke(new C), $m->invokeArgs(new C, []));
try { $m->invoke(new P); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $m->invoke(null); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$cl = $m->getClosure(new C); var_dump($cl());
try { $m->getClosure(); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$s = new ReflectionMethod('C::sp');
var_dump($s->invoke(null), $s->class, ($s->getClosure())());
var_dump((new ReflectionMethod('C', 'im'))->getPrototype()->class);
try { (new ReflectionMethod('C', 'fin'))->getPrototype(); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionMethod('C', '__construct'))->getPrototype(); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionMethod('C', '__construct'))->isConstructor(), (new ReflectionMethod('C', '__destruct'))->isDestructor(), (new ReflectionMethod('C', 'fin'))->getModifiers());
$ab = new ReflectionMethod('A', 'ab');
var_dump($ab->isAbstract(), $ab->getModifiers(), Reflection::getModifierNames($ab->getModifiers()));
try { $ab->invoke(null); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$pr = new ReflectionMethod('P', 'priv');
var_dump($pr->invoke(new P));
$pr->setAccessible(true);
echo new ReflectionMethod('C', 'pm');
echo new ReflectionMethod('C', 'prot');
echo new ReflectionMethod('C', 'im');
echo new ReflectionMethod('C', '__construct');
try { new ReflectionMethod('C'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod('Nope::x'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod(new C, 'zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump(new ReflectionMethod(new C, 'IM'));
$rm = new ReflectionMethod('I', 'im'); var_dump($rm->isAbstract(), $rm->getModifiers());
echo $rm;
--EXPECTF--
string(2) "pm"
string(1) "C"
string(2) "pm"
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
int(1)
string(1) "C"
string(1) "P"
bool(true)
string(4) "pm:C"
string(4) "pm:C"
Given object is not an instance of the class this method was declared in
Trying to invoke non static method C::pm() without an object
string(4) "pm:C"
ReflectionMethod::getClosure(): Argument #1 ($object) cannot be null for non-static methods
string(1) "C"
string(1) "P"
string(1) "P"
string(1) "I"
Method C::fin does not have a prototype
Method C::__construct does not have a prototype
bool(true)
bool(true)
int(33)
bool(true)
int(66)
array(2) {
  [0]=>
  string(8) "abstract"
  [1]=>
  string(9) "protected"
}
Trying to invoke abstract method A::ab()
NULL
Method [ <user, overwrites P, prototype P> public method pm ] {
  @@ %s 7 - 7
}
Method [ <user, inherits P> protected method prot ] {
  @@ %s 3 - 3
}
Method [ <user, prototype I> public method im ] {
  @@ %s 6 - 6
}
Method [ <user, overwrites P, ctor> public method __construct ] {
  @@ %s 5 - 5
}
ReflectionMethod::__construct(): Argument #1 ($objectOrMethod) must be a valid method name
Class "Nope" does not exist
Method C::zz() does not exist
object(ReflectionMethod)#8 (2) {
  ["name"]=>
  string(2) "im"
  ["class"]=>
  string(1) "C"
}
bool(true)
int(65)
Method [ <user> abstract public method im ] {
  @@ %s 2 - 2
}
