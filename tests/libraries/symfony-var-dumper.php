<?php
// Symfony VarDumper: casters and the CLI dumper on scalars, nested arrays, objects, references, closures, exceptions, DateTime, SplObjectStorage.
require '/usr/share/php/Symfony/Component/VarDumper/autoload.php';
use Symfony\Component\VarDumper\Cloner\VarCloner;
use Symfony\Component\VarDumper\Dumper\CliDumper;

class Point { public $x = 1; protected $y = [2, 3]; private $z = 'zed'; public ?Point $next = null; }
$cloner = new VarCloner();
$dumper = new CliDumper(null, null, CliDumper::DUMP_LIGHT_ARRAY);
$dumper->setColors(false);
$p = new Point; $p->next = new Point; $p->next->next = $p;
$a = [1, 'two' => 2.5, 'nested' => ['a' => true, 'b' => null, 'c' => [1, [2, [3]]]], 'str' => "multi\nline \xE9t\xC3\xA9", 'big' => PHP_INT_MAX, 'neg' => -0.0, 'nan' => NAN];
$a['ref'] = &$a['two'];
$ex = new RuntimeException('boom', 42);
$values = [$a, $p, fn(int $x, &$y = 5): int => $x, new ArrayObject([1, 2]), new DateTimeImmutable('2021-03-04 05:06:07', new DateTimeZone('Europe/Paris')),
  new DateInterval('P1Y2M3DT4H'), (function () { $s = new SplObjectStorage; $s[new stdClass] = 'data'; return $s; })(), new SplFixedArray(3), str_repeat('long string ', 30), [], new stdClass];
foreach ($values as $v) {
    $out = $dumper->dump($cloner->cloneVar($v)->withMaxDepth(3), true);
    echo preg_replace(['/#\d+/', '/file: "[^"]*"/', '/line: "\d+ to \d+"/', '/ref\d+/'], ['#N', 'file: F', 'line: L', 'refN'], $out);
}
$trace = $dumper->dump($cloner->cloneVar($ex)->withMaxDepth(1), true);
echo preg_match('/RuntimeException \{#\d+\n  #message: "boom"\n  #code: 42/', $trace) ? "exception ok\n" : $trace;
