<?php
// hash.php — the hash module's HashContext class (its state is native: see hash-context.cpp).

final class HashContext
{
    private function __construct() {}

    #[Native] public function __serialize(): array;

    #[Native] public function __unserialize(array $data): void;
}
