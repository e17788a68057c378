--TEST--
ReflectionAttribute::__toString and targets
--FILE--
<?php
#[A1]
#[A2(1, "x", name: [1,2], o: new stdClass, c: PHP_EOL, d: A::B)]
function f() {}
foreach ((new ReflectionFunction('f'))->getAttributes() as $a) { echo $a; var_dump($a->getTarget(), $a->isRepeated()); }
--EXPECT--
Attribute [ A1 ]
int(2)
bool(false)
Attribute [ A2 ] {
  - Arguments [6] {
    Argument #0 [ 1 ]
    Argument #1 [ 'x' ]
    Argument #2 [ name = [1, 2] ]
    Argument #3 [ o = new \stdClass() ]
    Argument #4 [ c = '\n' ]
    Argument #5 [ d = A::B ]
  }
}
int(2)
bool(false)
