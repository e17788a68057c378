<?php
function g() { yield from g(); }
try { foreach (g() as $v) { echo "never\n"; } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
