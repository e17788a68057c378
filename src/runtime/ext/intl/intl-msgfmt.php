<?php
// intl-msgfmt.php — MessageFormatter (natives in intl-msgfmt.cpp).

class MessageFormatter {
    #[Native] public function __construct(string $locale, string $pattern);
    #[Native] public static function create(string $locale, string $pattern): ?MessageFormatter;
    #[Native] public function format(array $values): string|false;
    #[Native] public static function formatMessage(string $locale, string $pattern, array $values): string|false;
    #[Native] public function parse(string $string): array|false;
    #[Native] public static function parseMessage(string $locale, string $pattern, string $message): array|false;
    #[Native] public function setPattern(string $pattern): bool;
    #[Native] public function getPattern(): string|false;
    #[Native] public function getLocale(): string;
    #[Native] public function getErrorCode(): int;
    #[Native] public function getErrorMessage(): string;
}
