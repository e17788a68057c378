<?php
class C { function __toString(): string { return (string) new C; } }
try { echo new C; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
