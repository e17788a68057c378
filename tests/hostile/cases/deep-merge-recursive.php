<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a]; $b = []; for ($i = 0; $i < 200000; $i++) $b = [$b];
try {
  var_dump(count(array_merge_recursive($a, $b))); var_dump(count(array_replace_recursive($a, $b)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
