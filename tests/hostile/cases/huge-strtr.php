<?php
try {
  var_dump(strlen(strtr(str_repeat('a', 1 << 16), ['a' => str_repeat('b', 1 << 16)])));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
