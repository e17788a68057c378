<?php
// ini: memory_limit=32M
// implode() of one 1 MiB string shared by 20k elements: 20 GB of output, stopped at the limit.
$arr = array_fill(0, 20000, str_repeat("x", 1 << 20));
echo "built\n";
$s = implode(',', $arr);
echo "not reached\n";
