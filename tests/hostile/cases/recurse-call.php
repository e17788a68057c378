<?php
class C { function __call($n, $a) { return $this->$n(); } }
try { (new C)->foo(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
