<?php
set_error_handler(function () { echo $undefined; });
try { echo $u; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
