<?php
// intl.php — the intl classes HopVM provides on ICU: Normalizer, Transliterator, IntlChar (part).
//
// The ICU objects behind a Transliterator or Collator are made (and cached) by
// the natives in intl-text.cpp from what the #[Hidden] properties keep: the id
// or rules and the direction, the locale and attributes.

class Normalizer {
    const FORM_D = 4;
    const NFD = 4;
    const FORM_KD = 8;
    const NFKD = 8;
    const FORM_C = 16;
    const NFC = 16;
    const FORM_KC = 32;
    const NFKC = 32;
    const FORM_KC_CF = 48;
    const NFKC_CF = 48;

    #[Native] public static function normalize(string $string, int $form = Normalizer::FORM_C): string|false;
    #[Native] public static function isNormalized(string $string, int $form = Normalizer::FORM_C): bool;
    #[Native] public static function getRawDecomposition(string $string, int $form = Normalizer::FORM_C): ?string;
}

class Transliterator {
    const FORWARD = 0;
    const REVERSE = 1;

    public readonly string $id;
    #[Hidden] private $hopText = null;
    #[Hidden] private $hopDir = 0;
    #[Hidden] private $hopRules = false;
    #[Hidden] private $hopErrCode = 0;
    #[Hidden] private $hopErrMsg = '';

    final private function __construct() {}

    private static function hopMake(string $id, string $text, int $dir, bool $rules): Transliterator {
        $t = new Transliterator();
        $t->id = $id;
        $t->hopText = $text;
        $t->hopDir = $dir;
        $t->hopRules = $rules;
        return $t;
    }

    private static function hopCheckDir(int $direction, string $fn): void {
        if ($direction !== self::FORWARD && $direction !== self::REVERSE) {
            throw new ValueError("$fn(): Argument #2 (\$direction) must be either Transliterator::FORWARD or Transliterator::REVERSE");
        }
    }

    public static function create(string $id, int $direction = Transliterator::FORWARD): ?Transliterator {
        return self::hopCreate($id, $direction, 'Transliterator::create');
    }

    public static function hopCreate(string $id, int $direction, string $fn): ?Transliterator {
        self::hopCheckDir($direction, $fn);
        $icuId = self::hopOpen($id, $direction, false, $fn);
        if ($icuId === null) return null;
        return self::hopMake($icuId, $id, $direction, false);
    }

    public static function createFromRules(string $rules, int $direction = Transliterator::FORWARD): ?Transliterator {
        return self::hopCreateFromRules($rules, $direction, 'Transliterator::createFromRules');
    }

    public static function hopCreateFromRules(string $rules, int $direction, string $fn): ?Transliterator {
        self::hopCheckDir($direction, $fn);
        $icuId = self::hopOpen($rules, $direction, true, $fn);
        if ($icuId === null) return null;
        return self::hopMake($icuId, $rules, $direction, true);
    }

    public function createInverse(): ?Transliterator {
        $r = self::hopInverse($this->hopText ?? $this->id, $this->hopDir, $this->hopRules);
        if ($r === null) return null;
        return self::hopMake($r[0], $r[3] ? $r[1] : $r[0], $r[3] ? $r[2] : 0, $r[3]);
    }

    #[Native] public static function listIDs(): array|false;

    public function transliterate(string $string, int $start = 0, int $end = -1): string|false {
        return $this->hopRun($string, $start, $end, 'Transliterator::transliterate');
    }

    public function hopRun(string $string, int $start, int $end, string $fn): string|false {
        $r = self::hopTransliterate($this->hopText ?? $this->id, $this->hopDir, $this->hopRules, $string, $start, $end, $fn);
        $this->hopErrCode = intl_get_error_code();
        $this->hopErrMsg = intl_get_error_message();
        return $r;
    }

    public function getErrorCode(): int|false { return $this->hopErrCode; }
    public function getErrorMessage(): string|false { return $this->hopErrCode === 0 ? 'U_ZERO_ERROR' : $this->hopErrMsg; }

    #[Native] private static function hopOpen(string $text, int $dir, bool $rules, string $fn): ?string;
    #[Native] private static function hopInverse(string $text, int $dir, bool $rules): ?array;
    #[Native] private static function hopTransliterate(string $text, int $dir, bool $rules, string $subject, int $start, int $end, string $fn): string|false;
    #[Native] public static function hopSetError(int $code, string $msg, string $fn): void;
}

class IntlChar {
    const UNICODE_VERSION = "15.0";
    const CODEPOINT_MIN = 0;
    const CODEPOINT_MAX = 1114111;
    const NO_NUMERIC_VALUE = -123456789.0;
    const UNICODE_CHAR_NAME = 0;
    const UNICODE_10_CHAR_NAME = 1;
    const EXTENDED_CHAR_NAME = 2;
    const CHAR_NAME_ALIAS = 3;
    const CHAR_NAME_CHOICE_COUNT = 4;
    const FOLD_CASE_DEFAULT = 0;
    const FOLD_CASE_EXCLUDE_SPECIAL_I = 1;

    private static function hopCp(int|string $codepoint): ?int { return self::hopCodepoint($codepoint); }

    public static function charName(int|string $codepoint, int $type = IntlChar::UNICODE_CHAR_NAME): ?string {
        $c = self::hopCodepoint($codepoint);
        if ($c === null) return null;
        return self::hopCharName($c, $type);
    }
    #[Native] public static function getUnicodeVersion(): array;
    #[Native] public static function charFromName(string $name, int $type = IntlChar::UNICODE_CHAR_NAME): ?int;

    public static function ord(int|string $character): ?int { return self::hopCodepoint($character); }
    public static function chr(int|string $codepoint): ?string {
        $c = self::hopCodepoint($codepoint);
        return $c === null ? null : self::hopProp($c, 'chr');
    }
    private static function hopOut(int|string $codepoint, string $what, int $extra = 0): mixed {
        $c = self::hopCodepoint($codepoint);
        if ($c === null) return null;
        $r = self::hopProp($c, $what, $extra);
        if (is_string($codepoint) && is_int($r) && in_array($what, ['toupper', 'tolower', 'totitle', 'foldCase', 'charMirror'], true)) {
            return self::hopProp($r, 'chr');
        }
        return $r;
    }
    public static function toupper(int|string $codepoint): int|string|null { return self::hopOut($codepoint, 'toupper'); }
    public static function tolower(int|string $codepoint): int|string|null { return self::hopOut($codepoint, 'tolower'); }
    public static function totitle(int|string $codepoint): int|string|null { return self::hopOut($codepoint, 'totitle'); }
    public static function foldCase(int|string $codepoint, int $options = IntlChar::FOLD_CASE_DEFAULT): int|string|null { return self::hopOut($codepoint, 'foldCase', $options); }
    public static function charMirror(int|string $codepoint): int|string|null { return self::hopOut($codepoint, 'charMirror'); }
    public static function isupper(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isupper'); }
    public static function islower(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'islower'); }
    public static function isalpha(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isalpha'); }
    public static function isdigit(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isdigit'); }
    public static function isalnum(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isalnum'); }
    public static function isspace(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isspace'); }
    public static function isWhitespace(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isWhitespace'); }
    public static function ispunct(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'ispunct'); }
    public static function isprint(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isprint'); }
    public static function iscntrl(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'iscntrl'); }
    public static function isdefined(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isdefined'); }
    public static function isgraph(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isgraph'); }
    public static function isblank(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isblank'); }
    public static function isxdigit(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isxdigit'); }
    public static function istitle(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'istitle'); }
    public static function isUAlphabetic(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isUAlphabetic'); }
    public static function isULowercase(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isULowercase'); }
    public static function isUUppercase(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isUUppercase'); }
    public static function isUWhiteSpace(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isUWhiteSpace'); }
    public static function isMirrored(int|string $codepoint): ?bool { return self::hopOut($codepoint, 'isMirrored'); }
    public static function charType(int|string $codepoint): ?int { return self::hopOut($codepoint, 'charType'); }
    public static function charDigitValue(int|string $codepoint): ?int { return self::hopOut($codepoint, 'charDigitValue'); }
    public static function digit(int|string $codepoint, int $base = 10): int|false|null { return self::hopOut($codepoint, 'digit', $base); }
    public static function getNumericValue(int|string $codepoint): ?float { return self::hopOut($codepoint, 'getNumericValue'); }
    public static function getCombiningClass(int|string $codepoint): ?int { return self::hopOut($codepoint, 'getCombiningClass'); }
    public static function getBlockCode(int|string $codepoint): ?int { return self::hopOut($codepoint, 'getBlockCode'); }
    public static function hasBinaryProperty(int|string $codepoint, int $property): ?bool { return self::hopOut($codepoint, 'hasBinaryProperty', $property); }
    public static function getIntPropertyValue(int|string $codepoint, int $property): ?int { return self::hopOut($codepoint, 'getIntPropertyValue', $property); }

    #[Native] private static function hopCodepoint(mixed $c): ?int;
    #[Native] private static function hopCharName(int $c, int $type): ?string;
    #[Native] private static function hopProp(int $c, string $what, int $extra = 0): mixed;
}
