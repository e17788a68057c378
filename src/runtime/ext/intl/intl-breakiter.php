<?php
// intl-breakiter.php — IntlBreakIterator and its subclasses (natives in intl-breakiter.cpp).

class IntlBreakIterator implements IteratorAggregate {
    const DONE = -1;
    const WORD_NONE = 0;
    const WORD_NONE_LIMIT = 100;
    const WORD_NUMBER = 100;
    const WORD_NUMBER_LIMIT = 200;
    const WORD_LETTER = 200;
    const WORD_LETTER_LIMIT = 300;
    const WORD_KANA = 300;
    const WORD_KANA_LIMIT = 400;
    const WORD_IDEO = 400;
    const WORD_IDEO_LIMIT = 500;
    const LINE_SOFT = 0;
    const LINE_SOFT_LIMIT = 100;
    const LINE_HARD = 100;
    const LINE_HARD_LIMIT = 200;
    const SENTENCE_TERM = 0;
    const SENTENCE_TERM_LIMIT = 100;
    const SENTENCE_SEP = 100;
    const SENTENCE_SEP_LIMIT = 200;
    #[Native] public static function createCharacterInstance(?string $locale = NULL): ?IntlBreakIterator;
    #[Native] public static function createCodePointInstance(): IntlCodePointBreakIterator;
    #[Native] public static function createLineInstance(?string $locale = NULL): ?IntlBreakIterator;
    #[Native] public static function createSentenceInstance(?string $locale = NULL): ?IntlBreakIterator;
    #[Native] public static function createTitleInstance(?string $locale = NULL): ?IntlBreakIterator;
    #[Native] public static function createWordInstance(?string $locale = NULL): ?IntlBreakIterator;
    #[Native] private function __construct();
    #[Native] public function current(): int;
    #[Native] public function first(): int;
    #[Native] public function following(int $offset): int;
    #[Native] public function getErrorCode(): int;
    #[Native] public function getErrorMessage(): string;
    #[Native] public function getLocale(int $type): string|false;
    #[Native] public function getPartsIterator(string $type = IntlPartsIterator::KEY_SEQUENTIAL): IntlPartsIterator;
    #[Native] public function getText(): ?string;
    #[Native] public function isBoundary(int $offset): bool;
    #[Native] public function last(): int;
    #[Native] public function next(?int $offset = NULL): int;
    #[Native] public function preceding(int $offset): int;
    #[Native] public function previous(): int;
    #[Native] public function setText(string $text): ?bool;
    #[RealReturn] #[Native] public function getIterator(): Iterator;
}

class IntlRuleBasedBreakIterator extends IntlBreakIterator {
    #[Native] public function __construct(string $rules, bool $compiled = false);
    #[Native] public function getBinaryRules(): string|false;
    #[Native] public function getRules(): string|false;
    #[Native] public function getRuleStatus(): int;
    #[Native] public function getRuleStatusVec(): array|false;
}

class IntlCodePointBreakIterator extends IntlBreakIterator {
    #[Native] public function getLastCodePoint(): int;
}

