--TEST--
Runtime interfaces' tentative return types: a deprecation, silenced by #[ReturnTypeWillChange]
--FILE--
<?php
class It implements Iterator {
    public function current() { return 1; }
    #[ReturnTypeWillChange]
    public function key() { return 0; }
    public function next(): void {}
    public function valid(): bool { return false; }
    public function rewind(): void {}
}
class Cnt implements Countable {
    public function count(): string { return "1"; }
}
echo count(new Cnt), "\n";
foreach (new It as $v) {}
echo "done\n";
--EXPECTF--
Deprecated: Return type of It::current() should either be compatible with Iterator::current(): mixed, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 3

Deprecated: Return type of Cnt::count(): string should either be compatible with Countable::count(): int, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 11
1
done
