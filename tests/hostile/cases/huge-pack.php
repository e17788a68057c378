<?php
try {
  var_dump(strlen(pack('x2147483647')));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
