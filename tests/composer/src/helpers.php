<?php

// Loaded by Composer's "files" autoload on every request.
if (!function_exists('app_format')) {
    function app_format(string $label, mixed $value): string
    {
        return sprintf("%-10s %s", $label . ':', is_scalar($value) ? (string) $value : json_encode($value));
    }
}
