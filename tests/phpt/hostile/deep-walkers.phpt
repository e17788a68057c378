--TEST--
json_encode/serialize/count/walk/merge/compare of 200k-deep data: clean Errors (php 8.2 segfaults here; HopVM's expectation)
--FILE--
<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a];
var_dump(json_encode($a), json_last_error_msg());
foreach (['json_encode' => fn() => json_encode($a, 0, PHP_INT_MAX), 'serialize' => fn() => serialize($a),
          'count' => fn() => count($a, COUNT_RECURSIVE), 'array_walk_recursive' => function () use ($a) { array_walk_recursive($a, fn() => 1); },
          'array_merge_recursive' => fn() => array_merge_recursive($a, $a), '==' => fn() => $a == [$a]] as $name => $f) {
  try { $f(); echo "$name: no error\n"; } catch (Error $e) { echo "$name: ", $e->getMessage(), "\n"; }
}
$s = str_repeat("a:1:{i:0;", 200000) . "i:1;" . str_repeat("}", 200000);
var_dump(unserialize($s, ['max_depth' => 0]) === false);
echo "done\n";
--EXPECTF--
bool(false)
string(28) "Maximum stack depth exceeded"
json_encode: Maximum call stack size of %d bytes reached. Infinite recursion?
serialize: Maximum call stack size of %d bytes reached. Infinite recursion?
count: Maximum call stack size of %d bytes reached. Infinite recursion?
array_walk_recursive: Maximum call stack size of %d bytes reached. Infinite recursion?
array_merge_recursive: no error
==: Maximum call stack size of %d bytes reached. Infinite recursion?

Fatal error: Uncaught Error: Maximum call stack size of %d bytes reached. Infinite recursion? in %s:10
Stack trace:
#0 %s(10): unserialize('a:1:{i:0;a:1:{i...', Array)
#1 {main}
  thrown in %s on line 10
