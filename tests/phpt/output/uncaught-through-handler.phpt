--TEST--
an uncaught exception's message goes through the open buffers' handlers
--FILE--
<?php
// An uncaught exception's message goes through the open buffers' handlers.
ob_start(function ($s) { return "[" . str_replace("Exception", "EXC", $s) . "]"; });
echo "before ";
throw new Exception("unc");
--EXPECTF--
[before 
Fatal error: Uncaught EXC: unc in %s:5
Stack trace:
#0 {main}
  thrown in %s on line 5
]
