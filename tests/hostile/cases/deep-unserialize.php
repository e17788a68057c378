<?php
$s = str_repeat("a:1:{i:0;", 200000) . "i:1;" . str_repeat("}", 200000);
try {
  var_dump(unserialize($s) === false); $s = str_repeat("O:8:\"stdClass\":1:{s:1:\"a\";", 200000) . "i:1;" . str_repeat("}", 200000); var_dump(is_object(unserialize($s)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
