<?php

// No namespace and not PSR-4: found through Composer's classmap.
class LegacyCounter
{
    private static int $n = 0;

    public static function next(): int
    {
        return ++self::$n;
    }
}

interface LegacyMarker
{
}
