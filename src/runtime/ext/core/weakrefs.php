<?php
// weakrefs.php — Core's WeakReference and WeakMap: references that do not keep
// an object alive (weakrefs.cpp is told when a weakly referenced object dies).

final class WeakReference {
    public function __construct() {}

    #[Native] public static function create(object $object): WeakReference;

    #[Native] public function get(): ?object;
}

final class WeakMap implements ArrayAccess, Countable, IteratorAggregate {
    #[Hidden] private $storage = [];   // spl_object_id(key) => value; weakrefs.cpp drops dead keys

    #[Native] private static function hopTrack(WeakMap $map, object $key): void;
    #[Native] private static function hopUntrack(WeakMap $map, object $key): void;
    #[Native] private static function hopObject(int $id): ?object;

    private static function hopKey($object): object {
        if (!is_object($object)) throw new TypeError('WeakMap key must be an object');
        return $object;
    }

    public function offsetGet($object): mixed {
        $o = self::hopKey($object);
        $h = spl_object_id($o);
        if (!array_key_exists($h, $this->storage)) {
            throw new Error('Object ' . get_class($o) . '#' . $h . ' not contained in WeakMap');
        }
        return $this->storage[$h];
    }

    public function offsetSet($object, mixed $value): void {
        $o = self::hopKey($object);
        $h = spl_object_id($o);
        if (!array_key_exists($h, $this->storage)) self::hopTrack($this, $o);
        $this->storage[$h] = $value;
    }

    public function offsetExists($object): bool {
        return isset($this->storage[spl_object_id(self::hopKey($object))]);
    }

    public function offsetUnset($object): void {
        $o = self::hopKey($object);
        $h = spl_object_id($o);
        if (array_key_exists($h, $this->storage)) {
            self::hopUntrack($this, $o);
            unset($this->storage[$h]);
        }
    }

    public function count(): int { return count($this->storage); }

    public function getIterator(): Iterator {
        foreach ($this->storage as $h => $v) {
            $o = self::hopObject($h);
            if ($o !== null) yield $o => $v;
        }
    }
}
