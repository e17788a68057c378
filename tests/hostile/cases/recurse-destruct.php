<?php
class D { function __destruct() { $d = new D; } }
try { new D; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
