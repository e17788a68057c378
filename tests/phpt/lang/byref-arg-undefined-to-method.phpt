--TEST--
an undefined variable passed by reference to a method becomes null
--FILE--
<?php
class T { function m(&$x = null) { ++$x; } static function s(&$x = null) { ++$x; } function n(&$x) { ++$x; } }
$o = new T; $o->m($a); var_dump($a);
T::s($b); var_dump($b);
$o->n($c); var_dump($c);
--EXPECT--
int(1)
int(1)
int(1)
