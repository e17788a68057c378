--TEST--
ReflectionAttribute: arguments, named arguments, newInstance validation, filters, export
--FILE--
<?php
namespace Attrs;
use Attribute;
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
class Route { public function __construct(public string $path, public array $methods = ['GET'], public ?string $name = null) {} }
#[Attribute(Attribute::TARGET_PROPERTY)]
class Column { public function __construct(public string $type = 'string') {} }
#[Attribute]
class Any {}
enum Suit: string { case H = 'h'; case S = 's'; }
const MY = 'const';
#[Route('/a', name: 'a'), Route(path: '/b', methods: ['POST'])]
#[Any]
class Ctl {
  #[Column('int')] public $id;
  #[Column(type: self::T)] public $t;
  const T = 'text';
  #[Route('/m', [Suit::H->value, MY, \PHP_VERSION_ID > 0, 1 + 2, [1, 2][1]])]
  public function m(#[Any] $x) {}
  #[Any(new Column('x'), Suit::S)]
  const C = 1;
}
$rc = new \ReflectionClass(Ctl::class);
foreach ($rc->getAttributes() as $a) {
  var_dump($a->getName(), $a->getTarget(), $a->isRepeated(), $a->getArguments());
  var_dump($a->newInstance());
  echo $a;
}
foreach ($rc->getProperties() as $p) foreach ($p->getAttributes() as $a) { var_dump($a->getArguments(), $a->newInstance()); echo $a; }
$m = $rc->getMethod('m');
foreach ($m->getAttributes() as $a) { var_dump($a->getArguments()); echo $a; var_dump($a->newInstance()); }
var_dump($m->getParameters()[0]->getAttributes()[0]->newInstance());
$k = $rc->getReflectionConstant('C')->getAttributes()[0];
var_dump($k->getArguments()); echo $k;
try { $k->newInstance(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
var_dump(count($rc->getAttributes(Route::class)), count($rc->getAttributes('attrs\route')), count($rc->getAttributes(Any::class, \ReflectionAttribute::IS_INSTANCEOF)), count($rc->getAttributes('Route')));
#[Column] function f() {}
try { (new \ReflectionFunction('Attrs\f'))->getAttributes()[0]->newInstance(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
#[Attribute(Attribute::TARGET_FUNCTION)] class NoRep {}
#[NoRep] #[NoRep] function g() {}
try { (new \ReflectionFunction('Attrs\g'))->getAttributes()[0]->newInstance(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(11) "Attrs\Route"
int(1)
bool(true)
array(2) {
  [0]=>
  string(2) "/a"
  ["name"]=>
  string(1) "a"
}
object(Attrs\Route)#5 (3) {
  ["path"]=>
  string(2) "/a"
  ["methods"]=>
  array(1) {
    [0]=>
    string(3) "GET"
  }
  ["name"]=>
  string(1) "a"
}
Attribute [ Attrs\Route ] {
  - Arguments [2] {
    Argument #0 [ '/a' ]
    Argument #1 [ name = 'a' ]
  }
}
string(11) "Attrs\Route"
int(1)
bool(true)
array(2) {
  ["path"]=>
  string(2) "/b"
  ["methods"]=>
  array(1) {
    [0]=>
    string(4) "POST"
  }
}
object(Attrs\Route)#5 (3) {
  ["path"]=>
  string(2) "/b"
  ["methods"]=>
  array(1) {
    [0]=>
    string(4) "POST"
  }
  ["name"]=>
  NULL
}
Attribute [ Attrs\Route ] {
  - Arguments [2] {
    Argument #0 [ path = '/b' ]
    Argument #1 [ methods = ['POST'] ]
  }
}
string(9) "Attrs\Any"
int(1)
bool(false)
array(0) {
}
object(Attrs\Any)#5 (0) {
}
Attribute [ Attrs\Any ]
array(1) {
  [0]=>
  string(3) "int"
}
object(Attrs\Column)#4 (1) {
  ["type"]=>
  string(3) "int"
}
Attribute [ Attrs\Column ] {
  - Arguments [1] {
    Argument #0 [ 'int' ]
  }
}
array(1) {
  ["type"]=>
  string(4) "text"
}
object(Attrs\Column)#5 (1) {
  ["type"]=>
  string(4) "text"
}
Attribute [ Attrs\Column ] {
  - Arguments [1] {
    Argument #0 [ type = self::T ]
  }
}
array(2) {
  [0]=>
  string(2) "/m"
  [1]=>
  array(5) {
    [0]=>
    string(1) "h"
    [1]=>
    string(5) "const"
    [2]=>
    bool(true)
    [3]=>
    int(3)
    [4]=>
    int(2)
  }
}
Attribute [ Attrs\Route ] {
  - Arguments [2] {
    Argument #0 [ '/m' ]
    Argument #1 [ [\Attrs\Suit::H->value, Attrs\MY, true, 3, 2] ]
  }
}
object(Attrs\Route)#6 (3) {
  ["path"]=>
  string(2) "/m"
  ["methods"]=>
  array(5) {
    [0]=>
    string(1) "h"
    [1]=>
    string(5) "const"
    [2]=>
    bool(true)
    [3]=>
    int(3)
    [4]=>
    int(2)
  }
  ["name"]=>
  NULL
}
object(Attrs\Any)#6 (0) {
}
array(2) {
  [0]=>
  object(Attrs\Column)#6 (1) {
    ["type"]=>
    string(1) "x"
  }
  [1]=>
  enum(Attrs\Suit::S)
}
Attribute [ Attrs\Any ] {
  - Arguments [2] {
    Argument #0 [ new \Attrs\Column('x') ]
    Argument #1 [ \Attrs\Suit::S ]
  }
}
Attribute class Attrs\Any does not have a constructor, cannot pass arguments
int(2)
int(2)
int(1)
int(0)
Attribute "Attrs\Column" cannot target function (allowed targets: property)
Attribute "Attrs\NoRep" must not be repeated
