--TEST--
a handler that throws at request end
--FILE--
<?php
// A handler that throws at request end.
ob_start(function ($s, $p) { throw new Exception("boom"); });
echo "x";
--EXPECT--

