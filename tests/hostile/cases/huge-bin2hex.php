<?php
try {
  var_dump(strlen(chunk_split('abc', 1, str_repeat('x', 1<<30))));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
