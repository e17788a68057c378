<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a]; $b = []; for ($i = 0; $i < 200000; $i++) $b = [$b];
try {
  $x = [$a, $b, $a]; sort($x); var_dump(count($x)); var_dump(max([$a, $b]) == $a);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
