--TEST--
a #! first line is skipped and counted
--FILE--
#!/usr/bin/env php
<?php declare(strict_types=1);
echo "shebang skipped\n";
throw new Exception("line check");
--EXPECTF--
shebang skipped

Fatal error: Uncaught Exception: line check in %s:4
Stack trace:
#0 {main}
  thrown in %s on line 4
