<?php
// Symfony OptionsResolver: defaults, required, types, allowed values, normalizers, lazy options, nested options, deprecations, errors.
require '/usr/share/php/Symfony/Component/OptionsResolver/autoload.php';
use Symfony\Component\OptionsResolver\{OptionsResolver, Options};

$r = new OptionsResolver();
$r->setDefaults(['host' => 'localhost', 'port' => 80, 'secure' => false, 'timeout' => 1.5, 'tags' => []]);
$r->setRequired('user');
$r->setAllowedTypes('port', 'int')->setAllowedTypes('tags', 'string[]')->setAllowedTypes('timeout', ['float', 'int']);
$r->setAllowedValues('secure', [true, false]);
$r->setAllowedValues('port', fn($p) => $p > 0 && $p < 65536);
$r->setNormalizer('host', fn(Options $o, $v) => strtolower($v));
$r->setDefault('url', fn(Options $o) => ($o['secure'] ? 'https' : 'http') . '://' . $o['host'] . ':' . $o['port']);
$r->setDefault('db', function (OptionsResolver $db) { $db->setDefaults(['driver' => 'sqlite', 'memory' => true])->setAllowedTypes('memory', 'bool'); });
$r->setDefined('legacy')->setDeprecated('legacy', 'acme/pkg', '1.2', 'The "%name%" option is old.');
$r->setInfo('user', 'The login name');
set_error_handler(function ($no, $msg) { echo "deprecation: $msg\n"; return true; });
$cases = [['user' => 'ann'], ['user' => 'bob', 'host' => 'EXAMPLE.com', 'port' => 443, 'secure' => true, 'tags' => ['a', 'b'], 'db' => ['driver' => 'pgsql']],
  ['user' => 'c', 'legacy' => 1], [], ['user' => 'd', 'port' => '80'], ['user' => 'e', 'port' => 70000], ['user' => 'f', 'bogus' => 1], ['user' => 'g', 'tags' => [1]],
  ['user' => 'h', 'secure' => 'yes'], ['user' => 'i', 'db' => ['memory' => 'no']], ['user' => 'j', 'timeout' => 3]];
foreach ($cases as $c) {
    try { $o = $r->resolve($c); ksort($o); echo json_encode($o), "\n"; }
    catch (Exception $e) { echo (new ReflectionClass($e))->getShortName(), ': ', $e->getMessage(), "\n"; }
}
echo json_encode([$r->getDefinedOptions(), $r->isRequired('user'), $r->isMissing('user'), $r->hasDefault('port'), $r->getInfo('user')]), "\n";
