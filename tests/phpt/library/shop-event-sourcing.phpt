--TEST--
library: event-sourced shop (namespaces, enums, traits, readonly, generators, closures, DI container, exceptions, dumps)
--FILE--
<?php
declare(strict_types=1);

namespace Shop\Contracts {
    interface Identifiable
    {
        public const PREFIX = 'ID';
        public function id(): string;
    }

    interface HasMoney
    {
        public const CURRENCY = 'EUR';
        public const SCALE = 100;
        public function total(): \Shop\Domain\Money;
    }

    interface Event extends \JsonSerializable
    {
        public function name(): string;
        public function aggregateId(): string;
    }
}

namespace Shop\Domain {
    use Shop\Contracts\HasMoney;
    use InvalidArgumentException;

    final class Money implements \Stringable, \JsonSerializable
    {
        public function __construct(
            public readonly int $cents,
            public readonly string $currency = HasMoney::CURRENCY,
        ) {
            if ($cents < 0) {
                throw new InvalidArgumentException(sprintf('Negative amount: %d', $cents));
            }
        }

        public static function of(float|int|string $amount, string $currency = HasMoney::CURRENCY): static
        {
            return new static((int) round(((float) $amount) * HasMoney::SCALE), $currency);
        }

        public static function zero(): self
        {
            return new self(0);
        }

        public function add(Money ...$others): self
        {
            $sum = $this->cents;
            foreach ($others as $o) {
                $this->assertSame($o);
                $sum += $o->cents;
            }
            return new self($sum, $this->currency);
        }

        public function times(int|float $factor): self
        {
            return new self((int) round($this->cents * $factor), $this->currency);
        }

        public function compare(Money $other): int
        {
            return $this->cents <=> $other->cents;
        }

        private function assertSame(Money $o): void
        {
            if ($o->currency !== $this->currency) {
                throw new CurrencyMismatch($this->currency, $o->currency);
            }
        }

        public function __toString(): string
        {
            return number_format($this->cents / HasMoney::SCALE, 2, ',', '.') . ' ' . $this->currency;
        }

        public function jsonSerialize(): array
        {
            return ['amount' => $this->cents / 100, 'currency' => $this->currency];
        }
    }

    class DomainException extends \RuntimeException
    {
        public function __construct(string $message, int $code = 0, ?\Throwable $previous = null)
        {
            parent::__construct("[domain] $message", $code, $previous);
        }
    }

    final class CurrencyMismatch extends DomainException
    {
        public function __construct(public readonly string $expected, public readonly string $actual)
        {
            parent::__construct("currency $actual does not match $expected", 17);
        }
    }

    final class OutOfStock extends DomainException {}

    enum Unit: string
    {
        case Piece = 'pc';
        case Kilogram = 'kg';
        case Litre = 'l';

        public function label(int $qty): string
        {
            return match ($this) {
                self::Piece => $qty === 1 ? 'piece' : 'pieces',
                self::Kilogram => 'kg',
                self::Litre => $qty === 1 ? 'litre' : 'litres',
            };
        }

        public static function fromLabel(string $s): self
        {
            foreach (self::cases() as $case) {
                if ($case->name === ucfirst(strtolower($s))) {
                    return $case;
                }
            }
            return self::tryFrom($s) ?? throw new \ValueError("unknown unit $s");
        }
    }

    enum OrderStatus: int implements \JsonSerializable
    {
        case Draft = 0;
        case Placed = 1;
        case Paid = 2;
        case Shipped = 3;
        case Cancelled = -1;

        const DEFAULT = self::Draft;

        public function canMoveTo(self $next): bool
        {
            return match (true) {
                $this === self::Cancelled, $this === self::Shipped => false,
                $next === self::Cancelled => $this !== self::Paid,
                default => $next->value === $this->value + 1,
            };
        }

        public function jsonSerialize(): string
        {
            return strtolower($this->name);
        }
    }

    enum Priority
    {
        case Low;
        case Normal;
        case High;

        public function weight(): int
        {
            return match ($this) {
                Priority::Low => 1,
                Priority::Normal => 5,
                Priority::High => 10,
            };
        }
    }

    final class Product
    {
        private static int $instances = 0;

        public function __construct(
            public readonly string $sku,
            public readonly string $title,
            public readonly Money $price,
            public readonly Unit $unit = Unit::Piece,
            private array $tags = [],
        ) {
            static::$instances++;
        }

        public static function instances(): int
        {
            return self::$instances;
        }

        public function withTags(string ...$tags): static
        {
            $clone = clone $this;
            $clone->tags = array_values(array_unique([...$this->tags, ...$tags]));
            sort($clone->tags);
            return $clone;
        }

        public function tags(): array
        {
            return $this->tags;
        }
    }
}

namespace Shop\Support {
    trait Counts
    {
        private int $counter = 0;

        public function bump(int $by = 1): int
        {
            return $this->counter += $by;
        }

        public static function describeCounter(): string
        {
            return static::class . ' counts';
        }

        abstract protected function label(): string;
    }

    trait Logs
    {
        protected array $log = [];

        public function bump(int $by = 1): int
        {
            $this->log[] = "bump($by)";
            return count($this->log);
        }

        public function log(string $line): static
        {
            $this->log[] = sprintf('%s: %s', $this->label(), $line);
            return $this;
        }

        public function history(): array
        {
            return $this->log;
        }
    }

    /**
     * @template T
     */
    class Collection implements \ArrayAccess, \IteratorAggregate, \Countable, \JsonSerializable
    {
        final public function __construct(protected array $items = [])
        {
        }

        public static function make(iterable $items): static
        {
            return new static(is_array($items) ? $items : iterator_to_array($items));
        }

        public function map(callable $fn): static
        {
            return new static(array_map($fn, $this->items));
        }

        public function filter(?callable $fn = null): static
        {
            return new static(array_filter($this->items, $fn ?? static fn($v) => (bool) $v));
        }

        public function reduce(callable $fn, mixed $initial = null): mixed
        {
            return array_reduce($this->items, $fn, $initial);
        }

        public function sortBy(callable $key, bool $desc = false): static
        {
            $items = $this->items;
            uasort($items, fn($a, $b) => $desc ? $key($b) <=> $key($a) : $key($a) <=> $key($b));
            return new static($items);
        }

        public function groupBy(callable $key): static
        {
            $groups = [];
            foreach ($this->items as $k => $item) {
                $groups[$key($item)][$k] = $item;
            }
            return new static(array_map(fn(array $g) => new static($g), $groups));
        }

        public function keys(): array
        {
            return array_keys($this->items);
        }

        public function first(?callable $fn = null): mixed
        {
            foreach ($this->items as $k => $v) {
                if ($fn === null || $fn($v, $k)) {
                    return $v;
                }
            }
            return null;
        }

        public function offsetExists(mixed $offset): bool
        {
            return isset($this->items[$offset]);
        }

        public function offsetGet(mixed $offset): mixed
        {
            return $this->items[$offset] ?? throw new \OutOfBoundsException("No item at [$offset]");
        }

        public function offsetSet(mixed $offset, mixed $value): void
        {
            if ($offset === null) {
                $this->items[] = $value;
            } else {
                $this->items[$offset] = $value;
            }
        }

        public function offsetUnset(mixed $offset): void
        {
            unset($this->items[$offset]);
        }

        public function getIterator(): \Generator
        {
            yield from $this->items;
        }

        public function count(): int
        {
            return count($this->items);
        }

        public function jsonSerialize(): array
        {
            return $this->items;
        }

        public function all(): array
        {
            return $this->items;
        }
    }
}

namespace Shop\Events {
    use Shop\Contracts\Event;
    use Shop\Domain\{Money, OrderStatus};

    abstract class BaseEvent implements Event
    {
        private static int $sequence = 0;
        public readonly int $seq;

        public function __construct(public readonly string $orderId)
        {
            $this->seq = ++self::$sequence;
        }

        public function aggregateId(): string
        {
            return $this->orderId;
        }

        public function name(): string
        {
            $parts = explode('\\', static::class);
            return strtolower(preg_replace('/(?<!^)[A-Z]/', '_$0', end($parts)));
        }

        public function jsonSerialize(): array
        {
            return ['event' => $this->name(), 'seq' => $this->seq] + $this->payload();
        }

        abstract protected function payload(): array;
    }

    final class LineAdded extends BaseEvent
    {
        public function __construct(string $orderId, public readonly string $sku, public readonly int $qty, public readonly Money $unitPrice)
        {
            parent::__construct($orderId);
        }

        protected function payload(): array
        {
            return ['sku' => $this->sku, 'qty' => $this->qty, 'price' => $this->unitPrice];
        }
    }

    final class StatusChanged extends BaseEvent
    {
        public function __construct(string $orderId, public readonly OrderStatus $from, public readonly OrderStatus $to)
        {
            parent::__construct($orderId);
        }

        protected function payload(): array
        {
            return ['from' => $this->from, 'to' => $this->to];
        }
    }

    final class DiscountApplied extends BaseEvent
    {
        public function __construct(string $orderId, public readonly int $percent)
        {
            parent::__construct($orderId);
        }

        protected function payload(): array
        {
            return compact('percent') + ['percent' => $this->percent];
        }
    }
}

namespace Shop\Orders {
    use Shop\Contracts\{Event, HasMoney, Identifiable};
    use Shop\Domain\{DomainException, Money, OrderStatus, OutOfStock, Priority, Product};
    use Shop\Events\{DiscountApplied, LineAdded, StatusChanged};
    use Shop\Support\{Counts, Logs};

    abstract class Aggregate implements Identifiable
    {
        /** @var list<Event> */
        private array $pending = [];
        protected int $version = 0;

        protected function record(Event $e): void
        {
            $this->apply($e);
            $this->pending[] = $e;
        }

        public static function replay(string $id, iterable $events): static
        {
            $self = static::blank($id);
            foreach ($events as $e) {
                $self->apply($e);
            }
            return $self;
        }

        private function apply(Event $e): void
        {
            $short = substr(strrchr(get_class($e), '\\'), 1);
            $method = 'on' . $short;
            $this->$method($e);
            $this->version++;
        }

        public function releaseEvents(): array
        {
            [$out, $this->pending] = [$this->pending, []];
            return $out;
        }

        abstract protected static function blank(string $id): static;

        public function version(): int
        {
            return $this->version;
        }
    }

    final class Order extends Aggregate implements HasMoney, \Stringable
    {
        use Counts, Logs {
            Logs::bump insteadof Counts;
            Counts::bump as protected countBump;
            log as public write;
        }

        private array $lines = [];
        private OrderStatus $status = OrderStatus::DEFAULT;
        private int $discount = 0;
        public Priority $priority = Priority::Normal;

        private function __construct(private readonly string $id)
        {
        }

        protected static function blank(string $id): static
        {
            return new static($id);
        }

        public static function open(string $id): self
        {
            $o = new self(self::PREFIX . '-' . $id);
            $o->write('opened');
            return $o;
        }

        public function id(): string
        {
            return $this->id;
        }

        protected function label(): string
        {
            return "order {$this->id}";
        }

        public function add(Product $p, int $qty = 1): static
        {
            if ($qty <= 0) {
                throw new OutOfStock(sprintf('cannot add %d of %s', $qty, $p->sku));
            }
            $this->record(new LineAdded($this->id, $p->sku, $qty, $p->price));
            $this->countBump();
            return $this;
        }

        public function discount(int $percent): static
        {
            $this->record(new DiscountApplied($this->id, min(50, max(0, $percent))));
            return $this;
        }

        public function moveTo(OrderStatus $to): static
        {
            if (!$this->status->canMoveTo($to)) {
                throw new DomainException("illegal transition {$this->status->name} -> {$to->name}");
            }
            $this->record(new StatusChanged($this->id, $this->status, $to));
            return $this;
        }

        protected function onLineAdded(LineAdded $e): void
        {
            $line = &$this->lines[$e->sku];
            $line ??= ['qty' => 0, 'price' => $e->unitPrice];
            $line['qty'] += $e->qty;
        }

        protected function onStatusChanged(StatusChanged $e): void
        {
            $this->status = $e->to;
        }

        protected function onDiscountApplied(DiscountApplied $e): void
        {
            $this->discount = $e->percent;
        }

        public function status(): OrderStatus
        {
            return $this->status;
        }

        public function lines(): \Generator
        {
            foreach ($this->lines as $sku => ['qty' => $qty, 'price' => $price]) {
                yield $sku => $price->times($qty);
            }
            return count($this->lines);
        }

        public function total(): Money
        {
            $sum = Money::zero()->add(...iterator_to_array($this->lines(), false));
            return $this->discount ? $sum->times((100 - $this->discount) / 100) : $sum;
        }

        public function counter(): int
        {
            return $this->counter;
        }

        public function __toString(): string
        {
            return sprintf('%-10s|%8s|%3d%%|%s', $this->id, $this->status->name, $this->discount, $this->total());
        }
    }

    final class EventStore implements \Countable
    {
        private array $streams = [];
        private array $listeners = [];

        public function append(Aggregate $a): int
        {
            $n = 0;
            foreach ($a->releaseEvents() as $e) {
                $this->streams[$e->aggregateId()][] = $e;
                foreach ($this->listeners[$e->name()] ?? [] as $l) {
                    $l($e);
                }
                $n++;
            }
            return $n;
        }

        public function on(string $event, callable $listener): void
        {
            $this->listeners[$event][] = $listener;
        }

        public function stream(string $id): \Generator
        {
            $count = 0;
            foreach ($this->streams[$id] ?? [] as $e) {
                $cmd = yield $e->seq => $e;
                if ($cmd === 'stop') {
                    return "stopped after $count";
                }
                $count++;
            }
            return "read $count";
        }

        public function all(): \Generator
        {
            foreach ($this->streams as $id => $events) {
                yield from $events;
            }
        }

        public function count(): int
        {
            return array_sum(array_map('count', $this->streams));
        }
    }
}

namespace Shop\Di {
    use Closure;
    use ReflectionClass;

    class ContainerException extends \LogicException {}
    class NotFound extends ContainerException {}

    final class Container
    {
        private array $factories = [];
        private array $shared = [];
        private array $resolving = [];

        public function set(string $id, Closure $factory, bool $shared = true): self
        {
            $this->factories[$id] = [$factory->bindTo($this, self::class), $shared];
            return $this;
        }

        public function has(string $id): bool
        {
            return isset($this->factories[$id]) || isset($this->shared[$id]);
        }

        public function get(string $id): mixed
        {
            if (array_key_exists($id, $this->shared)) {
                return $this->shared[$id];
            }
            if (!isset($this->factories[$id])) {
                throw new NotFound("Service '$id' not found");
            }
            if (isset($this->resolving[$id])) {
                throw new ContainerException('Circular: ' . implode(' -> ', [...array_keys($this->resolving), $id]));
            }
            $this->resolving[$id] = true;
            try {
                [$factory, $isShared] = $this->factories[$id];
                $value = $factory();
            } catch (NotFound $e) {
                throw new ContainerException("While building '$id'", 3, $e);
            } finally {
                unset($this->resolving[$id]);
            }
            if ($isShared) {
                $this->shared[$id] = $value;
            }
            return $value;
        }

        public function __get(string $name): mixed
        {
            return $this->get($name);
        }

        public function __isset(string $name): bool
        {
            return $this->has($name);
        }

        public function __call(string $name, array $args): mixed
        {
            if (str_starts_with($name, 'get')) {
                return $this->get(lcfirst(substr($name, 3)));
            }
            throw new \BadMethodCallException(sprintf('Call to undefined method %s::%s()', self::class, $name));
        }

        public static function __callStatic(string $name, array $args): string
        {
            return $name . '(' . implode(', ', array_map('json_encode', $args)) . ')';
        }
    }
}

namespace {
    use Shop\Di\{Container, ContainerException, NotFound};
    use Shop\Domain\{CurrencyMismatch, DomainException, Money, OrderStatus, Priority, Product, Unit};
    use Shop\Orders\{EventStore, Order};
    use Shop\Support\Collection;

    function section(string $title): void
    {
        echo "\n== ", str_pad(" $title ", 40, '=', STR_PAD_BOTH), "\n";
    }

    section('money');
    $a = Money::of('12.5');
    $b = Money::of(7.255);
    $c = $a->add($b, Money::of(0.01));
    printf("%s + %s = %s (%d cents)\n", $a, $b, $c, $c->cents);
    var_dump($a->compare($b), $b->compare($a), $a->compare(Money::of(12.50)));
    echo json_encode([$a, $c], JSON_PRETTY_PRINT), "\n";
    try {
        $a->add(new Money(100, 'USD'));
    } catch (CurrencyMismatch $e) {
        echo get_class($e), ' #', $e->getCode(), ': ', $e->getMessage(), "\n";
        echo $e->expected, '/', $e->actual, ' ', $e instanceof RuntimeException ? 'runtime' : 'other', "\n";
    }
    try {
        $a->cents = 5;
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    try {
        new Money(-3);
    } catch (InvalidArgumentException $e) {
        echo $e->getMessage(), ' at line ', $e->getLine(), "\n";
    }

    section('enums');
    foreach (Unit::cases() as $u) {
        printf("%-9s %-3s %s/%s\n", $u->name, $u->value, $u->label(1), $u->label(3));
    }
    var_dump(Unit::from('kg'), Unit::tryFrom('oz'), Unit::fromLabel('LITRE'), Unit::fromLabel('pc'));
    try {
        Unit::fromLabel('oz');
    } catch (ValueError $e) {
        echo 'ValueError: ', $e->getMessage(), "\n";
    }
    try {
        OrderStatus::from(9);
    } catch (ValueError $e) {
        echo 'ValueError: ', $e->getMessage(), "\n";
    }
    $matrix = [];
    foreach (OrderStatus::cases() as $from) {
        $row = array_map(fn(OrderStatus $to) => $from->canMoveTo($to) ? 'x' : '.', OrderStatus::cases());
        $matrix[] = str_pad($from->name, 10) . implode(' ', $row);
    }
    echo implode("\n", $matrix), "\n";
    var_dump(OrderStatus::DEFAULT, Priority::High instanceof UnitEnum, Priority::High instanceof BackedEnum);
    print_r(Priority::cases());
    echo "\n", json_encode(['s' => OrderStatus::Paid, 'u' => Unit::Litre]), "\n";
    $weights = array_combine(array_column(Priority::cases(), 'name'), array_map(fn($p) => $p->weight(), Priority::cases()));
    print_r($weights);
    var_dump(OrderStatus::Paid === OrderStatus::from(2), constant('Shop\Domain\Unit::Piece'));

    section('products');
    $catalog = Collection::make((function () {
        yield 'apl' => new Product('apl', 'Apple', Money::of(0.35), tags: ['fruit', 'fresh']);
        yield 'flr' => new Product('flr', 'Flour', Money::of('1.19'), Unit::Kilogram, ['baking']);
        yield 'mlk' => new Product(sku: 'mlk', title: 'Milk', price: Money::of(0.99), unit: Unit::Litre);
        yield 'egg' => new Product('egg', 'Eggs (10)', Money::of(2.49), tags: ['fresh', 'baking']);
        yield 'cof' => new Product('cof', 'Coffee', Money::of(6.9), tags: ['drink']);
    })());
    echo count($catalog), " products, ", Product::instances(), " instances\n";
    $tagged = $catalog['mlk']->withTags('drink', 'fresh', 'drink');
    var_dump($tagged === $catalog['mlk'], $tagged->tags(), $catalog['mlk']->tags(), Product::instances());
    $byPrice = $catalog->sortBy(fn(Product $p) => $p->price->cents, desc: true);
    echo implode(', ', $byPrice->keys()), "\n";
    foreach ($catalog->groupBy(fn(Product $p) => $p->unit->value) as $unit => $group) {
        printf("%s: %s\n", $unit, implode(',', array_map(fn($p) => $p->title, $group->all())));
    }
    $cheap = $catalog->filter(fn(Product $p) => $p->price->compare(Money::of(1)) < 0);
    echo 'cheap: ', implode(' ', $cheap->keys()), "\n";
    $titles = $catalog->map(fn($p) => strtoupper($p->title));
    echo json_encode($titles), "\n";
    echo 'sum: ', $catalog->reduce(fn(?Money $carry, Product $p) => ($carry ?? Money::zero())->add($p->price)), "\n";
    echo 'first fresh: ', $catalog->first(fn($p, $k) => in_array('fresh', $p->tags(), true) && $k !== 'apl')?->title, "\n";
    echo 'none: ', var_export($catalog->first(fn($p) => false)?->title, true), "\n";
    var_dump(isset($catalog['egg']), isset($catalog['xyz']), $catalog['apl']->unit);
    try {
        $catalog['xyz'];
    } catch (OutOfBoundsException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    $catalog[] = 'junk';
    unset($catalog[0]);
    echo count($catalog), "\n";

    section('orders');
    $store = new EventStore();
    $seen = [];
    $store->on('line_added', function ($e) use (&$seen) {
        $seen[] = "{$e->sku}x{$e->qty}";
    });
    $store->on('status_changed', $logger = static fn($e) => print("  status {$e->from->name} -> {$e->to->name} (#{$e->seq})\n"));
    $o1 = Order::open('1001')
        ->add($catalog['apl'], 6)
        ->add($catalog['egg'])
        ->add($catalog['apl'], 4)
        ->moveTo(OrderStatus::Placed);
    $o2 = Order::open('1002')->add($catalog['cof'], 2)->add($catalog['flr'], 3)->discount(15);
    $o2->priority = Priority::High;
    echo 'appended ', $store->append($o1), ' + ', $store->append($o2), ' events; store has ', count($store), "\n";
    echo implode(' ', $seen), "\n";
    echo $o1, "\n", $o2, "\n";
    foreach ($o1->lines() as $sku => $amount) {
        echo "  $sku: $amount\n";
    }
    $gen = $o1->lines();
    foreach ($gen as $_) {}
    echo 'lines returned ', $gen->getReturn(), "\n";
    echo Order::describeCounter(), '; counter=', $o1->counter(), '; bump=', $o1->bump(5), "\n";
    print_r($o1->history());
    try {
        $o1->moveTo(OrderStatus::Shipped);
    } catch (DomainException $e) {
        echo $e->getMessage(), "\n";
    }
    $o1->moveTo(OrderStatus::Paid);
    try {
        $o1->moveTo(OrderStatus::Cancelled);
    } catch (DomainException $e) {
        echo $e->getMessage(), "\n";
    }
    try {
        $o1->add($catalog['mlk'], 0);
    } catch (\Shop\Domain\OutOfStock $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    $store->append($o1);
    $replayed = Order::replay('ID-1001', $store->all());
    echo "replayed: $replayed v", $replayed->version(), ' vs ', $o1->version(), "\n";
    echo json_encode(iterator_to_array($store->stream('ID-1002'), false)), "\n";

    $stream = $store->stream('ID-1001');
    echo $stream->key(), ' ', $stream->current()->name(), "\n";
    $stream->send('next');
    echo $stream->key(), ' ', $stream->current()->name(), "\n";
    $stream->send('stop');
    var_dump($stream->valid(), $stream->getReturn());

    $orders = [$o1, $o2, Order::open('1003')->add($catalog['mlk'], 12), Order::open('1004')];
    usort($orders, fn(Order $x, Order $y) => [$y->priority->weight(), $x->total()->cents] <=> [$x->priority->weight(), $y->total()->cents]);
    foreach ($orders as $i => $o) {
        printf("%d. %s %s\n", $i + 1, str_pad($o->priority->name, 6, '.'), $o);
    }
    $totals = array_map(fn(Order $o): string => number_format($o->total()->cents / 100, 2), $orders);
    echo implode(' | ', $totals), "\n";

    section('container');
    $c = new Container();
    $c->set('store', fn() => new EventStore())
      ->set('clock', fn() => new class('2024-01-02 03:04:05') {
          private array $parts;
          public function __construct(string $stamp)
          {
              $this->parts = array_combine(['Y', 'm', 'd', 'H', 'i', 's'], sscanf($stamp, '%4s-%2s-%2s %2s:%2s:%2s'));
          }
          public function format(string $f): string
          {
              return strtr($f, $this->parts);
          }
      })
      ->set('report', function () {
          return sprintf('%s @ %s (%d)', get_class($this), $this->get('clock')->format('Y-m-d H:i'), count($this->get('store')));
      })
      ->set('uuid', fn() => new ArrayObject([spl_object_id($this)]), shared: false)
      ->set('broken', fn() => $this->get('missing'))
      ->set('loop', fn() => $this->get('loop2'))
      ->set('loop2', fn() => $this->get('loop'));
    echo $c->report, "\n";
    var_dump($c->get('store') === $c->store, isset($c->clock), isset($c->nope), $c->uuid !== $c->uuid);
    echo $c->getClock()->format('Y-m-d\\TH:i:s'), "\n";
    echo Container::build('x', 1, [2, 3], null), "\n";
    foreach (['broken', 'loop', 'nope'] as $id) {
        try {
            $c->get($id);
        } catch (ContainerException $e) {
            $chain = [];
            for ($x = $e; $x; $x = $x->getPrevious()) {
                $chain[] = sprintf('%s(%s)', (new ReflectionClass($x))->getShortName(), $x->getMessage());
            }
            echo implode(' <- ', $chain), "\n";
        }
    }
    try {
        $c->frobnicate(1);
    } catch (BadMethodCallException $e) {
        echo $e->getMessage(), "\n";
    }

    section('closures');
    $fmt = sprintf(...);
    $upper = strtoupper(...);
    $compose = fn(callable ...$fs) => fn($x) => array_reduce($fs, fn($acc, $f) => $f($acc), $x);
    $shout = $compose(trim(...), $upper, fn($s) => $fmt('<%s>', $s));
    echo $shout('  hello  '), "\n";
    $total = $o2->total(...);
    echo $total(), ' ', (new ReflectionFunction($upper))->getName(), "\n";
    $peek = function () { return $this->discount; };
    echo 'peek: ', Closure::bind($peek, $o2, Order::class)(), "\n";
    $counter = function () {
        static $n = 0;
        return ++$n;
    };
    echo $counter(), $counter(), $counter(), "\n";
    $mul = fn($x) => fn($y) => $x * $y;
    echo implode(',', array_map($mul(3), range(1, 5))), "\n";
    $partial = fn(string $greeting) => fn(string ...$names) => $greeting . ' ' . implode(' & ', $names);
    echo $partial('Hi')(...['Ann', 'Bob']), "\n";
    echo implode(' ', array_map(null, [1, 2], ['a', 'b'])[1]), "\n";

    section('dumps');
    var_dump($catalog['flr']);
    print_r($o2->total());
    echo "\n";
    var_dump(new Collection(['a' => Unit::Piece, 'n' => null, 'f' => 1.5]));
    var_export([Priority::Low, Money::of(1)]);
    echo "\n";

    section('traces');
    function explode_deep(int $n): never
    {
        if ($n === 0) {
            throw new LogicException('bottom');
        }
        explode_deep($n - 1);
    }
    try {
        try {
            explode_deep(2);
        } finally {
            echo "finally runs\n";
        }
    } catch (LogicException $e) {
        $wrapped = new DomainException('wrapped', 5, $e);
        echo get_class($wrapped), ': ', $wrapped->getMessage(), "\n";
        echo $e->getTraceAsString(), "\n";
        echo count($wrapped->getPrevious()->getTrace()), ' frames; line ', $e->getLine(), "\n";
    }
    $f = function (int $x): int {
        try {
            return $x * 2;
        } finally {
            echo "cleanup $x\n";
        }
    };
    echo $f(21), "\n";
    echo "done\n";
}
--EXPECTF--
== ================ money =================
12,50 EUR + 7,26 EUR = 19,77 EUR (1977 cents)
int(1)
int(-1)
int(0)
[
    {
        "amount": 12.5,
        "currency": "EUR"
    },
    {
        "amount": 19.77,
        "currency": "EUR"
    }
]
Shop\Domain\CurrencyMismatch #17: [domain] currency USD does not match EUR
EUR/USD runtime
Error: Cannot modify readonly property Shop\Domain\Money::$cents
Negative amount: -3 at line 36

== ================ enums =================
Piece     pc  piece/pieces
Kilogram  kg  kg/kg
Litre     l   litre/litres
enum(Shop\Domain\Unit::Kilogram)
NULL
enum(Shop\Domain\Unit::Litre)
enum(Shop\Domain\Unit::Piece)
ValueError: unknown unit oz
ValueError: 9 is not a valid backing value for enum Shop\Domain\OrderStatus
Draft     . x . . x
Placed    . . x . x
Paid      . . . x .
Shipped   . . . . .
Cancelled . . . . .
enum(Shop\Domain\OrderStatus::Draft)
bool(true)
bool(false)
Array
(
    [0] => Shop\Domain\Priority Enum
        (
            [name] => Low
        )

    [1] => Shop\Domain\Priority Enum
        (
            [name] => Normal
        )

    [2] => Shop\Domain\Priority Enum
        (
            [name] => High
        )

)

{"s":"paid","u":"l"}
Array
(
    [Low] => 1
    [Normal] => 5
    [High] => 10
)
bool(true)
enum(Shop\Domain\Unit::Piece)

== =============== products ===============
5 products, 5 instances
bool(false)
array(2) {
  [0]=>
  string(5) "drink"
  [1]=>
  string(5) "fresh"
}
array(0) {
}
int(5)
cof, egg, flr, mlk, apl
pc: Apple,Eggs (10),Coffee
kg: Flour
l: Milk
cheap: apl mlk
{"apl":"APPLE","flr":"FLOUR","mlk":"MILK","egg":"EGGS (10)","cof":"COFFEE"}
sum: 11,92 EUR
first fresh: Eggs (10)
none: NULL
bool(true)
bool(false)
enum(Shop\Domain\Unit::Piece)
OutOfBoundsException: No item at [xyz]
5

== ================ orders ================
appended   status Draft -> Placed (#4)
4 + 3 events; store has 7
aplx6 eggx1 aplx4 cofx2 flrx3
ID-1001   |  Placed|  0%|5,99 EUR
ID-1002   |   Draft| 15%|14,76 EUR
  apl: 3,50 EUR
  egg: 2,49 EUR
lines returned 2
Shop\Orders\Order counts; counter=3; bump=2
Array
(
    [0] => order ID-1001: opened
    [1] => bump(5)
)
[domain] illegal transition Placed -> Shipped
[domain] illegal transition Paid -> Cancelled
Shop\Domain\OutOfStock: [domain] cannot add 0 of mlk
  status Placed -> Paid (#8)
replayed: ID-1001   |    Paid| 15%|19,86 EUR v8 vs 5

Warning: compact(): Undefined variable $percent in %s on line 421
[{"event":"line_added","seq":5,"sku":"cof","qty":2,"price":{"amount":6.9,"currency":"EUR"}},{"event":"line_added","seq":6,"sku":"flr","qty":3,"price":{"amount":1.19,"currency":"EUR"}},{"event":"discount_applied","seq":7,"percent":15}]
1 line_added
2 line_added
bool(false)
string(15) "stopped after 1"
1. High.. ID-1002   |   Draft| 15%|14,76 EUR
2. Normal ID-1004   |   Draft|  0%|0,00 EUR
3. Normal ID-1001   |    Paid|  0%|5,99 EUR
4. Normal ID-1003   |   Draft|  0%|11,88 EUR
14.76 | 0.00 | 5.99 | 11.88

== ============== container ===============
Shop\Di\Container @ 2024-01-02 03:04 (0)
bool(true)
bool(true)
bool(false)
bool(true)
2024-01-02\T03:04:05
build("x", 1, [2,3], null)
ContainerException(While building 'broken') <- NotFound(Service 'missing' not found)
ContainerException(Circular: loop -> loop2 -> loop)
NotFound(Service 'nope' not found)
Call to undefined method Shop\Di\Container::frobnicate()

== =============== closures ===============
<HELLO>
14,76 EUR strtoupper
peek: 15
123
3,6,9,12,15
Hi Ann & Bob
2 b

== ================ dumps =================
object(Shop\Domain\Product)#22 (5) {
  ["sku"]=>
  string(3) "flr"
  ["title"]=>
  string(5) "Flour"
  ["price"]=>
  object(Shop\Domain\Money)#23 (2) {
    ["cents"]=>
    int(119)
    ["currency"]=>
    string(3) "EUR"
  }
  ["unit"]=>
  enum(Shop\Domain\Unit::Kilogram)
  ["tags":"Shop\Domain\Product":private]=>
  array(1) {
    [0]=>
    string(6) "baking"
  }
}
Shop\Domain\Money Object
(
    [cents] => 1476
    [currency] => EUR
)

object(Shop\Support\Collection)#71 (1) {
  ["items":protected]=>
  array(3) {
    ["a"]=>
    enum(Shop\Domain\Unit::Piece)
    ["n"]=>
    NULL
    ["f"]=>
    float(1.5)
  }
}
array (
  0 => 
  \Shop\Domain\Priority::Low,
  1 => 
  \Shop\Domain\Money::__set_state(array(
     'cents' => 100,
     'currency' => 'EUR',
  )),
)

== ================ traces ================
finally runs
Shop\Domain\DomainException: [domain] wrapped
#0 %s(945): explode_deep(0)
#1 %s(945): explode_deep(1)
#2 %s(949): explode_deep(2)
#3 {main}
3 frames; line 943
cleanup 21
42
done
