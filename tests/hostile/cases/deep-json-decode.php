<?php
$s = str_repeat("[", 200000) . str_repeat("]", 200000);
try {
  var_dump(json_decode($s), json_last_error_msg()); var_dump(json_decode($s, true, PHP_INT_MAX >> 33) === null); var_dump(json_decode(str_repeat("{\"a\":", 200000) . "1" . str_repeat("}", 200000), false, 1 << 30) === null);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
