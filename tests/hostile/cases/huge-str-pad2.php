<?php
try {
  var_dump(strlen(str_pad('a', 1 << 40, 'xy', STR_PAD_BOTH)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
