<?php

namespace App\Model;

use Hop\Util\Str;

final class User implements \JsonSerializable
{
    public function __construct(public readonly int $id, public readonly string $name)
    {
    }

    public function slug(): string
    {
        return Str::slug($this->name);
    }

    public function jsonSerialize(): array
    {
        return ['id' => $this->id, 'name' => Str::title($this->name), 'slug' => $this->slug()];
    }
}
