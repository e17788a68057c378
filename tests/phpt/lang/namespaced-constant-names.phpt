--TEST--
Constant names: the namespace part is case-insensitive (define, const, defined, constant, get_defined_constants)
--FILE--
<?php
// Constant names compare their namespace part case-insensitively.
define('NS1\ns2\const1', 'value1');
define('ns1\ns2\const2', 'value2');
define('ns1\NS2\coNSt3', 'value3');
echo NS1\ns2\const1, ns1\ns2\const1, ns1\NS2\const1, "\n";
echo NS1\ns2\const2, ns1\NS2\const2, "\n";
echo NS1\ns2\coNSt3, ns1\ns2\coNSt3, "\n";
var_dump(defined('NS1\NS2\const1'), defined('ns1\ns2\CONST1'), constant('Ns1\Ns2\const2'));
var_dump(define('NS1\NS2\const1', 'again'));
$c = array_filter(get_defined_constants(), fn($k) => str_contains($k, '\\'), ARRAY_FILTER_USE_KEY); ksort($c); var_dump($c);
try { echo NS1\ns2\coNSt1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
value1value1value1
value2value2
value3value3
bool(true)
bool(false)
string(6) "value2"

Warning: Constant ns1\ns2\const1 already defined in %s on line 10
bool(false)
array(3) {
  ["NS1\ns2\const1"]=>
  string(6) "value1"
  ["ns1\NS2\coNSt3"]=>
  string(6) "value3"
  ["ns1\ns2\const2"]=>
  string(6) "value2"
}
Undefined constant "NS1\ns2\coNSt1"
