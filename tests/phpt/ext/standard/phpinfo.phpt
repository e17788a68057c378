--TEST--
phpinfo()/phpcredits() text output and INFO_/CREDITS_ constants
--FILE--
<?php
var_dump(INFO_GENERAL, INFO_CREDITS, INFO_CONFIGURATION, INFO_MODULES, INFO_ENVIRONMENT, INFO_VARIABLES, INFO_LICENSE, INFO_ALL);
var_dump(CREDITS_GROUP, CREDITS_GENERAL, CREDITS_SAPI, CREDITS_MODULES, CREDITS_DOCS, CREDITS_FULLPAGE, CREDITS_QA, CREDITS_ALL);
var_dump(phpinfo(INFO_LICENSE));
ob_start();
var_dump(phpcredits(CREDITS_GROUP | CREDITS_GENERAL | CREDITS_DOCS | CREDITS_QA));
$c = ob_get_clean();
echo implode("\n", array_slice(explode("\n", $c), 0, 24)), "\n";
ob_start();
phpinfo(INFO_GENERAL);
$g = explode("\n", ob_get_clean());
echo $g[0], "\n", $g[1], "\n", $g[2], "\n", $g[5], "\n", $g[7], "\n";
ob_start();
phpinfo(INFO_MODULES);
$m = ob_get_clean();
var_dump(str_contains($m, "\nCore\n\nPHP Version => " . PHP_VERSION . "\n"), str_contains($m, "\nstandard\n"), str_contains($m, "Additional Modules"));
--EXPECT--
int(1)
int(2)
int(4)
int(8)
int(16)
int(32)
int(64)
int(4294967295)
int(1)
int(2)
int(4)
int(8)
int(16)
int(32)
int(64)
int(4294967295)
phpinfo()

PHP License
This program is free software; you can redistribute it and/or modify
it under the terms of the PHP License as published by the PHP Group
and included in the distribution in the file:  LICENSE

This program is distributed in the hope that it will be useful,
but WITHOUT ANY WARRANTY; without even the implied warranty of
MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.

If you did not receive a copy of the PHP license, or have any
questions about PHP licensing, please contact license@php.net.
bool(true)
PHP Credits

PHP Group
Thies C. Arntzen, Stig Bakken, Shane Caraveo, Andi Gutmans, Rasmus Lerdorf, Sam Ruby, Sascha Schumann, Zeev Suraski, Jim Winstead, Andrei Zmievski

Language Design & Concept
Andi Gutmans, Rasmus Lerdorf, Zeev Suraski, Marcus Boerger

                               PHP Authors                               
Contribution => Authors
Zend Scripting Language Engine => Andi Gutmans, Zeev Suraski, Stanislav Malyshev, Marcus Boerger, Dmitry Stogov, Xinchen Hui, Nikita Popov
Extension Module API => Andi Gutmans, Zeev Suraski, Andrei Zmievski
UNIX Build and Modularization => Stig Bakken, Sascha Schumann, Jani Taskinen, Peter Kokot
Windows Support => Shane Caraveo, Zeev Suraski, Wez Furlong, Pierre-Alain Joye, Anatol Belski, Kalle Sommer Nielsen
Server API (SAPI) Abstraction Layer => Andi Gutmans, Shane Caraveo, Zeev Suraski
Streams Abstraction Layer => Wez Furlong, Sara Golemon
PHP Data Objects Layer => Wez Furlong, Marcus Boerger, Sterling Hughes, George Schlossnagle, Ilia Alshanetsky
Output Handler => Zeev Suraski, Thies C. Arntzen, Marcus Boerger, Michael Wallner
Consistent 64 bit support => Anthony Ferrara, Anatol Belski

                            PHP Documentation                            
Authors => Mehdi Achour, Friedhelm Betz, Antony Dovgal, Nuno Lopes, Hannes Magnusson, Philip Olson, Georg Richter, Damien Seguy, Jakub Vrana, Adam Harvey
Editor => Peter Cowburn
User Note Maintainers => Daniel P. Brown, Thiago Henrique Pojda
phpinfo()
PHP Version => 8.2.36

Build System => Linux
Virtual Directory Support => disabled
bool(true)
bool(true)
bool(true)
