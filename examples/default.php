<?php
// The program ./run executes when given no file: a tour of what HopVM runs.

declare(strict_types=1);

namespace Demo;

interface Shape
{
    public function area(): float;
    public function name(): string;
}

abstract class Base implements Shape
{
    public function describe(): string
    {
        return sprintf("%-9s area %8.3f", $this->name(), $this->area());
    }
}

final class Circle extends Base
{
    public function __construct(private float $r) {}
    public function area(): float { return M_PI * $this->r ** 2; }
    public function name(): string { return "circle"; }
}

final class Rect extends Base
{
    public function __construct(private float $w, private float $h) {}
    public function area(): float { return $this->w * $this->h; }
    public function name(): string { return "rectangle"; }
}

enum Suit: string
{
    case Hearts = 'H';
    case Spades = 'S';

    public function color(): string
    {
        return match ($this) {
            self::Hearts => 'red',
            self::Spades => 'black',
        };
    }
}

function primes(int $limit): \Generator
{
    for ($n = 2; $n < $limit; $n++) {
        for ($d = 2; $d * $d <= $n; $d++) {
            if ($n % $d === 0) {
                continue 2;
            }
        }
        yield $n;
    }
}

function fib(int $n): int
{
    return $n < 2 ? $n : fib($n - 1) + fib($n - 2);
}

echo "HopVM ", PHP_VERSION, "\n\n";

$shapes = [new Circle(1.5), new Rect(2, 3.25), new Circle(0.5)];
usort($shapes, fn(Shape $a, Shape $b) => $a->area() <=> $b->area());
foreach ($shapes as $s) {
    echo $s->describe(), "\n";
}

$words = explode(' ', 'the quick brown fox jumps over the lazy dog the end');
$counts = array_count_values($words);
arsort($counts);
echo "\nmost frequent word: ", array_key_first($counts), " (", reset($counts), " times)\n";

echo "primes below 50: ", implode(', ', iterator_to_array(primes(50), false)), "\n";
echo "fib(25) = ", fib(25), "\n";

foreach (Suit::cases() as $suit) {
    echo $suit->name, " is ", $suit->color(), "\n";
}

try {
    echo intdiv(1, 0);
} catch (\DivisionByZeroError $e) {
    echo "caught ", get_class($e), ": ", $e->getMessage(), "\n";
}
