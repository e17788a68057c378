<?php
// Symfony ExpressionLanguage: parse, evaluate and compile expressions with functions, arrays, objects, operators, errors.
require '/usr/share/php/Symfony/Component/ExpressionLanguage/autoload.php';
use Symfony\Component\ExpressionLanguage\ExpressionLanguage;
use Symfony\Component\ExpressionLanguage\ExpressionFunction;
use Symfony\Component\ExpressionLanguage\SyntaxError;

$el = new ExpressionLanguage();
$el->addFunction(ExpressionFunction::fromPhp('strtoupper'));
$el->register('double', fn($x) => sprintf('(%s * 2)', $x), fn($args, $x) => $x * 2);
class User { public $name = 'ann'; public $roles = ['admin', 'dev']; function isAdmin() { return in_array('admin', $this->roles); } function age() { return 41; } }
$vars = ['user' => new User, 'n' => 7, 'list' => [3, 1, 2], 'map' => ['k' => 'v', 'num' => 12]];
$exprs = ['1 + 2 * 3', '(1 + 2) * 3 ** 2', '10 % 3', 'n > 5 and n < 10', 'not (n == 7) or false', 'user.name ~ "!"', 'user.isAdmin()', 'user.age() >= 18 ? "adult" : "minor"',
  '"dev" in user.roles', '"x" not in user.roles', 'list[0] + list[2]', 'map["k"]', 'map.num', 'double(n)', 'strtoupper(user.name)', 'n in 1..10', '"abc" matches "/^a/"',
  '[1, 2, "three"]', '{a: 1, "b": 2}', 'n ?: 5', 'null ?? "dflt"', '1_000 + 0.5', '5 b-and 3', '5 b-or 2', '2 ** 10', '-n', 'user?.name', 'true && !false'];
foreach ($exprs as $e) {
    try {
        echo $e, ' => ', json_encode($el->evaluate($e, $vars)), ' | ', $el->compile($e, array_keys($vars)), "\n";
    } catch (Throwable $t) { echo $e, ' => ', get_class($t), ': ', $t->getMessage(), "\n"; }
}
foreach (['1 +', 'foo.bar', 'unknown(1)', 'n ==', '"unterminated', 'user.missing()'] as $e) {
    try { $el->evaluate($e, $vars); echo "$e ok\n"; } catch (Throwable $t) { echo $e, ' => ', get_class($t), ': ', $t->getMessage(), "\n"; }
}
echo $el->parse('a + b * c', ['a', 'b', 'c'])->getNodes()->dump(), "\n";
