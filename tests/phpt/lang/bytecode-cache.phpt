--TEST--
hop.bytecode_cache: warm runs print the same; a changed source (even same size and mtime), a damaged cache file and a parse error are noticed
--FILE--
<?php
$dir = sys_get_temp_dir() . '/hop-bccache-' . getmypid();
@mkdir($dir);
$cache = "$dir/cache";
$f = "$dir/a.php";
$run = function () use ($cache, $f) {
    return str_replace(dirname($f), "DIR", shell_exec(escapeshellarg(PHP_BINARY) . ' -n -d hop.bytecode_cache=' . escapeshellarg($cache) . ' ' . escapeshellarg($f) . ' 2>&1'));
};
// Cold, then warm: the same output.
file_put_contents($f, '<?php class C { const X = [1, "two" => 2.5]; public function __construct(public int $n = 3) {} } echo json_encode([C::X, (new C)->n]), "\n";');
$t = time() - 100;
touch($f, $t);
echo $run(), $run();
// Same size, same mtime, other content: the content hash notices.
file_put_contents($f, str_replace('2.5', '9.5', file_get_contents($f)));
touch($f, $t);
echo $run();
// Another size and mtime.
file_put_contents($f, '<?php echo "changed\n";');
echo $run(), $run();
// A damaged cache file is ignored (and rewritten).
foreach (glob("$cache/*") ?: [] as $c) file_put_contents($c, substr(file_get_contents($c), 0, 40));
echo $run(), $run();
// A parse error is reported, not cached.
file_put_contents($f, '<?php echo 1 +;');
echo $run(), $run();
foreach (glob("$cache/{,.}*", GLOB_BRACE) ?: [] as $c) if (is_file($c)) unlink($c);
@rmdir($cache);
unlink($f);
rmdir($dir);
echo "done\n";
--EXPECT--
[{"0":1,"two":2.5},3]
[{"0":1,"two":2.5},3]
[{"0":1,"two":9.5},3]
changed
changed
changed
changed

Parse error: syntax error, unexpected token ";" in DIR/a.php on line 1

Parse error: syntax error, unexpected token ";" in DIR/a.php on line 1
done
