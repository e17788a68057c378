--TEST--
classes that refuse serialization (NotSerializable flag)
--FILE--
<?php
// Classes php marks not serializable (and their subclasses), whatever they declare.
$tests = [
    'closure' => fn() => 1,
    'generator' => (function () { yield 1; })(),
    'weakmap' => new WeakMap,
    'weakref' => WeakReference::create(new stdClass),
    'splfileinfo' => new SplFileInfo(__FILE__),
    'tempfile' => new SplTempFileObject(),
    'xmlwriter' => new XMLWriter,
    'simplexml' => new SimpleXMLElement('<a/>'),
    'secure' => new Random\Engine\Secure,
    'anonymous' => new class {},
];
foreach ($tests as $k => $o) {
    try {
        serialize($o);
        echo "$k: serialized\n";
    } catch (Exception $e) {
        echo "$k: ", $e->getMessage(), "\n";
    }
}
class MyInfo extends SplFileInfo {
    public function __serialize(): array { return []; }
    public function __unserialize(array $data): void {}
}
try {
    serialize(new MyInfo(__FILE__));
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
foreach (['O:6:"MyInfo":0:{}', 'O:11:"SplFileInfo":0:{}', 'O:7:"Closure":0:{}', 'C:7:"WeakMap":0:{}'] as $s) {
    try {
        unserialize($s);
    } catch (Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump((new ReflectionClass('SplFileInfo'))->getAttributes());
--EXPECT--
closure: Serialization of 'Closure' is not allowed
generator: Serialization of 'Generator' is not allowed
weakmap: Serialization of 'WeakMap' is not allowed
weakref: Serialization of 'WeakReference' is not allowed
splfileinfo: Serialization of 'SplFileInfo' is not allowed
tempfile: Serialization of 'SplTempFileObject' is not allowed
xmlwriter: serialized
simplexml: Serialization of 'SimpleXMLElement' is not allowed
secure: Serialization of 'Random\Engine\Secure' is not allowed
anonymous: Serialization of 'class@anonymous' is not allowed
Serialization of 'MyInfo' is not allowed
Unserialization of 'MyInfo' is not allowed
Unserialization of 'SplFileInfo' is not allowed
Unserialization of 'Closure' is not allowed
Unserialization of 'WeakMap' is not allowed
array(0) {
}
