<?php
$f = tempnam(sys_get_temp_dir(), 'hop');
file_put_contents($f, '<?php include $GLOBALS["f"];');
try { include $f; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
unlink($f);
echo "done\n";
