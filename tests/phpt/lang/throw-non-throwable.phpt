--TEST--
throwing a non-Throwable object or a non-object: php's two messages
--FILE--
<?php
class Foo {}
try { throw new Foo(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { throw 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { throw null; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot throw objects that do not implement Throwable
Can only throw objects
Can only throw objects
