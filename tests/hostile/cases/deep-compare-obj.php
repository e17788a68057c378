<?php
$o = new stdClass; for ($i = 0; $i < 200000; $i++) { $n = new stdClass; $n->a = $o; $o = $n; } $p = new stdClass; for ($i = 0; $i < 200000; $i++) { $n = new stdClass; $n->a = $p; $p = $n; }
try {
  var_dump($o == $p, $o <=> $p);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
