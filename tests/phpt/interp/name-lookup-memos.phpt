--TEST--
Lookups by name answered from per-thread memos (builtin functions, systemlib classes): every spelling, repeated, names longer than a memo entry, names that are neither
--FILE--
<?php
// Lookups by name that a per-thread memo answers (builtins, systemlib classes):
// every spelling, repeated, and names that are neither.
spl_autoload_register(function ($c) { echo "autoload($c)\n"; if ($c === 'Late') { eval('class Late {}'); } });
foreach (['ArrayIterator', 'arrayiterator', 'ARRAYITERATOR', '\ArrayIterator', 'NoSuch\Thing', 'NoSuch\Thing',
          'A\Very\Long\Namespace\Name\That\Is\Longer\Than\Forty\Seven\Bytes', 'Late', 'late', 'SplObjectStorage'] as $n)
    echo $n, ': ', var_export(class_exists($n), true), "\n";
echo get_class(new arrayiterator([])), ' ', get_class(new \SPLOBJECTSTORAGE), "\n";
foreach (['strlen', 'STRLEN', 'StrLen', 'late_fn', 'a_function_name_that_is_longer_than_forty_seven_bytes_x'] as $f)
    echo $f, ': ', var_export(function_exists($f), true), "\n";
function late_fn() { return 'late'; }
echo STRLEN('abcd'), ' ', \strlen('ab'), ' ', StrRev('xyz'), ' ', late_fn(), "\n";
echo function_exists('LATE_FN') ? "late_fn defined\n" : "no late_fn\n";
try { a_function_name_that_is_longer_than_forty_seven_bytes_x(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { strlenx('a'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
ArrayIterator: true
arrayiterator: true
ARRAYITERATOR: true
\ArrayIterator: true
NoSuch\Thing: autoload(NoSuch\Thing)
false
NoSuch\Thing: autoload(NoSuch\Thing)
false
A\Very\Long\Namespace\Name\That\Is\Longer\Than\Forty\Seven\Bytes: autoload(A\Very\Long\Namespace\Name\That\Is\Longer\Than\Forty\Seven\Bytes)
false
Late: autoload(Late)
true
late: true
SplObjectStorage: true
ArrayIterator SplObjectStorage
strlen: true
STRLEN: true
StrLen: true
late_fn: true
a_function_name_that_is_longer_than_forty_seven_bytes_x: false
4 2 zyx late
late_fn defined
Call to undefined function a_function_name_that_is_longer_than_forty_seven_bytes_x()
Call to undefined function strlenx()
