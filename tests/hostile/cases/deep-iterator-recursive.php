<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a];
try {
  $n = 0; foreach (new RecursiveIteratorIterator(new RecursiveArrayIterator($a), RecursiveIteratorIterator::SELF_FIRST) as $v) $n++; var_dump($n);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
