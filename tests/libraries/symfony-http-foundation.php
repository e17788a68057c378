<?php
// Symfony HttpFoundation: Request from globals-like arrays, headers, cookies, content negotiation, Response/JsonResponse/RedirectResponse, ParameterBag, IpUtils, HeaderUtils.
require '/usr/share/php/Symfony/Component/HttpFoundation/autoload.php';
use Symfony\Component\HttpFoundation\{Request, Response, JsonResponse, RedirectResponse, Cookie, IpUtils, HeaderUtils, ParameterBag, HeaderBag, AcceptHeader};

$req = Request::create('https://example.com:8443/shop/items?id=5&tags[]=a&tags[]=b', 'POST', ['name' => 'widget', 'qty' => '3'], ['sid' => 'abc'], [],
  ['HTTP_ACCEPT' => 'application/json;q=0.9, text/html, */*;q=0.1', 'HTTP_ACCEPT_LANGUAGE' => 'fr-CH, fr;q=0.9, en;q=0.8', 'REMOTE_ADDR' => '10.0.0.7', 'HTTP_X_REQUESTED_WITH' => 'XMLHttpRequest']);
echo json_encode([$req->getMethod(), $req->getScheme(), $req->getHost(), $req->getPort(), $req->getPathInfo(), $req->getUri(), $req->getQueryString(), $req->query->all(),
  $req->request->get('name'), $req->request->getInt('qty'), $req->cookies->get('sid'), $req->getClientIp(), $req->isXmlHttpRequest(), $req->isSecure(),
  $req->getAcceptableContentTypes(), $req->getLanguages(), $req->getPreferredLanguage(['en', 'fr']), $req->getPreferredFormat(), $req->headers->get('accept-language')]), "\n";
$json = Request::create('/api', 'PUT', [], [], [], ['CONTENT_TYPE' => 'application/json'], '{"a":1,"b":[true,null]}');
echo json_encode([$json->toArray(), $json->getContentType(), $json->getContent()]), "\n";
$res = new Response('<p>hi</p>', 201, ['X-Test' => 'yes']);
$res->headers->setCookie(Cookie::create('theme', 'dark', 1893456000, '/', null, true, true, false, Cookie::SAMESITE_LAX));
$res->setPublic(); $res->setMaxAge(600); $res->setEtag('v1');
$res->setLastModified(new DateTime('2020-01-02 03:04:05 UTC'));
// Date and Max-Age depend on the clock (Max-Age counts down to the expiry): mask both so php and hop compare alike.
echo preg_replace(['/^Date: .*$/m', '/Max-Age=\d+/'], ['Date: D', 'Max-Age=N'], (string) $res), "\n";
$jr = new JsonResponse(['ok' => true, 'list' => [1, 2], 'html' => '<a href="x">&</a>']);
echo $jr->getContent(), ' ', $jr->headers->get('Content-Type'), "\n";
$jr->setEncodingOptions(JSON_PRETTY_PRINT); echo $jr->getContent(), "\n";
echo (new RedirectResponse('/login?next=%2Fhome', 302))->getContent() !== '' ? "redirect ok\n" : '';
echo json_encode([IpUtils::checkIp('192.168.1.5', '192.168.1.0/24'), IpUtils::checkIp('10.1.2.3', ['127.0.0.1', '10.0.0.0/8']), IpUtils::checkIp('2001:db8::1', '2001:db8::/32'), IpUtils::anonymize('123.234.235.236'), IpUtils::anonymize('2a01:198:603:10:396e:4789:8e99:890f')]), "\n";
echo json_encode([HeaderUtils::split('da, en-gb;q=0.8', ',;'), HeaderUtils::combine([['foo', 'abc'], ['bar']]), HeaderUtils::toString(['foo' => 'abc', 'bar' => true, 'baz' => 'a b'], ','), HeaderUtils::quote('foo "bar"'), HeaderUtils::makeDisposition('attachment', 'résumé.pdf', 'resume.pdf')]), "\n";
$bag = new ParameterBag(['a' => '1', 'b' => 'yes', 'c' => 'x12y', 'd' => ['e' => 2]]);
echo json_encode([$bag->getInt('a'), $bag->getBoolean('b'), $bag->getDigits('c'), $bag->getAlpha('c'), $bag->getAlnum('c'), $bag->has('d'), $bag->keys(), $bag->count()]), "\n";
$acc = AcceptHeader::fromString('text/html;q=0.5, application/xhtml+xml, */*;q=0.1');
foreach ($acc->all() as $item) echo $item->getValue(), '=', $item->getQuality(), ' ';
echo "\n", (new HeaderBag(['Cache-Control' => 'max-age=3600, public', 'Content-Type' => 'text/plain']))->__toString();
