<?php
declare(strict_types=1);

namespace HopTest\Tests;

use HopTest\Calculator;
use PHPUnit\Framework\TestCase;

/**
 * Every test here fails on purpose: the runner compares PHPUnit's failure
 * reports (diffs, messages, counts) between php and HopVM.
 */
final class FailingTest extends TestCase
{
    public function testArrayDiff(): void
    {
        $this->assertSame(
            ['name' => 'hop', 'version' => 8, 'tags' => ['vm', 'jit']],
            ['name' => 'hop', 'version' => '8', 'tags' => ['vm', 'interp']]
        );
    }

    public function testStringDiff(): void
    {
        $this->assertEquals("line one\nline two\nline three\n", "line one\nline 2\nline three\n");
    }

    public function testObjectDiff(): void
    {
        $a = new \stdClass();
        $a->x = 1;
        $a->y = [1, 2];
        $b = new \stdClass();
        $b->x = 1;
        $b->y = [1, 3];
        $this->assertEquals($a, $b);
    }

    public function testFailMessage(): void
    {
        $this->assertTrue(false, 'custom failure message');
    }

    public function testCount(): void
    {
        $this->assertCount(3, [1, 2]);
    }

    public function testUnexpectedException(): void
    {
        (new Calculator())->factorial(-1);
    }

    public function testMissingException(): void
    {
        $this->expectException(\LogicException::class);
        (new Calculator())->factorial(3);
    }

    public function testWrongOutput(): void
    {
        $this->expectOutputString('expected');
        echo 'actual';
    }

    public function testMockNotCalled(): void
    {
        $mock = $this->createMock(\Countable::class);
        $mock->expects($this->once())->method('count');
    }

    /**
     * @dataProvider provider
     */
    public function testProvider(int $x): void
    {
        $this->assertLessThan(2, $x);
    }

    public function provider(): array
    {
        return ['small' => [1], 'big' => [5]];
    }
}
