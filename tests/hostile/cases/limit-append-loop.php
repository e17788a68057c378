<?php
// ini: memory_limit=32M
// Unbounded `$a[] = ...`: php's fatal (no std::bad_alloc), the shutdown function still runs.
register_shutdown_function(function () { echo "shutdown\n"; });
$a = [];
for ($i = 0; ; $i++) {
  $a[] = $i;
}
