<?php
// tokenizer.php — PhpToken, the object form of token_get_all() (tokenize() is native, in tokenizer.cpp).

class PhpToken implements Stringable {
    public int $id;
    public string $text;
    public int $line;
    public int $pos;

    final public function __construct(int $id, string $text, int $line = -1, int $pos = -1) {
        $this->id = $id;
        $this->text = $text;
        $this->line = $line;
        $this->pos = $pos;
    }

    #[Native] public static function tokenize(string $code, int $flags = 0): array;

    public function is($kind): bool {
        if (\is_int($kind)) return $this->id === $kind;
        if (\is_string($kind)) return $this->text === $kind;
        if (\is_array($kind)) {
            foreach ($kind as $k) {
                if (\is_int($k)) {
                    if ($this->id === $k) return true;
                } elseif (\is_string($k)) {
                    if ($this->text === $k) return true;
                } else {
                    throw new \TypeError('PhpToken::is(): Argument #1 ($kind) must only have elements of type string|int, '
                        . self::typeName($k) . ' given');
                }
            }
            return false;
        }
        throw new \TypeError('PhpToken::is(): Argument #1 ($kind) must be of type string|int|array, '
            . self::typeName($kind) . ' given');
    }

    public function isIgnorable(): bool {
        $id = $this->id;
        return $id === T_WHITESPACE || $id === T_COMMENT || $id === T_DOC_COMMENT || $id === T_OPEN_TAG;
    }

    public function getTokenName(): ?string {
        $id = $this->id;
        if ($id < 256) return \chr($id);
        $name = \token_name($id);
        return $name === 'UNKNOWN' ? null : $name;
    }

    public function __toString(): string {
        return $this->text;
    }

    private static function typeName(mixed $v): string {
        return \is_resource($v) ? 'resource' : \get_debug_type($v);
    }
}
