--TEST--
IteratorIterator family, RegexIterator, MultipleIterator, EmptyIterator
--FILE--
<?php
function t($f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4, 'e' => 5]);
foreach (new IteratorIterator($a) as $k => $v) echo "$k=$v ";
echo "\n";
foreach (new CallbackFilterIterator($a, fn($v, $k, $it) => $v % 2) as $k => $v) echo "$k=$v ";
echo "\n";
foreach (new LimitIterator($a, 1, 3) as $k => $v) echo "$k=$v ";
echo "\n";
$l = new LimitIterator($a, 1, 2);
t(fn()=>$l->seek(0)); t(fn()=>$l->seek(3)); t(fn()=>$l->seek(2)); var_dump($l->current(), $l->getPosition());
t(fn()=>new LimitIterator($a, -1)); t(fn()=>new LimitIterator($a, 0, -2));
$i = 0; foreach (new InfiniteIterator(new ArrayIterator([1,2,3])) as $v) { echo $v; if (++$i > 7) break; }
echo "\n";
$nr = new NoRewindIterator(new ArrayIterator([1,2,3,4]));
foreach ($nr as $v) { echo $v; break; } foreach ($nr as $v) echo $v; echo "\n";
$ap = new AppendIterator(); $ap->append(new ArrayIterator([1,2])); $ap->append(new ArrayIterator([])); $ap->append(new ArrayIterator(['x'=>3,4]));
foreach ($ap as $k => $v) echo "$k=$v(", $ap->getIteratorIndex(), ") ";
echo "\n";
$c = new CachingIterator(new ArrayIterator(['a','b','c']));
foreach ($c as $k => $v) { echo "$k=$v hasNext=", var_export($c->hasNext(), true), " str=", (string)$c, "\n"; }
$c = new CachingIterator(new ArrayIterator(['x'=>'a','y'=>'b']), CachingIterator::FULL_CACHE);
foreach ($c as $v); var_dump($c->getCache(), count($c), $c['x']); t(fn()=>(string)$c);
t(fn()=>new CachingIterator($a, 3));
foreach (new EmptyIterator as $v) echo "never";
t(fn()=>(new EmptyIterator)->current());
t(fn()=>(new EmptyIterator)->key());
$r = new RegexIterator(new ArrayIterator(['apple', 'banana', 'cherry', 'avocado']), '/^a/');
foreach ($r as $k => $v) echo "$k=$v "; echo "\n";
$r = new RegexIterator(new ArrayIterator(['a1b2', 'c3', 'x']), '/\d/', RegexIterator::GET_MATCH);
foreach ($r as $k => $v) { echo "$k: "; print_r($v); }
$r = new RegexIterator(new ArrayIterator(['a1b2', 'c3', 'x']), '/\d/', RegexIterator::ALL_MATCHES);
foreach ($r as $k => $v) { echo "$k: "; print_r($v); }
$r = new RegexIterator(new ArrayIterator(['a,b', 'c', 'x,y,z']), '/,/', RegexIterator::SPLIT);
foreach ($r as $k => $v) { echo "$k: "; print_r($v); }
$r = new RegexIterator(new ArrayIterator(['a1', 'b', 'c22']), '/\d/', RegexIterator::REPLACE); $r->replacement = '#';
foreach ($r as $k => $v) { echo "$k: $v\n"; }
$r = new RegexIterator(new ArrayIterator(['k1' => 'a', 'x' => 'b']), '/\d/', RegexIterator::MATCH, RegexIterator::USE_KEY);
foreach ($r as $k => $v) { echo "$k: $v\n"; }
$r = new RegexIterator(new ArrayIterator(['a1', 'b']), '/\d/', RegexIterator::MATCH, RegexIterator::INVERT_MATCH);
foreach ($r as $k => $v) { echo "$k: $v\n"; }
var_dump($r->getMode(), $r->getFlags(), $r->getPregFlags(), $r->getRegex());
t(fn()=>new RegexIterator($a, '/x/', 9));
$mi = new MultipleIterator();
$mi->attachIterator(new ArrayIterator([1,2,3])); $mi->attachIterator(new ArrayIterator([4,5]));
foreach ($mi as $k => $v) { echo json_encode($k), json_encode($v), "\n"; }
$mi = new MultipleIterator(MultipleIterator::MIT_NEED_ANY | MultipleIterator::MIT_KEYS_ASSOC);
$mi->attachIterator(new ArrayIterator([1,2,3]), 'x'); $mi->attachIterator(new ArrayIterator([4,5]), 'y');
foreach ($mi as $k => $v) { echo json_encode($k), json_encode($v), "\n"; }
var_dump($mi->countIterators());
t(fn()=>$mi->attachIterator(new ArrayIterator([]), 'x'));
class MyII extends IteratorIterator { function __construct() {} }
t(fn()=>(new MyII)->valid());
var_dump(iterator_to_array(new IteratorIterator(new ArrayObject([3,4]))));
function gen() { yield 'a' => 1; yield 'b' => 2; }
var_dump(iterator_to_array(new IteratorIterator(gen())));
var_dump(iterator_count(new ArrayIterator([1,2,3])));
--EXPECT--
a=1 b=2 c=3 d=4 e=5 
a=1 c=3 e=5 
b=2 c=3 d=4 
OutOfBoundsException: Cannot seek to 0 which is below the offset 1
OutOfBoundsException: Cannot seek to 3 which is behind offset 1 plus count 2
int(2)
int(3)
int(2)
ValueError: LimitIterator::__construct(): Argument #2 ($offset) must be greater than or equal to 0
ValueError: LimitIterator::__construct(): Argument #3 ($limit) must be greater than or equal to -1
12312312
11234
0=1(0) 1=2(0) x=3(2) 0=4(2) 
0=a hasNext=true str=a
1=b hasNext=true str=b
2=c hasNext=false str=c
array(2) {
  ["x"]=>
  string(1) "a"
  ["y"]=>
  string(1) "b"
}
int(2)
string(1) "a"
BadMethodCallException: CachingIterator does not fetch string value (see CachingIterator::__construct)
ValueError: CachingIterator::__construct(): Argument #2 ($flags) must contain only one of CachingIterator::CALL_TOSTRING, CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or CachingIterator::TOSTRING_USE_INNER
BadMethodCallException: Accessing the value of an EmptyIterator
BadMethodCallException: Accessing the key of an EmptyIterator
0=apple 3=avocado 
0: Array
(
    [0] => 1
)
1: Array
(
    [0] => 3
)
0: Array
(
    [0] => Array
        (
            [0] => 1
            [1] => 2
        )

)
1: Array
(
    [0] => Array
        (
            [0] => 3
        )

)
0: Array
(
    [0] => a
    [1] => b
)
2: Array
(
    [0] => x
    [1] => y
    [2] => z
)
0: a#
2: c##
k1: a
1: b
int(0)
int(2)
int(0)
string(4) "/\d/"
ValueError: RegexIterator::__construct(): Argument #3 ($mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE
[0,0][1,4]
[1,1][2,5]
{"x":0,"y":0}{"x":1,"y":4}
{"x":1,"y":1}{"x":2,"y":5}
{"x":2,"y":null}{"x":3,"y":null}
int(2)
InvalidArgumentException: Key duplication error
Error: The object is in an invalid state as the parent constructor was not called
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(4)
}
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
int(3)
