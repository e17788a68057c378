--TEST--
A class given by an expression folded to a non-string constant is a compile error
--FILE--
<?php
// a class given by an expression php folds to a constant: it must be a string
class A { const T = 1; static $x = 3; static function f() { echo "f\n"; } }
var_dump(("A")::T, ("A")::$x, new ("A"));
("A" . "")::f();
foreach (['(0)::T;', '(1+1)::f();', '(0)::$x;', 'new (0);', '(1+1)::class;', '[1]::class;'] as $code) {
    file_put_contents(__DIR__ . '/illegal-class-inc.php', "<?php function g() { $code }");
    echo str_replace(__DIR__ . '/', '', shell_exec(PHP_BINARY . ' -n -l ' . escapeshellarg(__DIR__ . '/illegal-class-inc.php') . ' 2>&1'));
}
@unlink(__DIR__ . '/illegal-class-inc.php');
--EXPECT--
int(1)
int(3)
object(A)#1 (0) {
}
f

Fatal error: Illegal class name in illegal-class-inc.php on line 1
Errors parsing illegal-class-inc.php

Fatal error: Illegal class name in illegal-class-inc.php on line 1
Errors parsing illegal-class-inc.php

Fatal error: Illegal class name in illegal-class-inc.php on line 1
Errors parsing illegal-class-inc.php

Fatal error: Illegal class name in illegal-class-inc.php on line 1
Errors parsing illegal-class-inc.php

Fatal error: Cannot use "::class" on value of type int in illegal-class-inc.php on line 1
Errors parsing illegal-class-inc.php

Fatal error: Cannot use "::class" on value of type array in illegal-class-inc.php on line 1
Errors parsing illegal-class-inc.php
