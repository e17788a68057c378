<?php
try {
  var_dump(strlen(wordwrap(str_repeat('a ', 10), PHP_INT_MAX, "\n", true)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
