<?php
// weakrefs.php — WeakReference and WeakMap (php's Zend/zend_weakrefs.c); their state is native
// (src/runtime/builtins/weakrefs.cpp), dropped when the referenced object dies.

#[NotSerializable]
final class WeakReference {
    // php's constructor throws (its trace shows the call), unlike classes php refuses before any call (newError).
    public function __construct() {
        throw new Error("Direct instantiation of WeakReference is not allowed, use WeakReference::create instead");
    }
    #[Native] public static function create(object $object): WeakReference;
    #[Native] public function get(): ?object;
}

#[NotSerializable]
final class WeakMap implements ArrayAccess, Countable, IteratorAggregate {
    #[Native] public function offsetGet($object): mixed;
    #[Native] public function offsetSet($object, mixed $value): void;
    #[Native] public function offsetExists($object): bool;
    #[Native] public function offsetUnset($object): void;
    #[Native] public function count(): int;
    #[Native] private function hopEntries(): array;
    public function getIterator(): Iterator {
        foreach ($this->hopEntries() as $e) yield $e[0] => $e[1];
    }
}
