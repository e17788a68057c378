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
    public function getInnerIterator(): ?Iterator;
}

interface RecursiveIterator extends Iterator {
    public function hasChildren(): bool;
    public function getChildren(): ?RecursiveIterator;
}

interface SeekableIterator extends Iterator {
    public function seek(int $offset): void;
}

interface SplObserver {
    public function update(SplSubject $subject): void;
}

interface SplSubject {
    public function attach(SplObserver $observer): void;
    public function detach(SplObserver $observer): void;
    public function notify(): void;
}

// --- ArrayObject and ArrayIterator ---------------------------------------------------------
//
// Their storage is an array or an object (whose properties are the elements;
// another ArrayObject/ArrayIterator lends its own storage). Element access,
// iteration and sorting are native (spl-array.cpp), which reads the hidden
// slots by position: storage is slot 0 and flags slot 1 in both classes.

class ArrayObject implements IteratorAggregate, ArrayAccess, Serializable, Countable {
    const STD_PROP_LIST = 1;
    const ARRAY_AS_PROPS = 2;

    #[Hidden] private $storage = [];
    #[Hidden] private $flags = 0;
    #[Hidden] private $iteratorClass = 'ArrayIterator';

    // (array|object: checked natively, php words the error "must be of type array")
    #[Native] public function __construct($array = [], int $flags = 0, string $iteratorClass = ArrayIterator::class);
    #[Native] public function offsetExists(mixed $key): bool;
    #[Native] public function offsetGet(mixed $key): mixed;
    #[Native] public function offsetSet(mixed $key, mixed $value): void;
    #[Native] public function offsetUnset(mixed $key): void;
    #[Native] public function append(mixed $value): void;
    #[Native] public function getArrayCopy(): array;
    #[Native] public function count(): int;
    public function getFlags(): int { return $this->flags; }
    public function setFlags(int $flags): void { $this->flags = $flags; }
    #[Native] public function asort(int $flags = SORT_REGULAR): bool;
    #[Native] public function ksort(int $flags = SORT_REGULAR): bool;
    #[Native] public function uasort(callable $callback): bool;
    #[Native] public function uksort(callable $callback): bool;
    #[Native] public function natsort(): bool;
    #[Native] public function natcasesort(): bool;
    public function serialize(): string {
        return 'x:i:' . $this->flags . ';' . serialize($this->storage) . ';m:' . serialize(get_object_vars($this));
    }
    public function unserialize(string $data): void {
        throw new UnexpectedValueException('ArrayObject::unserialize() of the Serializable format is not supported by HopVM');
    }
    public function __serialize(): array {
        return [$this->flags, $this->storage, get_object_vars($this),
                $this->iteratorClass === 'ArrayIterator' ? null : $this->iteratorClass];
    }
    public function __unserialize(array $data): void {
        if (!isset($data[0], $data[1], $data[2]) || !is_int($data[0]) || !is_array($data[2])
            || (!is_array($data[1]) && !is_object($data[1]))) {
            throw new UnexpectedValueException('Incomplete or ill-typed serialization data');
        }
        foreach ($data[2] as $k => $v) $this->$k = $v;
        $this->flags = $data[0];
        $this->storage = $data[1];
        if (isset($data[3])) $this->setIteratorClass($data[3]);
    }
    #[Native] public function getIterator(): Iterator;
    #[Native] public function exchangeArray($array): array;
    #[Native] public function setIteratorClass(string $iteratorClass): void;
    public function getIteratorClass(): string { return $this->iteratorClass; }
    #[Native] public function __debugInfo(): array;

    // ARRAY_AS_PROPS: properties the object does not have are elements.
    private function __get($name) {
        if ($this->flags & self::ARRAY_AS_PROPS) return $this->offsetGet($name);
        return $this->$name;
    }
    private function __set($name, $value) {
        if ($this->flags & self::ARRAY_AS_PROPS) { $this->offsetSet($name, $value); return; }
        $this->$name = $value;
    }
    private function __isset($name) {
        if ($this->flags & self::ARRAY_AS_PROPS) return isset($this[$name]);
        return isset($this->$name);
    }
    private function __unset($name) {
        if ($this->flags & self::ARRAY_AS_PROPS) { $this->offsetUnset($name); return; }
        unset($this->$name);
    }
}

class ArrayIterator implements SeekableIterator, ArrayAccess, Serializable, Countable {
    const STD_PROP_LIST = 1;
    const ARRAY_AS_PROPS = 2;

    #[Hidden] private $storage = [];
    #[Hidden] private $flags = 0;
    #[Hidden] private $pos = 0;          // the storage bucket iteration stands at
    #[Hidden] private $posKey = null;    // its key, to find it again after the storage changed

    #[Native] public function __construct($array = [], int $flags = 0);
    #[Native] public function offsetExists(mixed $key): bool;
    #[Native] public function offsetGet(mixed $key): mixed;
    #[Native] public function offsetSet(mixed $key, mixed $value): void;
    #[Native] public function offsetUnset(mixed $key): void;
    #[Native] public function append(mixed $value): void;
    #[Native] public function getArrayCopy(): array;
    #[Native] public function count(): int;
    public function getFlags(): int { return $this->flags; }
    public function setFlags(int $flags): void { $this->flags = $flags; }
    #[Native] public function asort(int $flags = SORT_REGULAR): bool;
    #[Native] public function ksort(int $flags = SORT_REGULAR): bool;
    #[Native] public function uasort(callable $callback): bool;
    #[Native] public function uksort(callable $callback): bool;
    #[Native] public function natsort(): bool;
    #[Native] public function natcasesort(): bool;
    public function serialize(): string {
        return 'x:i:' . $this->flags . ';' . serialize($this->storage) . ';m:' . serialize(get_object_vars($this));
    }
    public function unserialize(string $data): void {
        throw new UnexpectedValueException('ArrayIterator::unserialize() of the Serializable format is not supported by HopVM');
    }
    public function __serialize(): array { return [$this->flags, $this->storage, get_object_vars($this)]; }
    public function __unserialize(array $data): void {
        if (!isset($data[0], $data[1], $data[2]) || !is_int($data[0]) || !is_array($data[2])
            || (!is_array($data[1]) && !is_object($data[1]))) {
            throw new UnexpectedValueException('Incomplete or ill-typed serialization data');
        }
        foreach ($data[2] as $k => $v) $this->$k = $v;
        $this->flags = $data[0];
        $this->storage = $data[1];
        $this->rewind();
    }
    #[Native] public function rewind(): void;
    #[Native] public function current(): mixed;
    #[Native] public function key(): string|int|null;
    #[Native] public function next(): void;
    #[Native] public function valid(): bool;
    #[Native] public function seek(int $offset): void;
    #[Native] public function __debugInfo(): array;

    private function __get($name) {
        if ($this->flags & self::ARRAY_AS_PROPS) return $this->offsetGet($name);
        return $this->$name;
    }
    private function __set($name, $value) {
        if ($this->flags & self::ARRAY_AS_PROPS) { $this->offsetSet($name, $value); return; }
        $this->$name = $value;
    }
    private function __isset($name) {
        if ($this->flags & self::ARRAY_AS_PROPS) return isset($this[$name]);
        return isset($this->$name);
    }
    private function __unset($name) {
        if ($this->flags & self::ARRAY_AS_PROPS) { $this->offsetUnset($name); return; }
        unset($this->$name);
    }
}

class RecursiveArrayIterator extends ArrayIterator implements RecursiveIterator {
    const CHILD_ARRAYS_ONLY = 4;

    public function hasChildren(): bool {
        $v = $this->current();
        if (is_array($v)) return true;
        return is_object($v) && !($this->getFlags() & self::CHILD_ARRAYS_ONLY);
    }

    public function getChildren(): ?RecursiveArrayIterator {
        $v = $this->current();
        if (is_object($v) && !($this->getFlags() & self::CHILD_ARRAYS_ONLY) && $v instanceof static) return $v;
        return new static($v, $this->getFlags());
    }
}
