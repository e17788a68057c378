--TEST--
Exception::__toString() keeps its text in the private $string, as php
--FILE--
<?php
$e = new Exception("m", 3, new RuntimeException("p"));
var_export($e); echo "\n";
$s = (string) $e;
var_export($e); echo "\n";
class MyE extends Exception { public function __toString(): string { return "mine"; } }
$m = new MyE("x"); echo $m, "\n"; var_dump(strlen(print_r($m, true)) > 0);
$r = new ReflectionProperty(Exception::class, 'string'); var_dump($r->getValue($m));
--EXPECTF--
\Exception::__set_state(array(
   'message' => 'm',
   'string' => '',
   'code' => 3,
   'file' => '%s',
   'line' => 2,
   'trace' => 
  array (
  ),
   'previous' => 
  \RuntimeException::__set_state(array(
     'message' => 'p',
     'string' => '',
     'code' => 0,
     'file' => '%s',
     'line' => 2,
     'trace' => 
    array (
    ),
     'previous' => NULL,
  )),
))
\Exception::__set_state(array(
   'message' => 'm',
   'string' => 'RuntimeException: p in %s:2
Stack trace:
#0 {main}

Next Exception: m in %s:2
Stack trace:
#0 {main}',
   'code' => 3,
   'file' => '%s',
   'line' => 2,
   'trace' => 
  array (
  ),
   'previous' => 
  \RuntimeException::__set_state(array(
     'message' => 'p',
     'string' => '',
     'code' => 0,
     'file' => '%s',
     'line' => 2,
     'trace' => 
    array (
    ),
     'previous' => NULL,
  )),
))
mine
bool(true)
string(0) ""
