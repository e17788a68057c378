--TEST--
auto_prepend_file and auto_append_file around the main script
--FILE--
<?php
// auto_prepend_file / auto_append_file run around the main script, in the global scope (checked in a child process)
$d = sys_get_temp_dir() . "/hop-prepend-" . getmypid();
@mkdir($d);
file_put_contents("$d/pre.php", '<?php $fromPrepend = "prepend-value"; $a = [1]; $r = &$a; function prepended_fn() { return "fn"; } echo "prepend\n";');
file_put_contents("$d/post.php", '<?php echo "append: $fromMain ", count($a), "\n";');
file_put_contents("$d/main.php", '<?php
echo "main: ", $fromPrepend ?? "unset", " ", function_exists("prepended_fn") ? prepended_fn() : "-", "\n";
$r[] = 2;
var_dump($a);
function g() { global $a; return count($a); }
var_dump(g());
print_r(array_map("basename", get_included_files()));
$fromMain = "main-value";');
file_put_contents("$d/exit.php", '<?php echo "exiting\n"; exit(3);');
$php = escapeshellarg(PHP_BINARY);
$run = function (string $args) use ($php, $d) {
    exec("$php -n -d display_errors=1 $args 2>&1", $out, $rc);
    echo str_replace($d, "DIR", implode("\n", $out)), "\nrc=$rc\n";
};
$run("-d auto_prepend_file=$d/pre.php -d auto_append_file=$d/post.php $d/main.php");
$run("-d auto_prepend_file=$d/exit.php -d auto_append_file=$d/post.php $d/main.php");
$run("-d auto_prepend_file=$d/none.php $d/main.php");
$run("-d auto_prepend_file=$d/pre.php -r 'echo \"code only\\n\";'");
foreach (["pre", "post", "main", "exit"] as $f) unlink("$d/$f.php");
rmdir($d);
--EXPECT--
prepend
main: prepend-value fn
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(2)
Array
(
    [0] => main.php
    [1] => pre.php
)
append: main-value 2
rc=0
exiting
rc=3

Warning: Unknown: Failed to open stream: No such file or directory in Unknown on line 0

Fatal error: Failed opening required 'DIR/none.php' (include_path='.:/usr/share/php') in Unknown on line 0
rc=255
code only
rc=0
