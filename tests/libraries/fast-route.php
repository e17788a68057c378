<?php
// nikic/FastRoute: route collection with groups, placeholders and optional segments; the group-count, group-pos, char-count and mark dispatchers; cached dispatch data.
require '/usr/share/php/FastRoute/autoload.php';
use FastRoute\{RouteCollector, Dispatcher};

$routes = function (RouteCollector $r) {
    $r->addRoute('GET', '/', 'home');
    $r->addRoute('GET', '/users', 'list_users');
    $r->addRoute('GET', '/user/{id:\d+}', 'get_user');
    $r->addRoute(['GET', 'POST'], '/user/{name}[/{tab}]', 'user_tab');
    $r->addGroup('/admin', function (RouteCollector $r) { $r->addRoute('GET', '/do-something', 'admin_do'); $r->addRoute('DELETE', '/item/{id:[0-9a-f]+}', 'admin_delete'); });
    $r->addRoute('GET', '/articles/{id:\d+}[/{title}]', 'article');
    $r->addRoute('PUT', '/files/{path:.+}', 'put_file');
    for ($i = 0; $i < 40; $i++) $r->addRoute('GET', "/bulk{$i}/{x}", "bulk$i");
};
$uris = [['GET', '/'], ['GET', '/users'], ['GET', '/user/42'], ['GET', '/user/bob'], ['POST', '/user/bob/posts'], ['DELETE', '/user/42'], ['GET', '/admin/do-something'], ['DELETE', '/admin/item/ff09'],
  ['GET', '/articles/7'], ['GET', '/articles/7/hello-world'], ['PUT', '/files/a/b/c.txt'], ['GET', '/nope'], ['HEAD', '/users'], ['GET', '/bulk33/q'], ['GET', '/bulk39/']];
foreach (['GroupCountBased', 'GroupPosBased', 'CharCountBased', 'MarkBased'] as $kind) {
    $d = FastRoute\simpleDispatcher($routes, ['dataGenerator' => "FastRoute\\DataGenerator\\$kind", 'dispatcher' => "FastRoute\\Dispatcher\\$kind"]);
    echo "== $kind\n";
    foreach ($uris as [$m, $u]) echo "$m $u => ", json_encode($d->dispatch($m, $u)), "\n";
}
$cache = sys_get_temp_dir() . '/fastroute-' . getmypid() . '.php';
$d = FastRoute\cachedDispatcher($routes, ['cacheFile' => $cache]);
$d2 = FastRoute\cachedDispatcher(function () { throw new Exception('not used'); }, ['cacheFile' => $cache]);
echo json_encode($d2->dispatch('GET', '/user/5')), ' ', json_encode($d->dispatch('GET', '/user/5')), "\n";
unlink($cache);
try { FastRoute\simpleDispatcher(function ($r) { $r->addRoute('GET', '/x/{a}/{a}', 'h'); }); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
