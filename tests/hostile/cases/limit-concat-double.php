<?php
// `$s = $s . $s` until it cannot grow (a 32-bit length once wrapped past 4 GiB): php's fatal at the limit.
$s = 'x';
for ($i = 0; $i < 40; $i++) {
  $s = $s . $s;
}
echo strlen($s), "\n";
