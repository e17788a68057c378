<?php
// Symfony Routing: a route collection with requirements, defaults, hosts and methods; matching, URL generation, the compiled matcher.
require '/usr/share/php/Symfony/Component/Routing/autoload.php';
use Symfony\Component\Routing\{Route, RouteCollection, RequestContext};
use Symfony\Component\Routing\Matcher\{UrlMatcher, CompiledUrlMatcher};
use Symfony\Component\Routing\Matcher\Dumper\CompiledUrlMatcherDumper;
use Symfony\Component\Routing\Generator\UrlGenerator;
use Symfony\Component\Routing\Exception\ExceptionInterface;

$routes = new RouteCollection();
$routes->add('home', new Route('/'));
$routes->add('blog_list', new Route('/blog/{page}', ['page' => 1], ['page' => '\d+']));
$routes->add('blog_show', new Route('/blog/{slug}', [], ['slug' => '[a-z0-9-]+']));
$routes->add('article', new Route('/articles/{_locale}/{year}/{slug}.{_format}', ['_format' => 'html'], ['_locale' => 'en|fr', 'year' => '\d{4}', '_format' => 'html|rss']));
$routes->add('api_post', new Route('/api/posts', [], [], [], '', [], ['POST']));
$routes->add('api_get', new Route('/api/posts/{id}', [], ['id' => '\d+'], [], '', [], ['GET', 'HEAD']));
$routes->add('host', new Route('/', [], [], [], '{sub}.example.com', [], [], ''));
$routes->add('unicode', new Route('/ü/{name}', [], ['name' => '.+'], ['utf8' => true]));
$ctx = new RequestContext('', 'GET', 'localhost');
$matchers = ['UrlMatcher' => new UrlMatcher($routes, $ctx)];
$code = (new CompiledUrlMatcherDumper($routes))->getCompiledRoutes();
$matchers['CompiledUrlMatcher'] = new CompiledUrlMatcher($code, $ctx);
foreach ($matchers as $name => $m) {
    echo "== $name\n";
    foreach (['/', '/blog', '/blog/3', '/blog/my-post', '/articles/fr/2024/hello.rss', '/articles/de/2024/hello', '/api/posts', '/api/posts/12', '/nope', '/ü/straße'] as $path) {
        try { $r = $m->match($path); ksort($r); echo $path, ' => ', json_encode($r, JSON_UNESCAPED_UNICODE), "\n"; }
        catch (ExceptionInterface $e) { echo $path, ' => ', (new ReflectionClass($e))->getShortName(), ' ', json_encode(method_exists($e, 'getAllowedMethods') ? $e->getAllowedMethods() : null), "\n"; }
    }
}
$ctx->setMethod('POST'); echo json_encode((new UrlMatcher($routes, $ctx))->match('/api/posts')), "\n";
$ctx->setHost('blog.example.com'); $ctx->setMethod('GET'); echo json_encode((new UrlMatcher($routes, $ctx))->match('/')), "\n";
$gen = new UrlGenerator($routes, new RequestContext('/app.php', 'GET', 'example.org', 'https'));
echo $gen->generate('blog_list'), ' ', $gen->generate('blog_list', ['page' => 4, 'q' => 'a b']), ' ', $gen->generate('article', ['_locale' => 'en', 'year' => 2023, 'slug' => 'x y']), "\n";
echo $gen->generate('blog_show', ['slug' => 'abc'], UrlGenerator::ABSOLUTE_URL), ' ', $gen->generate('host', ['sub' => 'm'], UrlGenerator::NETWORK_PATH), "\n";
try { $gen->generate('blog_list', ['page' => 'x']); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
echo strlen(var_export($code, true)) > 100 ? "compiled ok\n" : "compiled?\n";
