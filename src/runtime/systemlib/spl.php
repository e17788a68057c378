<?php
// spl.php — the SPL's data structures: ArrayObject, ArrayIterator and
// RecursiveArrayIterator, SplDoublyLinkedList/SplQueue/SplStack, the heaps
// and SplPriorityQueue, SplFixedArray, SplObjectStorage, and the SPL
// interfaces. (The iterator classes are in spl-iterators.php.)
//
// #[Hidden] properties hold what php keeps outside an object's property
// table: only the declaring class sees them, and dumps, (array) casts,
// comparison and get_object_vars() skip them. The debug views php shows are
// rebuilt by __debugInfo(), with php's mangled names ("\0Class\0prop").

// --- Interfaces --------------------------------------------------------------------

interface OuterIterator extends Iterator {
    #[Tentative] public function getInnerIterator(): ?Iterator;
}

interface RecursiveIterator extends Iterator {
    #[Tentative] public function hasChildren(): bool;
    #[Tentative] public function getChildren(): ?RecursiveIterator;
}

interface SeekableIterator extends Iterator {
    #[Tentative] public function seek(int $offset): void;
}

interface SplObserver {
    #[Tentative] public function update(SplSubject $subject): void;
}

interface SplSubject {
    #[Tentative] public function attach(SplObserver $observer): void;
    #[Tentative] public function detach(SplObserver $observer): void;
    #[Tentative] public function notify(): void;
}

// --- ArrayObject and ArrayIterator ---------------------------------------------------------
//
// Their storage is an array or an object (whose properties are the elements;
// another ArrayObject/ArrayIterator lends its own storage). Element access,
// iteration and sorting are native (spl-array.cpp), which reads the hidden
// slots by position: storage is slot 0 and flags slot 1 in both classes.
// ARRAY_AS_PROPS is a native hook too (properties the object lacks are elements).

class ArrayObject implements IteratorAggregate, ArrayAccess, Serializable, Countable {
    const STD_PROP_LIST = 1;
    const ARRAY_AS_PROPS = 2;

    #[Hidden] private $storage = [];
    #[Hidden] private $flags = 0;
    #[Hidden] private $iteratorClass = 'ArrayIterator';

    // (array|object: checked natively, php words the error "must be of type array")
    #[Native] public function __construct($array = [], int $flags = 0, string $iteratorClass = ArrayIterator::class);
    #[Native] #[Tentative] public function offsetExists(mixed $key): bool;
    #[Native] #[Tentative] public function offsetGet(mixed $key): mixed;
    #[Native] #[Tentative] public function offsetSet(mixed $key, mixed $value): void;
    #[Native] #[Tentative] public function offsetUnset(mixed $key): void;
    #[Native] #[Tentative] public function append(mixed $value): void;
    #[Native] #[Tentative] public function getArrayCopy(): array;
    #[Native] #[Tentative] public function count(): int;
    public function getFlags(): int { return $this->flags; }
    public function setFlags(int $flags): void { $this->flags = $flags; }
    #[Native] #[Tentative] public function asort(int $flags = SORT_REGULAR): bool;
    #[Native] #[Tentative] public function ksort(int $flags = SORT_REGULAR): bool;
    #[Native] #[Tentative] public function uasort(callable $callback): bool;
    #[Native] #[Tentative] public function uksort(callable $callback): bool;
    #[Native] #[Tentative] public function natsort(): bool;
    #[Native] #[Tentative] public function natcasesort(): bool;
    #[Native] #[Tentative] public function unserialize(string $data): void;
    #[Native] #[Tentative] public function serialize(): string;
    #[Native] public function __serialize(): array;
    #[Native] public function __unserialize(array $data): void;
    #[Native] #[Tentative] public function getIterator(): Iterator;
    #[Native] #[Tentative] public function exchangeArray($array): array;
    #[Native] #[Tentative] public function setIteratorClass(string $iteratorClass): void;
    public function getIteratorClass(): string { return $this->iteratorClass; }
    #[Native] #[Tentative] public function __debugInfo(): array;
}

class ArrayIterator implements SeekableIterator, ArrayAccess, Serializable, Countable {
    const STD_PROP_LIST = 1;
    const ARRAY_AS_PROPS = 2;

    #[Hidden] private $storage = [];
    #[Hidden] private $flags = 0;
    #[Hidden] private $pos = 0;          // the storage bucket iteration stands at
    #[Hidden] private $posKey = null;    // its key, to find it again after the storage changed

    #[Native] public function __construct($array = [], int $flags = 0);
    #[Native] #[Tentative] public function offsetExists(mixed $key): bool;
    #[Native] #[Tentative] public function offsetGet(mixed $key): mixed;
    #[Native] #[Tentative] public function offsetSet(mixed $key, mixed $value): void;
    #[Native] #[Tentative] public function offsetUnset(mixed $key): void;
    #[Native] #[Tentative] public function append(mixed $value): void;
    #[Native] #[Tentative] public function getArrayCopy(): array;
    #[Native] #[Tentative] public function count(): int;
    public function getFlags(): int { return $this->flags; }
    public function setFlags(int $flags): void { $this->flags = $flags; }
    #[Native] #[Tentative] public function asort(int $flags = SORT_REGULAR): bool;
    #[Native] #[Tentative] public function ksort(int $flags = SORT_REGULAR): bool;
    #[Native] #[Tentative] public function uasort(callable $callback): bool;
    #[Native] #[Tentative] public function uksort(callable $callback): bool;
    #[Native] #[Tentative] public function natsort(): bool;
    #[Native] #[Tentative] public function natcasesort(): bool;
    #[Native] #[Tentative] public function unserialize(string $data): void;
    #[Native] #[Tentative] public function serialize(): string;
    #[Native] public function __serialize(): array;
    #[Native] public function __unserialize(array $data): void;
    #[Native] #[Tentative] public function rewind(): void;
    #[Native] #[Tentative] public function current(): mixed;
    #[Native] #[Tentative] public function key(): string|int|null;
    #[Native] #[Tentative] public function next(): void;
    #[Native] #[Tentative] public function valid(): bool;
    #[Native] #[Tentative] public function seek(int $offset): void;
    #[Native] #[Tentative] public function __debugInfo(): array;
}

class RecursiveArrayIterator extends ArrayIterator implements RecursiveIterator {
    const CHILD_ARRAYS_ONLY = 4;

    public function hasChildren(): bool {
        if (!parent::valid()) return false;
        $v = parent::current();
        if (is_array($v)) return true;
        return is_object($v) && !(parent::getFlags() & self::CHILD_ARRAYS_ONLY);
    }

    public function getChildren(): ?RecursiveArrayIterator {
        if (!parent::valid()) return null;
        $v = parent::current();
        if (is_object($v)) {
            if (parent::getFlags() & self::CHILD_ARRAYS_ONLY) return null;
            if ($v instanceof static) return $v;
        }
        return new static($v, parent::getFlags());
    }
}

// --- SplDoublyLinkedList, SplQueue, SplStack -------------------------------------------------
//
// The elements live in two packed arrays, a deque of two stacks: $front
// holds the first elements last-first, $back the rest in order, so push,
// pop, shift and unshift are all amortized O(1) on packed arrays (a stack
// that runs dry takes half of the other). Iteration follows php's
// pointer-and-position traversal with an index ($pos) and whether the
// pointer is set at all ($started).

class SplDoublyLinkedList implements Iterator, Countable, ArrayAccess, Serializable {
    const IT_MODE_LIFO = 2;
    const IT_MODE_FIFO = 0;
    const IT_MODE_DELETE = 1;
    const IT_MODE_KEEP = 0;

    #[Hidden] private $flags = null;       // null until first use: SplQueue/SplStack start frozen
    #[Hidden] private $front = [];
    #[Hidden] private $back = [];
    #[Hidden] private $pos = 0;
    #[Hidden] private $started = false;
    #[Native] private static function hopLoadProps(object $o, array $props): void;
    #[Native] private static function hopMembers(object $o): array;

    #[Native] private static function hopOffset(mixed $index, string $method, bool $nullable): int;

    private function hopMode(): int {
        if ($this->flags === null) {
            $this->flags = $this instanceof SplStack ? 6 : ($this instanceof SplQueue ? 4 : 0);
        }
        return $this->flags;
    }

    /// The elements in order.
    private function hopValues(): array {
        return $this->front ? array_merge(array_reverse($this->front), $this->back) : $this->back;
    }

    private function hopReset(array $values): void {
        $this->front = [];
        $this->back = $values;
    }

    /// Where index $i of the offset methods is: counted from the end in LIFO mode.
    private function hopOffsetIndex(int $i): int {
        return ($this->hopMode() & self::IT_MODE_LIFO) ? count($this->front) + count($this->back) - 1 - $i : $i;
    }

    /// Element $i (0 <= $i < count).
    private function hopAt(int $i): mixed {
        $nf = count($this->front);
        return $i < $nf ? $this->front[$nf - 1 - $i] : $this->back[$i - $nf];
    }

    public function add(int $index, mixed $value): void {
        $n = count($this->front) + count($this->back);
        if ($index < 0 || $index > $n) {
            throw new OutOfRangeException('SplDoublyLinkedList::add(): Argument #1 ($index) is out of range');
        }
        if ($index === $n) {
            $this->back[] = $value;
            return;
        }
        $values = $this->hopValues();
        array_splice($values, $this->hopOffsetIndex($index), 0, [$value]);
        $this->hopReset($values);
    }

    public function pop(): mixed { return $this->hopPop(); }

    // The operations themselves, which the other methods and SplQueue use
    // (php's internal calls never reach a subclass's override).
    protected function hopPop(): mixed {
        if (!$this->back) {
            if (!$this->front) throw new RuntimeException("Can't pop from an empty datastructure");
            // The last elements are at the bottom of $front: move half of it over.
            $k = (count($this->front) + 1) >> 1;
            $this->back = array_reverse(array_slice($this->front, 0, $k));
            $this->front = array_slice($this->front, $k);
        }
        return array_pop($this->back);
    }

    public function shift(): mixed { return $this->hopShift(); }

    protected function hopShift(): mixed {
        if (!$this->front) {
            if (!$this->back) throw new RuntimeException("Can't shift from an empty datastructure");
            $k = (count($this->back) + 1) >> 1;
            $this->front = array_reverse(array_slice($this->back, 0, $k));
            $this->back = array_slice($this->back, $k);
        }
        return array_pop($this->front);
    }

    public function push(mixed $value): void { $this->back[] = $value; }
    protected function hopPush(mixed $value): void { $this->back[] = $value; }

    public function unshift(mixed $value): void { $this->front[] = $value; }

    public function top(): mixed {
        if ($this->back) return $this->back[count($this->back) - 1];
        if (!$this->front) throw new RuntimeException("Can't peek at an empty datastructure");
        return $this->front[0];
    }

    public function bottom(): mixed {
        if ($this->front) return $this->front[count($this->front) - 1];
        if (!$this->back) throw new RuntimeException("Can't peek at an empty datastructure");
        return $this->back[0];
    }

    public function __debugInfo(): array {
        $r = (array)$this;
        $r["\0SplDoublyLinkedList\0flags"] = $this->hopMode();
        $r["\0SplDoublyLinkedList\0dllist"] = $this->hopValues();
        return $r;
    }

    public function count(): int { return count($this->front) + count($this->back); }

    public function isEmpty(): bool { return !$this->front && !$this->back; }

    public function setIteratorMode(int $mode): int {
        $flags = $this->hopMode();
        if (($flags & 4) && ($flags & self::IT_MODE_LIFO) != ($mode & self::IT_MODE_LIFO)) {
            throw new RuntimeException("Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen");
        }
        return $this->flags = ($mode & 3) | ($flags & 4);
    }

    public function getIteratorMode(): int { return $this->hopMode(); }

    public function offsetExists($index): bool {
        $i = self::hopOffset($index, 'SplDoublyLinkedList::offsetExists', false);
        return $i >= 0 && $i < self::count();
    }

    public function offsetGet($index): mixed {
        $i = self::hopOffset($index, 'SplDoublyLinkedList::offsetGet', false);
        if ($i < 0 || $i >= self::count()) {
            throw new OutOfRangeException('SplDoublyLinkedList::offsetGet(): Argument #1 ($index) is out of range');
        }
        return $this->hopAt($this->hopOffsetIndex($i));
    }

    public function offsetSet($index, mixed $value): void {
        if ($index === null) {
            $this->hopPush($value);
            return;
        }
        $i = self::hopOffset($index, 'SplDoublyLinkedList::offsetSet', true);
        if ($i < 0 || $i >= self::count()) {
            throw new OutOfRangeException('SplDoublyLinkedList::offsetSet(): Argument #1 ($index) is out of range');
        }
        $i = $this->hopOffsetIndex($i);
        $nf = count($this->front);
        if ($i < $nf) $this->front[$nf - 1 - $i] = $value;
        else $this->back[$i - $nf] = $value;
    }

    public function offsetUnset($index): void {
        $i = self::hopOffset($index, 'SplDoublyLinkedList::offsetUnset', false);
        $values = $this->hopValues();
        if ($i < 0 || $i >= count($values)) {
            throw new OutOfRangeException('SplDoublyLinkedList::offsetUnset(): Argument #1 ($index) is out of range');
        }
        array_splice($values, $this->hopOffsetIndex($i), 1);
        $this->hopReset($values);
    }

    public function rewind(): void {
        $n = self::count();
        $lifo = $this->hopMode() & self::IT_MODE_LIFO;
        $this->pos = $lifo ? $n - 1 : 0;
        $this->started = $n > 0;
    }

    public function current(): mixed {
        if (!self::valid()) return null;
        return $this->hopAt($this->pos);
    }

    public function key(): int { return $this->pos; }

    public function prev(): void { $this->hopMove($this->hopMode() ^ self::IT_MODE_LIFO); }

    public function next(): void { $this->hopMove($this->hopMode()); }

    /// One traversal step in the direction `$flags` says (deleting as it goes in IT_MODE_DELETE).
    private function hopMove(int $flags): void {
        if (!self::valid()) {
            $this->started = false;
            return;
        }
        if ($flags & self::IT_MODE_LIFO) {
            --$this->pos;
            if ($flags & self::IT_MODE_DELETE) $this->hopPop();
        } elseif ($flags & self::IT_MODE_DELETE) {
            $this->hopShift();
        } else {
            ++$this->pos;
        }
        if ($this->pos < 0 || $this->pos >= self::count()) $this->started = false;
    }

    public function valid(): bool {
        return $this->started && $this->pos >= 0 && $this->pos < count($this->front) + count($this->back);
    }

    /// What foreach walks (php's get_iterator, see resolveIterator): a position
    /// of its own, in the direction the mode had when it started.
    private function hopForeach(): Iterator {
        $flags = $this->hopMode();
        $pos = ($flags & self::IT_MODE_LIFO) ? self::count() - 1 : 0;
        while ($pos >= 0 && $pos < self::count()) {
            yield $pos => $this->hopAt($pos);
            if ($flags & self::IT_MODE_LIFO) {
                --$pos;
                if ($flags & self::IT_MODE_DELETE) $this->hopPop();
            } elseif ($flags & self::IT_MODE_DELETE) {
                $this->hopShift();
            } else {
                ++$pos;
            }
        }
    }

    #[Native] #[Tentative] public function unserialize(string $data): void;
    #[Native] #[Tentative] public function serialize(): string;

    public function __serialize(): array { return [$this->hopMode(), $this->hopValues(), self::hopMembers($this)]; }

    public function __unserialize(array $data): void {
        if (count($data) !== 3 || !is_int($data[0]) || !is_array($data[1]) || !is_array($data[2])) {
            throw new UnexpectedValueException('Incomplete or ill-typed serialization data');
        }
        $this->flags = $data[0];
        $this->hopReset(array_values($data[1]));
        self::hopLoadProps($this, $data[2]);
    }
}

class SplQueue extends SplDoublyLinkedList {
    public function enqueue(mixed $value): void { $this->hopPush($value); }
    public function dequeue(): mixed { return $this->hopShift(); }
}

class SplStack extends SplDoublyLinkedList {}

// --- Heaps ------------------------------------------------------------------------------
//
// A binary heap in an array, sifted exactly as php sifts (the dumps show the
// array, so its order must match). A comparison that throws leaves the heap
// "corrupted": the element stays where the sift stopped and every later
// operation but count()/isEmpty() refuses to run until recoverFromCorruption().

abstract class SplHeap implements Iterator, Countable {
    #[Hidden] private $flags = 0;
    #[Hidden] private $isCorrupted = false;
    #[Hidden] private $heap = [];
    #[Hidden] private $locked = false;      // a compare() is running: no writes
    #[Hidden] private $thrown = null;       // what a compare() threw during a sift
    #[Hidden] private $order = 0;           // see hopCompareOrder()

    /// 1: compare() is SplMinHeap's, 2: SplMaxHeap's (both are inlined as
    /// <=>), 3: a user's.
    #[Native] private static function hopCompareOrder(object $heap): int;

    abstract protected function compare(mixed $value1, mixed $value2): int;

    /// compare() as the sift sees it: 0 once a comparison threw.
    private function hopCmp($a, $b): int {
        if ($this->thrown) return 0;
        try {
            return $this->compare($a, $b);
        } catch (Throwable $e) {
            $this->thrown = $e;
            return 0;
        }
    }

    private function hopCheck(bool $write): void {
        if ($this->isCorrupted) throw new RuntimeException('Heap is corrupted, heap properties are no longer ensured.');
        if ($write && $this->locked) throw new RuntimeException('Heap cannot be changed when it is already being modified.');
    }

    private function hopFinish(): void {
        $this->locked = false;
        if ($e = $this->thrown) {
            $this->thrown = null;
            $this->isCorrupted = true;
            throw $e;
        }
    }

    private function hopSiftUp($elem): void {
        $this->locked = true;
        for ($i = count($this->heap); $i > 0; $i = $p) {
            $p = ($i - 1) >> 1;
            if ($this->hopCmp($this->heap[$p], $elem) >= 0) break;
            $this->heap[$i] = $this->heap[$p];
        }
        $this->heap[$i] = $elem;
        $this->hopFinish();
    }

    private function hopDeleteTop(): mixed {
        $count = count($this->heap);
        $this->locked = true;
        $top = $this->heap[0];
        $bottom = $this->heap[$count - 1];
        $limit = intdiv($count - 1, 2);
        for ($i = 0; $i < $limit; $i = $j) {
            $j = $i * 2 + 1;
            if ($j != $count && $this->hopCmp($this->heap[$j + 1], $this->heap[$j]) > 0) ++$j;
            if ($this->hopCmp($bottom, $this->heap[$j]) >= 0) break;
            $this->heap[$i] = $this->heap[$j];
        }
        $this->heap[$i] = $bottom;
        unset($this->heap[$count - 1]);
        if ($count === 1) $this->heap = [];
        $this->hopFinish();
        return $top;
    }

    // The same sifts with SplMinHeap's/SplMaxHeap's comparison inlined, on
    // the array taken out of the object so that writes need no copy.

    private function hopSiftUpNative($elem, bool $min): void {
        $heap = $this->heap;
        $this->heap = null;
        for ($i = count($heap); $i > 0; $i = $p) {
            $p = ($i - 1) >> 1;
            if (($min ? $elem <=> $heap[$p] : $heap[$p] <=> $elem) >= 0) break;
            $heap[$i] = $heap[$p];
        }
        $heap[$i] = $elem;
        $this->heap = $heap;
    }

    private function hopDeleteTopNative(bool $min): mixed {
        $heap = $this->heap;
        $this->heap = null;
        $count = count($heap);
        $top = $heap[0];
        $bottom = $heap[$count - 1];
        $limit = intdiv($count - 1, 2);
        for ($i = 0; $i < $limit; $i = $j) {
            $j = $i * 2 + 1;
            if (($min ? $heap[$j] <=> $heap[$j + 1] : $heap[$j + 1] <=> $heap[$j]) > 0) ++$j;
            if (($min ? $heap[$j] <=> $bottom : $bottom <=> $heap[$j]) >= 0) break;
            $heap[$i] = $heap[$j];
        }
        $heap[$i] = $bottom;
        unset($heap[$count - 1]);
        $this->heap = $count === 1 ? [] : $heap;
        return $top;
    }

    public function extract(): mixed {
        if ($this->isCorrupted || $this->locked) $this->hopCheck(true);
        if (!$this->heap) throw new RuntimeException("Can't extract from an empty heap");
        $order = $this->order ?: ($this->order = self::hopCompareOrder($this));
        return $order === 3 ? $this->hopDeleteTop() : $this->hopDeleteTopNative($order === 1);
    }

    public function insert(mixed $value): bool {
        if ($this->isCorrupted || $this->locked) $this->hopCheck(true);
        $order = $this->order ?: ($this->order = self::hopCompareOrder($this));
        if ($order === 3) $this->hopSiftUp($value);
        else $this->hopSiftUpNative($value, $order === 1);
        return true;
    }

    public function top(): mixed {
        $this->hopCheck(false);
        if (!$this->heap) throw new RuntimeException("Can't peek at an empty heap");
        return $this->heap[0];
    }

    public function count(): int { return count($this->heap); }
    public function isEmpty(): bool { return !$this->heap; }
    public function rewind(): void {}
    public function current(): mixed { return $this->heap ? $this->heap[0] : null; }
    public function key(): int { return count($this->heap) - 1; }

    public function next(): void {
        if (!$this->heap) return;
        $this->hopCheck(true);
        $order = $this->order ?: ($this->order = self::hopCompareOrder($this));
        if ($order === 3) $this->hopDeleteTop();
        else $this->hopDeleteTopNative($order === 1);
    }

    public function valid(): bool { return (bool)$this->heap; }

    public function recoverFromCorruption(): bool {
        $this->isCorrupted = false;
        return true;
    }

    public function isCorrupted(): bool { return $this->isCorrupted; }

    public function __debugInfo(): array {
        $r = (array)$this;
        $r["\0SplHeap\0flags"] = $this->flags;
        $r["\0SplHeap\0isCorrupted"] = $this->isCorrupted;
        $r["\0SplHeap\0heap"] = $this->heap;
        return $r;
    }
}

class SplMinHeap extends SplHeap {
    protected function compare(mixed $value1, mixed $value2): int { return $value2 <=> $value1; }
}

class SplMaxHeap extends SplHeap {
    protected function compare(mixed $value1, mixed $value2): int { return $value1 <=> $value2; }
}

class SplPriorityQueue implements Iterator, Countable {
    const EXTR_BOTH = 3;
    const EXTR_PRIORITY = 2;
    const EXTR_DATA = 1;

    #[Hidden] private $flags = 1;
    #[Hidden] private $isCorrupted = false;
    #[Hidden] private $heap = [];           // ['data' => ..., 'priority' => ...] in heap order
    #[Hidden] private $locked = false;
    #[Hidden] private $thrown = null;
    #[Hidden] private $order = 0;           // 2: compare() is SplPriorityQueue's (inlined), 3: a user's

    #[Native] private static function hopCompareOrder(object $heap): int;

    public function compare(mixed $priority1, mixed $priority2): int { return $priority1 <=> $priority2; }

    private function hopCmp(array $a, array $b): int {
        if ($this->thrown) return 0;
        try {
            return $this->compare($a['priority'], $b['priority']);
        } catch (Throwable $e) {
            $this->thrown = $e;
            return 0;
        }
    }

    private function hopCheck(bool $write): void {
        if ($this->isCorrupted) throw new RuntimeException('Heap is corrupted, heap properties are no longer ensured.');
        if ($write && $this->locked) throw new RuntimeException('Heap cannot be changed when it is already being modified.');
    }

    private function hopFinish(): void {
        $this->locked = false;
        if ($e = $this->thrown) {
            $this->thrown = null;
            $this->isCorrupted = true;
            throw $e;
        }
    }

    private function hopShown(array $elem): mixed {
        switch ($this->flags) {
            case self::EXTR_BOTH: return $elem;
            case self::EXTR_PRIORITY: return $elem['priority'];
            default: return $elem['data'];
        }
    }

    public function insert(mixed $value, mixed $priority) {
        if ($this->isCorrupted || $this->locked) $this->hopCheck(true);
        $elem = ['data' => $value, 'priority' => $priority];
        $order = $this->order ?: ($this->order = self::hopCompareOrder($this));
        if ($order === 2) {
            // SplPriorityQueue::compare() inlined, on the array taken out of the object.
            $heap = $this->heap;
            $this->heap = null;
            for ($i = count($heap); $i > 0; $i = $p) {
                $p = ($i - 1) >> 1;
                if (($heap[$p]['priority'] <=> $priority) >= 0) break;
                $heap[$i] = $heap[$p];
            }
            $heap[$i] = $elem;
            $this->heap = $heap;
            return true;
        }
        $this->locked = true;
        for ($i = count($this->heap); $i > 0; $i = $p) {
            $p = ($i - 1) >> 1;
            if ($this->hopCmp($this->heap[$p], $elem) >= 0) break;
            $this->heap[$i] = $this->heap[$p];
        }
        $this->heap[$i] = $elem;
        $this->hopFinish();
        return true;
    }

    private function hopDeleteTop(): array {
        $order = $this->order ?: ($this->order = self::hopCompareOrder($this));
        if ($order === 2) {
            $heap = $this->heap;
            $this->heap = null;
            $count = count($heap);
            $top = $heap[0];
            $bottom = $heap[$count - 1];
            $limit = intdiv($count - 1, 2);
            for ($i = 0; $i < $limit; $i = $j) {
                $j = $i * 2 + 1;
                if (($heap[$j + 1]['priority'] <=> $heap[$j]['priority']) > 0) ++$j;
                if (($bottom['priority'] <=> $heap[$j]['priority']) >= 0) break;
                $heap[$i] = $heap[$j];
            }
            $heap[$i] = $bottom;
            unset($heap[$count - 1]);
            $this->heap = $count === 1 ? [] : $heap;
            return $top;
        }
        $count = count($this->heap);
        $this->locked = true;
        $top = $this->heap[0];
        $bottom = $this->heap[$count - 1];
        $limit = intdiv($count - 1, 2);
        for ($i = 0; $i < $limit; $i = $j) {
            $j = $i * 2 + 1;
            if ($j != $count && $this->hopCmp($this->heap[$j + 1], $this->heap[$j]) > 0) ++$j;
            if ($this->hopCmp($bottom, $this->heap[$j]) >= 0) break;
            $this->heap[$i] = $this->heap[$j];
        }
        $this->heap[$i] = $bottom;
        unset($this->heap[$count - 1]);
        if ($count === 1) $this->heap = [];
        $this->hopFinish();
        return $top;
    }

    public function setExtractFlags(int $flags): int {
        $flags &= self::EXTR_BOTH;
        if (!$flags) throw new RuntimeException('Must specify at least one extract flag');
        return $this->flags = $flags;
    }

    public function top(): mixed {
        $this->hopCheck(false);
        if (!$this->heap) throw new RuntimeException("Can't peek at an empty heap");
        return $this->hopShown($this->heap[0]);
    }

    public function extract(): mixed {
        if ($this->isCorrupted || $this->locked) $this->hopCheck(true);
        if (!$this->heap) throw new RuntimeException("Can't extract from an empty heap");
        return $this->hopShown($this->hopDeleteTop());
    }

    public function count(): int { return count($this->heap); }
    public function isEmpty(): bool { return !$this->heap; }
    public function rewind(): void {}
    public function current(): mixed { return $this->heap ? $this->hopShown($this->heap[0]) : null; }
    public function key(): int { return count($this->heap) - 1; }

    public function next(): void {
        if (!$this->heap) return;
        $this->hopCheck(true);
        $this->hopDeleteTop();
    }

    public function valid(): bool { return (bool)$this->heap; }

    public function recoverFromCorruption() {
        $this->isCorrupted = false;
        return true;
    }

    public function isCorrupted(): bool { return $this->isCorrupted; }
    public function getExtractFlags(): int { return $this->flags; }

    public function __debugInfo(): array {
        $r = (array)$this;
        $r["\0SplPriorityQueue\0flags"] = $this->flags;
        $r["\0SplPriorityQueue\0isCorrupted"] = $this->isCorrupted;
        $r["\0SplPriorityQueue\0heap"] = $this->heap;
        return $r;
    }
}

// --- SplFixedArray --------------------------------------------------------------------

class SplFixedArray implements IteratorAggregate, ArrayAccess, Countable, JsonSerializable {
    // Slot 0 (spl-natives.cpp shows the elements as properties, as php does).
    #[Hidden] private $data = [];

    #[Native] private static function hopIndex(mixed $index): int;
    #[Native] private static function hopCheckSize(int $size): void;

    public function __construct(int $size = 0) {
        if ($size < 0) throw new ValueError('SplFixedArray::__construct(): Argument #1 ($size) must be greater than or equal to 0');
        self::hopCheckSize($size);
        $this->data = $size ? array_fill(0, $size, null) : [];
    }

    public function __wakeup(): void {}

    public function __serialize(): array {
        $r = $this->data;
        foreach (get_object_vars($this) as $k => $v) $r[$k] = $v;
        return $r;
    }

    public function __unserialize(array $data): void {
        $this->data = [];
        foreach ($data as $k => $v) {
            if (is_int($k)) $this->data[] = $v;
            else $this->$k = $v;
        }
    }

    public function count(): int { return count($this->data); }
    public function toArray(): array { return $this->data; }

    public static function fromArray(array $array, bool $preserveKeys = true): SplFixedArray {
        $r = new SplFixedArray();
        if (!$array) return $r;
        if (!$preserveKeys) {
            $r->data = array_values($array);
            return $r;
        }
        $max = -1;
        foreach ($array as $k => $v) {
            if (!is_int($k) || $k < 0) throw new InvalidArgumentException('array must contain only positive integer keys');
            if ($k > $max) $max = $k;
        }
        $data = array_fill(0, $max + 1, null);
        foreach ($array as $k => $v) $data[$k] = $v;
        $r->data = $data;
        return $r;
    }

    public function getSize(): int { return count($this->data); }

    public function setSize(int $size) {
        if ($size < 0) throw new ValueError('SplFixedArray::setSize(): Argument #1 ($size) must be greater than or equal to 0');
        self::hopCheckSize($size);
        $n = count($this->data);
        if ($size < $n) $this->data = array_slice($this->data, 0, $size);
        else for ($i = $n; $i < $size; ++$i) $this->data[] = null;
        return true;
    }

    public function offsetExists($index): bool {
        $i = self::hopIndex($index);
        return $i >= 0 && $i < count($this->data) && $this->data[$i] !== null;
    }

    public function offsetGet($index): mixed {
        $i = self::hopIndex($index);
        if ($i < 0 || $i >= count($this->data)) throw new RuntimeException('Index invalid or out of range');
        return $this->data[$i];
    }

    public function offsetSet($index, mixed $value): void {
        if ($index === null) throw new Error('[] operator not supported for SplFixedArray');
        $i = self::hopIndex($index);
        if ($i < 0 || $i >= count($this->data)) throw new RuntimeException('Index invalid or out of range');
        $this->data[$i] = $value;
    }

    public function offsetUnset($index): void {
        $i = self::hopIndex($index);
        if ($i < 0 || $i >= count($this->data)) throw new RuntimeException('Index invalid or out of range');
        $this->data[$i] = null;
    }

    #[Native] public function getIterator(): Iterator;

    public function jsonSerialize(): array { return $this->data; }
}

// --- SplObjectStorage -------------------------------------------------------------------

class SplObjectStorage implements Countable, Iterator, Serializable, ArrayAccess {
    #[Hidden] private $storage = [];    // storageKey() => ['obj' => object, 'inf' => data]
    #[Hidden] private $order = null;    // the hashes in iteration order (null: not built yet)
    #[Hidden] private $index = 0;
    #[Hidden] private $userHash = null;   // whether a subclass overrides getHash()
    #[Native] private static function hopLoadProps(object $o, array $props): void;
    #[Native] private static function hopMembers(object $o): array;

    #[Native] private static function hopOverridden(object $o, string $method): bool;

    /// The storage key of an object: getHash() when a subclass overrides it,
    /// else its handle.
    private function hopStorageKey(object $o): string|int {
        if ($this->userHash ??= self::hopOverridden($this, 'gethash')) {
            $h = $this->getHash($o);
            if (!is_string($h)) throw new RuntimeException('Hash needs to be a string');
            return $h;
        }
        return spl_object_id($o);
    }

    private function hopOrder(): array { return $this->order ??= array_keys($this->storage); }

    private static function hopObjectArg($object, string $method): object {
        if (!is_object($object)) {
            throw new TypeError("SplObjectStorage::$method(): Argument #1 (\$object) must be of type object, " . get_debug_type($object) . ' given');
        }
        return $object;
    }

    public function attach(object $object, mixed $info = null): void { $this->hopAttach($object, $info); }

    private function hopAttach(object $object, mixed $info): void {
        $h = $this->hopStorageKey($object);
        if (isset($this->storage[$h])) {
            $this->storage[$h]['inf'] = $info;
            return;
        }
        $this->storage[$h] = ['obj' => $object, 'inf' => $info];
        if ($this->order !== null) $this->order[] = $h;
    }

    public function detach(object $object): void {
        unset($this->storage[$this->hopStorageKey($object)]);
        $this->order = null;
        $this->index = 0;
    }

    public function contains(object $object): bool { return isset($this->storage[$this->hopStorageKey($object)]); }

    public function addAll(SplObjectStorage $storage): int {
        foreach ($storage->storage as $e) $this->hopAttach($e['obj'], $e['inf']);
        return count($this->storage);
    }

    public function removeAll(SplObjectStorage $storage): int {
        foreach ($storage->storage as $e) unset($this->storage[$this->hopStorageKey($e['obj'])]);
        $this->order = null;
        $this->index = 0;
        return count($this->storage);
    }

    public function removeAllExcept(SplObjectStorage $storage): int {
        foreach ($this->storage as $h => $e) {
            if (!isset($storage->storage[$storage->hopStorageKey($e['obj'])])) unset($this->storage[$h]);
        }
        $this->order = null;
        $this->index = 0;
        return count($this->storage);
    }

    public function getInfo(): mixed {
        $order = $this->hopOrder();
        return isset($order[$this->index]) ? $this->storage[$order[$this->index]]['inf'] : null;
    }

    public function setInfo(mixed $info): void {
        $order = $this->hopOrder();
        if (isset($order[$this->index])) $this->storage[$order[$this->index]]['inf'] = $info;
    }

    // (COUNT_RECURSIVE counts the same: php's storage holds no arrays.)
    public function count(int $mode = COUNT_NORMAL): int { return count($this->storage); }

    public function rewind(): void {
        $this->order = array_keys($this->storage);
        $this->index = 0;
    }

    public function valid(): bool { return $this->index < count($this->hopOrder()); }
    public function key(): int { return $this->index; }

    public function current(): object {
        $order = $this->hopOrder();
        if (!isset($order[$this->index])) throw new RuntimeException('Called current() on invalid iterator');
        return $this->storage[$order[$this->index]]['obj'];
    }

    public function next(): void { ++$this->index; }

    #[Native] #[Tentative] public function unserialize(string $data): void;
    #[Native] #[Tentative] public function serialize(): string;

    public function offsetExists($object): bool { return self::contains(self::hopObjectArg($object, 'offsetExists')); }

    public function offsetGet($object): mixed {
        $h = $this->hopStorageKey(self::hopObjectArg($object, 'offsetGet'));
        if (!isset($this->storage[$h])) throw new UnexpectedValueException('Object not found');
        return $this->storage[$h]['inf'];
    }

    public function offsetSet($object, mixed $info = null): void { $this->hopAttach(self::hopObjectArg($object, 'offsetSet'), $info); }
    public function offsetUnset($object): void { self::detach(self::hopObjectArg($object, 'offsetUnset')); }
    public function getHash(object $object): string { return spl_object_hash($object); }

    public function __serialize(): array {
        $flat = [];
        foreach ($this->storage as $e) {
            $flat[] = $e['obj'];
            $flat[] = $e['inf'];
        }
        return [$flat, self::hopMembers($this)];
    }

    public function __unserialize(array $data): void {
        if (!isset($data[0], $data[1]) || !is_array($data[0]) || !is_array($data[1])) {
            throw new UnexpectedValueException('Incomplete or ill-typed serialization data');
        }
        if (count($data[0]) % 2) throw new UnexpectedValueException('Odd number of elements');
        for ($i = 0, $n = count($data[0]); $i < $n; $i += 2) {
            if (!is_object($data[0][$i])) throw new UnexpectedValueException('Non-object key');
            $this->hopAttach($data[0][$i], $data[0][$i + 1]);
        }
        self::hopLoadProps($this, $data[1]);
    }

    public function __debugInfo(): array {
        $r = (array)$this;
        $r["\0SplObjectStorage\0storage"] = array_values($this->storage);
        return $r;
    }
}
