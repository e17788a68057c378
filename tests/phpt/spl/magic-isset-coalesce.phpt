--TEST--
?? on a magic property asks __isset first
--FILE--
<?php
class M { function __get($n) { echo "get $n\n"; return 5; } function __isset($n) { echo "isset $n\n"; return false; } }
$m = new M; var_dump($m->x ?? 'd'); var_dump(isset($m->y)); var_dump(empty($m->z));
--EXPECT--
isset x
string(1) "d"
isset y
bool(false)
isset z
bool(true)
