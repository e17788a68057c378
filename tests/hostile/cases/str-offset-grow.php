<?php
$s = "abc";
$s[1000000] = 'x';
echo strlen($s), "\n";
$s = "";
try { $s[5] = 'y'; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($s);
