--TEST--
spl_object_hash: sixteen hex digits of the handle then sixteen zeros, for small and large handles and a reused one
--FILE--
<?php
// spl_object_hash: the handle in 16 hex digits, then 16 zeros; a freed
// handle is reused; spl_object_id agrees.
$objs = [];
for ($i = 0; $i < 300; $i++) $objs[] = new stdClass;
foreach ([0, 1, 9, 15, 16, 254, 255, 299] as $k) echo spl_object_hash($objs[$k]), ' ', spl_object_id($objs[$k]), "\n";
$h = spl_object_hash($objs[5]);
unset($objs[5]);
$n = new ArrayObject();
var_dump(spl_object_hash($n) === $h, strlen($h));
var_dump(spl_object_hash(function () {}));
--EXPECT--
00000000000000010000000000000000 1
00000000000000020000000000000000 2
000000000000000a0000000000000000 10
00000000000000100000000000000000 16
00000000000000110000000000000000 17
00000000000000ff0000000000000000 255
00000000000001000000000000000000 256
000000000000012c0000000000000000 300
bool(true)
int(32)
string(32) "000000000000012d0000000000000000"
