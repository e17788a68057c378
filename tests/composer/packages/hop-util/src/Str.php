<?php

namespace Hop\Util;

final class Str
{
    public static function slug(string $s): string
    {
        return trim(preg_replace('/[^a-z0-9]+/', '-', strtolower($s)), '-');
    }

    public static function title(string $s): string
    {
        return ucwords(strtolower($s));
    }
}
