<?php
function g() { yield from g(); }
$g = g();
try { var_dump($g->current()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
