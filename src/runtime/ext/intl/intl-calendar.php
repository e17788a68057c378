<?php
// intl-calendar.php — IntlTimeZone, IntlCalendar, IntlGregorianCalendar (natives in intl-calendar.cpp) and IntlIterator.

class IntlTimeZone {
    const DISPLAY_SHORT = 1;
    const DISPLAY_LONG = 2;
    const DISPLAY_SHORT_GENERIC = 3;
    const DISPLAY_LONG_GENERIC = 4;
    const DISPLAY_SHORT_GMT = 5;
    const DISPLAY_LONG_GMT = 6;
    const DISPLAY_SHORT_COMMONLY_USED = 7;
    const DISPLAY_GENERIC_LOCATION = 8;
    const TYPE_ANY = 0;
    const TYPE_CANONICAL = 1;
    const TYPE_CANONICAL_LOCATION = 2;
    #[Native] private function __construct();
    #[Native] public static function countEquivalentIDs(string $timezoneId): int|false;
    #[Native] public static function createDefault(): IntlTimeZone;
    #[Native] public static function createEnumeration($countryOrRawOffset = NULL): IntlIterator|false;
    #[Native] public static function createTimeZone(string $timezoneId): ?IntlTimeZone;
    #[Native] public static function createTimeZoneIDEnumeration(int $type, ?string $region = NULL, ?int $rawOffset = NULL): IntlIterator|false;
    #[Native] public static function fromDateTimeZone(DateTimeZone $timezone): ?IntlTimeZone;
    #[Native] public static function getCanonicalID(string $timezoneId, &$isSystemId = NULL): string|false;
    #[Native] public function getDisplayName(bool $dst = false, int $style = IntlTimeZone::DISPLAY_LONG, ?string $locale = NULL): string|false;
    #[Native] public function getDSTSavings(): int;
    #[Native] public static function getEquivalentID(string $timezoneId, int $offset): string|false;
    #[Native] public function getErrorCode(): int|false;
    #[Native] public function getErrorMessage(): string|false;
    #[Native] public static function getGMT(): IntlTimeZone;
    #[Native] public function getID(): string|false;
    #[Native] public function getOffset(float $timestamp, bool $local, &$rawOffset, &$dstOffset): bool;
    #[Native] public function getRawOffset(): int;
    #[Native] public static function getRegion(string $timezoneId): string|false;
    #[Native] public static function getTZDataVersion(): string|false;
    #[Native] public static function getUnknown(): IntlTimeZone;
    #[Native] public static function getWindowsID(string $timezoneId): string|false;
    #[Native] public static function getIDForWindowsID(string $timezoneId, ?string $region = NULL): string|false;
    #[Native] public function hasSameRules(IntlTimeZone $other): bool;
    #[Native] public function toDateTimeZone(): DateTimeZone|false;
    #[Native] public function useDaylightTime(): bool;
}

class IntlCalendar {
    const FIELD_ERA = 0;
    const FIELD_YEAR = 1;
    const FIELD_MONTH = 2;
    const FIELD_WEEK_OF_YEAR = 3;
    const FIELD_WEEK_OF_MONTH = 4;
    const FIELD_DATE = 5;
    const FIELD_DAY_OF_YEAR = 6;
    const FIELD_DAY_OF_WEEK = 7;
    const FIELD_DAY_OF_WEEK_IN_MONTH = 8;
    const FIELD_AM_PM = 9;
    const FIELD_HOUR = 10;
    const FIELD_HOUR_OF_DAY = 11;
    const FIELD_MINUTE = 12;
    const FIELD_SECOND = 13;
    const FIELD_MILLISECOND = 14;
    const FIELD_ZONE_OFFSET = 15;
    const FIELD_DST_OFFSET = 16;
    const FIELD_YEAR_WOY = 17;
    const FIELD_DOW_LOCAL = 18;
    const FIELD_EXTENDED_YEAR = 19;
    const FIELD_JULIAN_DAY = 20;
    const FIELD_MILLISECONDS_IN_DAY = 21;
    const FIELD_IS_LEAP_MONTH = 22;
    const FIELD_FIELD_COUNT = 23;
    const FIELD_DAY_OF_MONTH = 5;
    const DOW_SUNDAY = 1;
    const DOW_MONDAY = 2;
    const DOW_TUESDAY = 3;
    const DOW_WEDNESDAY = 4;
    const DOW_THURSDAY = 5;
    const DOW_FRIDAY = 6;
    const DOW_SATURDAY = 7;
    const DOW_TYPE_WEEKDAY = 0;
    const DOW_TYPE_WEEKEND = 1;
    const DOW_TYPE_WEEKEND_OFFSET = 2;
    const DOW_TYPE_WEEKEND_CEASE = 3;
    const WALLTIME_FIRST = 1;
    const WALLTIME_LAST = 0;
    const WALLTIME_NEXT_VALID = 2;
    #[Native] private function __construct();
    #[Native] public static function createInstance($timezone = NULL, ?string $locale = NULL): ?IntlCalendar;
    #[Native] public function equals(IntlCalendar $other): bool;
    #[Native] public function fieldDifference(float $timestamp, int $field): int|false;
    #[Native] public function add(int $field, int $value): bool;
    #[Native] public function after(IntlCalendar $other): bool;
    #[Native] public function before(IntlCalendar $other): bool;
    #[Native] public function clear(?int $field = NULL);
    #[Native] public static function fromDateTime(DateTime|string $datetime, ?string $locale = NULL): ?IntlCalendar;
    #[Native] public function get(int $field): int|false;
    #[Native] public function getActualMaximum(int $field): int|false;
    #[Native] public function getActualMinimum(int $field): int|false;
    #[Native] public static function getAvailableLocales(): array;
    #[Native] public function getDayOfWeekType(int $dayOfWeek): int|false;
    #[Native] public function getErrorCode(): int|false;
    #[Native] public function getErrorMessage(): string|false;
    #[Native] public function getFirstDayOfWeek(): int|false;
    #[Native] public function getGreatestMinimum(int $field): int|false;
    #[Native] public static function getKeywordValuesForLocale(string $keyword, string $locale, bool $onlyCommon): IntlIterator|false;
    #[Native] public function getLeastMaximum(int $field): int|false;
    #[Native] public function getLocale(int $type): string|false;
    #[Native] public function getMaximum(int $field): int|false;
    #[Native] public function getMinimalDaysInFirstWeek(): int|false;
    #[Native] public function setMinimalDaysInFirstWeek(int $days);
    #[Native] public function getMinimum(int $field): int|false;
    #[Native] public static function getNow(): float;
    #[Native] public function getRepeatedWallTimeOption(): int;
    #[Native] public function getSkippedWallTimeOption(): int;
    #[Native] public function getTime(): float|false;
    #[Native] public function getTimeZone(): IntlTimeZone|false;
    #[Native] public function getType(): string;
    #[Native] public function getWeekendTransition(int $dayOfWeek): int|false;
    #[Native] public function inDaylightTime(): bool;
    #[Native] public function isEquivalentTo(IntlCalendar $other): bool;
    #[Native] public function isLenient(): bool;
    #[Native] public function isWeekend(?float $timestamp = NULL): bool;
    #[Native] public function roll(int $field, $value): bool;
    #[Native] public function isSet(int $field): bool;
    #[Native] public function set(int $year, int $month, int $dayOfMonth = null, int $hour = null, int $minute = null, int $second = null);
    #[Native] public function setFirstDayOfWeek(int $dayOfWeek);
    #[Native] public function setLenient(bool $lenient);
    #[Native] public function setRepeatedWallTimeOption(int $option);
    #[Native] public function setSkippedWallTimeOption(int $option);
    #[Native] public function setTime(float $timestamp): bool;
    #[Native] public function setTimeZone($timezone): bool;
    #[Native] public function toDateTime(): DateTime|false;
}

class IntlGregorianCalendar extends IntlCalendar {
    #[Native] public function __construct($timezoneOrYear = null, $localeOrMonth = null, $day = null, $hour = null, $minute = null, $second = null);
    #[Native] public function setGregorianChange(float $timestamp): bool;
    #[Native] public function getGregorianChange(): float;
    #[Native] public function isLeapYear(int $year): bool;
}

class IntlIterator implements Iterator {
    #[Hidden] private $hopKeys = [];
    #[Hidden] private $hopVals = [];
    #[Hidden] private $hopPos = 0;
    #[Hidden] private $hopBi = null;
    #[Hidden] private $hopCur = -1;

    private static function hopFromArray(array $items): IntlIterator {
        $it = new IntlIterator();
        $it->hopFill($items);
        return $it;
    }
    /** The boundaries of a break iterator, walked lazily (moving it) as php does. */
    private static function hopOverBreaks(IntlBreakIterator $bi): IntlIterator {
        $it = new IntlIterator();
        $it->hopBi = $bi;
        return $it;
    }
    protected function hopFill(array $items): void {
        $this->hopKeys = array_keys($items);
        $this->hopVals = array_values($items);
    }
    public function current(): mixed {
        if ($this->hopBi !== null) return $this->hopCur;
        return $this->hopVals[$this->hopPos] ?? null;
    }
    public function key(): mixed {
        if ($this->hopBi !== null) return $this->hopPos;
        return $this->hopKeys[$this->hopPos] ?? null;
    }
    public function next(): void {
        $this->hopPos++;
        if ($this->hopBi !== null) $this->hopCur = $this->hopBi->next();
    }
    public function rewind(): void {
        $this->hopPos = 0;
        if ($this->hopBi !== null) $this->hopCur = $this->hopBi->first();
    }
    public function valid(): bool {
        if ($this->hopBi !== null) return $this->hopCur !== IntlBreakIterator::DONE;
        return $this->hopPos < count($this->hopVals);
    }
}

class IntlPartsIterator extends IntlIterator {
    const KEY_SEQUENTIAL = 0;
    const KEY_LEFT = 1;
    const KEY_RIGHT = 2;
    #[Hidden] private $hopBreak = null;

    private static function hopFromParts(array $items, IntlBreakIterator $bi): IntlPartsIterator {
        $it = new IntlPartsIterator();
        $it->hopFill($items);
        $it->hopBreak = $bi;
        return $it;
    }
    public function getBreakIterator(): IntlBreakIterator { return $this->hopBreak; }
    public function getRuleStatus(): int {
        return $this->hopBreak instanceof IntlRuleBasedBreakIterator ? $this->hopBreak->getRuleStatus() : 0;
    }
}
