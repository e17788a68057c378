--TEST--
SimpleXMLElement boolean/arithmetic casts and uninitialized objects
--FILE--
<?php
// SimpleXMLElement in boolean and arithmetic context, and uninitialized objects.
$t = fn($s) => var_dump((bool)simplexml_load_string($s));
$t("<foo/>");
$t("<foo>text</foo>");
$t("<foo a=\"1\"/>");
$t("<foo><b/></foo>");
$x = simplexml_load_string('<r><a/><b>t</b><c x="1"/><n> 2.5 </n><i>12abc</i><big>9223372036854775808</big></r>');
var_dump((bool)$x->a, (bool)$x->b, (bool)$x->c, (bool)$x->zz);
var_dump((bool)$x->attributes(), (bool)$x->c->attributes(), (bool)$x->children(), (bool)$x->a->children());
echo $x->a ? "a: yes\n" : "a: no\n";
echo $x->zz ? "zz: yes\n" : "zz: no\n";
var_dump(!$x->a, $x->zz == false);
var_dump($x->n * 2, $x->n + 1, -$x->n, $x->n ** 2, $x->n % 2, $x->n | 1);
var_dump($x->i * 2, $x->b + 1, $x->big / 2, 10 - $x->n);
try {
    var_dump($x->n + []);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    var_dump($x + new stdClass);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
class MySXE extends SimpleXMLElement {
    public function __construct() {}
}
$m = new MySXE;
foreach (['count', 'children', 'attributes', 'getDocNamespaces'] as $f) {
    try {
        var_dump($m->$f());
    } catch (Error $e) {
        echo "$f: ", $e->getMessage(), "\n";
    }
}
try {
    var_dump($m->foo);
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
$empty = @simplexml_load_string('XXX^', 'SimpleXMLElement', 1);
try {
    var_dump($empty->xpath('a'));
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
var_dump($empty->getDocNamespaces());
try {
    new SimpleXMLElement('<a/>', -1);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
a: yes
zz: no
bool(false)
bool(true)
float(5)
float(3.5)
float(-2.5)
float(6.25)
int(0)
int(3)
int(24)
int(1)
float(4.611686018427388E+18)
float(7.5)
Unsupported operand types: SimpleXMLElement + array
Unsupported operand types: SimpleXMLElement + stdClass
count: SimpleXMLElement is not properly initialized
children: SimpleXMLElement is not properly initialized
attributes: SimpleXMLElement is not properly initialized
getDocNamespaces: SimpleXMLElement is not properly initialized
SimpleXMLElement is not properly initialized
SimpleXMLElement is not properly initialized
bool(false)
