<?php
// ini: memory_limit=32M
// Unbounded echo into an output buffer: php's fatal, the buffer discarded unprinted.
echo "start\n";
ob_start();
for (;;) echo str_repeat('x', 1000);
