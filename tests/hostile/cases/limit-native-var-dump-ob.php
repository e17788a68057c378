<?php
// ini: memory_limit=32M
// var_dump() of a string shared by 20k elements into ob_start()'s buffer: stopped at the limit, the buffer discarded.
$arr = array_fill(0, 20000, str_repeat("x", 1 << 20));
echo "built\n";
ob_start();
var_dump($arr);
$s = ob_get_clean();
echo "not reached\n";
