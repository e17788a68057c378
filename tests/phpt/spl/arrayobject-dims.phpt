--TEST--
ArrayObject: nested element writes, references, overridden offsetGet
--FILE--
<?php
$ao = new ArrayObject();
$ao['a']['b'] = 1;
$ao['n'] = 1; $ao['n']++; $ao['n'] .= 'x';
$ao['arr'][] = 5;
$ao[] = 7;
var_dump($ao['missing']);
var_dump(isset($ao['a']['b']), empty($ao['n']));
$r = &$ao['ref']; $r = 9;
print_r($ao->getArrayCopy());
class S extends ArrayObject { function offsetGet($k): mixed { echo "get $k\n"; return parent::offsetGet($k); } }
$s = new S(['a'=>[1]]);
$s['a'][] = 2;
print_r($s->getArrayCopy());
--EXPECTF--
Warning: Undefined array key "missing" in %s on line 7
NULL
bool(true)
bool(false)
Array
(
    [a] => Array
        (
            [b] => 1
        )

    [n] => 2x
    [arr] => Array
        (
            [0] => 5
        )

    [0] => 7
    [ref] => 9
)
get a

Notice: Indirect modification of overloaded element of S has no effect in %s on line 13
Array
(
    [a] => Array
        (
            [0] => 1
        )

)
