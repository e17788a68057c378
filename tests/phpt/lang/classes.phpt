--TEST--
classes: inheritance, static, interfaces, traits, magic
--FILE--
<?php
interface HasName { const PREFIX = "I:"; function name(): string; }
trait Greets { public function greet() { return "Hello from " . $this->name() . " (" . static::class . ")"; } }
abstract class Animal implements HasName {
  protected static int $count = 0;
  public function __construct(protected string $n) { static::$count++; self::$count += 0; }
  abstract public function sound(): string;
  public function name(): string { return self::PREFIX . $this->n; }
  public static function count(): int { return static::$count; }
}
class Dog extends Animal { use Greets; public function sound(): string { return "woof"; } }
class Puppy extends Dog { public function sound(): string { return "yip " . parent::sound(); } }
$d = new Dog("rex"); $p = new Puppy("bit");
echo $d->sound(), " ", $p->sound(), " ", $p->greet(), " ", Animal::count(), "\n";
var_dump($p instanceof Animal, $p instanceof HasName, $d instanceof Puppy);
class Magic { private $data = []; function __get($k) { return $this->data[$k] ?? "none"; } function __set($k, $v) { $this->data[$k] = $v; }
  function __isset($k) { return isset($this->data[$k]); } function __call($m, $a) { return "$m(" . implode(",", $a) . ")"; }
  static function __callStatic($m, $a) { return "static $m"; } function __toString() { return "Magic!"; } function __invoke($x) { return $x * 2; } }
$m = new Magic; $m->color = "red"; echo $m->color, " ", $m->size, " ", isset($m->color) ? "set" : "unset", " ", $m->doIt(1, 2), " ", Magic::stat(), " ", $m, " ", $m(21), "\n";
$c = clone $d; var_dump($c == $d, $c === $d);
var_dump($d);
--EXPECT--
woof yip woof Hello from I:bit (Puppy) 2
bool(true)
bool(true)
bool(false)
red none set doIt(1,2) static stat Magic! 42
bool(true)
bool(false)
object(Dog)#1 (1) {
  ["n":protected]=>
  string(3) "rex"
}
