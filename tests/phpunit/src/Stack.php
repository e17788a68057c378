<?php
declare(strict_types=1);

namespace HopTest;

class Stack implements \Countable
{
    /** @var list<mixed> */
    private array $items = [];

    public function push(mixed $item): void
    {
        $this->items[] = $item;
    }

    public function pop(): mixed
    {
        if ($this->items === []) {
            throw new \UnderflowException('Stack is empty');
        }
        return array_pop($this->items);
    }

    public function top(): mixed
    {
        return $this->items[count($this->items) - 1] ?? null;
    }

    public function count(): int
    {
        return count($this->items);
    }
}
