--TEST--
An exception from a delayed variance autoload is reported at the declaration of the class being linked (a hoisted class of an included file)
--FILE--
<?php
$f = sys_get_temp_dir() . '/variance-autoload-location-' . getmypid() . '.inc';
file_put_contents($f, "<?php\n\nclass B extends A {\n    function m(): Y {}\n}\n");
register_shutdown_function(function () use ($f) { unlink($f); echo "removed\n"; });
spl_autoload_register(function ($c) {
    echo "autoload $c\n";
    throw new Exception("no $c");
});
class A { function m(): X {} }
require $f;
echo "not reached\n";
?>
--EXPECTF--
autoload Y

Fatal error: During inheritance of B, while autoloading Y: Uncaught Exception: no Y in %s:7
Stack trace:
#0 %svariance-autoload-location-%d.inc(3): {closure}('Y')
#1 %s(10): require('%s')
#2 {main} in %svariance-autoload-location-%d.inc on line 3
removed
