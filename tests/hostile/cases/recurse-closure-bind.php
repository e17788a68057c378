<?php
$f = function () { return call_user_func($this->f); };
$o = new stdClass; $o->f = Closure::bind($f, $o, null);
try { ($o->f)(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
