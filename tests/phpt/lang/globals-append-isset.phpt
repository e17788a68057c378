--TEST--
isset($GLOBALS[]) is 'Cannot use [] for reading', not an append
--FILE--
<?php
echo "x";
isset($GLOBALS[]);
--EXPECTF--
Fatal error: Cannot use [] for reading in %s on line 3
