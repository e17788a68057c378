<?php
// ini: memory_limit=32M
// str_replace() with arrays, each pass growing the subject 64 times: stopped at the limit.
$s = str_repeat("x", 1 << 20);
$r = str_replace(["x", "y", "z"], [str_repeat("y", 64), str_repeat("z", 64), str_repeat("w", 64)], $s);
echo "not reached\n";
