<?php
// 100k levels: deep enough that a native recursion per level would overflow any stack. (At 200k
// php runs out of its 128M, about 600 bytes a level for its iterators against HopVM's 210, so
// that depth compared memory footprints rather than the walk.)
$a = []; for ($i = 0; $i < 100000; $i++) $a = [$a];
try {
  $n = 0; foreach (new RecursiveIteratorIterator(new RecursiveArrayIterator($a), RecursiveIteratorIterator::SELF_FIRST) as $v) $n++; var_dump($n);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
