<?php
// spl-iterators.php — the SPL iterator classes: IteratorIterator and the
// iterators built on it (filters, LimitIterator, CachingIterator, ...),
// RecursiveIteratorIterator and RecursiveTreeIterator, MultipleIterator,
// EmptyIterator.
//
// IteratorIterator keeps php's "dual iterator" state: the element last
// fetched from the inner iterator ($current/$key, valid while $fetched) and
// a position. Its protected #[Hidden] members are reachable from the
// systemlib subclasses only; user subclasses see none of them.

class EmptyIterator implements Iterator {
    public function current(): never { throw new BadMethodCallException('Accessing the value of an EmptyIterator'); }
    public function next(): void {}
    public function key(): never { throw new BadMethodCallException('Accessing the key of an EmptyIterator'); }
    public function valid(): false { return false; }
    public function rewind(): void {}
}

class IteratorIterator implements OuterIterator {
    // $handle first: php frees the inner iterator's handle before the inner object.
    #[Hidden] protected $handle = null;
    #[Hidden] protected $inner = null;       // null: the constructor never ran
    #[Hidden] protected $fetched = false;
    #[Hidden] protected $current = null;
    #[Hidden] protected $key = null;
    #[Hidden] protected $pos = 0;
    #[Hidden] protected $constructed = false;

    /// The handle php's internal iterator over `$it` takes (see iterate.h).
    #[Native] protected static function hopIteratorHandle(object $it): ?object;

    public function __construct(Traversable $iterator, ?string $class = null) {
        // php checks the class to downcast to only for an IteratorAggregate.
        if ($class !== null && $iterator instanceof IteratorAggregate) {
            if (!(class_exists($class) || interface_exists($class)) || !($iterator instanceof $class)
                || !is_a($class, 'Traversable', true)) {
                throw new LogicException('Class to downcast to not found or not base class or does not implement Traversable');
            }
        }
        $this->hopSetInner(self::hopResolve($iterator));
    }

    /// The Iterator behind a Traversable (IteratorAggregates give theirs).
    protected static function hopResolve(Traversable $it): Iterator {
        while ($it instanceof IteratorAggregate) {
            $next = $it->getIterator();
            if (!$next instanceof Traversable) {
                throw new LogicException(get_class($it) . '::getIterator() must return an object that implements Traversable');
            }
            $it = $next;
        }
        return $it;
    }

    protected function hopSetInner(?Iterator $it): void {
        $this->handle = $it ? self::hopIteratorHandle($it) : null;
        $this->inner = $it;
        $this->constructed = true;
    }

    protected function hopCheck(): void {
        if (!$this->constructed) {
            throw new Error('The object is in an invalid state as the parent constructor was not called');
        }
    }

    protected function hopFree(): void {
        $this->fetched = false;
        $this->current = null;
        $this->key = null;
    }

    protected function hopRewind(): void {
        $this->hopFree();
        $this->pos = 0;
        $this->inner->rewind();
    }

    protected function hopValid(): bool { return $this->inner && $this->inner->valid(); }

    /// Copies the inner iterator's element (when it has one, or always with !$checkMore).
    protected function hopFetch(bool $checkMore): bool {
        $this->hopFree();
        if ($checkMore && !$this->hopValid()) return false;
        $this->current = $this->inner->current();
        $this->fetched = true;
        $this->key = $this->inner->key();
        return true;
    }

    protected function hopNext(bool $free): void {
        if ($free) $this->hopFree();
        elseif (!$this->inner) throw new Error("The inner constructor wasn't initialized with an iterator instance");
        $this->inner->next();
        ++$this->pos;
    }

    // php forwards a call of a method the iterator lacks to the inner iterator.
    private function hopCall(string $name, array $arguments): mixed {
        $inner = $this->inner;
        if (is_object($inner)) return $inner->$name(...$arguments);
        throw new Error('Call to undefined method ' . static::class . '::' . $name . '()');
    }

    public function getInnerIterator(): ?Iterator {
        $this->hopCheck();
        return $this->inner;
    }

    public function rewind(): void {
        $this->hopCheck();
        $this->hopRewind();
        $this->hopFetch(true);
    }

    public function valid(): bool {
        $this->hopCheck();
        return $this->fetched;
    }

    public function key(): mixed {
        $this->hopCheck();
        return $this->fetched ? $this->key : null;
    }

    public function current(): mixed {
        $this->hopCheck();
        return $this->fetched ? $this->current : null;
    }

    public function next(): void {
        $this->hopCheck();
        $this->hopNext(true);
        $this->hopFetch(true);
    }
}

abstract class FilterIterator extends IteratorIterator {
    abstract public function accept(): bool;

    public function __construct(Iterator $iterator) { $this->hopSetInner($iterator); }

    /// Fetches until accept() takes an element.
    protected function hopFilter(): void {
        while ($this->hopFetch(true)) {
            if ($this->accept()) return;
            $this->inner->next();
        }
        $this->hopFree();
    }

    public function rewind(): void {
        $this->hopCheck();
        $this->hopRewind();
        $this->hopFilter();
    }

    public function next(): void {
        $this->hopCheck();
        $this->hopNext(true);
        $this->hopFilter();
    }
}

class CallbackFilterIterator extends FilterIterator {
    #[Hidden] protected $callback = null;

    public function __construct(Iterator $iterator, callable $callback) {
        $this->hopSetInner($iterator);
        $this->callback = $callback;
    }

    public function accept(): bool {
        $this->hopCheck();
        if (!$this->fetched) return false;
        $current = $this->current;
        $key = $this->key;
        $r = ($this->callback)($current, $key, $this->inner);
        // The callback may take the element by reference.
        $this->current = $current;
        $this->key = $key;
        return (bool)$r;
    }
}

abstract class RecursiveFilterIterator extends FilterIterator implements RecursiveIterator {
    public function __construct(RecursiveIterator $iterator) { $this->hopSetInner($iterator); }

    public function hasChildren(): bool {
        $this->hopCheck();
        return $this->inner->hasChildren();
    }

    public function getChildren(): ?RecursiveFilterIterator {
        $this->hopCheck();
        return new static($this->inner->getChildren());
    }
}

class RecursiveCallbackFilterIterator extends CallbackFilterIterator implements RecursiveIterator {
    public function __construct(RecursiveIterator $iterator, callable $callback) {
        $this->hopSetInner($iterator);
        $this->callback = $callback;
    }

    public function hasChildren(): bool {
        $this->hopCheck();
        return $this->inner->hasChildren();
    }

    public function getChildren(): RecursiveCallbackFilterIterator {
        $this->hopCheck();
        return new static($this->inner->getChildren(), $this->callback);
    }
}

class ParentIterator extends RecursiveFilterIterator {
    public function __construct(RecursiveIterator $iterator) { $this->hopSetInner($iterator); }

    public function accept(): bool {
        $this->hopCheck();
        return $this->inner->hasChildren();
    }
}

class LimitIterator extends IteratorIterator {
    #[Hidden] private $offset = 0;
    #[Hidden] private $count = -1;

    public function __construct(Iterator $iterator, int $offset = 0, int $limit = -1) {
        if ($offset < 0) throw new ValueError('LimitIterator::__construct(): Argument #2 ($offset) must be greater than or equal to 0');
        if ($limit < -1) throw new ValueError('LimitIterator::__construct(): Argument #3 ($limit) must be greater than or equal to -1');
        $this->hopSetInner($iterator);
        $this->offset = $offset;
        $this->count = $limit;
    }

    private function hopInRange(): bool { return $this->count == -1 || $this->pos < $this->offset + $this->count; }

    private function hopSeekTo(int $pos): void {
        $this->hopFree();
        if ($pos < $this->offset) {
            throw new OutOfBoundsException("Cannot seek to $pos which is below the offset {$this->offset}");
        }
        if ($pos >= $this->offset + $this->count && $this->count != -1) {
            throw new OutOfBoundsException("Cannot seek to $pos which is behind offset {$this->offset} plus count {$this->count}");
        }
        if ($pos != $this->pos && $this->inner instanceof SeekableIterator) {
            $this->inner->seek($pos);
            $this->pos = $pos;
            if ($this->hopInRange() && $this->hopValid()) $this->hopFetch(false);
            return;
        }
        // A forward seek by next() calls (backwards: from a rewind).
        if ($pos < $this->pos) $this->hopRewind();
        while ($pos > $this->pos && $this->hopValid()) $this->hopNext(true);
        if ($this->hopValid()) $this->hopFetch(true);
    }

    public function rewind(): void {
        $this->hopCheck();
        $this->hopRewind();
        $this->hopSeekTo($this->offset);
    }

    public function valid(): bool {
        $this->hopCheck();
        return $this->hopInRange() && $this->fetched;
    }

    public function next(): void {
        $this->hopCheck();
        $this->hopNext(true);
        if ($this->hopInRange()) $this->hopFetch(true);
    }

    public function seek(int $offset): int {
        $this->hopCheck();
        $this->hopSeekTo($offset);
        return $this->pos;
    }

    public function getPosition(): int {
        $this->hopCheck();
        return $this->pos;
    }
}

class CachingIterator extends IteratorIterator implements ArrayAccess, Countable, Stringable {
    const CALL_TOSTRING = 1;
    const CATCH_GET_CHILD = 16;
    const TOSTRING_USE_KEY = 2;
    const TOSTRING_USE_CURRENT = 4;
    const TOSTRING_USE_INNER = 8;
    const FULL_CACHE = 256;

    #[Hidden] protected $flags = 0;
    #[Hidden] protected $cacheValid = false;
    #[Hidden] protected $str = null;        // the string __toString() gives (CALL_TOSTRING, TOSTRING_USE_INNER)
    #[Hidden] protected $children = null;   // RecursiveCachingIterator: the current element's children
    #[Hidden] protected $cache = [];

    private static function hopOneStringFlag(int $flags): bool {
        $n = 0;
        foreach ([self::CALL_TOSTRING, self::TOSTRING_USE_KEY, self::TOSTRING_USE_CURRENT, self::TOSTRING_USE_INNER] as $f) {
            if ($flags & $f) ++$n;
        }
        return $n <= 1;
    }

    public function __construct(Iterator $iterator, int $flags = CachingIterator::CALL_TOSTRING) {
        if (!self::hopOneStringFlag($flags)) {
            throw new ValueError(static::class === 'RecursiveCachingIterator'
                ? 'RecursiveCachingIterator::__construct(): Argument #2 ($flags) must contain only one of CachingIterator::CALL_TOSTRING, CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or CachingIterator::TOSTRING_USE_INNER'
                : 'CachingIterator::__construct(): Argument #2 ($flags) must contain only one of CachingIterator::CALL_TOSTRING, CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or CachingIterator::TOSTRING_USE_INNER');
        }
        $this->hopSetInner($iterator);
        $this->flags = $flags & 0xFFFF;
    }

    protected function hopFree(): void {
        parent::hopFree();
        $this->str = null;
        $this->children = null;
    }

    /// Fetches the inner element into the cache, then moves the inner iterator on.
    protected function hopCacheNext(): void {
        if (!$this->hopFetch(true)) {
            $this->cacheValid = false;
            return;
        }
        $this->cacheValid = true;
        if ($this->flags & self::FULL_CACHE) {
            $this->cache[$this->key] = $this->current;
        }
        if ($this instanceof RecursiveCachingIterator) {
            try {
                if ($this->inner->hasChildren()) {
                    $this->children = new RecursiveCachingIterator($this->inner->getChildren(), $this->flags);
                }
            } catch (Throwable $e) {
                if (!($this->flags & self::CATCH_GET_CHILD)) throw $e;
            }
        }
        if ($this->flags & self::TOSTRING_USE_INNER) $this->str = (string)$this->inner;
        elseif ($this->flags & self::CALL_TOSTRING) $this->str = (string)$this->current;
        $this->hopNext(false);
    }

    public function rewind(): void {
        $this->hopCheck();
        $this->hopRewind();
        $this->cache = [];
        $this->hopCacheNext();
    }

    public function valid(): bool {
        $this->hopCheck();
        return $this->cacheValid;
    }

    public function next(): void {
        $this->hopCheck();
        $this->hopCacheNext();
    }

    public function hasNext(): bool {
        $this->hopCheck();
        return $this->hopValid();
    }

    public function __toString(): string {
        $this->hopCheck();
        $f = $this->flags;
        if (!($f & (self::CALL_TOSTRING | self::TOSTRING_USE_KEY | self::TOSTRING_USE_CURRENT | self::TOSTRING_USE_INNER))) {
            throw new BadMethodCallException(static::class . ' does not fetch string value (see CachingIterator::__construct)');
        }
        if ($f & self::TOSTRING_USE_KEY) return (string)$this->key;
        if ($f & self::TOSTRING_USE_CURRENT) return (string)$this->current;
        return $this->str ?? '';
    }

    public function getFlags(): int {
        $this->hopCheck();
        return $this->flags;
    }

    public function setFlags(int $flags): void {
        $this->hopCheck();
        if (!self::hopOneStringFlag($flags)) {
            throw new ValueError('CachingIterator::setFlags(): Argument #1 ($flags) must contain only one of CachingIterator::CALL_TOSTRING, CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or CachingIterator::TOSTRING_USE_INNER');
        }
        if (($this->flags & self::CALL_TOSTRING) && !($flags & self::CALL_TOSTRING)) {
            throw new InvalidArgumentException('Unsetting flag CALL_TO_STRING is not possible');
        }
        if (($this->flags & self::TOSTRING_USE_INNER) && !($flags & self::TOSTRING_USE_INNER)) {
            throw new InvalidArgumentException('Unsetting flag TOSTRING_USE_INNER is not possible');
        }
        if (($flags & self::FULL_CACHE) && !($this->flags & self::FULL_CACHE)) $this->cache = [];
        $this->flags = $flags & 0xFFFF;
    }

    private function hopFullCache(): void {
        $this->hopCheck();
        if (!($this->flags & self::FULL_CACHE)) {
            throw new BadMethodCallException(static::class . ' does not use a full cache (see CachingIterator::__construct)');
        }
    }

    public function offsetGet($key): mixed {
        $this->hopFullCache();
        $key = (string)$key;
        if (!array_key_exists($key, $this->cache)) {
            trigger_error("Undefined array key \"$key\"", E_USER_WARNING);
            return null;
        }
        return $this->cache[$key];
    }

    public function offsetSet($key, mixed $value): void {
        $this->hopFullCache();
        $this->cache[(string)$key] = $value;
    }

    public function offsetUnset($key): void {
        $this->hopFullCache();
        unset($this->cache[(string)$key]);
    }

    public function offsetExists($key): bool {
        $this->hopFullCache();
        return isset($this->cache[(string)$key]);
    }

    public function getCache(): array {
        $this->hopFullCache();
        return $this->cache;
    }

    public function count(): int {
        $this->hopFullCache();
        return count($this->cache);
    }
}

class RecursiveCachingIterator extends CachingIterator implements RecursiveIterator {
    public function __construct(Iterator $iterator, int $flags = RecursiveCachingIterator::CALL_TOSTRING) {
        parent::__construct($iterator, $flags);
    }

    public function hasChildren(): bool {
        $this->hopCheck();
        return $this->children !== null;
    }

    public function getChildren(): ?RecursiveCachingIterator {
        $this->hopCheck();
        return $this->children;
    }
}

class NoRewindIterator extends IteratorIterator {
    public function __construct(Iterator $iterator) { $this->hopSetInner($iterator); }

    public function rewind(): void { $this->hopCheck(); }

    public function valid(): bool {
        $this->hopCheck();
        return $this->inner->valid();
    }

    public function key(): mixed {
        $this->hopCheck();
        return $this->inner->key();
    }

    public function current(): mixed {
        $this->hopCheck();
        return $this->inner->current();
    }

    public function next(): void {
        $this->hopCheck();
        $this->inner->next();
    }
}

class AppendIterator extends IteratorIterator {
    #[Hidden] private $iterators = null;    // an ArrayIterator over the appended iterators

    public function __construct() {
        $this->iterators = new ArrayIterator();
        $this->constructed = true;
    }

    private function hopAppendCheck(): ArrayIterator {
        if (!$this->iterators) {
            throw new Error('The object is in an invalid state as the parent constructor was not called');
        }
        return $this->iterators;
    }

    /// Moves on to the iterator the list stands at (false when there is none).
    private function hopNextIterator(): bool {
        $this->hopFree();
        $this->hopSetInner(null);
        if (!$this->iterators->valid()) return false;
        $this->hopSetInner($this->iterators->current());
        $this->hopRewind();
        return true;
    }

    private function hopFetchAny(): void {
        while (!$this->hopValid()) {
            $this->iterators->next();
            if (!$this->hopNextIterator()) return;
        }
        $this->hopFetch(false);
    }

    public function append(Iterator $iterator): void {
        $list = $this->hopAppendCheck();
        if ($list->valid() && !$this->hopValid()) {
            $list->append($iterator);
            $list->next();
        } else {
            $list->append($iterator);
        }
        if (!$this->inner || !$this->hopValid()) {
            if (!$list->valid()) $list->rewind();
            // The list now stands at the new iterator (php loops until it does).
            while ($this->hopNextIterator() && $this->inner !== $iterator) $list->next();
            $this->hopFetchAny();
        }
    }

    public function rewind(): void {
        $list = $this->hopAppendCheck();
        $list->rewind();
        if ($this->hopNextIterator()) $this->hopFetchAny();
    }

    public function valid(): bool {
        $this->hopAppendCheck();
        return $this->fetched;
    }

    public function current(): mixed {
        $this->hopAppendCheck();
        $this->hopFetch(true);
        return $this->fetched ? $this->current : null;
    }

    public function next(): void {
        $this->hopAppendCheck();
        if ($this->hopValid()) $this->hopNext(true);
        $this->hopFetchAny();
    }

    public function getIteratorIndex(): ?int {
        return $this->hopAppendCheck()->key();
    }

    public function getArrayIterator(): ArrayIterator { return $this->hopAppendCheck(); }
}

class InfiniteIterator extends IteratorIterator {
    public function __construct(Iterator $iterator) { $this->hopSetInner($iterator); }

    public function next(): void {
        $this->hopCheck();
        $this->hopNext(true);
        if ($this->hopValid()) {
            $this->hopFetch(false);
            return;
        }
        $this->hopRewind();
        if ($this->hopValid()) $this->hopFetch(false);
    }
}

class RegexIterator extends FilterIterator {
    const USE_KEY = 1;
    const INVERT_MATCH = 2;
    const MATCH = 0;
    const GET_MATCH = 1;
    const ALL_MATCHES = 2;
    const SPLIT = 3;
    const REPLACE = 4;

    public ?string $replacement = null;

    #[Hidden] protected $regex = '';
    #[Hidden] protected $mode = 0;
    #[Hidden] protected $regexFlags = 0;
    #[Hidden] protected $pregFlags = 0;
    #[Hidden] protected $usePregFlags = false;

    public function __construct(Iterator $iterator, string $pattern, int $mode = RegexIterator::MATCH, int $flags = 0, int $pregFlags = 0) {
        if ($mode < 0 || $mode > self::REPLACE) {
            throw new ValueError(static::class === 'RecursiveRegexIterator'
                ? 'RecursiveRegexIterator::__construct(): Argument #3 ($mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE'
                : 'RegexIterator::__construct(): Argument #3 ($mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE');
        }
        if (@preg_match($pattern, '') === false) {
            preg_match($pattern, '');   // php's warning about the pattern
            throw new InvalidArgumentException('Illegal regular expression');
        }
        $this->hopSetInner($iterator);
        $this->regex = $pattern;
        $this->mode = $mode;
        $this->regexFlags = $flags;
        $this->pregFlags = $pregFlags;
        $this->usePregFlags = func_num_args() >= 5;
    }

    public function accept(): bool {
        $this->hopCheck();
        if (!$this->fetched) return false;
        if ($this->regexFlags & self::USE_KEY) {
            $subject = (string)$this->key;
        } else {
            if (is_array($this->current)) return false;
            $subject = (string)$this->current;
        }
        switch ($this->mode) {
            case self::GET_MATCH:
            case self::ALL_MATCHES:
                $m = [];
                if ($this->mode === self::ALL_MATCHES) {
                    $n = preg_match_all($this->regex, $subject, $m, $this->usePregFlags ? $this->pregFlags : PREG_PATTERN_ORDER);
                } else {
                    $n = preg_match($this->regex, $subject, $m, $this->usePregFlags ? $this->pregFlags : 0);
                }
                $this->current = $m;
                $r = $n > 0;
                break;
            case self::SPLIT:
                $parts = preg_split($this->regex, $subject, -1, $this->pregFlags);
                $this->current = $parts;
                $r = count($parts) > 1;
                break;
            case self::REPLACE:
                $result = preg_replace($this->regex, (string)$this->replacement, $subject, -1, $n);
                if ($this->regexFlags & self::USE_KEY) $this->key = $result;
                else $this->current = $result;
                $r = $n > 0;
                break;
            default:
                $r = preg_match($this->regex, $subject) > 0;
        }
        if ($this->regexFlags & self::INVERT_MATCH) return !$r;
        return $r;
    }

    public function getMode(): int { $this->hopCheck(); return $this->mode; }

    public function setMode(int $mode): void {
        if ($mode < 0 || $mode > self::REPLACE) {
            throw new ValueError('RegexIterator::setMode(): Argument #1 ($mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE');
        }
        $this->hopCheck();
        $this->mode = $mode;
    }

    public function getFlags(): int { $this->hopCheck(); return $this->regexFlags; }
    public function setFlags(int $flags): void { $this->hopCheck(); $this->regexFlags = $flags; }
    public function getRegex(): string { $this->hopCheck(); return $this->regex; }
    public function getPregFlags(): int { $this->hopCheck(); return $this->usePregFlags ? $this->pregFlags : 0; }

    public function setPregFlags(int $pregFlags): void {
        $this->hopCheck();
        $this->pregFlags = $pregFlags;
        $this->usePregFlags = true;
    }
}

class RecursiveRegexIterator extends RegexIterator implements RecursiveIterator {
    public function __construct(RecursiveIterator $iterator, string $pattern, int $mode = RecursiveRegexIterator::MATCH, int $flags = 0, int $pregFlags = 0) {
        parent::__construct(...func_get_args());
    }

    public function accept(): bool {
        $this->hopCheck();
        if (!$this->fetched) return false;
        if (is_array($this->current)) return count($this->current) > 0;
        return parent::accept();
    }

    public function hasChildren(): bool {
        $this->hopCheck();
        return $this->inner->hasChildren();
    }

    public function getChildren(): RecursiveRegexIterator {
        $this->hopCheck();
        return new static($this->inner->getChildren(), $this->regex, $this->mode, $this->regexFlags, $this->pregFlags);
    }
}

// --- RecursiveIteratorIterator ------------------------------------------------------
//
// A stack of sub-iterators with php's per-level state machine (next, test,
// self, child, start), so the hooks (beginChildren, nextElement, ...) run in
// php's order.

class RecursiveIteratorIterator implements OuterIterator {
    const LEAVES_ONLY = 0;
    const SELF_FIRST = 1;
    const CHILD_FIRST = 2;
    const CATCH_GET_CHILD = 16;

    #[Hidden] protected $iterators = null;   // level => RecursiveIterator (null: not constructed)
    #[Hidden] protected $handles = [];       // level => php's internal iterator handle
    #[Hidden] protected $states = [];        // level => RS_* state
    #[Hidden] protected $level = 0;
    #[Hidden] protected $mode = 0;
    #[Hidden] protected $flags = 0;
    #[Hidden] protected $maxDepth = -1;
    #[Hidden] protected $inIteration = false;

    #[Native] private static function hopIteratorHandle(object $it): ?object;

    public function __construct(Traversable $iterator, int $mode = RecursiveIteratorIterator::LEAVES_ONLY, int $flags = 0) {
        $this->hopInit($iterator, $mode, $flags);
    }

    protected function hopInit(Traversable $iterator, int $mode, int $flags): void {
        if ($iterator instanceof IteratorAggregate) $iterator = $iterator->getIterator();
        if (!$iterator instanceof RecursiveIterator) {
            throw new InvalidArgumentException('An instance of RecursiveIterator or IteratorAggregate creating it is required');
        }
        $this->iterators = [$iterator];
        $this->handles = [self::hopIteratorHandle($iterator)];
        $this->states = [4];
        $this->level = 0;
        $this->mode = $mode;
        $this->flags = $flags;
    }

    protected function hopSub(): RecursiveIterator {
        if ($this->iterators === null) {
            throw new Error('The object is in an invalid state as the parent constructor was not called');
        }
        return $this->iterators[$this->level];
    }

    private function hopPopLevel(): void {
        unset($this->iterators[$this->level], $this->handles[$this->level], $this->states[$this->level]);
        --$this->level;
    }

    private function hopCaught(Throwable $e): void {
        if (!($this->flags & self::CATCH_GET_CHILD)) throw $e;
    }

    /// One step of php's traversal state machine.
    protected function hopForward(): void {
        $this->hopSub();
        for (;;) {
            $it = $this->iterators[$this->level];
            $state = $this->states[$this->level];
            if ($state === 0) {             // RS_NEXT
                try {
                    $it->next();
                } catch (Throwable $e) {
                    $this->hopCaught($e);
                }
                $state = 4;
            }
            if ($state === 4) {             // RS_START
                if (!$it->valid()) goto levelDone;
                $this->states[$this->level] = $state = 1;
            }
            if ($state === 1) {             // RS_TEST
                try {
                    $has = $this->callHasChildren();
                } catch (Throwable $e) {
                    if (!($this->flags & self::CATCH_GET_CHILD)) {
                        $this->states[$this->level] = 0;
                        throw $e;
                    }
                    $has = false;
                }
                if ($has) {
                    if ($this->maxDepth == -1 || $this->maxDepth > $this->level) {
                        $this->states[$this->level] = $this->mode === self::SELF_FIRST ? 2 : 3;
                        continue;
                    }
                    if ($this->mode === self::LEAVES_ONLY) {
                        $this->states[$this->level] = 0;   // not a leaf: skip it
                        continue;
                    }
                }
                $this->states[$this->level] = 0;
                try {
                    $this->nextElement();
                } catch (Throwable $e) {
                    $this->hopCaught($e);
                }
                return;
            }
            if ($state === 2) {             // RS_SELF
                if ($this->mode === self::SELF_FIRST || $this->mode === self::CHILD_FIRST) $this->nextElement();
                $this->states[$this->level] = $this->mode === self::SELF_FIRST ? 3 : 0;
                return;
            }
            if ($state === 3) {             // RS_CHILD
                try {
                    $child = $this->callGetChildren();
                } catch (Throwable $e) {
                    if (!($this->flags & self::CATCH_GET_CHILD)) throw $e;
                    $this->states[$this->level] = 0;
                    continue;
                }
                if (!$child instanceof RecursiveIterator) {
                    throw new UnexpectedValueException('Objects returned by RecursiveIterator::getChildren() must implement RecursiveIterator');
                }
                $this->states[$this->level] = $this->mode === self::CHILD_FIRST ? 2 : 0;
                ++$this->level;
                $this->iterators[$this->level] = $child;
                $this->handles[$this->level] = self::hopIteratorHandle($child);
                $this->states[$this->level] = 4;
                $child->rewind();
                try {
                    $this->beginChildren();
                } catch (Throwable $e) {
                    $this->hopCaught($e);
                }
                continue;
            }
            levelDone:
            // No more elements at this level.
            if ($this->level <= 0) return;
            try {
                $this->endChildren();
            } catch (Throwable $e) {
                $this->hopCaught($e);
            }
            $this->hopPopLevel();
        }
    }

    protected function hopValid(): bool {
        if ($this->iterators === null) return false;
        for ($l = $this->level; $l >= 0; --$l) {
            if ($this->iterators[$l]->valid()) return true;
        }
        if ($this->inIteration) $this->endIteration();
        $this->inIteration = false;
        return false;
    }

    public function rewind(): void {
        $this->hopSub();
        while ($this->level) {
            $this->hopPopLevel();
            $this->endChildren();
        }
        $this->states = [4];
        $this->iterators[0]->rewind();
        if (!$this->inIteration) $this->beginIteration();
        $this->inIteration = true;
        $this->hopForward();
    }

    public function valid(): bool {
        $this->hopSub();
        return $this->hopValid();
    }

    public function key(): mixed { return $this->hopSub()->key(); }
    public function current(): mixed { return $this->hopSub()->current(); }
    public function next(): void { $this->hopForward(); }
    public function getDepth(): int { $this->hopSub(); return $this->level; }

    public function getSubIterator(?int $level = null): ?RecursiveIterator {
        $this->hopSub();
        $level ??= $this->level;
        if ($level < 0 || $level > $this->level) return null;
        return $this->iterators[$level];
    }

    public function getInnerIterator(): RecursiveIterator { return $this->hopSub(); }

    // php forwards a call of a method the iterator lacks to the current sub-iterator.
    private function hopCall(string $name, array $arguments): mixed {
        $sub = $this->iterators[$this->level] ?? null;
        if (is_object($sub)) return $sub->$name(...$arguments);
        throw new Error('Call to undefined method ' . static::class . '::' . $name . '()');
    }
    public function beginIteration(): void {}
    public function endIteration(): void {}

    public function callHasChildren(): bool {
        if ($this->iterators === null) return false;
        return $this->iterators[$this->level]->hasChildren();
    }

    public function callGetChildren(): ?RecursiveIterator {
        if ($this->iterators === null) return null;
        return $this->iterators[$this->level]->getChildren();
    }

    public function beginChildren(): void {}
    public function endChildren(): void {}
    public function nextElement(): void {}

    public function setMaxDepth(int $maxDepth = -1): void {
        if ($maxDepth < -1) {
            throw new ValueError('RecursiveIteratorIterator::setMaxDepth(): Argument #1 ($maxDepth) must be greater than or equal to -1');
        }
        $this->maxDepth = $maxDepth > PHP_INT_MAX ? PHP_INT_MAX : $maxDepth;
    }

    public function getMaxDepth(): int|false { return $this->maxDepth == -1 ? false : $this->maxDepth; }
}

class RecursiveTreeIterator extends RecursiveIteratorIterator {
    const BYPASS_CURRENT = 4;
    const BYPASS_KEY = 8;
    const PREFIX_LEFT = 0;
    const PREFIX_MID_HAS_NEXT = 1;
    const PREFIX_MID_LAST = 2;
    const PREFIX_END_HAS_NEXT = 3;
    const PREFIX_END_LAST = 4;
    const PREFIX_RIGHT = 5;

    #[Hidden] private $prefix = ['', '| ', '  ', '|-', '\\-', ''];
    #[Hidden] private $postfix = '';
    #[Hidden] private $treeFlags = 0;

    public function __construct($iterator, int $flags = RecursiveTreeIterator::BYPASS_KEY,
                                int $cachingIteratorFlags = CachingIterator::CATCH_GET_CHILD,
                                int $mode = RecursiveTreeIterator::SELF_FIRST) {
        if (!$iterator instanceof Traversable) {
            throw new TypeError('RecursiveTreeIterator::__construct(): Argument #1 ($iterator) must be of type RecursiveIterator|IteratorAggregate, ' . get_debug_type($iterator) . ' given');
        }
        if ($iterator instanceof IteratorAggregate) $iterator = $iterator->getIterator();
        $this->hopInit(new RecursiveCachingIterator($iterator, $cachingIteratorFlags), $mode, $flags);
        $this->treeFlags = $flags;
    }

    public function key(): mixed {
        $k = $this->hopSub()->key();
        if ($this->treeFlags & self::BYPASS_KEY) return $k;
        return $this->getPrefix() . $k . $this->postfix;
    }

    public function current(): mixed {
        $it = $this->hopSub();
        if ($this->treeFlags & self::BYPASS_CURRENT) return $it->current();
        $v = $it->current();
        if (is_object($v) && !method_exists($v, '__toString')) return null;
        $entry = is_array($v) ? 'Array' : (string)$v;
        return $this->getPrefix() . $entry . $this->postfix;
    }

    public function getPrefix(): string {
        $this->hopSub();
        $s = $this->prefix[0];
        for ($l = 0; $l < $this->level; ++$l) {
            $s .= $this->iterators[$l]->hasNext() ? $this->prefix[1] : $this->prefix[2];
        }
        $s .= $this->iterators[$this->level]->hasNext() ? $this->prefix[3] : $this->prefix[4];
        return $s . $this->prefix[5];
    }

    public function setPostfix(string $postfix): void {
        $this->hopSub();
        $this->postfix = $postfix;
    }

    public function setPrefixPart(int $part, string $value): void {
        if ($part < 0 || $part > 5) {
            throw new ValueError('RecursiveTreeIterator::setPrefixPart(): Argument #1 ($part) must be a RecursiveTreeIterator::PREFIX_* constant');
        }
        $this->hopSub();
        $this->prefix[$part] = $value;
    }

    public function getEntry(): string {
        $v = $this->hopSub()->current();
        return is_array($v) ? 'Array' : (string)$v;
    }

    public function getPostfix(): string {
        $this->hopSub();
        return $this->postfix;
    }

}

// --- MultipleIterator ----------------------------------------------------------------

class MultipleIterator implements Iterator {
    const MIT_NEED_ANY = 0;
    const MIT_NEED_ALL = 1;
    const MIT_KEYS_NUMERIC = 0;
    const MIT_KEYS_ASSOC = 2;

    #[Hidden] private $storage = [];     // spl_object_id => ['obj' => Iterator, 'inf' => info]
    #[Hidden] private $flags = 1;

    public function __construct(int $flags = MultipleIterator::MIT_NEED_ALL) { $this->flags = $flags; }
    public function getFlags(): int { return $this->flags; }
    public function setFlags(int $flags): void { $this->flags = $flags; }

    public function attachIterator(Iterator $iterator, string|int|null $info = null): void {
        if ($info !== null) {
            foreach ($this->storage as $e) {
                if ($e['inf'] === $info) throw new InvalidArgumentException('Key duplication error');
            }
        }
        $this->storage[spl_object_id($iterator)] = ['obj' => $iterator, 'inf' => $info];
    }

    public function detachIterator(Iterator $iterator): void { unset($this->storage[spl_object_id($iterator)]); }
    public function containsIterator(Iterator $iterator): bool { return isset($this->storage[spl_object_id($iterator)]); }
    public function countIterators(): int { return count($this->storage); }

    public function rewind(): void {
        foreach ($this->storage as $e) $e['obj']->rewind();
    }

    public function valid(): bool {
        if (!$this->storage) return false;
        $any = false;
        foreach ($this->storage as $e) {
            if ($e['obj']->valid()) {
                if (!($this->flags & self::MIT_NEED_ALL)) return true;
                $any = true;
            } elseif ($this->flags & self::MIT_NEED_ALL) {
                return false;
            }
        }
        return $any;
    }

    /// current() or key() of every sub-iterator.
    private function hopValues(bool $keys): array {
        if (!$this->storage) {
            throw new RuntimeException('Called ' . ($keys ? 'key' : 'current') . '() on an invalid iterator');
        }
        $r = [];
        foreach ($this->storage as $e) {
            $it = $e['obj'];
            if ($it->valid()) {
                $v = $keys ? $it->key() : $it->current();
            } elseif ($this->flags & self::MIT_NEED_ALL) {
                throw new RuntimeException('Called ' . ($keys ? 'key' : 'current') . '() with non valid sub iterator');
            } else {
                $v = null;
            }
            if ($this->flags & self::MIT_KEYS_ASSOC) {
                $k = $e['inf'];
                if (!is_int($k) && !is_string($k)) {
                    throw new InvalidArgumentException('Sub-Iterator is associated with NULL');
                }
                $r[$k] = $v;
            } else {
                $r[] = $v;
            }
        }
        return $r;
    }

    public function key(): array { return $this->hopValues(true); }
    public function current(): array { return $this->hopValues(false); }

    public function next(): void {
        foreach ($this->storage as $e) $e['obj']->next();
    }

    public function __debugInfo(): array {
        $r = (array)$this;
        $r["\0SplObjectStorage\0storage"] = array_values($this->storage);
        return $r;
    }
}
