--TEST--
new Closure is refused with php's message; an enum implementing Throwable gets php's fatal
--FILE--
<?php
try { new Closure; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionClass("Closure"))->newInstance(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach (['enum Foo implements Throwable {}', 'interface I extends Throwable {} enum E implements I {}', 'class C implements Throwable {}'] as $code) {
  $f = tempnam(sys_get_temp_dir(), 'en');
  file_put_contents($f, "<?php $code");
  echo preg_replace('/ in \/.* on line \d+/', '', trim(shell_exec(escapeshellarg(PHP_BINARY) . ' -n ' . escapeshellarg($f) . ' 2>&1'))), "\n";
  unlink($f);
}
--EXPECT--
Instantiation of class Closure is not allowed
Error: Instantiation of class Closure is not allowed
Fatal error: Enum Foo cannot implement interface Throwable
Fatal error: Enum E cannot implement interface Throwable
Fatal error: Class C cannot implement interface Throwable, extend Exception or Error instead
