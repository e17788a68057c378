<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a];
try {
  var_dump(count($a, COUNT_RECURSIVE));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
