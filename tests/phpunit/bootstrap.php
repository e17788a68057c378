<?php
// Bootstrap of HopVM's PHPUnit suite: a tiny PSR-4 autoloader for src/.
declare(strict_types=1);

spl_autoload_register(static function (string $class): void {
    $prefix = 'HopTest\\';
    if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
        return;
    }
    $file = __DIR__ . '/src/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    if (is_file($file)) {
        require $file;
    }
});
// Mailer.php declares Transport and Logger too.
require_once __DIR__ . '/src/Mailer.php';
date_default_timezone_set('UTC');
