<?php
try {
  var_dump(count(range(0, PHP_INT_MAX)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
