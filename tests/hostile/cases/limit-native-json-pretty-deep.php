<?php
// ini: memory_limit=32M
// json_encode(JSON_PRETTY_PRINT) of 100k levels: 20 GB of indentation from 5 MB of arrays, stopped at the limit.
$a = []; for ($i = 0; $i < 100000; $i++) $a = [$a];
echo "built\n";
$s = json_encode($a, JSON_PRETTY_PRINT, 200000);
echo "not reached\n";
