<?php
// intl-misc.php — Spoofchecker, IntlDatePatternGenerator, UConverter, ResourceBundle (natives in intl-misc.cpp).

class Spoofchecker {
    const SINGLE_SCRIPT_CONFUSABLE = 1;
    const MIXED_SCRIPT_CONFUSABLE = 2;
    const WHOLE_SCRIPT_CONFUSABLE = 4;
    const ANY_CASE = 8;
    const SINGLE_SCRIPT = 16;
    const INVISIBLE = 32;
    const CHAR_LIMIT = 64;
    const ASCII = 268435456;
    const HIGHLY_RESTRICTIVE = 805306368;
    const MODERATELY_RESTRICTIVE = 1073741824;
    const MINIMALLY_RESTRICTIVE = 1342177280;
    const UNRESTRICTIVE = 1610612736;
    const SINGLE_SCRIPT_RESTRICTIVE = 536870912;
    #[Native] public function __construct();
    #[Native] public function isSuspicious(string $string, &$errorCode = NULL): bool;
    #[Native] public function areConfusable(string $string1, string $string2, &$errorCode = NULL): bool;
    #[Native] public function setAllowedLocales(string $locales): void;
    #[Native] public function setChecks(int $checks): void;
    #[Native] public function setRestrictionLevel(int $level): void;
}

class IntlDatePatternGenerator {
    #[Native] public function __construct(?string $locale = NULL);
    #[RealReturn] #[Native] public static function create(?string $locale = NULL): ?IntlDatePatternGenerator;
    #[RealReturn] #[Native] public function getBestPattern(string $skeleton): string|false;
}

class UConverter {
    const REASON_UNASSIGNED = 0;
    const REASON_ILLEGAL = 1;
    const REASON_IRREGULAR = 2;
    const REASON_RESET = 3;
    const REASON_CLOSE = 4;
    const REASON_CLONE = 5;
    const UNSUPPORTED_CONVERTER = -1;
    const SBCS = 0;
    const DBCS = 1;
    const MBCS = 2;
    const LATIN_1 = 3;
    const UTF8 = 4;
    const UTF16_BigEndian = 5;
    const UTF16_LittleEndian = 6;
    const UTF32_BigEndian = 7;
    const UTF32_LittleEndian = 8;
    const EBCDIC_STATEFUL = 9;
    const ISO_2022 = 10;
    const LMBCS_1 = 11;
    const LMBCS_2 = 12;
    const LMBCS_3 = 13;
    const LMBCS_4 = 14;
    const LMBCS_5 = 15;
    const LMBCS_6 = 16;
    const LMBCS_8 = 17;
    const LMBCS_11 = 18;
    const LMBCS_16 = 19;
    const LMBCS_17 = 20;
    const LMBCS_18 = 21;
    const LMBCS_19 = 22;
    const LMBCS_LAST = 22;
    const HZ = 23;
    const SCSU = 24;
    const ISCII = 25;
    const US_ASCII = 26;
    const UTF7 = 27;
    const BOCU1 = 28;
    const UTF16 = 29;
    const UTF32 = 30;
    const CESU8 = 31;
    const IMAP_MAILBOX = 32;
    #[Native] public function __construct(?string $destination_encoding = NULL, ?string $source_encoding = NULL);
    #[Native] public function convert(string $str, bool $reverse = false): string|false;
    #[Native] public function fromUCallback(int $reason, array $source, int $codePoint, &$error): array|string|int|null;
    #[Native] public static function getAliases(string $name): array|false|null;
    #[Native] public static function getAvailable(): array;
    #[Native] public function getDestinationEncoding(): string|false|null;
    #[Native] public function getDestinationType(): int|false|null;
    #[Native] public function getErrorCode(): int;
    #[Native] public function getErrorMessage(): ?string;
    #[Native] public function getSourceEncoding(): string|false|null;
    #[Native] public function getSourceType(): int|false|null;
    #[Native] public static function getStandards(): ?array;
    #[Native] public function getSubstChars(): string|false|null;
    #[Native] public static function reasonText(int $reason): string;
    #[Native] public function setDestinationEncoding(string $encoding): bool;
    #[Native] public function setSourceEncoding(string $encoding): bool;
    #[Native] public function setSubstChars(string $chars): bool;
    #[Native] public function toUCallback(int $reason, string $source, string $codeUnits, &$error): array|string|int|null;
    #[Native] public static function transcode(string $str, string $toEncoding, string $fromEncoding, ?array $options = NULL): string|false;
}

class ResourceBundle implements IteratorAggregate, Countable {
    #[Native] public function __construct(?string $locale, ?string $bundle, bool $fallback = true);
    #[Native] public static function create(?string $locale, ?string $bundle, bool $fallback = true): ?ResourceBundle;
    #[Native] public function get($index, bool $fallback = true): mixed;
    #[Native] public function count(): int;
    #[Native] public static function getLocales(string $bundle): array|false;
    #[Native] public function getErrorCode(): int;
    #[Native] public function getErrorMessage(): string;
    #[RealReturn] #[Native] public function getIterator(): Iterator;
}

