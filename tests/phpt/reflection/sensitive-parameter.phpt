--TEST--
#[SensitiveParameter] hides arguments in traces
--FILE--
<?php
function test($plain, #[SensitiveParameter] $secret, #[SensitiveParameter] ...$more) {
    debug_print_backtrace();
    echo (new Exception)->getTraceAsString(), "\n";
    $t = debug_backtrace()[0]['args'];
    var_dump($t[1] instanceof SensitiveParameterValue, $t[1]->getValue(), $t[2]->getValue());
}
test('a', 'pw', 'x', 'y');
class K { function m(#[SensitiveParameter] $p) { throw new Exception('e'); } }
try { (new K)->m('hidden'); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; var_dump($e->getTrace()[0]['args'][0]->getValue()); }
$v = new SensitiveParameterValue('s');
var_dump(get_class($v));
try { $v->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
#0 %s(8): test('a', Object(SensitiveParameterValue), Object(SensitiveParameterValue), Object(SensitiveParameterValue))
#0 %s(8): test('a', Object(SensitiveParameterValue), Object(SensitiveParameterValue), Object(SensitiveParameterValue))
#1 {main}
bool(true)
string(2) "pw"
string(1) "x"
#0 %s(10): K->m(Object(SensitiveParameterValue))
#1 {main}
string(6) "hidden"
string(23) "SensitiveParameterValue"
Cannot create dynamic property SensitiveParameterValue::$x
