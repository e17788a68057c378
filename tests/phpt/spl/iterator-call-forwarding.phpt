--TEST--
spl: IteratorIterator/RecursiveIteratorIterator forward unknown methods to the inner iterator; tentative interface return types
--FILE--
<?php
// IteratorIterator, FilterIterator and RecursiveIteratorIterator forward calls of methods they lack
$dir = sys_get_temp_dir() . "/hop-spl-fwd-" . getmypid();
@mkdir("$dir/sub", 0777, true); touch("$dir/a.txt"); touch("$dir/sub/b.txt");
$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS));
$f = new CallbackFilterIterator($it, fn() => true);
$r = [];
foreach ($f as $x) $r[] = $f->getSubPathname() . ":" . $it->getFilename() . ":" . $f->getFilename();
sort($r); print_r($r);
try { $f->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$ii = new IteratorIterator(new ArrayIterator([3, 1, 2]));
var_dump($ii->count());
try { $ii->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
unlink("$dir/sub/b.txt"); unlink("$dir/a.txt"); rmdir("$dir/sub"); rmdir($dir);
// the SPL interfaces' return types are tentative
class A extends FilterIterator implements RecursiveIterator {
  #[\ReturnTypeWillChange] public function accept() { return true; }
  #[\ReturnTypeWillChange] public function hasChildren() { return false; }
  #[\ReturnTypeWillChange] public function getChildren() { return null; }
}
echo "ok\n";
--EXPECT--
Array
(
    [0] => a.txt:a.txt:a.txt
    [1] => sub/b.txt:b.txt:b.txt
)
Call to undefined method RecursiveDirectoryIterator::nope()
int(3)
Call to undefined method ArrayIterator::nope()
ok
