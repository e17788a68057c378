<?php
// ini: memory_limit=32M
// var_export(..., true) of 50k levels: quadratic indentation (5 GB), stopped at the limit.
$a = []; for ($i = 0; $i < 50000; $i++) $a = [$a];
echo "built\n";
$s = var_export($a, true);
echo "not reached\n";
