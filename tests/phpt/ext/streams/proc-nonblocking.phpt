--TEST--
proc_open pipes, non-blocking reads and stream_select
--FILE--
<?php
// non-blocking proc_open pipes read with stream_select, as Symfony Process does
$p = proc_open(['sh', '-c', 'echo out; sleep 0.2; echo err >&2; echo out2'], [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
foreach ($pipes as $pp) stream_set_blocking($pp, false);
$out = ''; $err = '';
$n = 0;
while ($pipes) {
    $r = $pipes; $w = null; $e = null;
    if (stream_select($r, $w, $e, 1) === false) break;
    foreach ($r as $k => $pipe) {
        $d = fread($pipe, 8192);
        if ($d === '' && feof($pipe)) { fclose($pipe); unset($pipes[$k]); continue; }
        if ($k == 1) $out .= $d; else $err .= $d;
    }
    if (++$n > 100) break;
}
var_dump($out, $err);
var_dump(proc_close($p));
var_dump(stream_get_meta_data(STDIN)["uri"], stream_get_meta_data(STDOUT)["mode"]);
$f = fopen("php://stdout", "w"); fwrite($f, "to stdout\n"); echo "echo\n"; fwrite(STDOUT, "STDOUT\n");
--EXPECT--
string(9) "out
out2
"
string(4) "err
"
int(0)
string(11) "php://stdin"
string(2) "wb"
to stdout
echo
STDOUT
