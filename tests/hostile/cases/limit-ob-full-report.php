<?php
// ini: memory_limit=32M
// An output buffer too full to take the message of what ends the request (an uncaught error):
// the memory fatal raised while printing it ends the request cleanly (never an escaping exception).
// php's heap reaches its limit at other sizes, so its output differs; hop must not crash.
ob_start();
echo str_repeat('x', 100000);
$fill = str_repeat('z', 32 * 1024 * 1024 - memory_get_usage() - 12000);
while (true) { $s = ob_get_status(); if ($s['buffer_size'] - $s['buffer_used'] < 20) break; echo "y"; }
undefined_function();
