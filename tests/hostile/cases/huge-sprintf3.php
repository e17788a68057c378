<?php
try {
  var_dump(strlen(sprintf('%.2147483647f', 1.5)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
