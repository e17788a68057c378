--TEST--
idate('Y') of huge timestamps truncates to 32 bits as php's (int) does
--FILE--
<?php
date_default_timezone_set('UTC');
foreach ([(int)1e17, PHP_INT_MAX, -(int)1e17] as $t) var_dump(idate('Y', $t), date('F Y', $t), gmdate('D, d M Y', $t), getdate($t)['year']);
--EXPECT--
int(-1126091476)
string(20) "September 3168875820"
string(22) "Wed, 06 Sep 3168875820"
int(3168875820)
int(219250468)
string(21) "December 292277026596"
string(24) "Sun, 04 Dec 292277026596"
int(292277026596)
int(1126095415)
string(17) "April -3168871881"
string(23) "Thu, 27 Apr -3168871881"
int(-3168871881)
