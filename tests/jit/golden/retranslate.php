<?php
// Entry guards specialize on the live types of the locals: a call with a
// double after one with an int fails the first translation's guards and
// makes a second one, chained after it.
function twice($x) { return $x + $x; }
echo twice(3), "\n";
echo twice(1.5), "\n";
echo twice(4), "\n";
