<?php
// Symfony Finder: builds a small tree in a temp dir and searches it by name, depth, size, contents, exclusion, sorting.
require '/usr/share/php/Symfony/Component/Finder/autoload.php';
use Symfony\Component\Finder\Finder;

$root = sys_get_temp_dir() . '/finder-' . getmypid();
$files = ['a.txt' => "alpha\n", 'b.php' => "<?php echo 1;\n", 'src/Foo.php' => "<?php class Foo {}\n", 'src/Bar.php' => "<?php class Bar { /* TODO */ }\n",
  'src/sub/Baz.php' => str_repeat("x", 3000), 'docs/readme.md' => "# Read me\nTODO: write\n", 'docs/.hidden' => "h", 'vendor/lib/x.php' => "<?php\n", 'build/out.log' => "log\n"];
foreach ($files as $f => $c) { @mkdir(dirname("$root/$f"), 0777, true); file_put_contents("$root/$f", $c); touch("$root/$f", 1700000000); }
$show = function (string $title, Finder $f) use ($root) {
    $names = [];
    foreach ($f as $file) $names[] = $file->getRelativePathname() . ($file->isDir() ? '/' : '');
    sort($names);
    echo $title, ': ', implode(' ', $names), " (", count($f), ")\n";
};
$show('all', (new Finder())->in($root));
$show('files', (new Finder())->files()->in($root));
$show('dirs', (new Finder())->directories()->in($root));
$show('php', (new Finder())->files()->name('*.php')->in($root));
$show('php not vendor', (new Finder())->files()->name('*.php')->exclude('vendor')->in($root));
$show('depth0', (new Finder())->depth('== 0')->in($root));
$show('depth<2 files', (new Finder())->files()->depth('< 2')->in($root));
$show('size>1k', (new Finder())->files()->size('> 1K')->in($root));
$show('contains TODO', (new Finder())->files()->contains('TODO')->in($root));
$show('notContains class', (new Finder())->files()->name('*.php')->notContains('class')->in($root));
$show('hidden too', (new Finder())->files()->ignoreDotFiles(false)->in($root . '/docs'));
$show('path src', (new Finder())->files()->path('src')->in($root));
$show('regex name', (new Finder())->files()->name('/^[AB]/i')->in($root));
$show('date', (new Finder())->files()->date('< 2024-01-01')->in($root));
$sorted = []; foreach ((new Finder())->files()->in($root)->sortByName() as $f) $sorted[] = $f->getRelativePathname();
echo 'sorted: ', implode(' ', $sorted), "\n";
$sorted = []; foreach ((new Finder())->files()->in($root)->sort(fn($a, $b) => $b->getSize() <=> $a->getSize() ?: strcmp($a->getFilename(), $b->getFilename())) as $f) $sorted[] = $f->getFilename() . ':' . $f->getSize();
echo 'by size: ', implode(' ', $sorted), "\n";
foreach ((new Finder())->files()->name('Foo.php')->in($root) as $f) echo $f->getContents(), $f->getRelativePath(), "|", $f->getExtension(), "\n";
var_dump((new Finder())->files()->name('nothing')->in($root)->hasResults());
try { (new Finder())->in($root . '/missing'); } catch (Exception $e) { echo get_class($e), ': ', str_replace($root, 'ROOT', $e->getMessage()), "\n"; }
foreach (array_reverse(array_keys($files)) as $f) unlink("$root/$f");
foreach (['src/sub', 'src', 'docs', 'vendor/lib', 'vendor', 'build', ''] as $d) rmdir("$root/$d");
