<?php
// session.php — the session module's interfaces and SessionHandler (its methods call the files handler: session-user.cpp).

interface SessionHandlerInterface
{
    public function open(string $path, string $name): bool;
    public function close(): bool;
    public function read(string $id): string|false;
    public function write(string $id, string $data): bool;
    public function destroy(string $id): bool;
    public function gc(int $max_lifetime): int|false;
}

interface SessionIdInterface
{
    public function create_sid(): string;
}

interface SessionUpdateTimestampHandlerInterface
{
    public function validateId(string $id): bool;
    public function updateTimestamp(string $id, string $data): bool;
}

class SessionHandler implements SessionHandlerInterface, SessionIdInterface
{
    #[Native] public function open(string $path, string $name): bool;
    #[Native] public function close(): bool;
    #[Native] public function read(string $id): string|false;
    #[Native] public function write(string $id, string $data): bool;
    #[Native] public function destroy(string $id): bool;
    #[Native] public function gc(int $max_lifetime): int|false;
    #[Native] public function create_sid(): string;
}
