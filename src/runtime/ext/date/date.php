<?php
// date.php — the date extension's classes (DateTime & co.); the work is done in C++ (ext/date/*.cpp).

interface DateTimeInterface {
    const ATOM = "Y-m-d\\TH:i:sP";
    const COOKIE = "l, d-M-Y H:i:s T";
    const ISO8601 = "Y-m-d\\TH:i:sO";
    const ISO8601_EXPANDED = "X-m-d\\TH:i:sP";
    const RFC822 = "D, d M y H:i:s O";
    const RFC850 = "l, d-M-y H:i:s T";
    const RFC1036 = "D, d M y H:i:s O";
    const RFC1123 = "D, d M Y H:i:s O";
    const RFC7231 = "D, d M Y H:i:s \\G\\M\\T";
    const RFC2822 = "D, d M Y H:i:s O";
    const RFC3339 = "Y-m-d\\TH:i:sP";
    const RFC3339_EXTENDED = "Y-m-d\\TH:i:s.vP";
    const RSS = "D, d M Y H:i:s O";
    const W3C = "Y-m-d\\TH:i:sP";

    #[Tentative] public function format(string $format): string;
    #[Tentative] public function getTimezone(): DateTimeZone|false;
    #[Tentative] public function getOffset(): int;
    #[Tentative] public function getTimestamp(): int;
    #[Tentative] public function diff(DateTimeInterface $targetObject, bool $absolute = false): DateInterval;
    #[Tentative] public function __wakeup(): void;
    public function __serialize(): array;
    public function __unserialize(array $data): void;
}

class DateTime implements DateTimeInterface {
    #[Native] public function __construct(string $datetime = "now", ?DateTimeZone $timezone = null);
    #[Native] public function __serialize(): array;
    #[Native] public function __unserialize(array $data): void;
    #[Native] #[Tentative] public function __wakeup(): void;
    #[Native] #[Tentative] public static function __set_state(array $array): DateTime;
    #[Native] public static function createFromImmutable(DateTimeImmutable $object): static;
    #[Native] public static function createFromInterface(DateTimeInterface $object): DateTime;
    #[Native] #[Tentative] public static function createFromFormat(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTime|false;
    #[Native] #[Tentative] public static function getLastErrors(): array|false;
    #[Native] #[Tentative] public function format(string $format): string;
    #[Native] #[Tentative] public function modify(string $modifier): DateTime|false;
    #[Native] #[Tentative] public function add(DateInterval $interval): DateTime;
    #[Native] #[Tentative] public function sub(DateInterval $interval): DateTime;
    #[Native] #[Tentative] public function getTimezone(): DateTimeZone|false;
    #[Native] #[Tentative] public function setTimezone(DateTimeZone $timezone): DateTime;
    #[Native] #[Tentative] public function getOffset(): int;
    #[Native] #[Tentative] public function setTime(int $hour, int $minute, int $second = 0, int $microsecond = 0): DateTime;
    #[Native] #[Tentative] public function setDate(int $year, int $month, int $day): DateTime;
    #[Native] #[Tentative] public function setISODate(int $year, int $week, int $dayOfWeek = 1): DateTime;
    #[Native] #[Tentative] public function setTimestamp(int $timestamp): DateTime;
    #[Native] #[Tentative] public function getTimestamp(): int;
    #[Native] #[Tentative] public function diff(DateTimeInterface $targetObject, bool $absolute = false): DateInterval;
}

class DateTimeImmutable implements DateTimeInterface {
    #[Native] public function __construct(string $datetime = "now", ?DateTimeZone $timezone = null);
    #[Native] public function __serialize(): array;
    #[Native] public function __unserialize(array $data): void;
    #[Native] #[Tentative] public function __wakeup(): void;
    #[Native] #[Tentative] public static function __set_state(array $array): DateTimeImmutable;
    #[Native] #[Tentative] public static function createFromFormat(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTimeImmutable|false;
    #[Native] #[Tentative] public static function getLastErrors(): array|false;
    #[Native] #[Tentative] public function format(string $format): string;
    #[Native] #[Tentative] public function getTimezone(): DateTimeZone|false;
    #[Native] #[Tentative] public function getOffset(): int;
    #[Native] #[Tentative] public function getTimestamp(): int;
    #[Native] #[Tentative] public function diff(DateTimeInterface $targetObject, bool $absolute = false): DateInterval;
    #[Native] #[Tentative] public function modify(string $modifier): DateTimeImmutable|false;
    #[Native] #[Tentative] public function add(DateInterval $interval): DateTimeImmutable;
    #[Native] #[Tentative] public function sub(DateInterval $interval): DateTimeImmutable;
    #[Native] #[Tentative] public function setTimezone(DateTimeZone $timezone): DateTimeImmutable;
    #[Native] #[Tentative] public function setTime(int $hour, int $minute, int $second = 0, int $microsecond = 0): DateTimeImmutable;
    #[Native] #[Tentative] public function setDate(int $year, int $month, int $day): DateTimeImmutable;
    #[Native] #[Tentative] public function setISODate(int $year, int $week, int $dayOfWeek = 1): DateTimeImmutable;
    #[Native] #[Tentative] public function setTimestamp(int $timestamp): DateTimeImmutable;
    #[Native] public static function createFromMutable(DateTime $object): static;
    #[Native] public static function createFromInterface(DateTimeInterface $object): DateTimeImmutable;
}

class DateTimeZone {
    const AFRICA = 1;
    const AMERICA = 2;
    const ANTARCTICA = 4;
    const ARCTIC = 8;
    const ASIA = 16;
    const ATLANTIC = 32;
    const AUSTRALIA = 64;
    const EUROPE = 128;
    const INDIAN = 256;
    const PACIFIC = 512;
    const UTC = 1024;
    const ALL = 2047;
    const ALL_WITH_BC = 4095;
    const PER_COUNTRY = 4096;

    #[Native] public function __construct(string $timezone);
    #[Native] #[Tentative] public function getName(): string;
    #[Native] #[Tentative] public function getOffset(DateTimeInterface $datetime): int;
    #[Native] #[Tentative] public function getTransitions(int $timestampBegin = PHP_INT_MIN, int $timestampEnd = PHP_INT_MAX): array|false;
    #[Native] #[Tentative] public function getLocation(): array|false;
    #[Native] #[Tentative] public static function listAbbreviations(): array;
    #[Native] #[Tentative] public static function listIdentifiers(int $timezoneGroup = DateTimeZone::ALL, ?string $countryCode = null): array;
    #[Native] public function __serialize(): array;
    #[Native] public function __unserialize(array $data): void;
    #[Native] #[Tentative] public function __wakeup(): void;
    #[Native] #[Tentative] public static function __set_state(array $array): DateTimeZone;
}

class DateInterval {
    #[Native] public function __construct(string $duration);
    #[Native] #[Tentative] public static function createFromDateString(string $datetime): DateInterval|false;
    #[Native] #[Tentative] public function format(string $format): string;
    #[Native] public function __serialize(): array;
    #[Native] public function __unserialize(array $data): void;
    #[Native] #[Tentative] public function __wakeup(): void;
    #[Native] #[Tentative] public static function __set_state(array $array): DateInterval;
}

class DatePeriod implements IteratorAggregate {
    const EXCLUDE_START_DATE = 1;
    const INCLUDE_END_DATE = 2;

    public readonly ?DateTimeInterface $start;
    public ?DateTimeInterface $current;
    public readonly ?DateTimeInterface $end;
    public readonly ?DateInterval $interval;
    public readonly int $recurrences;
    public readonly bool $include_start_date;
    public readonly bool $include_end_date;

    #[Native] private static function hopParseIso(string $iso): array|false;

    public function __construct($start, $interval = null, $end = null, $options = null) {
        $argc = func_num_args();
        if ($start === null && $argc <= 2) {
            self::hopDeprecated('DatePeriod::__construct(): Passing null to parameter #1 ($start) of type string is deprecated');
            $start = '';
        }
        if (is_string($start) && $argc <= 2) {
            $iso = $start;
            $options = $interval ?? 0;
            if (!is_int($options)) {
                throw new TypeError('DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments');
            }
            $p = self::hopParseIso($iso);
            if ($p === false) {
                throw new Exception("Unknown or bad format ($iso)");
            }
            if ($p['start'] === null) {
                throw new Exception('DatePeriod::__construct(): ISO interval must contain a start date, "' . $iso . '" given');
            }
            if ($p['interval'] === null) {
                throw new Exception('DatePeriod::__construct(): ISO interval must contain an interval, "' . $iso . '" given');
            }
            if ($p['end'] === null && $p['recurrences'] === null) {
                throw new Exception('DatePeriod::__construct(): ISO interval must contain an end date or a recurrence count, "' . $iso . '" given');
            }
            $startObj = $p['start'];
            $intervalObj = $p['interval'];
            $endObj = $p['end'];
            $rec = $p['recurrences'] ?? 0;
            if ($p['end'] === null && $rec < 1) {
                throw new Exception('DatePeriod::__construct(): Recurrence count must be greater than 0');
            }
        } else {
            if (!($start instanceof DateTimeInterface) || !($interval instanceof DateInterval)
                || !(is_int($end) || $end instanceof DateTimeInterface) || ($options !== null && !is_int($options))) {
                throw new TypeError('DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments');
            }
            $options = $options ?? 0;
            $startObj = $start;
            $intervalObj = $interval;
            if (is_int($end)) {
                if ($end < 1) {
                    throw new Exception('DatePeriod::__construct(): Recurrence count must be greater than 0');
                }
                $rec = $end;
                $endObj = null;
            } else {
                $rec = 0;
                $endObj = $end;
            }
        }
        $this->start = self::hopCopy($startObj);
        $this->current = null;
        $this->end = $endObj === null ? null : self::hopCopy($endObj);
        $this->interval = self::hopPlainInterval($intervalObj);
        $this->include_start_date = !($options & self::EXCLUDE_START_DATE);
        $this->include_end_date = (bool) ($options & self::INCLUDE_END_DATE);
        $this->recurrences = $rec + (int) $this->include_start_date + (int) $this->include_end_date;
    }

    private static function hopCopy($d) {
        if ($d instanceof DateTimeImmutable) {
            return DateTimeImmutable::createFromInterface($d);
        }
        return DateTime::createFromInterface($d);
    }

    public function getStartDate(): DateTimeInterface {
        $this->hopCheck();
        return self::hopCopy($this->start);
    }

    public function getEndDate(): ?DateTimeInterface {
        $this->hopCheck();
        return $this->end === null ? null : self::hopCopy($this->end);
    }

    public function getDateInterval(): DateInterval {
        $this->hopCheck();
        return clone $this->interval;
    }

    public function getRecurrences(): ?int {
        $this->hopCheck();
        $r = $this->recurrences - (int) $this->include_start_date - (int) $this->include_end_date;
        return $r === 0 ? null : $r;
    }

    public function getIterator(): Iterator {
        $this->hopCheck(true);
        return new DatePeriodIterator($this);
    }

    private function hopCheck(bool $iter = false): void {
        if (!(new ReflectionProperty(DatePeriod::class, 'interval'))->isInitialized($this)) {
            throw new Error($iter ? 'DatePeriod has not been initialized correctly' : 'The DatePeriod object has not been correctly initialized by its constructor');
        }
    }

    /** @internal the iterator's steps */
    public function hopFirst() {
        $cur = $this->start;
        if (!$this->include_start_date) {
            $cur = $this->hopNext($cur);
        }
        $this->current = self::hopCopy($cur);
        return $cur;
    }

    public function hopNext($cur) {
        $next = DateTimeImmutable::createFromInterface($cur)->add($this->interval);
        $r = $this->start instanceof DateTimeImmutable ? $next : DateTime::createFromImmutable($next);
        $this->current = self::hopCopy($r);
        return $r;
    }

    public function hopValid($cur, int $i): bool {
        if ($this->end !== null) {
            return $this->include_end_date ? $cur <= $this->end : $cur < $this->end;
        }
        return $i < $this->recurrences;
    }

    public function hopOut($cur) {
        return self::hopCopy($cur);
    }

    public function __serialize(): array {
        return ['start' => $this->start, 'current' => $this->current, 'end' => $this->end, 'interval' => $this->interval,
                'recurrences' => $this->recurrences, 'include_start_date' => $this->include_start_date,
                'include_end_date' => $this->include_end_date] + self::hopExtraProps($this);
    }

    public function __unserialize(array $data): void {
        if (!self::hopCheckHash($data)) {
            throw new Error('Invalid serialization data for DatePeriod object');
        }
        $this->hopFromHash($data);
        self::hopRestoreProps($this, $data);
    }

    #[Native] private static function hopRestoreProps(object $o, array $data): void;
    #[Native] private static function hopDeprecated(string $message): void;
    #[Native] private static function hopExtraProps(object $o): array;
    #[Native] private static function hopPlainInterval(DateInterval $i): DateInterval;

    public function __wakeup(): void {}

    public static function __set_state(array $array): DatePeriod {
        if (!self::hopCheckHash($array)) {
            throw new Error('Invalid serialization data for DatePeriod object');
        }
        $p = (new ReflectionClass(DatePeriod::class))->newInstanceWithoutConstructor();
        $p->hopFromHash($array);
        return $p;
    }

    private static function hopCheckHash(array $h): bool {
        foreach (['start', 'end', 'current'] as $k) {
            if (!array_key_exists($k, $h) || !($h[$k] === null || $h[$k] instanceof DateTimeInterface)) return false;
        }
        if (!array_key_exists('interval', $h) || !($h['interval'] instanceof DateInterval)) return false;
        if (!isset($h['recurrences']) || !is_int($h['recurrences'])) return false;
        if (!isset($h['include_start_date']) || !is_bool($h['include_start_date'])) return false;
        if (!isset($h['include_end_date']) || !is_bool($h['include_end_date'])) return false;
        return true;
    }

    private function hopFromHash(array $h): void {
        $this->start = $h['start'];
        $this->end = $h['end'];
        $this->current = $h['current'];
        $this->interval = $h['interval'];
        $this->recurrences = $h['recurrences'];
        $this->include_start_date = $h['include_start_date'];
        $this->include_end_date = $h['include_end_date'];
    }
}


final class DatePeriodIterator implements Iterator {
    private $period;
    private $cur = null;
    private int $index = 0;

    public function __construct(DatePeriod $period) {
        $this->period = $period;
        $this->cur = $period->hopFirst();
    }

    public function rewind(): void {
        $this->cur = $this->period->hopFirst();
        $this->index = 0;
    }

    public function valid(): bool {
        return $this->period->hopValid($this->cur, $this->index);
    }

    public function current(): mixed {
        return $this->period->hopValid($this->cur, $this->index) ? $this->period->hopOut($this->cur) : null;
    }

    public function key(): mixed {
        return $this->period->hopValid($this->cur, $this->index) ? $this->index : null;
    }

    public function next(): void {
        $this->cur = $this->period->hopNext($this->cur);
        $this->index++;
    }
}
