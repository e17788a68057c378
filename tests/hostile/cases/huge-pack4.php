<?php
try {
  var_dump(strlen(pack('@4294967296')));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
