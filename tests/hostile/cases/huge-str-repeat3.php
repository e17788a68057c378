<?php
try {
  var_dump(strlen(str_repeat(str_repeat('x', 1 << 20), 1 << 13)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
