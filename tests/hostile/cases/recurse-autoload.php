<?php
spl_autoload_register(function ($c) { $n = $c . 'x'; new $n; });
try { new A; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
