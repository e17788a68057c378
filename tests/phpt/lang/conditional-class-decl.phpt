--TEST--
Classes/functions declared inside if/loops/switch/try are conditional, top statements (plain blocks too) are hoisted
--FILE--
<?php
// Only classes and functions declared by top statements of the file (also inside
// namespace bodies and plain blocks) exist before the code runs; one inside an if,
// a loop, a switch or a try is declared when execution reaches it.
namespace Lib {
    var_dump(class_exists('Lib\Top', false), class_exists('Lib\InIf', false), class_exists('Lib\InElse', false));
    var_dump(class_exists('Lib\InBlock', false), interface_exists('Lib\IfIface', false), function_exists('Lib\ifFn'));
    if (false) {
        class InIf {}
        interface IfIface {}
        function ifFn() {}
    } else {
        class InElse { const WHICH = 'else'; }
    }
    { class InBlock {} }
    class Top {}
    var_dump(class_exists('Lib\InIf', false), class_exists('Lib\InElse', false), InElse::WHICH);
    if (!class_exists('Lib\Poly', false)) {
        class Poly { function v() { return 'first'; } }
    }
    if (!class_exists('Lib\Poly', false)) {
        class Poly { function v() { return 'second'; } }
    }
    var_dump((new Poly)->v());
    switch (1) { case 2: class InSwitch {} }
    try { class InTry {} } finally {}
    for ($i = 0; $i < 0; $i++) { class InFor {} }
    var_dump(class_exists('Lib\InSwitch', false), class_exists('Lib\InTry', false), class_exists('Lib\InFor', false));
    var_dump(class_exists('Lib\Later', false));
}
namespace {
    class Later {}
    var_dump(class_exists('Later', false));
}
namespace {
    var_dump(function_exists('inPlainBlock'), function_exists('inIfBlock'));
    { function inPlainBlock() {} }
    if (true) { function inIfBlock() {} }
}
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
string(4) "else"
string(5) "first"
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
