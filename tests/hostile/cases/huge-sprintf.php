<?php
try {
  var_dump(strlen(sprintf('%2147483647d', 1)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
