--TEST--
Which classes exist before their declaration runs (php's early binding)
--FILE--
<?php
var_dump(class_exists('Plain', false), class_exists('Child', false), class_exists('WithIface', false),
         class_exists('WithTrait', false), class_exists('Late', false), class_exists('Str', false),
         enum_exists('En', false));
class Plain {}
class Child extends Plain {}
interface I {}
class WithIface implements I {}
trait T {}
class WithTrait { use T; }
class Late extends Later {}
class Later {}
class Str { function __toString(): string { return ""; } }
enum En { case A; }
var_dump(class_exists('WithIface', false), class_exists('Late', false));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
