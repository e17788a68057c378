--TEST--
RecursiveIteratorIterator modes and hooks, RecursiveTreeIterator, recursive filters
--FILE--
<?php
function t($f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$arr = ['a' => 1, 'b' => ['c' => 2, 'd' => ['e' => 3]], 'f' => 4, 'g' => []];
foreach ([RecursiveIteratorIterator::LEAVES_ONLY, RecursiveIteratorIterator::SELF_FIRST, RecursiveIteratorIterator::CHILD_FIRST] as $mode) {
  $it = new RecursiveIteratorIterator(new RecursiveArrayIterator($arr), $mode);
  foreach ($it as $k => $v) echo str_repeat(' ', $it->getDepth()), "$k => ", is_array($v) ? 'arr' : $v, "\n";
  echo "--\n";
}
class R extends RecursiveIteratorIterator {
  function beginIteration(): void { echo "begin\n"; }
  function endIteration(): void { echo "end\n"; }
  function beginChildren(): void { echo "beginChildren ", $this->getDepth(), "\n"; }
  function endChildren(): void { echo "endChildren ", $this->getDepth(), "\n"; }
  function nextElement(): void { echo "nextElement ", $this->key(), "\n"; }
  function callHasChildren(): bool { $r = parent::callHasChildren(); echo "has ", $this->key(), "=", var_export($r, true), "\n"; return $r; }
}
foreach (new R(new RecursiveArrayIterator($arr), RecursiveIteratorIterator::SELF_FIRST) as $k => $v) echo "  got $k\n";
$it = new RecursiveIteratorIterator(new RecursiveArrayIterator($arr)); $it->setMaxDepth(1);
foreach ($it as $k => $v) echo "$k ";
echo "\n"; var_dump($it->getMaxDepth());
t(fn()=>$it->setMaxDepth(-5));
t(fn()=>new RecursiveIteratorIterator(new ArrayIterator([])));
var_dump(iterator_to_array(new RecursiveIteratorIterator(new RecursiveArrayIterator([1,[2,[3,4]],5])), false));
$t = new RecursiveTreeIterator(new RecursiveArrayIterator(['a' => 1, 'b' => ['c' => 2, 'd' => ['e' => 3]], 'f' => 4]));
foreach ($t as $k => $v) echo "[$k] $v\n";
$t = new RecursiveTreeIterator(new RecursiveArrayIterator(['a' => 1, 'b' => ['c' => 2]]), 0);
foreach ($t as $k => $v) echo "[$k] $v\n";
$f = new ParentIterator(new RecursiveArrayIterator($arr));
foreach (new RecursiveIteratorIterator($f, RecursiveIteratorIterator::SELF_FIRST) as $k => $v) echo "$k ";
echo "\n";
$f = new RecursiveCallbackFilterIterator(new RecursiveArrayIterator($arr), function ($v, $k, $it) { return $it->hasChildren() || $v > 1; });
foreach (new RecursiveIteratorIterator($f) as $k => $v) echo "$k=$v ";
echo "\n";
$ri = new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2, 3]]));
foreach ($ri as $v) { echo $v, ' ', get_class($ri->getSubIterator()), ' ', $ri->getSubIterator(0)->key(), "\n"; }
var_dump($ri->getSubIterator(5));
--EXPECT--
a => 1
 c => 2
  e => 3
f => 4
--
a => 1
b => arr
 c => 2
 d => arr
  e => 3
f => 4
g => arr
--
a => 1
 c => 2
  e => 3
 d => arr
b => arr
f => 4
g => arr
--
begin
has a=false
nextElement a
  got a
has b=true
nextElement b
  got b
beginChildren 1
has c=false
nextElement c
  got c
has d=true
nextElement d
  got d
beginChildren 2
has e=false
nextElement e
  got e
endChildren 2
endChildren 1
has f=false
nextElement f
  got f
has g=true
nextElement g
  got g
beginChildren 1
endChildren 1
end
a c f 
int(1)
ValueError: RecursiveIteratorIterator::setMaxDepth(): Argument #1 ($maxDepth) must be greater than or equal to -1
InvalidArgumentException: An instance of RecursiveIterator or IteratorAggregate creating it is required
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
  [4]=>
  int(5)
}
[a] |-1
[b] |-Array
[c] | |-2
[d] | \-Array
[e] |   \-3
[f] \-4
[|-a] |-1
[\-b] \-Array
[  \-c]   \-2
b d g 
c=2 e=3 f=4 
1 RecursiveArrayIterator 0
2 RecursiveArrayIterator 1
3 RecursiveArrayIterator 1
NULL
