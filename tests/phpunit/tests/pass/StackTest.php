<?php
declare(strict_types=1);

namespace HopTest\Tests;

use HopTest\Stack;
use PHPUnit\Framework\TestCase;

final class StackTest extends TestCase
{
    public function testEmpty(): Stack
    {
        $stack = new Stack();
        $this->assertCount(0, $stack);
        $this->assertNull($stack->top());
        return $stack;
    }

    /**
     * @depends testEmpty
     */
    public function testPush(Stack $stack): Stack
    {
        $stack->push('foo');
        $stack->push(['bar' => 1]);
        $this->assertSame(['bar' => 1], $stack->top());
        $this->assertCount(2, $stack);
        return $stack;
    }

    /**
     * @depends testPush
     */
    public function testPop(Stack $stack): void
    {
        $this->assertSame(['bar' => 1], $stack->pop());
        $this->assertSame('foo', $stack->pop());
        $this->assertCount(0, $stack);
    }

    public function testPopEmptyThrows(): void
    {
        $this->expectException(\UnderflowException::class);
        (new Stack())->pop();
    }

    public function testAssortedAssertions(): void
    {
        $this->assertTrue(true);
        $this->assertFalse(false);
        $this->assertEquals([1, 2, 3], [1, 2, 3]);
        $this->assertContains(2, [1, 2, 3]);
        $this->assertArrayHasKey('a', ['a' => 1]);
        $this->assertStringContainsString('ell', 'hello');
        $this->assertStringStartsWith('he', 'hello');
        $this->assertMatchesRegularExpression('/^h.*o$/', 'hello');
        $this->assertInstanceOf(\Countable::class, new Stack());
        $this->assertIsArray([]);
        $this->assertIsString('x');
        $this->assertGreaterThan(1, 2);
        $this->assertLessThanOrEqual(2, 2);
        $this->assertNan(NAN);
        $this->assertJsonStringEqualsJsonString('{"a":1,"b":[1,2]}', '{"b":[1,2],"a":1}');
        $this->assertEqualsCanonicalizing([3, 1, 2], [1, 2, 3]);
        $this->assertSameSize([1, 2], ['a', 'b']);
        $this->assertFileExists(__FILE__);
        $this->assertDirectoryExists(__DIR__);
    }

    public function testIncomplete(): void
    {
        $this->assertTrue(true);
        $this->markTestIncomplete('not finished yet');
    }

    public function testSkipped(): void
    {
        if (!extension_loaded('hop_nonexistent_extension')) {
            $this->markTestSkipped('the hop_nonexistent_extension extension is not available');
        }
    }

    /**
     * @requires function hop_no_such_function
     */
    public function testRequiresFunction(): void
    {
        $this->fail('must not run');
    }
}
