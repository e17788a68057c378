--TEST--
memory_get_usage() counts an output buffer's allocation as php does
--FILE--
<?php
ob_start();
$m = memory_get_usage();
echo str_repeat('x', 1 << 20);
$d = memory_get_usage() - $m;
$s = ob_get_status();
ob_end_clean();
echo $d, " ", $s['buffer_size'], " ", $s['buffer_used'], "\n";
--EXPECT--
1036288 1052672 1048576
