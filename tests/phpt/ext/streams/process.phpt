--TEST--
exec/system/passthru/shell_exec, popen/pclose, proc_open with pipes
--FILE--
<?php
// exec, system, passthru, shell_exec, popen and proc_open
var_dump(exec("printf 'a  \nb\n'", $o, $rc), $o, $rc);
$r = system("echo hi; exit 3", $rc); var_dump($r, $rc);
passthru("echo pass");
var_dump(shell_exec("echo sh"), shell_exec("true"));
$p = popen("cat", "w"); fwrite($p, "via popen\n"); var_dump(pclose($p));
$p = popen("echo read", "r"); var_dump(fgets($p)); pclose($p);
$proc = proc_open(["sh", "-c", "cat; echo err >&2; exit 5"], [0 => ["pipe", "r"], 1 => ["pipe", "w"], 2 => ["pipe", "w"]], $pipes);
fwrite($pipes[0], "input\n"); fclose($pipes[0]);
var_dump(stream_get_contents($pipes[1]), stream_get_contents($pipes[2]));
var_dump(proc_close($proc));
$proc = proc_open("exit 2", [], $pipes);
usleep(100000);
$s = proc_get_status($proc); var_dump($s["running"], $s["exitcode"]);
var_dump(escapeshellarg("a'b"));
--EXPECT--
string(1) "b"
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
int(0)
hi
string(2) "hi"
int(3)
pass
string(3) "sh
"
NULL
via popen
int(0)
string(5) "read
"
string(6) "input
"
string(4) "err
"
int(5)
bool(false)
int(2)
string(8) "'a'\''b'"
