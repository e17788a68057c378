<?php
declare(strict_types=1);

namespace HopTest;

final class Greeter
{
    public function greet(string $name): void
    {
        printf("Hello, %s!\n", $name);
    }

    public function render(array $rows): string
    {
        $out = '';
        foreach ($rows as $k => $v) {
            $out .= str_pad((string) $k, 8) . '| ' . json_encode($v) . "\n";
        }
        return $out;
    }
}
