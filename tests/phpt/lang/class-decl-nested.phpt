--TEST--
a named class declared in a method's closure is php's compile error
--FILE--
<?php
class A {
    function f() {
        $c = function () {
            class B {}
        };
    }
}
echo "not reached\n";
--EXPECTF--
Fatal error: Class declarations may not be nested in %s on line 5
