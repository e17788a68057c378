--TEST--
output handlers: chunk size, discarded handler output, exceptions, return values
--FILE--
<?php
// Chunked buffers, handler output discarded, exceptions and exit() in handlers at runtime.
ob_start(function ($s, $p) { echo "ignored"; return "[$p:$s]"; });
echo "a";
ob_flush();
echo "b";
ob_end_flush();
echo "\n";
ob_start(function ($s, $p) { return "[$p:$s]"; }, 4);
echo "ab"; echo "cdef"; echo "g";
ob_end_flush();
echo "\n";
ob_start(function ($s, $p) { return "[$p:$s]"; }, 1);
echo "x"; echo "yy"; echo "";
ob_end_clean();
echo "\n";
ob_start(function ($s, $p) { throw new Exception("thr"); });
echo "z";
try { ob_end_flush(); } catch (Exception $e) { echo " caught ", $e->getMessage(), " level=", ob_get_level(), "\n"; }
foreach ([42, null, 1.5, true] as $r) {
    ob_start(function ($s) use ($r) { return $r; });
    echo "q";
    ob_end_flush();
    echo "|";
}
echo "\n";
ob_start(function ($s) { return strtoupper($s); });
echo "left open\n";
--EXPECT--
[5:a][8:b]
[1:abcdef][8:g]
[1:x][0:yy]
z caught thr level=0
42||1.5||
LEFT OPEN
