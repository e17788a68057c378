<?php
try {
  var_dump(strlen(pack('N9999999999', 1)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
