--TEST--
use statements: group uses of mixed kinds, class/function aliases case-insensitive, const aliases case-sensitive
--FILE--
<?php
// use statements: group uses with mixed kinds and aliases, case-insensitive
// class and function aliases, case-sensitive const aliases.
namespace Lib { class Box {} class Crate {} function make() { return __FUNCTION__; } const LIMIT = 3; const limit = 4; }
namespace App {
use Lib\{Box, Crate as C, function make, const LIMIT, const limit as small};
use function Lib\make as build;
use Lib\Box as Other;
echo Box::class, " ", C::class, " ", c::class, " ", other::class, "\n";
echo make(), " ", MAKE(), " ", build(), " ", Build(), "\n";
echo LIMIT, " ", small, "\n";
var_dump(new C instanceof \Lib\Crate);
}
--EXPECT--
Lib\Box Lib\Crate Lib\Crate Lib\Box
Lib\make Lib\make Lib\make Lib\make
3 4
bool(true)
