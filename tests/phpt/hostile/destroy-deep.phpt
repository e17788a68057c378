--TEST--
freeing a 200k-deep array does not recurse natively
--FILE--
<?php
$a = []; for ($i = 0; $i < 200000; $i++) $a = [$a];
$a = null;
echo "array freed\n";
$a = []; for ($i = 0; $i < 200000; $i++) $a = ['k' => $a, 'v' => "s$i"];
unset($a);
echo "hash freed\n";
--EXPECT--
array freed
hash freed
