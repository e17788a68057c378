<?php
class S { function __serialize(): array { return [new S]; } }
try { var_dump(serialize(new S)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
