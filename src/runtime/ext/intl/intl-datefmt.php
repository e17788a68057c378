<?php
// intl-datefmt.php — IntlDateFormatter (natives in intl-datefmt.cpp).

class IntlDateFormatter {
    const FULL = 0;
    const LONG = 1;
    const MEDIUM = 2;
    const SHORT = 3;
    const NONE = -1;
    const RELATIVE_FULL = 128;
    const RELATIVE_LONG = 129;
    const RELATIVE_MEDIUM = 130;
    const RELATIVE_SHORT = 131;
    const GREGORIAN = 1;
    const TRADITIONAL = 0;
    #[Native] public function __construct(?string $locale, int $dateType = IntlDateFormatter::FULL, int $timeType = IntlDateFormatter::FULL, $timezone = NULL, $calendar = NULL, ?string $pattern = NULL);
    #[Native] public static function create(?string $locale, int $dateType = IntlDateFormatter::FULL, int $timeType = IntlDateFormatter::FULL, $timezone = NULL, IntlCalendar|int|null $calendar = NULL, ?string $pattern = NULL): ?IntlDateFormatter;
    #[Native] public function getDateType(): int|false;
    #[Native] public function getTimeType(): int|false;
    #[Native] public function getCalendar(): int|false;
    #[Native] public function setCalendar(IntlCalendar|int|null $calendar): bool;
    #[Native] public function getTimeZoneId(): string|false;
    #[Native] public function getCalendarObject(): IntlCalendar|false|null;
    #[Native] public function getTimeZone(): IntlTimeZone|false;
    #[Native] public function setTimeZone($timezone): ?bool;
    #[Native] public function setPattern(string $pattern): bool;
    #[Native] public function getPattern(): string|false;
    #[Native] public function getLocale(int $type = ULOC_ACTUAL_LOCALE): string|false;
    #[Native] public function setLenient(bool $lenient): void;
    #[Native] public function isLenient(): bool;
    #[Native] public function format($datetime): string|false;
    #[Native] public static function formatObject($datetime, $format = NULL, ?string $locale = NULL): string|false;
    #[Native] public function parse(string $string, &$offset = NULL): int|float|false;
    #[Native] public function localtime(string $string, &$offset = NULL): array|false;
    #[Native] public function getErrorCode(): int;
    #[Native] public function getErrorMessage(): string;
}
