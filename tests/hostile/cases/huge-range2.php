<?php
try {
  var_dump(count(range(0, 1 << 40)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
