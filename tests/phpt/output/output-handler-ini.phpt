--TEST--
output_handler ini: the startup buffer
--INI--
output_handler=substr
--FILE--
<?php
// The output_handler setting starts a buffer before the script.
print_r(ob_list_handlers());
$s = ob_get_status();
echo "body\n";
ob_end_flush();
var_dump($s['name'], $s['type'], $s['flags'] & 0xfff);
--EXPECT--
[0] => substr
)
body
string(6) "substr"
int(1)
int(113)
