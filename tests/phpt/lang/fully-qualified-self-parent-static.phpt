--TEST--
\self, \parent and \static are invalid class names, but \self::class is self's
--FILE--
<?php
// \self, \parent and \static are no class names (php's zend_resolve_class_name), but \self::class is self's
class A { function f() { return [\self::class, \SELF::class, \static::class]; } }
class B extends A { function g() { return \parent::class; } }
var_dump((new B)->f(), (new B)->g());
foreach (['namespace foo; class C { function b(\self $a) {} }', 'function f(\parent $x) {}', 'function f(): \static {}',
          'function f() { new \self; }', 'function f() { \static::g(); }', 'function f() { return \self::class; }'] as $code) {
    file_put_contents(__DIR__ . '/fq-special-inc.php', "<?php $code");
    echo str_replace(__DIR__ . '/', '', shell_exec(PHP_BINARY . ' -n -l ' . escapeshellarg(__DIR__ . '/fq-special-inc.php') . ' 2>&1'));
}
@unlink(__DIR__ . '/fq-special-inc.php');
--EXPECT--
array(3) {
  [0]=>
  string(1) "A"
  [1]=>
  string(1) "A"
  [2]=>
  string(1) "B"
}
string(1) "A"

Fatal error: '\self' is an invalid class name in fq-special-inc.php on line 1
Errors parsing fq-special-inc.php

Fatal error: '\parent' is an invalid class name in fq-special-inc.php on line 1
Errors parsing fq-special-inc.php

Fatal error: '\static' is an invalid class name in fq-special-inc.php on line 1
Errors parsing fq-special-inc.php

Fatal error: '\self' is an invalid class name in fq-special-inc.php on line 1
Errors parsing fq-special-inc.php

Fatal error: '\static' is an invalid class name in fq-special-inc.php on line 1
Errors parsing fq-special-inc.php

Fatal error: Cannot use "self" when no class scope is active in fq-special-inc.php on line 1
Errors parsing fq-special-inc.php
