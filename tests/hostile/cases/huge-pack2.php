<?php
try {
  var_dump(strlen(pack('a99999999999', 'x')));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
