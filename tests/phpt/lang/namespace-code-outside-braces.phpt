--TEST--
code after a bracketed namespace: php's fatal
--FILE--
<?php
namespace A {}
function f() {

}
--EXPECTF--
Fatal error: No code may exist outside of namespace {} in %s on line 5
