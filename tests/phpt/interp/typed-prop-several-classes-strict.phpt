--TEST--
Typed object properties assigned objects of several classes under strict_types: a Stringable for string|Foo is refused
--FILE--
<?php
declare(strict_types=1);
class Block {} class Str { public function __toString(): string { return 's'; } }
class H { public string|Block $sb = ''; public ?Block $b = null; }
$h = new H;
foreach ([new Block, new Str, new Block, new Str] as $v) {
  try { $h->sb = $v; echo is_object($h->sb) ? get_class($h->sb) : $h->sb, "\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
  try { $h->b = $v; echo get_class($h->b), "\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
Block
Block
Cannot assign Str to property H::$sb of type Block|string
Cannot assign Str to property H::$b of type ?Block
Block
Block
Cannot assign Str to property H::$sb of type Block|string
Cannot assign Str to property H::$b of type ?Block
