<?php
declare(strict_types=1);

namespace HopTest\Tests;

use HopTest\Calculator;
use PHPUnit\Framework\TestCase;

final class CalculatorTest extends TestCase
{
    private ?Calculator $calc = null;

    protected function setUp(): void
    {
        $this->calc = new Calculator();
    }

    protected function tearDown(): void
    {
        $this->calc = null;
    }

    /**
     * @dataProvider additionProvider
     */
    public function testAdd(int|float $a, int|float $b, int|float $expected): void
    {
        $this->assertSame($expected, $this->calc->add($a, $b));
    }

    public function additionProvider(): array
    {
        return [
            'zeros' => [0, 0, 0],
            'ints' => [2, 3, 5],
            'negative' => [-4, 1, -3],
            'floats' => [0.5, 0.25, 0.75],
        ];
    }

    /**
     * @dataProvider factorialProvider
     */
    public function testFactorial(int $n, int $expected): void
    {
        $this->assertSame($expected, $this->calc->factorial($n));
    }

    public function factorialProvider(): \Generator
    {
        yield [0, 1];
        yield [1, 1];
        yield [5, 120];
        yield 'twenty' => [20, 2432902008176640000];
    }

    public function testDivide(): void
    {
        $this->assertEqualsWithDelta(3.333, $this->calc->divide(10, 3), 0.001);
    }

    public function testDivideByZero(): void
    {
        $this->expectException(\DivisionByZeroError::class);
        $this->expectExceptionMessage('Division by zero');
        $this->calc->divide(1, 0);
    }

    public function testNegativeFactorial(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->expectExceptionCode(42);
        $this->expectExceptionMessageMatches('/^n must be >= 0, got -\d+$/');
        $this->calc->factorial(-3);
    }
}
