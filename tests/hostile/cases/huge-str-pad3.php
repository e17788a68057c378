<?php
try {
  var_dump(strlen(str_pad('a', 4294967297)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
