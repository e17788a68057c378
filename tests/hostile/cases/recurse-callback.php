<?php
function f($x) { return array_map('f', [$x]); }
try { f(1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
