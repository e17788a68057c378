<?php
$s = str_repeat("a:1:{i:0;", 5000) . "i:1;" . str_repeat("}", 5000);
try {
  var_dump(unserialize($s, ["max_depth" => 100])); var_dump(is_array(unserialize($s)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
