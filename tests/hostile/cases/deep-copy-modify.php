<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a];
try {
  $b = $a; $b[] = 1; $c = $a; unset($a, $b); echo count($c), "\n";
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
