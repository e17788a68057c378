<?php
$code = 'eval($code);';
try { eval($code); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
