--TEST--
unserialize() nested in Serializable::unserialize(), R: to the top value, typed refs
--FILE--
<?php
// unserialize() called from Serializable::unserialize() shares the outer
// call's back-references and depth; a failed nested call's values are gone.
class Box implements Serializable {
    public $data;
    function __construct($d = null) { $this->data = $d; }
    function serialize() { return serialize($this->data); }
    function unserialize($s) { $this->data = unserialize($s); }
}
$shared = new stdClass;
$shared->v = 1;
$s = serialize([$shared, new Box($shared), new Box([$shared])]);
echo $s, "\n";
$u = unserialize($s);
var_dump($u[0] === $u[1]->data, $u[0] === $u[2]->data[0]);

// An R: to the top value: __wakeup's write shows in the result.
class W { public $r; function __wakeup() { $this->r = 'woken'; } }
var_dump(unserialize('a:2:{i:0;O:1:"W":1:{s:1:"r";R:1;}i:1;i:2;}'));

// A failed inner call: its values cannot be referred to afterwards.
var_dump(unserialize('a:2:{i:0;C:3:"Box":3:{x:1}i:1;R:3;}'));

// Depth counts across the nesting unless the inner call sets its own limit.
class Deep implements Serializable {
    function serialize() { return ''; }
    function unserialize($s) {
        var_dump(unserialize(str_repeat('a:1:{i:0;', 3) . 'i:1;' . str_repeat('}', 3)));
        var_dump(is_array(unserialize(str_repeat('a:1:{i:0;', 3) . 'i:1;' . str_repeat('}', 3), ['max_depth' => 3])));
    }
}
var_dump(is_array(unserialize('a:1:{i:0;a:1:{i:0;C:4:"Deep":0:{}}}', ['max_depth' => 4])));

// Typed properties and references.
class T { public int $a; public float $b; }
try {
    unserialize('O:1:"T":2:{s:1:"a";i:1;s:1:"b";R:2;}');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
class T2 { public int $a; public int $b; }
var_dump(unserialize('O:2:"T2":2:{s:1:"a";i:1;s:1:"b";R:2;}'));

ini_set('unserialize_callback_func', 'no_such_function');
try {
    unserialize('O:7:"Missing":0:{}');
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
class S { public $x = 1; function __sleep() { return new stdClass; } }
var_dump(serialize(new S));
--EXPECTF--
Deprecated: Box implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 4
a:3:{i:0;O:8:"stdClass":1:{s:1:"v";i:1;}i:1;C:3:"Box":4:{r:2;}i:2;C:3:"Box":14:{a:1:{i:0;r:2;}}}
bool(true)
bool(true)
string(5) "woken"

Notice: unserialize(): Error at offset 0 of 3 bytes in %s on line 8

Notice: unserialize(): Error at offset 34 of 35 bytes in %s on line 22
bool(false)

Deprecated: Deep implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 25

Warning: unserialize(): Maximum depth of 4 exceeded. The depth limit can be changed using the max_depth unserialize() option or the unserialize_max_depth ini setting in %s on line 28

Notice: unserialize(): Error at offset 23 of 34 bytes in %s on line 28
bool(false)
bool(true)
bool(true)
Reference with value of type int held by property T::$a of type int is not compatible with property T::$b of type float
object(T2)#5 (2) {
  ["a"]=>
  &int(1)
  ["b"]=>
  &int(1)
}
Invalid callback no_such_function, function "no_such_function" not found or invalid function name

Warning: serialize(): S::__sleep() should return an array only containing the names of instance-variables to serialize in %s on line 51
string(2) "N;"
