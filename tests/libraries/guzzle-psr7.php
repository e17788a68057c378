<?php
// guzzlehttp/psr7: requests, responses, URIs (resolution, normalization), streams, headers, query building, message parsing and serialization.
require '/usr/share/php/GuzzleHttp/Psr7/autoload.php';
use GuzzleHttp\Psr7\{Request, Response, Uri, UriResolver, UriNormalizer, Utils, Query, Message, Header, MultipartStream, AppendStream, LimitStream, CachingStream, BufferStream, InflateStream, ServerRequest};

$r = new Request('POST', 'https://user:pw@example.com:8443/a/b/../c?x=1&y[]=2#frag', ['Content-Type' => 'application/json', 'X-Multi' => ['a', 'b']], '{"k":"v"}');
echo Message::toString($r), "\n---\n";
$r2 = $r->withUri(new Uri('http://other.org/path'))->withHeader('Accept', 'text/html')->withAddedHeader('X-Multi', 'c')->withoutHeader('Content-Type')->withProtocolVersion('2');
echo json_encode([$r2->getMethod(), (string) $r2->getUri(), $r2->getHeaders(), $r2->getHeaderLine('x-multi'), $r2->getRequestTarget(), $r2->getProtocolVersion(), (string) $r2->getBody()]), "\n";
$base = new Uri('http://a/b/c/d;p?q');
foreach (['g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', ';x', '', '.', './', '..', '../g', '../..', '../../g', '../../../g', 'g.', '.g', 'g;x=1/../y'] as $rel) echo $rel, ' => ', UriResolver::resolve($base, new Uri($rel)), "\n";
echo UriNormalizer::normalize(new Uri('HTTP://Example.COM:80/%7euser/./a/../b?%61=1'), UriNormalizer::PRESERVING_NORMALIZATIONS | UriNormalizer::REMOVE_DOT_SEGMENTS), "\n";
echo json_encode([Query::parse('a=1&b[]=2&b[]=3&c=%20x+y&d'), Query::build(['a' => 1, 'b' => [2, 3], 'c' => 'x y', 'd' => null]), Uri::withQueryValue(new Uri('http://x/?a=1'), 'b', 'c d')->__toString(), Uri::fromParts(['scheme' => 'https', 'host' => 'h', 'path' => '/p', 'query' => 'q=1'])->__toString()]), "\n";
$resp = Message::parseResponse("HTTP/1.1 404 Not Found\r\nContent-Type: text/plain; charset=utf-8\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\n\r\nmissing");
echo json_encode([$resp->getStatusCode(), $resp->getReasonPhrase(), $resp->getHeader('set-cookie'), (string) $resp->getBody(), Header::parse($resp->getHeaderLine('Content-Type')), Header::normalize(['a, b', 'c'])]), "\n";
$s = Utils::streamFor('Hello stream world'); $s->seek(6); echo $s->read(6), '|', $s->tell(), '|', $s->getSize(), '|', $s->getContents(), '|', json_encode($s->eof()), "\n";
$ap = new AppendStream([Utils::streamFor('abc'), Utils::streamFor('def')]); echo $ap, '|', (new LimitStream(Utils::streamFor('0123456789'), 4, 3)), "|", Utils::copyToString(new CachingStream(Utils::streamFor('cache'))), "\n";
$buf = new BufferStream(); $buf->write('buffered'); echo $buf->read(3), $buf->getContents(), "\n";
echo (string) new InflateStream(Utils::streamFor(gzencode('inflate me'))), "\n";
$mp = new MultipartStream([['name' => 'field', 'contents' => 'value'], ['name' => 'file', 'contents' => 'data', 'filename' => 'a.txt', 'headers' => ['X-Foo' => 'bar']]], 'BOUNDARY');
echo $mp, "\n";
$sr = (new ServerRequest('GET', '/p?z=1', [], null, '1.1', ['REMOTE_ADDR' => '1.2.3.4']))->withQueryParams(['z' => '1'])->withAttribute('route', 'home')->withParsedBody(['f' => 'v']);
echo json_encode([$sr->getQueryParams(), $sr->getAttribute('route'), $sr->getServerParams(), $sr->getParsedBody(), Utils::caselessRemove(['A'], ['a' => 1, 'b' => 2])]), "\n";
echo (new Response(200, [], Utils::streamFor(fopen('php://memory', 'r+'))))->withStatus(418)->getReasonPhrase(), "\n";
