<?php
$o = new stdClass; for ($i = 0; $i < 200000; $i++) { $n = new stdClass; $n->a = $o; $o = $n; }
try {
  var_dump(strlen(serialize($o)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
