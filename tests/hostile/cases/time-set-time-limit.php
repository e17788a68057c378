<?php
// set_time_limit(1) then an infinite loop: php's fatal.
var_dump(set_time_limit(1));
var_dump(ini_get('max_execution_time'));
for ($i = 0; ; $i++) { $x = $i * 2; }
