--TEST--
output_buffering ini: the startup default buffer
--INI--
output_buffering=4096
--FILE--
<?php
// The output_handler setting starts a buffer before the script.
print_r(ob_list_handlers());
$s = ob_get_status();
echo "body\n";
ob_end_flush();
var_dump($s['name'], $s['type'], $s['flags'] & 0xfff);
--EXPECT--
Array
(
    [0] => default output handler
)
body
string(22) "default output handler"
int(0)
int(112)
