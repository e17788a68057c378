<?php
class A implements ArrayAccess {
  function offsetGet($o): mixed { return (new A)[$o]; }
  function offsetExists($o): bool { return true; }
  function offsetSet($o, $v): void {}
  function offsetUnset($o): void {}
}
try { (new A)[0]; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
