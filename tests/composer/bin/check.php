<?php
// Uses the autoloader `composer dump-autoload` generated and prints what it loaded.
require __DIR__ . '/../vendor/autoload.php';

use App\Model\User;
use App\Repository;

$repo = (new Repository())
    ->add(new User(3, 'CAROL smith'))
    ->add(new User(1, 'alice  JONES'))
    ->add(new User(2, 'Bob O\'Neil'));

echo app_format('count', count($repo)), "\n";
foreach ($repo as $id => $user) {
    echo app_format("user $id", $user), "\n";
}
echo app_format('legacy', LegacyCounter::next() + LegacyCounter::next()), "\n";
echo app_format('marker', interface_exists('LegacyMarker') ? 'yes' : 'no'), "\n";
echo app_format('util', class_exists(Hop\Util\Str::class) ? 'loaded' : 'missing'), "\n";
echo app_format('missing', class_exists('App\\Nope') ? 'found' : 'not found'), "\n";

$loader = require __DIR__ . '/../vendor/autoload.php';
echo app_format('loader', get_class($loader)), "\n";
$prefixes = $loader->getPrefixesPsr4();
ksort($prefixes);
foreach ($prefixes as $prefix => $dirs) {
    $rel = array_map(fn ($d) => basename(dirname($d)) . '/' . basename($d), $dirs);
    echo app_format('psr4', $prefix . ' => ' . implode(',', $rel)), "\n";
}
$map = $loader->getClassMap();
ksort($map);
foreach ($map as $class => $file) {
    echo app_format('classmap', $class . ' => ' . basename($file)), "\n";
}
$installed = \Composer\InstalledVersions::getInstalledPackages();
sort($installed);
echo app_format('installed', implode(',', $installed)), "\n";
echo app_format('version', \Composer\InstalledVersions::getPrettyVersion('hopvm/util')), "\n";
