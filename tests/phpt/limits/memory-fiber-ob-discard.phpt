--TEST--
memory_limit: a fatal out of memory inside a fiber discards the output buffers (FatalKind::OutOfMemory)
--INI--
memory_limit=32M
--FILE--
<?php
echo "a\n";
ob_start();
echo "held\n";
$f = new Fiber(function () { $s = ''; for (;;) { $s .= str_repeat('x', 100000); } });
$f->start();
--EXPECTF--
a

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 5
