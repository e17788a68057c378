--TEST--
get_object_vars and property_exists of a SimpleXMLElement
--FILE--
<?php
// get_object_vars() and property_exists() of a SimpleXMLElement see its children and attributes.
$obj = simplexml_load_string('<data id="1"><key>value</key><key>v2</key><other/></data>');
print_r(get_object_vars($obj));
var_dump(property_exists($obj, 'key'), property_exists($obj, 'nope'));
foreach ($obj as $k => $v) echo "$k ";
echo "\n";
print_r(get_object_vars($obj->key));
--EXPECT--
Array
(
    [@attributes] => Array
        (
            [id] => 1
        )

    [key] => Array
        (
            [0] => value
            [1] => v2
        )

    [other] => SimpleXMLElement Object
        (
        )

)
bool(true)
bool(false)
key key other 
Array
(
    [0] => value
    [1] => v2
)
