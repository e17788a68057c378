<?php
class C { static function __callStatic($n, $a) { return static::$n(); } }
try { C::foo(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
