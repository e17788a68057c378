<?php
declare(strict_types=1);

namespace HopTest;

final class Calculator
{
    public function add(int|float $a, int|float $b): int|float
    {
        return $a + $b;
    }

    public function divide(int $a, int $b): float
    {
        if ($b === 0) {
            throw new \DivisionByZeroError('Division by zero');
        }
        return $a / $b;
    }

    public function factorial(int $n): int
    {
        if ($n < 0) {
            throw new \InvalidArgumentException("n must be >= 0, got $n", 42);
        }
        return $n <= 1 ? 1 : $n * $this->factorial($n - 1);
    }
}
