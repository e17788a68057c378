--TEST--
ReflectionEnum and enum cases, ReflectionReference, ReflectionGenerator
--FILE--
<?php
interface HasColor { function color(): string; }
enum Suit: string implements HasColor {
  case Hearts = 'H';
  case Spades = 'S';
  const Wild = self::Spades;
  function color(): string { return 'Red'; }
  static function fromChar(string $c): self { return self::from($c); }
}
enum Status { case Active; case Inactive; }
$re = new ReflectionEnum(Suit::class);
var_dump($re->isBacked(), (string)$re->getBackingType(), $re->isEnum(), $re->isFinal(), $re->isInstantiable(), $re->getInterfaceNames());
var_dump($re->hasCase('Hearts'), $re->hasCase('Wild'), $re->hasCase('nope'));
foreach ($re->getCases() as $c) { var_dump(get_class($c), $c->name, $c->getValue(), $c->getBackingValue(), $c->isEnumCase(), $c->getEnum()->name); echo $c; }
try { $re->getCase('Wild'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $re->getCase('Nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($re->getConstants());
var_dump(array_map(fn($m) => $m->name, $re->getMethods()));
$ru = new ReflectionEnum('Status');
var_dump($ru->isBacked(), $ru->getBackingType(), get_class($ru->getCase('Active')));
try { new ReflectionEnumBackedCase('Status', 'Active'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionEnumUnitCase('Suit', 'Wild'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClassConstant('Suit', 'Hearts'))->isEnumCase(), (new ReflectionClassConstant('Suit', 'Wild'))->isEnumCase());
var_dump((new ReflectionClass('Suit'))->isEnum(), (new ReflectionClass('Suit'))->getConstant('Hearts'));
try { (new ReflectionClass('Suit'))->newInstanceWithoutConstructor(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$a = [1, 2]; $ref = &$a[0];
$r1 = ReflectionReference::fromArrayElement($a, 0);
$r2 = ReflectionReference::fromArrayElement([&$ref], 0);
var_dump($r1 instanceof ReflectionReference, $r1->getId() === $r2->getId(), strlen($r1->getId()), ReflectionReference::fromArrayElement($a, 1));
try { ReflectionReference::fromArrayElement($a, 5); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
function g() { yield 1; yield 2; }
$gen = g(); $gen->current();
$rg = new ReflectionGenerator($gen);
var_dump($rg->getExecutingLine(), basename($rg->getExecutingFile()) === basename(__FILE__), $rg->getFunction()->name, $rg->getThis(), $rg->getExecutingGenerator() === $gen);
foreach ($gen as $_);
try { new ReflectionGenerator($gen); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
string(6) "string"
bool(true)
bool(true)
bool(false)
array(3) {
  [0]=>
  string(8) "HasColor"
  [1]=>
  string(8) "UnitEnum"
  [2]=>
  string(10) "BackedEnum"
}
bool(true)
bool(false)
bool(false)
string(24) "ReflectionEnumBackedCase"
string(6) "Hearts"
enum(Suit::Hearts)
string(1) "H"
bool(true)
string(4) "Suit"
Constant [ public Suit Hearts ] { Object }
string(24) "ReflectionEnumBackedCase"
string(6) "Spades"
enum(Suit::Spades)
string(1) "S"
bool(true)
string(4) "Suit"
Constant [ public Suit Spades ] { Object }
Suit::Wild is not a case
Case Suit::Nope does not exist
array(3) {
  ["Hearts"]=>
  enum(Suit::Hearts)
  ["Spades"]=>
  enum(Suit::Spades)
  ["Wild"]=>
  enum(Suit::Spades)
}
array(5) {
  [0]=>
  string(5) "color"
  [1]=>
  string(8) "fromChar"
  [2]=>
  string(5) "cases"
  [3]=>
  string(4) "from"
  [4]=>
  string(7) "tryFrom"
}
bool(false)
NULL
string(22) "ReflectionEnumUnitCase"
Enum case Status::Active is not a backed case
Constant Suit::Wild is not a case
bool(true)
bool(false)
bool(true)
enum(Suit::Hearts)
Cannot instantiate enum Suit
bool(true)
bool(true)
int(20)
NULL
Array key not found
int(31)
bool(true)
string(1) "g"
NULL
bool(true)
Cannot create ReflectionGenerator based on a terminated Generator
