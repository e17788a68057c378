--TEST--
A file with backticks compiles (shell_exec call)
--FILE--
<?php
// A file containing backticks compiles: they are a call of \shell_exec(), as in php.
// Nothing here runs a command.
function neverCalled($dir) {
    $a = `ls $dir`;
    $b = `echo {$dir} \t`;
    return `` . $a . $b;
}
if (false) {
    echo `uname -a`;
}
echo "compiled\n";
var_dump(function_exists('neverCalled'));
--EXPECT--
compiled
bool(true)
