<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a]; $b = []; for ($i = 0; $i < 200000; $i++) $b = [$b];
try {
  var_dump($a == $b, $a === $b, $a <=> $b, $a != $b);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
