--TEST--
instanceof with class names made at run time (memo by bytes): spellings, aliases, classes defined later
--FILE--
<?php
// instanceof with a class name made at run time: remembered by its bytes, checked against the class's own name
namespace App\Model;
interface Node {}
class Leaf implements Node {}
class Branch implements Node {}
$objs = [new Leaf, new Branch, new \stdClass];
$names = [];
foreach (['Leaf', 'Branch', 'Node', 'LEAF', 'node', 'Missing'] as $short) $names[] = __NAMESPACE__ . '\\' . $short;
$names[] = '\\App\\Model\\Leaf';
$names[] = 'app\\model\\branch';
$names[] = 'stdClass';
for ($round = 0; $round < 3; $round++) {
    $line = '';
    foreach ($objs as $o) {
        foreach ($names as $n) {
            $dyn = implode('', str_split($n));   // a new string each time
            $line .= ($o instanceof $dyn) ? '1' : '0';
        }
        $line .= ' ';
    }
    echo $line, "\n";
    if ($round == 0) {
        class_alias(Leaf::class, 'App\\Model\\Missing');   // the missing name now resolves
        $objs[] = new Leaf;
    }
}
$cls = 'App\\Model\\Later';
var_dump(new Leaf instanceof $cls);
eval('namespace App\\Model; class Later extends Leaf {}');
var_dump(new Later instanceof $cls, new Leaf instanceof $cls);
--EXPECT--
101110100 011010010 000000001 
101111100 011010010 000000001 101111100 
101111100 011010010 000000001 101111100 
bool(false)
bool(true)
bool(false)
