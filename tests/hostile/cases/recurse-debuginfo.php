<?php
class S { function __debugInfo() { var_dump(new S); return []; } }
try { var_dump(new S); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
