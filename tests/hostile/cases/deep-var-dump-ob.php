<?php
// A deep dump (10k levels, 300 MB of text) through a chunked output buffer: linear time and memory, as php.
$a = []; for ($i = 0; $i < 10000; $i++) $a = [$a];
try {
  $n = 0; ob_start(function ($s) use (&$n) { $n += strlen($s); return ""; }, 1 << 20); var_dump($a); ob_end_clean(); var_dump($n > 0);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
