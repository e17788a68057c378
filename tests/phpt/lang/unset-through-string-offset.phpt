--TEST--
unset() through a string offset names the use (object or array), as php
--FILE--
<?php
$str = "abc";
foreach (['unset($str[0]->bar);', 'unset($str[0][1]);', 'unset($str[0]);'] as $code) {
    try { eval($code); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
--EXPECT--
Error: Cannot use string offset as an object
Error: Cannot use string offset as an array
Error: Cannot unset string offsets
