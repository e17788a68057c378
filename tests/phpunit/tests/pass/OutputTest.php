<?php
declare(strict_types=1);

namespace HopTest\Tests;

use HopTest\Greeter;
use PHPUnit\Framework\TestCase;

final class OutputTest extends TestCase
{
    public static function setUpBeforeClass(): void
    {
        // Runs once; must not print.
    }

    public function testGreetOutput(): void
    {
        $this->expectOutputString("Hello, World!\n");
        (new Greeter())->greet('World');
    }

    public function testGreetOutputRegex(): void
    {
        $this->expectOutputRegex('/^Hello, \w+!$/m');
        (new Greeter())->greet('HopVM');
    }

    public function testRender(): void
    {
        $out = (new Greeter())->render(['a' => 1, 'list' => [1, 2], 'map' => ['k' => null]]);
        $this->assertSame("a       | 1\nlist    | [1,2]\nmap     | {\"k\":null}\n", $out);
    }

    /**
     * @testdox Greeter renders an empty table as an empty string
     */
    public function testRenderEmpty(): void
    {
        $this->assertSame('', (new Greeter())->render([]));
    }
}
