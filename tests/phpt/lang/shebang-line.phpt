--TEST--
a script's #! first line is skipped (declare(strict_types) may follow, lines still count)
--FILE--
#!/usr/bin/php
<?php declare(strict_types=1);
echo __LINE__, "\n";
--EXPECT--
3
