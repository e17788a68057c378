<?php
// random.php — the random module's classes: the Random\Engine interfaces, the engines
// (state native: random-engines.cpp), Random\Randomizer (randomizer.cpp) and the errors.

namespace Random;

interface Engine
{
    public function generate(): string;
}

interface CryptoSafeEngine extends Engine
{
}

class RandomError extends \Error
{
}

class BrokenRandomEngineError extends RandomError
{
}

class RandomException extends \Exception
{
}

final class Randomizer
{
    public readonly Engine $engine;

    #[Native] public function __construct(?Engine $engine = null);

    #[Native] public function nextInt(): int;

    #[Native] public function getInt(int $min, int $max): int;

    #[Native] public function getBytes(int $length): string;

    #[Native] public function shuffleArray(array $array): array;

    #[Native] public function shuffleBytes(string $bytes): string;

    #[Native] public function pickArrayKeys(array $array, int $num): array;

    public function __serialize(): array
    {
        return [['engine' => $this->engine]];
    }

    public function __unserialize(array $data): void
    {
        if (\count($data) !== 1 || !\array_key_exists(0, $data) || !\is_array($data[0])) {
            throw new \Exception('Invalid serialization data for Random\Randomizer object');
        }
        foreach ($data[0] as $name => $value) {
            if ($name === 'engine') {
                if (!$value instanceof Engine) {
                    throw new \Exception('Invalid serialization data for Random\Randomizer object');
                }
                $this->engine = $value;
            } else {
                $this->{$name} = $value;
            }
        }
        if (!isset($this->engine)) {
            throw new \Exception('Invalid serialization data for Random\Randomizer object');
        }
    }
}

namespace Random\Engine;

final class Mt19937 implements \Random\Engine
{
    #[Native] public function __construct(?int $seed = null, int $mode = MT_RAND_MT19937);

    #[Native] public function generate(): string;

    #[Native] public function __serialize(): array;

    #[Native] public function __unserialize(array $data): void;

    #[Native] public function __debugInfo(): array;
}

final class PcgOneseq128XslRr64 implements \Random\Engine
{
    #[Native] public function __construct(string|int|null $seed = null);

    #[Native] public function generate(): string;

    #[Native] public function jump(int $advance): void;

    #[Native] public function __serialize(): array;

    #[Native] public function __unserialize(array $data): void;

    #[Native] public function __debugInfo(): array;
}

final class Xoshiro256StarStar implements \Random\Engine
{
    #[Native] public function __construct(string|int|null $seed = null);

    #[Native] public function generate(): string;

    #[Native] public function jump(): void;

    #[Native] public function jumpLong(): void;

    #[Native] public function __serialize(): array;

    #[Native] public function __unserialize(array $data): void;

    #[Native] public function __debugInfo(): array;
}

#[\NotSerializable]
final class Secure implements \Random\CryptoSafeEngine
{
    #[Native] public function generate(): string;
}
