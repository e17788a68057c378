<?php
// intl-locale.php — the Locale class (natives in intl-locale.cpp) and IntlException.

class Locale {
    const ACTUAL_LOCALE = 0;
    const VALID_LOCALE = 1;
    const DEFAULT_LOCALE = NULL;
    const LANG_TAG = 'language';
    const EXTLANG_TAG = 'extlang';
    const SCRIPT_TAG = 'script';
    const REGION_TAG = 'region';
    const VARIANT_TAG = 'variant';
    const GRANDFATHERED_LANG_TAG = 'grandfathered';
    const PRIVATE_TAG = 'private';
    #[Native] public static function getDefault(): string;
    #[Native] public static function setDefault(string $locale);
    #[Native] public static function getPrimaryLanguage(string $locale): ?string;
    #[Native] public static function getScript(string $locale): ?string;
    #[Native] public static function getRegion(string $locale): ?string;
    #[Native] public static function getKeywords(string $locale): array|false|null;
    #[Native] public static function getDisplayScript(string $locale, ?string $displayLocale = NULL): string|false;
    #[Native] public static function getDisplayRegion(string $locale, ?string $displayLocale = NULL): string|false;
    #[Native] public static function getDisplayName(string $locale, ?string $displayLocale = NULL): string|false;
    #[Native] public static function getDisplayLanguage(string $locale, ?string $displayLocale = NULL): string|false;
    #[Native] public static function getDisplayVariant(string $locale, ?string $displayLocale = NULL): string|false;
    #[Native] public static function composeLocale(array $subtags): string|false;
    #[Native] public static function parseLocale(string $locale): ?array;
    #[Native] public static function getAllVariants(string $locale): ?array;
    #[Native] public static function filterMatches(string $languageTag, string $locale, bool $canonicalize = false): ?bool;
    #[Native] public static function lookup(array $languageTag, string $locale, bool $canonicalize = false, ?string $defaultLocale = NULL): ?string;
    #[Native] public static function canonicalize(string $locale): ?string;
    #[Native] public static function acceptFromHttp(string $header): string|false;
}

class IntlException extends Exception {}
