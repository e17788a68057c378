<?php
// xmlwriter.php — the xmlwriter module's XMLWriter class (methods native: xmlwriter.cpp).

class XMLWriter {
    #[Native] public function openUri(string $uri): bool;
    #[Native] public function openMemory(): bool;
    #[Native] public function setIndent(bool $enable): bool;
    #[Native] public function setIndentString(string $indentation): bool;
    #[Native] public function startComment(): bool;
    #[Native] public function endComment(): bool;
    #[Native] public function startAttribute(string $name): bool;
    #[Native] public function endAttribute(): bool;
    #[Native] public function writeAttribute(string $name, string $value): bool;
    #[Native] public function startAttributeNs(?string $prefix, string $name, ?string $namespace): bool;
    #[Native] public function writeAttributeNs(?string $prefix, string $name, ?string $namespace, string $value): bool;
    #[Native] public function startElement(string $name): bool;
    #[Native] public function endElement(): bool;
    #[Native] public function fullEndElement(): bool;
    #[Native] public function startElementNs(?string $prefix, string $name, ?string $namespace): bool;
    #[Native] public function writeElement(string $name, ?string $content = null): bool;
    #[Native] public function writeElementNs(?string $prefix, string $name, ?string $namespace, ?string $content = null): bool;
    #[Native] public function startPi(string $target): bool;
    #[Native] public function endPi(): bool;
    #[Native] public function writePi(string $target, string $content): bool;
    #[Native] public function startCdata(): bool;
    #[Native] public function endCdata(): bool;
    #[Native] public function writeCdata(string $content): bool;
    #[Native] public function text(string $content): bool;
    #[Native] public function writeRaw(string $content): bool;
    #[Native] public function startDocument(?string $version = '1.0', ?string $encoding = null, ?string $standalone = null): bool;
    #[Native] public function endDocument(): bool;
    #[Native] public function writeComment(string $content): bool;
    #[Native] public function startDtd(string $qualifiedName, ?string $publicId = null, ?string $systemId = null): bool;
    #[Native] public function endDtd(): bool;
    #[Native] public function writeDtd(string $name, ?string $publicId = null, ?string $systemId = null, ?string $content = null): bool;
    #[Native] public function startDtdElement(string $qualifiedName): bool;
    #[Native] public function endDtdElement(): bool;
    #[Native] public function writeDtdElement(string $name, string $content): bool;
    #[Native] public function startDtdAttlist(string $name): bool;
    #[Native] public function endDtdAttlist(): bool;
    #[Native] public function writeDtdAttlist(string $name, string $content): bool;
    #[Native] public function startDtdEntity(string $name, bool $isParam): bool;
    #[Native] public function endDtdEntity(): bool;
    #[Native] public function writeDtdEntity(string $name, string $content, bool $isParam = false, ?string $publicId = null, ?string $systemId = null, ?string $notationData = null): bool;
    #[Native] public function outputMemory(bool $flush = true): string;
    #[Native] public function flush(bool $empty = true): string|int;
}
