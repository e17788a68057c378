<?php
declare(strict_types=1);

namespace HopTest\Tests;

use HopTest\Logger;
use HopTest\Mailer;
use HopTest\Transport;
use PHPUnit\Framework\TestCase;

final class MailerTest extends TestCase
{
    public function testStubReturnsValues(): void
    {
        $transport = $this->createStub(Transport::class);
        $transport->method('send')->willReturn(true);
        $transport->method('name')->willReturn('stub');
        $logger = new Logger();
        $mailer = new Mailer($transport, $logger);
        $this->assertSame(2, $mailer->notify(['a@x', 'b@x'], 'hi'));
        $this->assertSame(['sent to a@x via stub', 'sent to b@x via stub'], $logger->lines);
    }

    public function testMockExpectations(): void
    {
        $transport = $this->createMock(Transport::class);
        $transport->expects($this->exactly(2))
            ->method('send')
            ->withConsecutive(['a@x', 'HELLO'], ['b@x', 'HELLO'])
            ->willReturnOnConsecutiveCalls(true, false);
        $transport->expects($this->once())->method('name')->willReturn('smtp');

        $logger = $this->getMockBuilder(Logger::class)->onlyMethods(['log'])->getMock();
        $logger->expects($this->exactly(2))->method('log')
            ->with($this->logicalOr($this->stringStartsWith('sent to'), $this->stringStartsWith('failed')));

        $mailer = new Mailer($transport, $logger);
        $this->assertSame(1, $mailer->notify(['a@x', 'b@x'], 'hello'));
    }

    public function testReturnCallbackAndMap(): void
    {
        $transport = $this->createMock(Transport::class);
        $transport->method('send')->willReturnCallback(fn (string $to, string $body): bool => str_ends_with($to, '.org'));
        $transport->method('name')->willReturn('cb');
        $this->assertTrue($transport->send('x@y.org', 'b'));
        $this->assertFalse($transport->send('x@y.com', 'b'));

        $map = $this->createMock(Transport::class);
        $map->method('send')->willReturnMap([['a', 'b', true], ['c', 'd', false]]);
        $this->assertTrue($map->send('a', 'b'));
        $this->assertFalse($map->send('c', 'd'));
    }

    public function testMockThrows(): void
    {
        $transport = $this->createMock(Transport::class);
        $transport->method('send')->willThrowException(new \RuntimeException('offline'));
        $this->expectException(\RuntimeException::class);
        $this->expectExceptionMessage('offline');
        (new Mailer($transport, new Logger()))->notify(['a'], 'm');
    }

    public function testNeverCalled(): void
    {
        $transport = $this->createMock(Transport::class);
        $transport->expects($this->never())->method('send');
        $this->assertSame(0, (new Mailer($transport, new Logger()))->notify([], 'm'));
    }
}
