<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a];
try {
  $n = 0; ob_start(function ($s) use (&$n) { $n += strlen($s); return ""; }, 1 << 20); var_export($a); ob_end_clean(); var_dump($n > 0);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
