<?php
function f() { eval('f();'); }
try { f(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
