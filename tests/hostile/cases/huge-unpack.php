<?php
try {
  var_dump(unpack('a4294967297', 'x'));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
