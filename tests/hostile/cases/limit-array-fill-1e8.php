<?php
// ini: memory_limit=32M
// array_fill(0, 1e8, 1) under memory_limit=32M: php's fatal.
$a = array_fill(0, 1e8, 1);
echo count($a), "\n";
