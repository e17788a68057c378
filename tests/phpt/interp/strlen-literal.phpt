--TEST--
strlen of a literal is folded at compile time
--FILE--
<?php
var_dump(strlen("hallo"), strlen("a\nb\t\x41"), strlen('a\nb'), strlen(""), strlen("é"), strlen(<<<EOT
ab
cd
EOT));
var_dump(strlen("xyz"));
--EXPECT--
int(5)
int(5)
int(4)
int(0)
int(2)
int(5)
int(3)
