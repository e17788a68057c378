--TEST--
token_get_all TOKEN_PARSE: CompileError for parse-time fatal errors
--FILE--
<?php
// TOKEN_PARSE: errors php raises while parsing (duplicate modifiers) are CompileErrors; compile-time ones do not happen.
foreach (['<?php class A { public public $x; }', '<?php class A { const class = 1; }', '<?php abstract final class B {}', '<?php function f() { yield; return; } $this = 1;'] as $c) {
  try { $r = token_get_all($c, TOKEN_PARSE); echo count($r), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
--EXPECT--
CompileError: Multiple access type modifiers are not allowed
17
CompileError: Cannot use the final modifier on an abstract class
23
