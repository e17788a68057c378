--TEST--
library: attribute-driven validation (readonly classes, trait constants, enum const exprs, magic props, clone, printf formats, generators send/throw, traces)
--FILE--
<?php
declare(strict_types=1);

namespace Valid\Attr {
    use Attribute;

    interface Rule
    {
        public const MESSAGE = '%s is invalid';
        public function check(mixed $value): true|string;
    }

    #[Attribute(Attribute::TARGET_PROPERTY | Attribute::IS_REPEATABLE)]
    final readonly class Length implements Rule
    {
        public function __construct(public int $min = 0, public ?int $max = null) {}

        public function check(mixed $value): true|string
        {
            $len = strlen((string) $value);
            return match (true) {
                $len < $this->min => sprintf('must be at least %d chars (got %d)', $this->min, $len),
                $this->max !== null && $len > $this->max => sprintf('must be at most %d chars (got %d)', $this->max, $len),
                default => true,
            };
        }
    }

    #[Attribute(Attribute::TARGET_PROPERTY)]
    final readonly class Range implements Rule
    {
        public function __construct(public int|float $min, public int|float $max) {}

        public function check(mixed $value): true|string
        {
            return ($value >= $this->min && $value <= $this->max) ?: sprintf('%s not in [%s, %s]', var_export($value, true), $this->min, $this->max);
        }
    }

    #[Attribute(Attribute::TARGET_PROPERTY)]
    final readonly class Pattern implements Rule
    {
        public function __construct(public string $regex, public string $hint = 'pattern') {}

        public function check(mixed $value): true|string
        {
            return preg_match($this->regex, (string) $value) === 1 ? true : "does not match {$this->hint}";
        }
    }

    #[Attribute(Attribute::TARGET_PROPERTY)]
    final class OneOf implements Rule
    {
        private array $allowed;

        public function __construct(string $enum)
        {
            $this->allowed = array_map(fn(\BackedEnum $c) => $c->value, $enum::cases());
        }

        public function check(mixed $value): true|string
        {
            return in_array($value, $this->allowed, true) ?: 'must be one of ' . implode('|', $this->allowed);
        }
    }
}

namespace Valid {
    use Valid\Attr\{Length, OneOf, Pattern, Range, Rule};

    trait HasConstants
    {
        public const VERSION = '1.2';
        abstract public static function create(array $data): static;

        public static function version(): string
        {
            return static::class . '@' . self::VERSION;
        }
    }

    enum Role: string
    {
        case Admin = 'admin';
        case Editor = 'editor';
        case Viewer = 'viewer';

        const DEFAULT = self::Viewer;
        const DEFAULT_VALUE = self::DEFAULT->value;

        public static function fromMixed(string|self|null $r): self
        {
            return $r instanceof self ? $r : self::tryFrom((string) $r) ?? self::DEFAULT;
        }
    }

    final class ValidationError extends \InvalidArgumentException
    {
        /** @param array<string, list<string>> $errors */
        public function __construct(public readonly array $errors)
        {
            $n = array_sum(array_map('count', $errors));
            parent::__construct(sprintf('%d error%s in %d field%s', $n, $n === 1 ? '' : 's', count($errors), count($errors) === 1 ? '' : 's'));
        }
    }

    final class Validator
    {
        private static array $cache = [];
        public static int $reflections = 0;

        /** @return array<string, list<Rule>> */
        private static function rulesFor(string $class): array
        {
            return self::$cache[$class] ??= (function () use ($class) {
                self::$reflections++;
                $rules = [];
                foreach ((new \ReflectionClass($class))->getProperties() as $prop) {
                    foreach ($prop->getAttributes(Rule::class, \ReflectionAttribute::IS_INSTANCEOF) as $attr) {
                        $rules[$prop->getName()][] = $attr->newInstance();
                    }
                }
                return $rules;
            })();
        }

        public static function validate(object $o): void
        {
            $errors = [];
            foreach (self::rulesFor($o::class) as $field => $rules) {
                $value = (fn() => $this->$field ?? null)->call($o);
                foreach ($rules as $rule) {
                    if (($r = $rule->check($value)) !== true) {
                        $errors[$field][] = $r;
                    }
                }
            }
            if ($errors) {
                throw new ValidationError($errors);
            }
        }
    }

    class User implements \JsonSerializable
    {
        use HasConstants;

        private static int $created = 0;

        public function __construct(
            #[Length(3, 12)] #[Pattern('/^[a-z][a-z0-9_]*$/', 'lowercase identifier')]
            public readonly string $login,
            #[Range(13, 130)]
            protected int $age,
            #[OneOf(Role::class)]
            private string $role = Role::DEFAULT_VALUE,
            private array $meta = [],
        ) {
            static::$created++;
        }

        public static function create(array $data): static
        {
            $u = new static(...$data);
            Validator::validate($u);
            return $u;
        }

        public static function created(): int
        {
            return self::$created;
        }

        public function role(): Role
        {
            return Role::from($this->role);
        }

        public function __get(string $name): mixed
        {
            echo "  (__get $name)\n";
            return $this->meta[$name] ?? null;
        }

        public function __set(string $name, mixed $value): void
        {
            echo "  (__set $name)\n";
            $this->meta[$name] = $value;
        }

        public function __isset(string $name): bool
        {
            return isset($this->meta[$name]);
        }

        public function __unset(string $name): void
        {
            echo "  (__unset $name)\n";
            unset($this->meta[$name]);
        }

        public function __clone(): void
        {
            $this->meta['cloned'] = ($this->meta['cloned'] ?? 0) + 1;
        }

        public function jsonSerialize(): mixed
        {
            return get_object_vars($this);
        }
    }

    final class Admin extends User
    {
        public static function create(array $data): static
        {
            $data['role'] = Role::Admin->value;
            return parent::create($data);
        }
    }
}

namespace {
    use Valid\{Admin, Role, User, ValidationError, Validator};

    echo User::version(), ' ', Admin::version(), ' ', User::VERSION, "\n";
    var_dump(Role::DEFAULT_VALUE, Role::fromMixed(null), Role::fromMixed('admin'), Role::fromMixed(Role::Editor));

    $inputs = [
        ['login' => 'alice', 'age' => 30],
        ['login' => 'Bo', 'age' => 7, 'role' => 'root'],
        ['login' => 'carol_the_great_1', 'age' => 200],
        ['dave', 44, 'editor', ['team' => 'red']],
        ['login' => 'eve', 'age' => 25, 'meta' => ['x' => 1]],
    ];
    $users = [];
    foreach ($inputs as $i => $input) {
        try {
            $users[] = $u = ($i % 2 ? Admin::class : User::class)::create($input);
            printf("#%d ok   %-6s %-5s %s\n", $i, $u->login, $u->role()->name, $u::class);
        } catch (ValidationError $e) {
            printf("#%d fail %s\n", $i, $e->getMessage());
            foreach ($e->errors as $field => $msgs) {
                foreach ($msgs as $m) {
                    echo "     - $field: $m\n";
                }
            }
        } catch (Error $e) {
            echo "#$i ", get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
    echo 'created ', User::created(), ', reflections ', Validator::$reflections, "\n";

    try {
        User::create(['login' => 'zed', 'age' => '40']);
    } catch (TypeError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    try {
        User::create(['login' => 'zed', 'age' => 40, 'nick' => 'z']);
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }

    $dave = $users[1];
    echo "team: ", $dave->team, "\n";
    $dave->color = 'blue';
    var_dump(isset($dave->color), isset($dave->nothing), $dave->nothing);
    unset($dave->color);
    $copy = clone $dave;
    $copy2 = clone $copy;
    echo json_encode([$dave, $copy2]), "\n";
    try {
        $copy->login = 'x';
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    try {
        echo $dave->age;
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    var_dump($copy2);
    $rule = new Valid\Attr\Length(max: 3);
    try {
        $rule->min = 2;
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    var_dump($rule, $rule->check('abcd'), (new Valid\Attr\Range(1, 2.5))->check(3));
    $refl = new ReflectionClass(Valid\Attr\Length::class);
    var_dump($refl->isReadOnly(), $refl->isFinal(), array_map(fn($a) => $a->getName(), $refl->getAttributes()));

    // sorting and formatting
    $rows = [
        ['n' => 'widget', 'p' => 3.5, 'q' => 10],
        ['n' => 'gadget', 'p' => 12.25, 'q' => 3],
        ['n' => 'doohickey', 'p' => 0.999, 'q' => 250],
        ['n' => 'gizmo', 'p' => 12.25, 'q' => 7],
    ];
    usort($rows, fn($a, $b) => [$b['p'], $a['n']] <=> [$a['p'], $b['n']]);
    foreach ($rows as ['n' => $n, 'p' => $p, 'q' => $q]) {
        printf("%'.-12s|%8.2f|%5d|%10s|%-6s|%05.1f|%x|%o|%b|%e\n", $n, $p, $q, number_format($p * $q, 3), str_pad((string) $q, 6, '*', STR_PAD_LEFT), $p, $q, $q, $q, $p * $q);
    }
    printf("%2\$s %1\$s %2\$s %%\n", 'a', 'b');
    echo sprintf('%+d %+d % 5d %u %c %.3s %5.1e %G', 5, -5, 42, 3, 65, 'abcdef', 12345.678, 0.00001234), "\n";
    echo number_format(1234567.891), ' ', number_format(1234567.891, 2), ' ', number_format(0.5), ' ', number_format(-1234.567, 1, '.', ' '), "\n";
    $len = printf("[%s]\n", implode(',', array_map(fn($x) => round($x, 2), [1.005, 2.675, 1/3, 1e20, -0.0])));
    echo $len, "\n";
    var_dump(1.0, 0.1 + 0.2, 1e100, -0.0, 7E-10, (float) PHP_INT_MAX, 1/3);

    // generators
    function numbers(): Generator
    {
        try {
            $received = [];
            for ($i = 1; $i <= 3; $i++) {
                $got = yield "k$i" => $i * 10;
                $received[] = $got;
            }
            return $received;
        } catch (RuntimeException $e) {
            echo "  caught inside: ", $e->getMessage(), "\n";
            yield 'recovered' => -1;
            return ['recovered'];
        } finally {
            echo "  generator finally\n";
        }
    }
    $g = numbers();
    foreach ([null, 'a', 'b', 'c'] as $v) {
        if ($v === null) {
            echo $g->key(), '=', $g->current(), "\n";
            continue;
        }
        $r = $g->send($v);
        echo var_export($g->key(), true), '=', var_export($r, true), "\n";
    }
    print_r($g->getReturn());
    $g2 = numbers();
    $g2->current();
    echo $g2->throw(new RuntimeException('boom')), ' ', $g2->key(), "\n";
    $g2->next();
    var_dump($g2->valid(), $g2->getReturn());
    function inner() { $x = yield 1; echo "  inner got $x\n"; yield 2; return 'inner-ret'; }
    function outer() { $r = yield from inner(); echo "  outer got $r\n"; yield 3; yield from ['a' => 4, 'b' => 5]; }
    foreach (outer() as $k => $v) {
        echo "$k => $v\n";
    }
    $o = outer();
    $o->current();
    $o->send('S');
    echo $o->current(), "\n";
    $lazy = (function () { foreach (range(1, PHP_INT_MAX) as $i) yield $i; });
    $take = function (iterable $it, int $n): Generator { foreach ($it as $k => $v) { if ($n-- <= 0) return; yield $k => $v; } };
    $squares = (fn() => yield from array_map(fn($x) => $x ** 2, range(1, 10)))();
    echo implode(' ', iterator_to_array($take($squares, 4))), "\n";
    try {
        $g3 = (function () { yield 1; throw new LogicException('gen failed'); })();
        foreach ($g3 as $v) echo "v=$v\n";
    } catch (LogicException $e) {
        echo $e->getMessage(), ' in ', ($e->getFile() === __FILE__ ? 'FILE' : 'other'), ':', $e->getLine(), "\n";
        echo str_replace(__FILE__, 'FILE', $e->getTraceAsString()), "\n";
    }

    // traces with arguments
    class Deep
    {
        public static function a(int $n, string $s, array $arr, ?object $o, float $f, bool $b): never
        {
            (new static())->b(str_repeat('x', 20), Role::Admin, null);
        }

        private function b(string $long, Role $r, $n): never
        {
            (function (...$args) { throw new UnexpectedValueException('deep'); })(1, [2], 'three');
        }
    }
    try {
        Deep::a(1, 'two', [3], new ArrayObject(), 1.5, true);
    } catch (Exception $e) {
        echo get_class($e), "\n", $e->getTraceAsString(), "\n";
        echo count($e->getTrace()), ' ', $e->getTrace()[1]['class'], $e->getTrace()[1]['type'], $e->getTrace()[1]['function'], "\n";
    }
    $e = new RuntimeException('outer', 1, new LogicException('middle', 2, new Exception('inner', 3)));
    echo str_replace(__FILE__, 'FILE', (string) $e), "\n";
    echo "end\n";
}
--EXPECTF--
Valid\User@1.2 Valid\Admin@1.2 1.2
string(6) "viewer"
enum(Valid\Role::Viewer)
enum(Valid\Role::Admin)
enum(Valid\Role::Editor)
#0 ok   alice  Viewer Valid\User
#1 fail 3 errors in 2 fields
     - login: must be at least 3 chars (got 2)
     - login: does not match lowercase identifier
     - age: 7 not in [13, 130]
#2 fail 2 errors in 2 fields
     - login: must be at most 12 chars (got 17)
     - age: 200 not in [13, 130]
#3 Error: Named parameter $role overwrites previous argument
#4 ok   eve    Viewer Valid\User
created 4, reflections 2
TypeError: Valid\User::__construct(): Argument #2 ($age) must be of type int, string given, called in %s on line 164
Error: Unknown named parameter $nick
team:   (__get team)

  (__set color)
  (__get nothing)
bool(true)
bool(false)
NULL
  (__unset color)
[{"login":"eve","age":25,"role":"viewer","meta":{"x":1}},{"login":"eve","age":25,"role":"viewer","meta":{"x":1,"cloned":2}}]
Error: Cannot modify readonly property Valid\User::$login
  (__get age)
object(Valid\User)#5 (4) {
  ["login"]=>
  string(3) "eve"
  ["age":protected]=>
  int(25)
  ["role":"Valid\User":private]=>
  string(6) "viewer"
  ["meta":"Valid\User":private]=>
  array(2) {
    ["x"]=>
    int(1)
    ["cloned"]=>
    int(2)
  }
}
Error: Cannot modify readonly property Valid\Attr\Length::$min
object(Valid\Attr\Length)#11 (2) {
  ["min"]=>
  int(0)
  ["max"]=>
  int(3)
}
string(31) "must be at most 3 chars (got 4)"
string(17) "3 not in [1, 2.5]"
bool(true)
bool(true)
array(1) {
  [0]=>
  string(9) "Attribute"
}
gadget......|   12.25|    3|    36.750|*****3|012.2|3|3|11|3.675000e+1
gizmo.......|   12.25|    7|    85.750|*****7|012.2|7|7|111|8.575000e+1
widget......|    3.50|   10|    35.000|****10|003.5|a|12|1010|3.500000e+1
doohickey...|    1.00|  250|   249.750|***250|001.0|fa|372|11111010|2.497500e+2
b a b %
+5 -5    42 3 A abc 1.2e+4 1.234E-5
1,234,568 1,234,567.89 1 -1 234.6
[1.01,2.68,0.33,1.0E+20,-0]
28
float(1)
float(0.30000000000000004)
float(1.0E+100)
float(-0)
float(7.0E-10)
float(9.223372036854776E+18)
float(0.3333333333333333)
k1=10
'k2'=20
'k3'=30
  generator finally
NULL=NULL
Array
(
    [0] => a
    [1] => b
    [2] => c
)
  caught inside: boom
-1 recovered
  generator finally
bool(false)
array(1) {
  [0]=>
  string(9) "recovered"
}
0 => 1
  inner got 
1 => 2
  outer got inner-ret
0 => 3
a => 4
b => 5
  inner got S
2
1 4 9 16
v=1
gen failed in FILE:359
#0 FILE(360): {closure}()
#1 {main}
UnexpectedValueException
#0 %s(376): Deep->{closure}(1, Array, 'three')
#1 %s(371): Deep->b('xxxxxxxxxxxxxxx...', Object(Valid\Role), NULL)
#2 %s(380): Deep::a(1, 'two', Array, Object(ArrayObject), 1.5, true)
#3 {main}
3 Deep->b
Exception: inner in FILE:385
Stack trace:
#0 {main}

Next LogicException: middle in FILE:385
Stack trace:
#0 {main}

Next RuntimeException: outer in FILE:385
Stack trace:
#0 {main}
end
