--TEST--
self/parent/static without a class scope at run time (closures, callables): php's "Cannot access" errors and callback reasons
--FILE--
<?php
$f = function () { return static::X; };
try { $f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$g = function () { return self::X; };
try { $g(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$h = function () { return new static; };
try { $h(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$i = function () { return parent::X; };
try { $i(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$k = function () { return static::$p; };
try { $k(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$l = function () { return static::m(); };
try { $l(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { array_map("self::f", [1]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { is_callable("static::f") ; echo "ok\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = function() { return array_map("parent::f", [1]); };
try { $f(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
Cannot access "static" when no class scope is active
Cannot access "self" when no class scope is active
Cannot access "static" when no class scope is active
Cannot access "parent" when no class scope is active
Cannot access "static" when no class scope is active
Cannot access "static" when no class scope is active
TypeError: array_map(): Argument #1 ($callback) must be a valid callback or null, cannot access "self" when no class scope is active
ok
TypeError: array_map(): Argument #1 ($callback) must be a valid callback or null, cannot access "parent" when no class scope is active
