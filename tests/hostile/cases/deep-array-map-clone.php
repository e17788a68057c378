<?php
$o = new stdClass; for ($i = 0; $i < 200000; $i++) { $n = new stdClass; $n->a = $o; $o = $n; }
try {
  $c = clone $o; var_dump($c == $o);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
