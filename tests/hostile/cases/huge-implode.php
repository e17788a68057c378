<?php
try {
  var_dump(strlen(implode(str_repeat('x', 1<<20), array_fill(0, 1 << 13, str_repeat('y', 1 << 20)))));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
