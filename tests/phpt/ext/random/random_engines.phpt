--TEST--
Random\Randomizer and the engines: seeded sequences, serialization, errors, user engines
--FILE--
<?php
use Random\Engine\{Mt19937, PcgOneseq128XslRr64, Xoshiro256StarStar, Secure};
use Random\Randomizer;
$e = new Mt19937(1234);
for ($i = 0; $i < 3; $i++) echo bin2hex($e->generate()), " ";
echo "\n";
$e = new Mt19937(1234, MT_RAND_PHP);
for ($i = 0; $i < 3; $i++) echo bin2hex($e->generate()), " ";
echo "\n";
$p = new PcgOneseq128XslRr64(1234);
for ($i = 0; $i < 3; $i++) echo bin2hex($p->generate()), " ";
$p->jump(1000); echo bin2hex($p->generate()), "\n";
$p = new PcgOneseq128XslRr64("0123456789abcdef"); echo bin2hex($p->generate()), "\n";
$x = new Xoshiro256StarStar(1234);
for ($i = 0; $i < 3; $i++) echo bin2hex($x->generate()), " ";
$x->jump(); echo bin2hex($x->generate()), " "; $x->jumpLong(); echo bin2hex($x->generate()), "\n";
$x = new Xoshiro256StarStar(str_repeat("ab", 16)); echo bin2hex($x->generate()), "\n";
echo strlen((new Secure)->generate()), "\n";
$r = new Randomizer(new Xoshiro256StarStar(42));
var_dump($r->getInt(1, 100), $r->getInt(PHP_INT_MIN, PHP_INT_MAX), $r->nextInt(), bin2hex($r->getBytes(11)));
var_dump($r->shuffleArray(["a" => 1, "b" => 2, "c" => 3, 4, 5]), $r->shuffleBytes("abcdefgh"), $r->pickArrayKeys(["x" => 1, "y" => 2, "z" => 3, 7 => 4], 2), $r->pickArrayKeys([10, 20, 30], 1));
$r = new Randomizer(new PcgOneseq128XslRr64(7));
var_dump($r->getInt(-5, 5), $r->getInt(0, 0xFFFFFFFF), bin2hex($r->getBytes(3)));
$r = new Randomizer(new Mt19937(99));
mt_srand(99);
var_dump($r->getInt(1, 1000) === mt_rand(1, 1000), $r->pickArrayKeys(range(0, 9), 3) === array_rand(range(0, 9), 3));
$r = new Randomizer(new Mt19937(5, MT_RAND_PHP));
var_dump($r->getInt(1, 100));
$m = new Mt19937(3); $m->generate();
$s = serialize($m); $m2 = unserialize($s);
var_dump($m->generate() === $m2->generate(), strlen($s));
$x = new Xoshiro256StarStar(9); echo serialize($x), "\n";
var_dump(unserialize(serialize($x))->generate() === $x->generate());
$p = new PcgOneseq128XslRr64(9); echo serialize($p), "\n";
var_dump($p);
$r = new Randomizer(new PcgOneseq128XslRr64(1));
$r2 = unserialize(serialize($r));
var_dump($r->getInt(0, 1000) === $r2->getInt(0, 1000));
try { serialize(new Secure); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { new Mt19937(1, 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { new PcgOneseq128XslRr64("short"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { new Xoshiro256StarStar(str_repeat("\0", 32)); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { (new PcgOneseq128XslRr64(1))->jump(-1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $r->getInt(5, 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $r->getBytes(0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $r->pickArrayKeys([], 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $r->pickArrayKeys([1, 2], 3); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $r->engine = new Secure; } catch (Error $e) { echo $e->getMessage(), "\n"; }
final class Counter implements Random\Engine {
    private int $n = 0;
    public function generate(): string { return chr(++$this->n); }
}
$r = new Randomizer(new Counter);
var_dump($r->getInt(0, 1000), bin2hex($r->getBytes(5)), $r->nextInt());
final class EmptyEngine implements Random\Engine { public function generate(): string { return ""; } }
try { (new Randomizer(new EmptyEngine))->getInt(0, 10); } catch (Random\BrokenRandomEngineError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump((new Randomizer)->engine instanceof Secure, new Random\RandomException("x") instanceof Exception, new Random\BrokenRandomEngineError instanceof Random\RandomError);
--EXPECT--
2f6b0731 d3e2667f 2685429f 
c38190cf d3e2667f 2685429f 
ecfbe5990a319380 4f6b4a5b53b10e3f 4fdebe0e2a879626 0add058bf5ead8bf
33ab451afc58b814
53aee3a0d945ab0b 3e43190c6640c6d7 91669ad0a0dadeb0 c95048aff6d3e5b9 9c8449ce9dc9fc4a
9d8a258f258f258f
8
int(15)
int(-2232420343890232706)
int(6272293381124279504)
string(22) "a160b30347adb8ec645eec"
array(5) {
  [0]=>
  int(2)
  [1]=>
  int(4)
  [2]=>
  int(5)
  [3]=>
  int(3)
  [4]=>
  int(1)
}
string(8) "bhgcedaf"
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
array(1) {
  [0]=>
  int(2)
}
int(-4)
int(3846802647)
string(6) "db8edc"
bool(true)
bool(true)
int(78)
bool(true)
int(13069)
O:32:"Random\Engine\Xoshiro256StarStar":2:{i:0;a:0:{}i:1;a:4:{i:0;s:16:"646070befe52afae";i:1;s:16:"62eaaf875e8a2dc0";i:2;s:16:"b689b544e52bec43";i:3;s:16:"60603197d68ce9c8";}}
bool(true)
O:33:"Random\Engine\PcgOneseq128XslRr64":2:{i:0;a:0:{}i:1;a:2:{i:0;s:16:"bfbe3bb7f713da86";i:1;s:16:"07eeb7d6a564d40b";}}
object(Random\Engine\PcgOneseq128XslRr64)#4 (1) {
  ["__states"]=>
  array(2) {
    [0]=>
    string(16) "bfbe3bb7f713da86"
    [1]=>
    string(16) "07eeb7d6a564d40b"
  }
}
bool(true)
Serialization of 'Random\Engine\Secure' is not allowed
Random\Engine\Mt19937::__construct(): Argument #2 ($mode) must be either MT_RAND_MT19937 or MT_RAND_PHP
Random\Engine\PcgOneseq128XslRr64::__construct(): Argument #1 ($seed) must be a 16 byte (128 bit) string
Random\Engine\Xoshiro256StarStar::__construct(): Argument #1 ($seed) must not consist entirely of NUL bytes
Random\Engine\PcgOneseq128XslRr64::jump(): Argument #1 ($advance) must be greater than or equal to 0
Random\Randomizer::getInt(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)
Random\Randomizer::getBytes(): Argument #1 ($length) must be greater than 0
Random\Randomizer::pickArrayKeys(): Argument #1 ($array) cannot be empty
Random\Randomizer::pickArrayKeys(): Argument #2 ($num) must be between 1 and the number of elements in argument #1 ($array)
Cannot modify readonly property Random\Randomizer::$engine
int(747)
string(10) "0506070809"
int(5)
Random\BrokenRandomEngineError: A random engine must return a non-empty string
bool(true)
bool(true)
bool(true)
