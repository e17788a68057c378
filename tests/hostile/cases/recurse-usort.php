<?php
function f() { $a = [2, 1]; usort($a, function ($x, $y) { f(); return 0; }); }
try { f(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
