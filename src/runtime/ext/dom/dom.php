<?php
// dom.php — the dom module's classes (php 8.2's DOM): DOMNode and its subclasses, lists, DOMXPath,
// DOMImplementation, DOMException. Methods are native (src/runtime/ext/dom/*.cpp); the properties
// php exposes (nodeName, childNodes, ...) are read and written through the native hooks.

final class DOMException extends Exception {
    public $code = 0;
}

interface DOMParentNode {
    public function append(...$nodes): void;
    public function prepend(...$nodes): void;
}

interface DOMChildNode {
    public function remove(): void;
    public function before(...$nodes): void;
    public function after(...$nodes): void;
    public function replaceWith(...$nodes): void;
}

class DOMImplementation {
    #[Native] public function getFeature(string $feature, string $version): never;
    #[Native] public function hasFeature(string $feature, string $version): bool;
    #[Native] public function createDocumentType(string $qualifiedName, string $publicId = '', string $systemId = '');
    #[Native] public function createDocument(?string $namespace = null, string $qualifiedName = '', ?DOMDocumentType $doctype = null);
}

class DOMNode {
    #[Native] public function __sleep(): array;
    #[Native] public function __wakeup(): void;
    #[Native] public function appendChild(DOMNode $node);
    #[Native] public function C14N(bool $exclusive = false, bool $withComments = false, ?array $xpath = null, ?array $nsPrefixes = null): string|false;
    #[Native] public function C14NFile(string $uri, bool $exclusive = false, bool $withComments = false, ?array $xpath = null, ?array $nsPrefixes = null): int|false;
    #[Native] public function cloneNode(bool $deep = false);
    #[Native] public function getLineNo(): int;
    #[Native] public function getNodePath(): ?string;
    #[Native] public function hasAttributes(): bool;
    #[Native] public function hasChildNodes(): bool;
    #[Native] public function insertBefore(DOMNode $node, ?DOMNode $child = null);
    #[Native] public function isDefaultNamespace(string $namespace): bool;
    #[Native] public function isSameNode(DOMNode $otherNode): bool;
    #[Native] public function isSupported(string $feature, string $version): bool;
    #[Native] public function lookupNamespaceURI(?string $prefix): ?string;
    #[Native] public function lookupPrefix(string $namespace): ?string;
    #[Native] public function normalize(): void;
    #[Native] public function removeChild(DOMNode $child);
    #[Native] public function replaceChild(DOMNode $node, DOMNode $child);
}

class DOMNameSpaceNode {
    #[Native] public function __sleep(): array;
    #[Native] public function __wakeup(): void;
}

class DOMDocumentFragment extends DOMNode implements DOMParentNode {
    #[Native] public function __construct();
    #[Native] public function appendXML(string $data): bool;
    #[Native] public function append(...$nodes): void;
    #[Native] public function prepend(...$nodes): void;
}

class DOMDocument extends DOMNode implements DOMParentNode {
    #[Native] public function __construct(string $version = '1.0', string $encoding = '');
    #[Native] public function createAttribute(string $localName);
    #[Native] public function createAttributeNS(?string $namespace, string $qualifiedName);
    #[Native] public function createCDATASection(string $data);
    #[Native] public function createComment(string $data): DOMComment;
    #[Native] public function createDocumentFragment(): DOMDocumentFragment;
    #[Native] public function createElement(string $localName, string $value = '');
    #[Native] public function createElementNS(?string $namespace, string $qualifiedName, string $value = '');
    #[Native] public function createEntityReference(string $name);
    #[Native] public function createProcessingInstruction(string $target, string $data = '');
    #[Native] public function createTextNode(string $data): DOMText;
    #[Native] public function getElementById(string $elementId): ?DOMElement;
    #[Native] public function getElementsByTagName(string $qualifiedName): DOMNodeList;
    #[Native] public function getElementsByTagNameNS(?string $namespace, string $localName): DOMNodeList;
    #[Native] public function importNode(DOMNode $node, bool $deep = false);
    #[Native] public function load(string $filename, int $options = 0);
    #[Native] public function loadXML(string $source, int $options = 0);
    #[Native] public function normalizeDocument(): void;
    #[Native] public function registerNodeClass(string $baseClass, ?string $extendedClass): bool;
    #[Native] public function save(string $filename, int $options = 0): int|false;
    #[Native] public function loadHTML(string $source, int $options = 0);
    #[Native] public function loadHTMLFile(string $filename, int $options = 0);
    #[Native] public function saveHTML(?DOMNode $node = null): string|false;
    #[Native] public function saveHTMLFile(string $filename): int|false;
    #[Native] public function saveXML(?DOMNode $node = null, int $options = 0): string|false;
    #[Native] public function schemaValidate(string $filename, int $flags = 0): bool;
    #[Native] public function schemaValidateSource(string $source, int $flags = 0): bool;
    #[Native] public function relaxNGValidate(string $filename): bool;
    #[Native] public function relaxNGValidateSource(string $source): bool;
    #[Native] public function validate(): bool;
    #[Native] public function xinclude(int $options = 0): int|false;
    #[Native] public function adoptNode(DOMNode $node);
    #[Native] public function append(...$nodes): void;
    #[Native] public function prepend(...$nodes): void;
}

class DOMNodeList implements IteratorAggregate, Countable {
    #[Native] public function count(): int;
    public function getIterator(): Iterator {
        $i = 0;
        $n = $this->item(0);
        while ($n !== null) {
            yield $i => $n;
            $i++;
            $n = $this->hopNext($n, $i);
        }
    }
    #[Native] private function hopNext($node, int $index);
    #[Native] public function item(int $index);
}

class DOMNamedNodeMap implements IteratorAggregate, Countable {
    #[Native] public function getNamedItem(string $qualifiedName): ?DOMNode;
    #[Native] public function getNamedItemNS(?string $namespace, string $localName): ?DOMNode;
    #[Native] public function item(int $index): ?DOMNode;
    #[Native] public function count(): int;
    public function getIterator(): Iterator {
        $i = 0;
        $n = $this->item(0);
        while ($n !== null) {
            yield ($n->nodeType == XML_ATTRIBUTE_NODE ? $n->localName : $n->nodeName) => $n;
            $i++;
            $n = $this->hopNext($n, $i);
        }
    }
    #[Native] private function hopNext($node, int $index);
}

class DOMCharacterData extends DOMNode implements DOMChildNode {
    #[Native] public function appendData(string $data): bool;
    #[Native] public function substringData(int $offset, int $count);
    #[Native] public function insertData(int $offset, string $data): bool;
    #[Native] public function deleteData(int $offset, int $count): bool;
    #[Native] public function replaceData(int $offset, int $count, string $data): bool;
    #[Native] public function replaceWith(...$nodes): void;
    #[Native] public function remove(): void;
    #[Native] public function before(...$nodes): void;
    #[Native] public function after(...$nodes): void;
}

class DOMAttr extends DOMNode {
    public bool $specified = true;
    public mixed $schemaTypeInfo = null;
    #[Native] public function __construct(string $name, string $value = '');
    #[Native] public function isId(): bool;
}

class DOMElement extends DOMNode implements DOMParentNode, DOMChildNode {
    public mixed $schemaTypeInfo = null;
    #[Native] public function __construct(string $qualifiedName, ?string $value = null, string $namespace = '');
    #[Native] public function getAttribute(string $qualifiedName): string;
    #[Native] public function getAttributeNS(?string $namespace, string $localName): string;
    #[Native] public function getAttributeNode(string $qualifiedName);
    #[Native] public function getAttributeNodeNS(?string $namespace, string $localName);
    #[Native] public function getElementsByTagName(string $qualifiedName): DOMNodeList;
    #[Native] public function getElementsByTagNameNS(?string $namespace, string $localName): DOMNodeList;
    #[Native] public function hasAttribute(string $qualifiedName): bool;
    #[Native] public function hasAttributeNS(?string $namespace, string $localName): bool;
    #[Native] public function removeAttribute(string $qualifiedName): bool;
    #[Native] public function removeAttributeNS(?string $namespace, string $localName): void;
    #[Native] public function removeAttributeNode(DOMAttr $attr);
    #[Native] public function setAttribute(string $qualifiedName, string $value);
    #[Native] public function setAttributeNS(?string $namespace, string $qualifiedName, string $value): void;
    #[Native] public function setAttributeNode(DOMAttr $attr);
    #[Native] public function setAttributeNodeNS(DOMAttr $attr);
    #[Native] public function setIdAttribute(string $qualifiedName, bool $isId): void;
    #[Native] public function setIdAttributeNS(string $namespace, string $qualifiedName, bool $isId): void;
    #[Native] public function setIdAttributeNode(DOMAttr $attr, bool $isId): void;
    #[Native] public function remove(): void;
    #[Native] public function before(...$nodes): void;
    #[Native] public function after(...$nodes): void;
    #[Native] public function replaceWith(...$nodes): void;
    #[Native] public function append(...$nodes): void;
    #[Native] public function prepend(...$nodes): void;
}

class DOMText extends DOMCharacterData {
    #[Native] public function __construct(string $data = '');
    #[Native] public function isWhitespaceInElementContent(): bool;
    #[Native] public function isElementContentWhitespace(): bool;
    #[Native] public function splitText(int $offset);
}

class DOMComment extends DOMCharacterData {
    #[Native] public function __construct(string $data = '');
}

class DOMCdataSection extends DOMText {
    #[Native] public function __construct(string $data);
}

class DOMDocumentType extends DOMNode {
}

class DOMNotation extends DOMNode {
}

class DOMEntity extends DOMNode {
    public ?string $actualEncoding = null;
    public ?string $encoding = null;
    public ?string $version = null;
}

class DOMEntityReference extends DOMNode {
    #[Native] public function __construct(string $name);
}

class DOMProcessingInstruction extends DOMNode {
    #[Native] public function __construct(string $name, string $value = '');
}

class DOMXPath {
    #[Native] public function __construct(DOMDocument $document, bool $registerNodeNS = true);
    #[Native] public function evaluate(string $expression, ?DOMNode $contextNode = null, bool $registerNodeNS = true): mixed;
    #[Native] public function query(string $expression, ?DOMNode $contextNode = null, bool $registerNodeNS = true): mixed;
    #[Native] public function registerNamespace(string $prefix, string $namespace): bool;
    #[Native] public function registerPhpFunctions(array|string|null $restrict = null): void;
}

