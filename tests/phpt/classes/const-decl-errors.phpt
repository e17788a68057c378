--TEST--
Class constant declaration errors
--FILE--
<?php
class A { private final const X = 1; }
--EXPECTF--
Fatal error: Private constant A::X cannot be final as it is not visible to other classes in %s on line 2
