<?php
// ini: memory_limit=32M
// A 100 MB string under memory_limit=32M: php's fatal, exit 255.
echo "before\n";
$s = str_repeat('x', 100 * 1024 * 1024);
echo strlen($s), "\n";
