<?php
class C { function __get($n) { $o = new C; return $o->$n; } }
try { (new C)->foo; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
