--TEST--
builtins-misc: strip-tags
--FILE--
<?php
$s = '<p class="a>b">Hello <b>bold</b> <!-- comment --> <?php echo "x"; ?> <br/>world<script>x<y</script></p> a < b > c';
var_dump(strip_tags($s));
var_dump(strip_tags($s, "<b><br>"));
var_dump(strip_tags($s, ["p", "B"]));
var_dump(strip_tags("<?xml version='1.0'?><doc>t</doc>"));
var_dump(strip_tags("<!DOCTYPE html><html>x</html>"));
var_dump(strip_tags("a <<b>> c <'>'> d"));
var_dump(strip_tags("x\0y<z\0>"));
--EXPECT--
string(21) "Hello bold   worldx c"
string(33) "Hello <b>bold</b>   <br/>worldx c"
string(42) "<p class="ab">Hello <b>bold</b>   worldx c"
string(1) "t"
string(1) "x"
string(7) "a  c  d"
string(2) "xy"
