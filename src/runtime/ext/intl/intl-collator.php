<?php
// intl-collator.php — Collator (natives in intl-collator.cpp).

class Collator {
    const DEFAULT_VALUE = -1;
    const PRIMARY = 0;
    const SECONDARY = 1;
    const TERTIARY = 2;
    const DEFAULT_STRENGTH = 2;
    const QUATERNARY = 3;
    const IDENTICAL = 15;
    const OFF = 16;
    const ON = 17;
    const SHIFTED = 20;
    const NON_IGNORABLE = 21;
    const LOWER_FIRST = 24;
    const UPPER_FIRST = 25;
    const FRENCH_COLLATION = 0;
    const ALTERNATE_HANDLING = 1;
    const CASE_FIRST = 2;
    const CASE_LEVEL = 3;
    const NORMALIZATION_MODE = 4;
    const STRENGTH = 5;
    const HIRAGANA_QUATERNARY_MODE = 6;
    const NUMERIC_COLLATION = 7;
    const SORT_REGULAR = 0;
    const SORT_STRING = 1;
    const SORT_NUMERIC = 2;
    #[Native] public function __construct(string $locale);
    #[Native] public static function create(string $locale): ?Collator;
    #[Native] public function compare(string $string1, string $string2): int|false;
    #[Native] public function sort(array &$array, int $flags = Collator::SORT_REGULAR): bool;
    #[Native] public function sortWithSortKeys(array &$array): bool;
    #[Native] public function asort(array &$array, int $flags = Collator::SORT_REGULAR): bool;
    #[Native] public function getAttribute(int $attribute): int|false;
    #[Native] public function setAttribute(int $attribute, int $value): bool;
    #[Native] public function getStrength(): int;
    #[Native] public function setStrength(int $strength);
    #[Native] public function getLocale(int $type): string|false;
    #[Native] public function getErrorCode(): int|false;
    #[Native] public function getErrorMessage(): string|false;
    #[Native] public function getSortKey(string $string): string|false;
}
