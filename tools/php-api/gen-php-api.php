<?php
// gen-php-api.php — writes php's API (functions, classes, constants per extension) as JSON; run with the reference php:
//   php tools/php-api/gen-php-api.php > tools/php-api/php-8.2-api.json
$want = ['Core', 'ctype', 'date', 'dom', 'filter', 'hash', 'iconv', 'intl', 'json', 'libxml', 'mbstring', 'pcre',
         'random', 'Reflection', 'SimpleXML', 'SPL', 'standard', 'tokenizer', 'xml', 'xmlreader', 'xmlwriter', 'zlib'];
$out = [];
foreach ($want as $name) {
    $ext = new ReflectionExtension($name);
    $funcs = array_keys($ext->getFunctions());
    $classes = $ext->getClassNames();
    $consts = array_keys($ext->getConstants());
    $methods = [];
    foreach ($classes as $c) {
        foreach ((new ReflectionClass($c))->getMethods() as $m) {
            if ($m->getDeclaringClass()->getName() === $c) $methods[] = "$c::" . $m->getName();
        }
    }
    sort($funcs); sort($classes); sort($consts); sort($methods);
    $out[$name] = ['functions' => $funcs, 'classes' => $classes, 'methods' => $methods, 'constants' => $consts];
}
echo json_encode(['php' => PHP_VERSION, 'extensions' => $out], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
