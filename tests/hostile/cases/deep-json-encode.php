<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a];
try {
  var_dump(json_encode($a), json_last_error_msg()); var_dump(strlen(json_encode($a, 0, PHP_INT_MAX) ?: "")); var_dump(json_encode($a, JSON_PARTIAL_OUTPUT_ON_ERROR, 1000000) === false);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
