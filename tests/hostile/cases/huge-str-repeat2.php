<?php
try {
  var_dump(strlen(str_repeat('ab', 1 << 40)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
