--TEST--
nullsafe: php's compile errors for references, list targets and writes
--FILE--
<?php
// Each snippet is compiled alone; the compile error php gives is printed.
foreach (['function &g($a){ return $a?->b; }', '$x = &$a?->b;', '[$a?->b] = [1];', '[$a?->b()->c] = [1];', '$f = fn&() => $a?->b;', '$x = &$a?->b();', '$a?->b = 1;'] as $code) {
  $f = tempnam(sys_get_temp_dir(), 'ns');
  file_put_contents($f, "<?php $code");
  echo $code, " => ", preg_replace('/ in .* on line \d+/', '', trim(shell_exec(escapeshellarg(PHP_BINARY) . ' -n ' . escapeshellarg($f) . ' 2>&1'))), "\n";
  unlink($f);
}
--EXPECT--
function &g($a){ return $a?->b; } => Fatal error: Cannot take reference of a nullsafe chain
$x = &$a?->b; => Fatal error: Cannot take reference of a nullsafe chain
[$a?->b] = [1]; => Fatal error: Assignments can only happen to writable values
[$a?->b()->c] = [1]; => Fatal error: Assignments can only happen to writable values
$f = fn&() => $a?->b; => Fatal error: Cannot take reference of a nullsafe chain
$x = &$a?->b(); => Fatal error: Cannot take reference of a nullsafe chain
$a?->b = 1; => Fatal error: Can't use nullsafe operator
