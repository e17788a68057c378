<?php
$o = new stdClass; for ($i = 0; $i < 200000; $i++) { $n = new stdClass; $n->a = $o; $o = $n; }
try {
  var_dump(json_encode($o), json_last_error_msg()); var_dump(strlen(json_encode($o, JSON_PRETTY_PRINT, 1000000) ?: ""));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
