<?php
try {
  var_dump(count(array_pad([], 1 << 33, 0)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
