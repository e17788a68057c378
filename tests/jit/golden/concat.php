<?php
// String concatenation through helpers (callh): `$s .= "x"` appends in place
// when the local owns its string (AppendLoc), `"k" . $i` makes a new one
// (ConcatStr); a null result means an exception was parked.
function build($n) { $s = ""; for ($i = 0; $i < $n; $i++) { $s .= "x"; $t = "k" . $i; } return strlen($s) . $t; }
echo build(3), "\n";
