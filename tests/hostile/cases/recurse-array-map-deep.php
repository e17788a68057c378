<?php
$f = function ($x) use (&$f) { return $f($x + 1); };
try { array_map($f, [1]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
