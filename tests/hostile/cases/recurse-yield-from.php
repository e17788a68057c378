<?php
function g() { yield 1; yield from g(); }
$n = 0;
try { foreach (g() as $v) { if (++$n >= 100000) break; } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo $n, "\n";
