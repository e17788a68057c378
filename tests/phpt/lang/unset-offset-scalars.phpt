--TEST--
unset() of an offset of a scalar: php's errors and deprecation
--FILE--
<?php
// unset() of an offset of a value that is no array: nothing for null,
// a deprecation for false, an Error for the other scalars.
foreach ([null, false, true, 1, 1.5, STDIN, 'str'] as $v) {
    $x = ['k' => $v];
    try {
        unset($x['k']['x']);
        echo "nested: ok\n";
    } catch (Error $e) {
        echo "nested: ", $e->getMessage(), "\n";
    }
    $y = $v;
    try {
        unset($y['x']);
        echo "plain: ok\n";
    } catch (Error $e) {
        echo "plain: ", $e->getMessage(), "\n";
    }
}
var_dump($y);
--EXPECTF--
nested: ok
plain: ok

Deprecated: Automatic conversion of false to array is deprecated in %s on line 7
nested: ok

Deprecated: Automatic conversion of false to array is deprecated in %s on line 14
plain: ok
nested: Cannot unset offset in a non-array variable
plain: Cannot unset offset in a non-array variable
nested: Cannot unset offset in a non-array variable
plain: Cannot unset offset in a non-array variable
nested: Cannot unset offset in a non-array variable
plain: Cannot unset offset in a non-array variable
nested: Cannot unset offset in a non-array variable
plain: Cannot unset offset in a non-array variable
nested: Cannot unset string offsets
plain: Cannot unset string offsets
string(3) "str"
