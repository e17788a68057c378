--TEST--
library: models with ArrayAccess/magic calls, pipelines of invokables, SPL structures, serialize/json, string and array helpers
--FILE--
<?php
declare(strict_types=1);

namespace Pipe\Core {
    interface Stage
    {
        public function __invoke(mixed $payload): mixed;
    }

    abstract class Model implements \ArrayAccess, \Countable, \IteratorAggregate
    {
        protected static array $registry = [];
        protected array $attributes = [];
        private static int $nextId = 1;
        public readonly int $id;

        public function __construct(array $attrs = [])
        {
            $this->id = self::$nextId++;
            static::$registry[static::class][] = $this->id;
            foreach ($attrs as $k => $v) {
                $this[$k] = $v;
            }
        }

        abstract public static function table(): string;

        public static function registry(): array
        {
            return static::$registry;
        }

        public function offsetExists(mixed $k): bool { return array_key_exists($k, $this->attributes); }
        public function offsetGet(mixed $k): mixed { return $this->attributes[$k] ?? null; }
        public function offsetSet(mixed $k, mixed $v): void
        {
            $setter = 'set' . str_replace('_', '', ucwords((string) $k, '_'));
            $this->attributes[$k] = method_exists($this, $setter) ? $this->$setter($v) : $v;
        }
        public function offsetUnset(mixed $k): void { unset($this->attributes[$k]); }
        public function count(): int { return count($this->attributes); }
        public function getIterator(): \Iterator { return new \ArrayIterator($this->attributes); }

        public function __call(string $m, array $a): mixed
        {
            if (preg_match('/^(get|has)([A-Z]\w*)$/', $m, $mm)) {
                $key = strtolower(preg_replace('/(?<!^)[A-Z]/', '_$0', $mm[2]));
                return $mm[1] === 'get' ? $this[$key] : isset($this[$key]);
            }
            throw new \BadMethodCallException(static::class . "::$m");
        }

        public static function __callStatic(string $m, array $a): static
        {
            if (str_starts_with($m, 'with')) {
                return new static([strtolower(substr($m, 4)) => $a[0] ?? null]);
            }
            throw new \BadMethodCallException(static::class . "::$m (static)");
        }

        public function __destruct()
        {
            echo '  ~', static::class, '#', $this->id, "\n";
        }
    }

    final class Pipeline
    {
        private array $stages = [];

        public function pipe(callable|Stage ...$stages): self
        {
            $new = clone $this;
            array_push($new->stages, ...$stages);
            return $new;
        }

        public function process(mixed $payload): mixed
        {
            return array_reduce($this->stages, static fn($carry, callable $s) => $s($carry), $payload);
        }

        public function __invoke(mixed $payload): mixed
        {
            return $this->process($payload);
        }
    }
}

namespace Pipe\App {
    use Pipe\Core\{Model, Pipeline, Stage};

    class Customer extends Model
    {
        public static function table(): string { return 'customers'; }

        protected function setEmail(string $v): string { return strtolower(trim($v)); }
        protected function setFullName(string $v): string { return ucwords(strtolower($v)); }
    }

    final class Vip extends Customer
    {
        public static function table(): string { return 'vip_' . parent::table(); }
    }

    final class Trim implements Stage
    {
        public function __invoke(mixed $p): mixed { return is_string($p) ? trim($p) : array_map($this, $p); }
    }

    final class Wrap implements Stage
    {
        public function __construct(private string $l = '[', private string $r = ']') {}
        public function __invoke(mixed $p): mixed { return $this->l . (is_array($p) ? implode('|', $p) : $p) . $this->r; }
    }
}

namespace {
    use Pipe\App\{Customer, Trim, Vip, Wrap};
    use Pipe\Core\Pipeline;

    $a = new Customer(['email' => '  Ann@Example.COM ', 'full_name' => 'ANN LEE', 'age' => 31]);
    $b = Vip::withEmail('BOB@x.org');
    echo $a->getEmail(), ' / ', $a->getFullName(), ' / ', var_export($a->hasAge(), true), ' / ', var_export($a->hasPhone(), true), "\n";
    echo $b::table(), ' ', $b->getEmail(), ' ', count($b), ' ', count($a), "\n";
    foreach ($a as $k => $v) {
        printf("  %-10s => %s\n", $k, is_int($v) ? sprintf('%03d', $v) : $v);
    }
    print_r(Customer::registry());
    try {
        $a->explode();
    } catch (BadMethodCallException $e) {
        echo $e->getMessage(), "\n";
    }
    try {
        Customer::without();
    } catch (BadMethodCallException $e) {
        echo $e->getMessage(), "\n";
    }
    unset($a['age']);
    var_dump(isset($a['age']), $a['age'], $a['email'] ?? 'none', empty($a['full_name']));

    $p = (new Pipeline())->pipe(new Trim(), strrev(...), 'strtoupper');
    $p2 = $p->pipe(new Wrap(), fn(string $s) => str_pad($s, 12, '-', STR_PAD_BOTH));
    echo $p('  abc '), ' ', $p2(' xyz '), ' ', (new Pipeline())->pipe(new Trim(), new Wrap('<', '>'))([' a', 'b ', ' c ']), "\n";
    echo implode(',', array_map(new Pipeline(), [1, 2])), "\n";

    // SplObjectStorage (WeakMap is not in HopVM yet)
    $tmp = new Customer(['email' => 'tmp@x']);
    unset($tmp);
    $store = new SplObjectStorage();
    $store[$a] = 'first';
    $store->attach($b, 'second');
    $store->attach($a, 'again');
    foreach ($store as $i => $obj) {
        echo $i, ': ', $obj::class, ' => ', $store[$obj], "\n";
    }

    // SPL structures
    $heap = new SplPriorityQueue();
    foreach (['low' => 1, 'urgent' => 10, 'mid' => 5, 'mid2' => 5] as $task => $prio) {
        $heap->insert($task, $prio);
    }
    $order = [];
    while (!$heap->isEmpty()) {
        $order[] = $heap->extract();
    }
    echo implode(' > ', $order), "\n";
    $stack = new SplStack();
    foreach ([1, 2, 3] as $n) $stack->push($n * $n);
    echo $stack->top(), ' ', $stack->pop(), ' ', count($stack), ' ', implode(',', iterator_to_array($stack, false)), "\n";
    $fixed = SplFixedArray::fromArray([3, 1, 2]);
    echo $fixed->getSize(), ' ', array_sum($fixed->toArray()), "\n";
    $it = new LimitIterator(new InfiniteIterator(new ArrayIterator(['r', 'g', 'b'])), 2, 5);
    echo implode('', iterator_to_array($it, false)), "\n";
    $filtered = new CallbackFilterIterator(new ArrayIterator(range(1, 10)), fn($v, $k) => $v % 3 === 0);
    echo implode(' ', iterator_to_array($filtered)), ' keys=', implode(',', array_keys(iterator_to_array($filtered))), "\n";
    $ao = new ArrayObject(['b' => 2, 'a' => 1, 'c' => 3]);
    $ao->ksort();
    echo json_encode($ao->getArrayCopy()), ' ', count($ao), "\n";

    // serialization & json
    $data = ['id' => 7, 'tags' => ['x', 'y'], 'price' => 9.5, 'ok' => true, 'none' => null, 'nested' => ['a' => ['b' => 'c']]];
    $ser = serialize($data);
    echo $ser, "\n";
    var_dump(unserialize($ser) === $data);
    echo json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
    echo json_encode(['path' => '/a/b', 'u' => "caf\u{e9}", 'f' => 1.0, 'list' => [], 'map' => new stdClass()]), "\n";
    echo json_encode(['path' => '/a/b', 'u' => "caf\u{e9}", 'f' => 1.0], JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION), "\n";
    var_dump(json_decode('{"a":{"b":[1,2,{"c":null}]},"d":1.5e3}'));
    var_dump(json_decode('{"a":{"b":[1,2]}}', true, 512, JSON_OBJECT_AS_ARRAY));
    try {
        json_decode('{bad', false, 512, JSON_THROW_ON_ERROR);
    } catch (JsonException $e) {
        echo get_class($e), ' ', $e->getCode(), ': ', $e->getMessage(), "\n";
    }
    var_dump(json_decode('[1'), json_last_error(), json_last_error_msg());

    // strings & arrays
    $words = explode(' ', 'the quick brown fox jumps over the lazy dog');
    $freq = array_count_values($words);
    arsort($freq);
    print_r(array_slice($freq, 0, 3, true));
    $byLen = [];
    foreach ($words as $w) $byLen[strlen($w)][] = $w;
    ksort($byLen);
    echo json_encode($byLen), "\n";
    echo ucwords(implode(' ', array_unique($words))), ' ', wordwrap('The quick brown fox', 10, "\n", true), "\n";
    echo str_word_count('Hello big world'), ' ', similar_text('World', 'Word'), ' ', levenshtein('kitten', 'sitting'), ' ', soundex('Robert'), ' ', metaphone('Thompson'), "\n";
    [0 => $x, 1 => [, $y], 'k' => $z] = [1, [2, 3], 'k' => 4];
    echo "$x $y $z\n";
    $matrix = [[1, 2, 3], [4, 5, 6]];
    echo json_encode(array_map(null, ...$matrix)), "\n";
    $m = ['b' => 1, 'a' => 1, 'c' => 0];
    uksort($m, fn($p, $q) => [$m[$p], $p] <=> [$m[$q], $q]);
    echo implode(',', array_keys($m)), "\n";
    $people = [['n' => 'Zoe', 'a' => 30], ['n' => 'adam', 'a' => 30], ['n' => 'Bea', 'a' => 25]];
    usort($people, fn($p, $q) => $q['a'] <=> $p['a'] ?: strcasecmp($p['n'], $q['n']));
    echo implode(' ', array_column($people, 'n')), ' ', json_encode(array_column($people, 'a', 'n')), "\n";
    $nums = [5, 3, 10, 1];
    rsort($nums);
    echo implode(' ', $nums), ' ', max($nums), ' ', min(...$nums), ' ', array_product($nums), "\n";
    $s = sprintf('%08.3f|%-8s|%8s|%\'#8d|%.2e', -3.14159, 'left', 'right', 42, 123456);
    echo $s, ' ', strlen($s), "\n";
    echo intdiv(17, 5), ' ', 17 % 5, ' ', -17 % 5, ' ', fmod(-17.5, 5), ' ', 2 ** 10, ' ', 2 ** -1, ' ', 7 <=> 3, "\n";
    echo PHP_EOL === "\n" ? 'eol' : 'other', ' ', PHP_INT_SIZE, ' ', M_PI > 3 ? 'pi' : '', "\n";

    echo "before end\n";
    unset($b);
    echo "after unset\n";
}
--EXPECT--
ann@example.com / Ann Lee / true / false
vip_customers bob@x.org 1 3
  email      => ann@example.com
  full_name  => Ann Lee
  age        => 031
Array
(
    [Pipe\App\Customer] => Array
        (
            [0] => 1
        )

    [Pipe\App\Vip] => Array
        (
            [0] => 2
        )

)
Pipe\App\Customer::explode
  ~Pipe\App\Customer#3
bool(false)
NULL
string(15) "ann@example.com"
bool(false)
CBA ---[ZYX]---- <a|b|c>
1,2
  ~Pipe\App\Customer#4
0: Pipe\App\Customer => again
1: Pipe\App\Vip => second
urgent > mid2 > mid > low
9 9 2 4,1
3 6
brgbr
3 6 9 keys=2,5,8
{"a":1,"b":2,"c":3} 3
a:6:{s:2:"id";i:7;s:4:"tags";a:2:{i:0;s:1:"x";i:1;s:1:"y";}s:5:"price";d:9.5;s:2:"ok";b:1;s:4:"none";N;s:6:"nested";a:1:{s:1:"a";a:1:{s:1:"b";s:1:"c";}}}
bool(true)
{
    "id": 7,
    "tags": [
        "x",
        "y"
    ],
    "price": 9.5,
    "ok": true,
    "none": null,
    "nested": {
        "a": {
            "b": "c"
        }
    }
}
{"path":"\/a\/b","u":"caf\u00e9","f":1,"list":[],"map":{}}
{"path":"\/a\/b","u":"café","f":1.0}
object(stdClass)#26 (2) {
  ["a"]=>
  object(stdClass)#25 (1) {
    ["b"]=>
    array(3) {
      [0]=>
      int(1)
      [1]=>
      int(2)
      [2]=>
      object(stdClass)#24 (1) {
        ["c"]=>
        NULL
      }
    }
  }
  ["d"]=>
  float(1500)
}
array(1) {
  ["a"]=>
  array(1) {
    ["b"]=>
    array(2) {
      [0]=>
      int(1)
      [1]=>
      int(2)
    }
  }
}
JsonException 4: Syntax error
NULL
int(4)
string(12) "Syntax error"
Array
(
    [the] => 2
    [quick] => 1
    [brown] => 1
)
{"3":["the","fox","the","dog"],"4":["over","lazy"],"5":["quick","brown","jumps"]}
The Quick Brown Fox Jumps Over Lazy Dog The quick
brown fox
3 4 3 R163 0MPSN
1 3 4
[[1,4],[2,5],[3,6]]
c,a,b
adam Zoe Bea {"adam":30,"Zoe":30,"Bea":25}
10 5 3 1 10 1 150
-003.142|left    |   right|######42|1.23e+5 43
3 2 -2 -2.5 1024 0.5 1
eol 8 pi
before end
after unset
  ~Pipe\App\Customer#1
  ~Pipe\App\Vip#2
