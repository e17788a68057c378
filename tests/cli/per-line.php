<?php
// Run by `-F` once per input line: $argn is the line, $argi its number.
echo $argi, ": [", bin2hex($argn), "] ", strtoupper($argn), "\n";
$GLOBALS['total'] = ($GLOBALS['total'] ?? 0) + strlen($argn);
