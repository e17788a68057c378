--TEST--
Typed object properties assigned objects of several classes in turn: class, interface, union, nullable and self types, misfits, a Stringable for string|Foo
--FILE--
<?php
// Typed object properties assigned objects of several classes in turn: class,
// interface, union, nullable and self types; a class that does not fit (the
// TypeError); a Stringable object for string|Foo (coerced in weak mode).
interface Shape {}
abstract class Node implements Shape { public ?Node $parent = null; public ?Node $next = null; }
class Block extends Node {}
class Inline extends Node {}
class Text extends Inline {}
class Other implements Shape {}
class Str { public function __toString(): string { return 'as string'; } }
class Holder {
  public ?Node $node = null;
  public Shape $shape;
  public Block|Text|null $either = null;
  public ?self $me = null;
  public string|Block $sb = '';
  public function set($n) { $this->node = $n; return $this; }
}
$h = new Holder;
$all = [new Block, new Inline, new Text, new Block, new Text, new Inline];
for ($round = 0; $round < 2; $round++) {
  foreach ($all as $i => $n) {
    $h->set($n);
    $h->shape = $n;
    $n->parent = $all[($i + 1) % count($all)];
    $n->next = $n->parent;
    echo get_class($h->node), '/', get_class($n->parent), ' ';
    if (!($n instanceof Inline) || $n instanceof Text) { $h->either = $n; echo get_class($h->either), ' '; }
  }
  echo "\n";
  $h->shape = new Other; echo get_class($h->shape), "\n";
  foreach ([new Inline, new Other, new Str] as $bad) {
    try { $h->either = $bad; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { $h->node = $bad; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
  }
  $h->me = $h; $h->me = new Holder; echo get_class($h->me), "\n";
  $h->sb = new Block; echo get_class($h->sb), "\n";
  $h->sb = new Str; var_dump($h->sb);
  $h->sb = new Block; $h->sb = new Str; var_dump($h->sb);
}
--EXPECT--
Block/Inline Block Inline/Text Text/Block Text Block/Text Block Text/Inline Text Inline/Block 
Other
Cannot assign Inline to property Holder::$either of type Block|Text|null
Cannot assign Other to property Holder::$either of type Block|Text|null
Cannot assign Other to property Holder::$node of type ?Node
Cannot assign Str to property Holder::$either of type Block|Text|null
Cannot assign Str to property Holder::$node of type ?Node
Holder
Block
string(9) "as string"
string(9) "as string"
Block/Inline Block Inline/Text Text/Block Text Block/Text Block Text/Inline Text Inline/Block 
Other
Cannot assign Inline to property Holder::$either of type Block|Text|null
Cannot assign Other to property Holder::$either of type Block|Text|null
Cannot assign Other to property Holder::$node of type ?Node
Cannot assign Str to property Holder::$either of type Block|Text|null
Cannot assign Str to property Holder::$node of type ?Node
Holder
Block
string(9) "as string"
string(9) "as string"
