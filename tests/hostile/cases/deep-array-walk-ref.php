<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a];
try {
  $r = &$a; for ($i = 0; $i < 10; $i++) $r = &$r[0]; var_dump(is_array($r));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
