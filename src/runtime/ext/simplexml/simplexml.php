<?php
// simplexml.php — the SimpleXML module's classes: SimpleXMLElement (native: simplexml*.cpp) and SimpleXMLIterator.

#[NotSerializable]
class SimpleXMLElement implements Stringable, Countable, RecursiveIterator {
    #[Native] public function xpath(string $expression): array|false|null;
    #[Native] public function registerXPathNamespace(string $prefix, string $namespace): bool;
    #[Native] public function asXML(?string $filename = null): string|bool;
    public function saveXML(?string $filename = null): string|bool { return $this->asXML(...func_get_args()); }
    #[Native] public function getNamespaces(bool $recursive = false): array;
    #[Native] public function getDocNamespaces(bool $recursive = false, bool $fromRoot = true): array|false;
    #[Native] public function children(?string $namespaceOrPrefix = null, bool $isPrefix = false): ?SimpleXMLElement;
    #[Native] public function attributes(?string $namespaceOrPrefix = null, bool $isPrefix = false): ?SimpleXMLElement;
    #[Native] public function __construct(string $data, int $options = 0, bool $dataIsURL = false, string $namespaceOrPrefix = '', bool $isPrefix = false);
    #[Native] public function addChild(string $qualifiedName, ?string $value = null, ?string $namespace = null): ?SimpleXMLElement;
    #[Native] public function addAttribute(string $qualifiedName, string $value, ?string $namespace = null): void;
    #[Native] public function getName(): string;
    #[Native] public function __toString(): string;
    #[Native] public function count(): int;
    #[Native] public function rewind(): void;
    #[Native] public function valid(): bool;
    #[Native] public function current(): SimpleXMLElement;
    #[Native] public function key(): string;
    #[Native] public function next(): void;
    #[Native] public function hasChildren(): bool;
    #[Native] public function getChildren(): ?SimpleXMLElement;
    #[Native] public function offsetSet($offset, $value): void;
    #[Native] public function offsetUnset($offset): void;
    #[Native] public function offsetGet($offset): mixed;
    #[Native] public function offsetExists($offset): bool;
}

class SimpleXMLIterator extends SimpleXMLElement {
}
