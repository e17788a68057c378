--TEST--
declare(encoding) needs a literal
--FILE--
<?php
declare(encoding=M_PI);
echo "not reached";
--EXPECTF--
Fatal error: Encoding must be a literal in %s on line 2
