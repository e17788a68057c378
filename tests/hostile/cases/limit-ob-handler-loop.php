<?php
// ini: memory_limit=32M
// Unbounded print into nested output buffers, the outer one with a handler (not called at the fatal).
ob_start(function ($b) { return strtoupper($b); });
ob_start(null, 0);
for ($i = 0; ; $i++) print str_repeat(chr(97 + $i % 26), 4096);
