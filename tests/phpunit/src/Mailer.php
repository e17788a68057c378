<?php
declare(strict_types=1);

namespace HopTest;

interface Transport
{
    public function send(string $to, string $body): bool;
    public function name(): string;
}

final class Mailer
{
    private int $sent = 0;

    public function __construct(private Transport $transport, private Logger $logger)
    {
    }

    public function notify(array $recipients, string $message): int
    {
        foreach ($recipients as $to) {
            if ($this->transport->send($to, strtoupper($message))) {
                $this->sent++;
                $this->logger->log(sprintf('sent to %s via %s', $to, $this->transport->name()));
            } else {
                $this->logger->log("failed: $to");
            }
        }
        return $this->sent;
    }
}

class Logger
{
    /** @var list<string> */
    public array $lines = [];

    public function log(string $line): void
    {
        $this->lines[] = $line;
    }
}
