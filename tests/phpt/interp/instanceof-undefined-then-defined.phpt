--TEST--
instanceof a class not yet defined, then defined by eval, autoload and class_alias
--FILE--
<?php
// instanceof against a class not defined yet, then defined (eval, autoload, class_alias); remembered answers must follow
namespace App\Nodes;
interface Node {}
function check($o) {
  return [$o instanceof \App\Nodes\Later, $o instanceof Later2, $o instanceof \Missing\Never, $o instanceof Aliased];
}
$o = new \stdClass;
for ($i = 0; $i < 3; $i++) var_dump(check($o));
eval('namespace App\Nodes; class Later implements Node {}');
$l = new Later;
var_dump(check($l));
spl_autoload_register(function ($c) { echo "autoload $c\n"; if ($c === 'App\Nodes\Later2') eval('namespace App\Nodes; class Later2 extends Later {}'); });
var_dump(class_exists('App\Nodes\Later2'));
$l2 = new Later2;
var_dump(check($l2));
class_alias('App\Nodes\Later2', 'App\Nodes\Aliased');
var_dump(check($l2), check($l));
for ($i = 0; $i < 3; $i++) var_dump($l2 instanceof \APP\NODES\LATER, $l instanceof \app\nodes\later2);
$name = 'App\Nodes\Later';
var_dump($l2 instanceof $name);
--EXPECT--
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
array(4) {
  [0]=>
  bool(true)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
autoload App\Nodes\Later2
bool(true)
array(4) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
array(4) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(false)
  [3]=>
  bool(true)
}
array(4) {
  [0]=>
  bool(true)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
