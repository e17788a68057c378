<?php

namespace App;

use App\Model\User;

final class Repository implements \IteratorAggregate, \Countable
{
    /** @var array<int, User> */
    private array $users = [];

    public function add(User $u): static
    {
        $this->users[$u->id] = $u;
        return $this;
    }

    public function getIterator(): \ArrayIterator
    {
        ksort($this->users);
        return new \ArrayIterator($this->users);
    }

    public function count(): int
    {
        return count($this->users);
    }
}
