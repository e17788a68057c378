--TEST--
ReflectionClass: names, kinds, members in php's order, instantiation, static properties
--FILE--
<?php
namespace App\Models;
interface HasName { function name(): string; }
trait Greets { public $greeting = "hi"; function greet() { return $this->greeting; } static function make() { return new static; } }
abstract class Base implements HasName {
    const BASE = 'b';
    protected $id = 0;
    private $secret = 's';
    public static $count = 0;
    abstract function name(): string;
    function id() { return $this->id; }
    private function hidden() {}
}
/**
 * A user.
 */
class User extends Base implements \Countable, \JsonSerializable {
    use Greets { greet as protected hello; }
    const ROLE = 'user';
    private const KEY = 42;
    public function __construct(public string $email = "x@y", protected ?int $age = null) {}
    function name(): string { return "u"; }
    function count(): int { return 1; }
    function jsonSerialize(): mixed { return []; }
    static function create(string ...$args): static { return new static; }
}
$rc = new \ReflectionClass(User::class);
var_dump($rc->getName(), $rc->getShortName(), $rc->getNamespaceName(), $rc->inNamespace());
var_dump($rc->isInterface(), $rc->isAbstract(), $rc->isFinal(), $rc->isInstantiable(), $rc->isCloneable(), $rc->isInternal(), $rc->isUserDefined(), $rc->isAnonymous(), $rc->isEnum(), $rc->isReadOnly(), $rc->isIterable(), $rc->isTrait());
var_dump($rc->getParentClass()->getName(), $rc->implementsInterface('Countable'), $rc->isSubclassOf(Base::class), $rc->isSubclassOf(User::class));
var_dump($rc->getInterfaceNames(), array_keys($rc->getInterfaces()));
var_dump($rc->getTraitNames(), array_keys($rc->getTraits()), $rc->getTraitAliases());
var_dump(array_map(fn($m) => $m->class . '::' . $m->name, $rc->getMethods()));
var_dump(array_map(fn($m) => $m->name, $rc->getMethods(\ReflectionMethod::IS_STATIC)));
var_dump(array_map(fn($m) => $m->name, $rc->getMethods(\ReflectionMethod::IS_PROTECTED | \ReflectionMethod::IS_PRIVATE)));
var_dump(array_map(fn($p) => $p->class . '::' . $p->name, $rc->getProperties()));
var_dump(array_map(fn($p) => $p->name, $rc->getProperties(\ReflectionProperty::IS_PUBLIC)));
var_dump($rc->getConstants(), $rc->getConstants(\ReflectionClassConstant::IS_PRIVATE), $rc->getConstant('ROLE'), $rc->getConstant('NOPE'), $rc->hasConstant('BASE'));
var_dump($rc->hasMethod('GREET'), $rc->hasMethod('hidden'), $rc->hasProperty('secret'), $rc->hasProperty('id'), $rc->hasProperty('email'));
var_dump($rc->getConstructor()->getNumberOfParameters(), $rc->getConstructor()->getNumberOfRequiredParameters());
var_dump($rc->getDocComment(), $rc->getStartLine(), $rc->getEndLine(), basename($rc->getFileName()) === basename(__FILE__), $rc->getModifiers(), \Reflection::getModifierNames($rc->getModifiers()));
var_dump($rc->getStaticProperties(), $rc->getDefaultProperties());
$u = $rc->newInstance("a@b", 3);
var_dump($u);
var_dump($rc->newInstanceArgs(['age' => 5]));
var_dump($rc->newInstanceWithoutConstructor());
$rc->setStaticPropertyValue('count', 10);
var_dump($rc->getStaticPropertyValue('count'), Base::$count, $rc->getStaticPropertyValue('nope', 'dflt'));
try { $rc->getStaticPropertyValue('nope'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $rc->setStaticPropertyValue('nope', 1); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($rc->isInstance($u), $rc->isInstance(new \stdClass));
$rb = new \ReflectionClass(Base::class);
var_dump($rb->isAbstract(), $rb->isInstantiable(), $rb->getModifiers(), \Reflection::getModifierNames($rb->getModifiers()));
try { $rb->newInstance(); } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$ri = new \ReflectionClass(HasName::class);
var_dump($ri->isInterface(), $ri->isAbstract(), $ri->isInstantiable(), $ri->getModifiers());
$rt = new \ReflectionClass(Greets::class);
var_dump($rt->isTrait(), $rt->isInstantiable(), $rt->getModifiers());
--EXPECT--
string(15) "App\Models\User"
string(4) "User"
string(10) "App\Models"
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
string(15) "App\Models\Base"
bool(true)
bool(true)
bool(false)
array(3) {
  [0]=>
  string(18) "App\Models\HasName"
  [1]=>
  string(9) "Countable"
  [2]=>
  string(16) "JsonSerializable"
}
array(3) {
  [0]=>
  string(18) "App\Models\HasName"
  [1]=>
  string(9) "Countable"
  [2]=>
  string(16) "JsonSerializable"
}
array(1) {
  [0]=>
  string(17) "App\Models\Greets"
}
array(1) {
  [0]=>
  string(17) "App\Models\Greets"
}
array(1) {
  ["hello"]=>
  string(24) "App\Models\Greets::greet"
}
array(9) {
  [0]=>
  string(28) "App\Models\User::__construct"
  [1]=>
  string(21) "App\Models\User::name"
  [2]=>
  string(22) "App\Models\User::count"
  [3]=>
  string(30) "App\Models\User::jsonSerialize"
  [4]=>
  string(23) "App\Models\User::create"
  [5]=>
  string(19) "App\Models\Base::id"
  [6]=>
  string(22) "App\Models\User::hello"
  [7]=>
  string(22) "App\Models\User::greet"
  [8]=>
  string(21) "App\Models\User::make"
}
array(2) {
  [0]=>
  string(6) "create"
  [1]=>
  string(4) "make"
}
array(1) {
  [0]=>
  string(5) "hello"
}
array(5) {
  [0]=>
  string(22) "App\Models\User::email"
  [1]=>
  string(20) "App\Models\User::age"
  [2]=>
  string(19) "App\Models\Base::id"
  [3]=>
  string(22) "App\Models\Base::count"
  [4]=>
  string(25) "App\Models\User::greeting"
}
array(3) {
  [0]=>
  string(5) "email"
  [1]=>
  string(5) "count"
  [2]=>
  string(8) "greeting"
}
array(3) {
  ["ROLE"]=>
  string(4) "user"
  ["KEY"]=>
  int(42)
  ["BASE"]=>
  string(1) "b"
}
array(1) {
  ["KEY"]=>
  int(42)
}
string(4) "user"
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
int(2)
int(0)
string(18) "/**
 * A user.
 */"
int(17)
int(26)
bool(true)
int(0)
array(0) {
}
array(1) {
  ["count"]=>
  int(0)
}
array(3) {
  ["count"]=>
  int(0)
  ["id"]=>
  int(0)
  ["greeting"]=>
  string(2) "hi"
}
object(App\Models\User)#11 (5) {
  ["id":protected]=>
  int(0)
  ["secret":"App\Models\Base":private]=>
  string(1) "s"
  ["email"]=>
  string(3) "a@b"
  ["age":protected]=>
  int(3)
  ["greeting"]=>
  string(2) "hi"
}
object(App\Models\User)#8 (5) {
  ["id":protected]=>
  int(0)
  ["secret":"App\Models\Base":private]=>
  string(1) "s"
  ["email"]=>
  string(3) "x@y"
  ["age":protected]=>
  int(5)
  ["greeting"]=>
  string(2) "hi"
}
object(App\Models\User)#8 (3) {
  ["id":protected]=>
  int(0)
  ["secret":"App\Models\Base":private]=>
  string(1) "s"
  ["email"]=>
  uninitialized(string)
  ["age":protected]=>
  uninitialized(?int)
  ["greeting"]=>
  string(2) "hi"
}
int(10)
int(10)
string(4) "dflt"
Property App\Models\User::$nope does not exist
Class App\Models\User does not have a property named nope
bool(true)
bool(false)
bool(true)
bool(false)
int(64)
array(1) {
  [0]=>
  string(8) "abstract"
}
Error: Cannot instantiate abstract class App\Models\Base
bool(true)
bool(true)
bool(false)
int(0)
bool(true)
bool(false)
int(0)
