--TEST--
ReflectionProperty: values, types, defaults, readonly, static, dynamic properties
--FILE--
<?php
class P { protected $pp = 1; private $priv = 2; public static $ps = 's'; }
class C extends P {
  /** pdoc */
  public int $typed;
  public ?string $n = null;
  public readonly int $ro;
  public $arr = ['a' => [1]];
  const K = 3;
  public $expr = self::K * 2;
  private static int $cnt = 0;
  function __construct(public $prom = 5) { $this->ro = 9; }
  function __get($n) { return "magic $n"; }
}
$c = new C;
foreach (['typed', 'n', 'ro', 'arr', 'expr', 'cnt', 'prom', 'pp', 'ps'] as $name) {
  $p = new ReflectionProperty('C', $name);
  echo $p;
  var_dump($p->name, $p->class, $p->isPublic(), $p->isPrivate(), $p->isProtected(), $p->isStatic(), $p->isReadOnly(), $p->isDefault(), $p->isPromoted(), $p->getModifiers(), $p->hasType(), (string)$p->getType(), $p->hasDefaultValue(), $p->getDefaultValue(), $p->getDocComment());
  var_dump($p->isInitialized($p->isStatic() ? null : $c));
  try { var_dump($p->getValue($c)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$p = new ReflectionProperty('C', 'typed');
$p->setValue($c, "42");
var_dump($c->typed);
try { $p->setValue($c, "abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$r = new ReflectionProperty('C', 'ro');
try { $r->setValue($c, 1); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$s = new ReflectionProperty('C', 'cnt');
$s->setValue(null, 7); var_dump($s->getValue());
try { $s->setValue(null, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionProperty('C', 'priv'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$pp = new ReflectionProperty('P', 'priv'); var_dump($pp->getValue($c));
unset($c->n);
var_dump((new ReflectionProperty('C', 'n'))->getValue($c));
$o = new stdClass; $o->a = 1;
$d = new ReflectionProperty($o, 'a'); var_dump($d->getValue($o), $d->isDefault());
echo new ReflectionObject($o);
var_dump((new ReflectionObject($o))->getProperties(), (new ReflectionObject($o))->hasProperty('a'));
var_dump((new ReflectionClass('C'))->getProperty('P::pp'));
try { (new ReflectionClass('C'))->getProperty('stdClass::x'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Property [ public int $typed ]
string(5) "typed"
string(1) "C"
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
int(1)
bool(true)
string(3) "int"
bool(false)
NULL
string(11) "/** pdoc */"
bool(false)
Error: Typed property C::$typed must not be accessed before initialization
Property [ public ?string $n = NULL ]
string(1) "n"
string(1) "C"
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
int(1)
bool(true)
string(7) "?string"
bool(true)
NULL
bool(false)
bool(true)
NULL
Property [ public readonly int $ro ]
string(2) "ro"
string(1) "C"
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
int(129)
bool(true)
string(3) "int"
bool(false)
NULL
bool(false)
bool(true)
int(9)
Property [ public $arr = ['a' => [1]] ]
string(3) "arr"
string(1) "C"
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
int(1)
bool(false)
string(0) ""
bool(true)
array(1) {
  ["a"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
bool(false)
bool(true)
array(1) {
  ["a"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
Property [ public $expr = 6 ]
string(4) "expr"
string(1) "C"
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
int(1)
bool(false)
string(0) ""
bool(true)
int(6)
bool(false)
bool(true)
int(6)
Property [ private static int $cnt = 0 ]
string(3) "cnt"
string(1) "C"
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
int(20)
bool(true)
string(3) "int"
bool(true)
int(0)
bool(false)
bool(true)
int(0)
Property [ public $prom = NULL ]
string(4) "prom"
string(1) "C"
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
int(1)
bool(false)
string(0) ""
bool(true)
NULL
bool(false)
bool(true)
int(5)
Property [ protected $pp = 1 ]
string(2) "pp"
string(1) "P"
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
int(2)
bool(false)
string(0) ""
bool(true)
int(1)
bool(false)
bool(true)
int(1)
Property [ public static $ps = 's' ]
string(2) "ps"
string(1) "P"
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
int(17)
bool(false)
string(0) ""
bool(true)
string(1) "s"
bool(false)
bool(true)
string(1) "s"
int(42)
Cannot assign string to property C::$typed of type int
Cannot modify readonly property C::$ro
int(7)
Cannot assign string to property C::$cnt of type int
Property C::$priv does not exist
int(2)
string(7) "magic n"
int(1)
bool(false)
Object of class [ <internal:Core> class stdClass ] {

  - Constants [0] {
  }

  - Static properties [0] {
  }

  - Static methods [0] {
  }

  - Properties [0] {
  }

  - Dynamic properties [1] {
    Property [ <dynamic> public $a ]
  }

  - Methods [0] {
  }
}
array(1) {
  [0]=>
  object(ReflectionProperty)#10 (2) {
    ["name"]=>
    string(1) "a"
    ["class"]=>
    string(8) "stdClass"
  }
}
bool(true)
object(ReflectionProperty)#9 (2) {
  ["name"]=>
  string(2) "pp"
  ["class"]=>
  string(1) "P"
}
Fully qualified property name stdClass::$x does not specify a base class of C
