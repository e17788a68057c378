--TEST--
count() and sizeof() check their mode argument
--FILE--
<?php
// count()/sizeof() accept only COUNT_NORMAL and COUNT_RECURSIVE as the mode.
foreach ([0, 1, 5, -1] as $mode) {
  foreach ([[1, [2, 3]], new ArrayObject([1, 2])] as $v) {
    try { var_dump(count($v, $mode)); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
  }
  try { var_dump(sizeof([1], $mode)); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
int(2)
int(2)
int(1)
int(4)
int(2)
int(1)
count(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE
count(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE
sizeof(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE
count(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE
count(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE
sizeof(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE
