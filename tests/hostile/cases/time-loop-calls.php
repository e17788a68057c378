<?php
// ini: max_execution_time=1
// A loop of calls stops with php's fatal; the shutdown function runs. (One line: the timer fires in the
// function or in the loop.)
register_shutdown_function(function () { echo "shutdown\n"; });
function f($x) { return $x + 1; } $i = 0; for (;;) { $i = f($i) & 0xffff; }
