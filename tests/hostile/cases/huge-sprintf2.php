<?php
try {
  var_dump(strlen(sprintf('%099999999999d', 1)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
