--TEST--
xml_parser: handlers, parse_into_struct, errors, namespaces
--FILE--
<?php
$p = xml_parser_create();
xml_set_element_handler($p, function ($p, $n, $a) { echo "start $n ", json_encode($a), "\n"; }, function ($p, $n) { echo "end $n\n"; });
xml_set_character_data_handler($p, function ($p, $d) { echo "cdata ", json_encode($d), "\n"; });
xml_set_processing_instruction_handler($p, function ($p, $t, $d) { echo "pi $t $d\n"; });
var_dump(xml_parse($p, '<a x="1"><b>t &amp; u</b><?php echo 1; ?></a>', true));
$p = xml_parser_create();
xml_parser_set_option($p, XML_OPTION_CASE_FOLDING, 0);
xml_parse_into_struct($p, "<r><i k='v'>one</i><i>two</i>\n</r>", $vals, $idx);
print_r($vals); print_r($idx);
$p = xml_parser_create();
var_dump(xml_parse($p, '<a><b></a>', true), xml_get_error_code($p), xml_error_string(xml_get_error_code($p)), xml_get_current_line_number($p));
$p = xml_parser_create_ns();
xml_set_element_handler($p, function ($p, $n, $a) { echo "ns start $n\n"; }, null);
xml_parse($p, '<x:a xmlns:x="urn:x"><x:b/></x:a>', true);
--EXPECT--
start A {"X":"1"}
start B []
cdata "t "
cdata "&"
cdata " u"
end B
pi php echo 1; 
end A
int(1)
Array
(
    [0] => Array
        (
            [tag] => r
            [type] => open
            [level] => 1
        )

    [1] => Array
        (
            [tag] => i
            [type] => complete
            [level] => 2
            [attributes] => Array
                (
                    [k] => v
                )

            [value] => one
        )

    [2] => Array
        (
            [tag] => i
            [type] => complete
            [level] => 2
            [value] => two
        )

    [3] => Array
        (
            [tag] => r
            [value] => 

            [type] => cdata
            [level] => 1
        )

    [4] => Array
        (
            [tag] => r
            [type] => close
            [level] => 1
        )

)
Array
(
    [r] => Array
        (
            [0] => 0
            [1] => 3
            [2] => 4
        )

    [i] => Array
        (
            [0] => 1
            [1] => 2
        )

)
int(0)
int(76)
string(14) "Mismatched tag"
int(1)
ns start URN:X:A
ns start URN:X:B
