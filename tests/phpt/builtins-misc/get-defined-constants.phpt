--TEST--
get_defined_constants(): module constants and user constants, categorized by module
--FILE--
<?php
// get_defined_constants(): every module's constants and the user's, and by
// module with $categorize.
define('MINE', 1);
define('Some\Space\Thing', 2);
const OTHER = 'x';
$all = get_defined_constants();
var_dump(isset($all['E_ALL'], $all['PHP_VERSION'], $all['MINE'], $all['OTHER'], $all['STDIN']), $all['Some\Space\Thing']);
$cat = get_defined_constants(true);
var_dump($cat['user']);
var_dump($cat['Core']['E_ALL'] === E_ALL, isset($cat['Core']['STDIN']), isset($cat['pcre']['PREG_SPLIT_NO_EMPTY']), isset($cat['user']['E_ALL']));
var_dump(array_key_last($cat));
--EXPECT--
bool(true)
int(2)
array(3) {
  ["MINE"]=>
  int(1)
  ["Some\Space\Thing"]=>
  int(2)
  ["OTHER"]=>
  string(1) "x"
}
bool(true)
bool(true)
bool(true)
bool(false)
string(4) "user"
