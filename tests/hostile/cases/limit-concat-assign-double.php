<?php
// ini: memory_limit=64M
// `$s .= $s` until it cannot grow.
$s = str_repeat('ab', 1000);
while (true) {
  $s .= $s;
}
