<?php
// xmlreader.php — the xmlreader module's XMLReader class (native: xmlreader.cpp); its properties are read through a native hook.

class XMLReader {
    public const NONE = 0;
    public const ELEMENT = 1;
    public const ATTRIBUTE = 2;
    public const TEXT = 3;
    public const CDATA = 4;
    public const ENTITY_REF = 5;
    public const ENTITY = 6;
    public const PI = 7;
    public const COMMENT = 8;
    public const DOC = 9;
    public const DOC_TYPE = 10;
    public const DOC_FRAGMENT = 11;
    public const NOTATION = 12;
    public const WHITESPACE = 13;
    public const SIGNIFICANT_WHITESPACE = 14;
    public const END_ELEMENT = 15;
    public const END_ENTITY = 16;
    public const XML_DECLARATION = 17;
    public const LOADDTD = 1;
    public const DEFAULTATTRS = 2;
    public const VALIDATE = 3;
    public const SUBST_ENTITIES = 4;
    #[Native] public function close();
    #[Native] public function getAttribute(string $name): ?string;
    #[Native] public function getAttributeNo(int $index): ?string;
    #[Native] public function getAttributeNs(string $name, string $namespace): ?string;
    #[Native] public function getParserProperty(int $property): bool;
    #[Native] public function isValid(): bool;
    #[Native] public function lookupNamespace(string $prefix): ?string;
    #[Native] public function moveToAttribute(string $name): bool;
    #[Native] public function moveToAttributeNo(int $index): bool;
    #[Native] public function moveToAttributeNs(string $name, string $namespace): bool;
    #[Native] public function moveToElement(): bool;
    #[Native] public function moveToFirstAttribute(): bool;
    #[Native] public function moveToNextAttribute(): bool;
    #[Native] public function read(): bool;
    #[Native] public function next(?string $name = null): bool;
    #[Native] public function open(string $uri, ?string $encoding = null, int $flags = 0);
    #[Native] public function readInnerXml(): string;
    #[Native] public function readOuterXml(): string;
    #[Native] public function readString(): string;
    #[Native] public function setSchema(?string $filename): bool;
    #[Native] public function setParserProperty(int $property, bool $value): bool;
    #[Native] public function setRelaxNGSchema(?string $filename): bool;
    #[Native] public function setRelaxNGSchemaSource(?string $source): bool;
    #[Native] public function XML(string $source, ?string $encoding = null, int $flags = 0);
    #[Native] public function expand(?DOMNode $baseNode = null): DOMNode|false;
}
