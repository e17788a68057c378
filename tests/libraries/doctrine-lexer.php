<?php
// Doctrine Lexer: a small arithmetic lexer built on AbstractLexer (regex-driven tokenizing, peeking, lookahead).
require '/usr/share/php/Doctrine/Common/Lexer/autoload.php';

final class CalcLexer extends Doctrine\Common\Lexer\AbstractLexer {
    const T_NUM = 1, T_PLUS = 2, T_MINUS = 3, T_MUL = 4, T_DIV = 5, T_LP = 6, T_RP = 7, T_ID = 8, T_STR = 9;
    protected function getCatchablePatterns() { return ['[0-9]+(?:\.[0-9]+)?', '[a-z_][a-z0-9_]*', "'(?:[^']|'')*'", '[-+*\\/()]']; }
    protected function getNonCatchablePatterns() { return ['\s+']; }
    protected function getType(&$value) {
        if (is_numeric($value)) { $value = $value + 0; return self::T_NUM; }
        if ($value[0] === "'") { $value = str_replace("''", "'", substr($value, 1, -1)); return self::T_STR; }
        return ['+' => self::T_PLUS, '-' => self::T_MINUS, '*' => self::T_MUL, '/' => self::T_DIV, '(' => self::T_LP, ')' => self::T_RP][$value] ?? self::T_ID;
    }
}
final class Calc {
    private CalcLexer $l;
    function __construct() { $this->l = new CalcLexer(); }
    function eval(string $s) { $this->l->setInput($s); $this->l->moveNext(); return $this->expr(); }
    private function expr() { $v = $this->term(); while ($this->l->isNextTokenAny([CalcLexer::T_PLUS, CalcLexer::T_MINUS])) { $this->l->moveNext(); $op = $this->l->token->type ?? $this->l->token['type']; $r = $this->term(); $v = $op === CalcLexer::T_PLUS ? $v + $r : $v - $r; } return $v; }
    private function term() { $v = $this->factor(); while ($this->l->isNextTokenAny([CalcLexer::T_MUL, CalcLexer::T_DIV])) { $this->l->moveNext(); $op = $this->l->token->type ?? $this->l->token['type']; $r = $this->factor(); $v = $op === CalcLexer::T_MUL ? $v * $r : $v / $r; } return $v; }
    private function factor() {
        $this->l->moveNext(); $t = $this->l->token;
        $type = is_object($t) ? $t->type : $t['type']; $val = is_object($t) ? $t->value : $t['value'];
        if ($type === CalcLexer::T_LP) { $v = $this->expr(); $this->l->moveNext(); return $v; }
        if ($type === CalcLexer::T_MINUS) return -$this->factor();
        return $val;
    }
}
$c = new Calc();
foreach (['1 + 2 * 3', '(1 + 2) * 3', '10 / 4 - 1.5', '-(2 + 3) * 4', '2 * (3 + (4 - 1)) / 3'] as $e) echo "$e = ", var_export($c->eval($e), true), "\n";
$l = new CalcLexer();
$l->setInput("sum(a_1, 'it''s', 42) * x");
while ($l->moveNext() || $l->lookahead !== null) {
    $t = $l->lookahead; if ($t === null) break;
    $type = is_object($t) ? $t->type : $t['type']; $val = is_object($t) ? $t->value : $t['value']; $pos = is_object($t) ? $t->position : $t['position'];
    printf("%-12s %-4s @%d\n", var_export($val, true), $l->getLiteral($type), $pos);
}
$l->setInput('a b c d'); $l->moveNext();
echo json_encode([$l->peek()->value ?? null, $l->peek()->value ?? null, $l->glimpse()->value ?? null]), "\n";
$l->resetPeek(); $l->skipUntil(CalcLexer::T_ID); echo $l->lookahead->value ?? '', "\n";
