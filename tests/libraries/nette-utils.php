<?php
// Nette Utils: Strings, Arrays, Json, Validators, Html, DateTime, Paginator, Random-free helpers, Callback, Type, Image-free parts.
require '/usr/share/php/Nette/Utils/autoload.php';
use Nette\Utils\{Strings, Arrays, Json, Validators, Html, Paginator, DateTime, Callback, Type, ArrayHash, JsonException, Floats, Helpers};

echo json_encode([Strings::webalize('Žluťoučký kůň úpěl ďábelské ódy!'), Strings::webalize('Hello World', '.'), Strings::truncate('Lorem ipsum dolor sit amet', 15), Strings::normalize("a\r\nb  \n\n\n c\t"),
  Strings::capitalize('žluťoučký kůň'), Strings::firstUpper('éclair'), Strings::length('日本語'), Strings::substring('Příliš', 1, 3), Strings::reverse('åbc'), Strings::padLeft('7', 3, '0'),
  Strings::compare('Abc', 'abcd', 3), Strings::contains('haystack', 'st'), Strings::startsWith('nette', 'ne'), Strings::indent("a\nb", 2, '-'), Strings::before('a/b/c', '/', -1), Strings::after('a/b/c', '/'),
  Strings::split('a, b;c', '#[,;]\s*#'), Strings::match('x 2024-05-06', '#(\d+)-(\d+)-(\d+)#'), Strings::matchAll('a1 b2 c3', '#([a-z])(\d)#'), Strings::replace('hello world', '#o#', fn($m) => '0'),
  Strings::toAscii('Ångström Œuvre Straße'), Strings::fixEncoding("ok\xFFbad"), Strings::chr(0x263A), Strings::trim("\u{A0} x \u{A0}"), Strings::lower('ÀÉÎ'), Strings::upper('straße')], JSON_UNESCAPED_UNICODE), "\n";
$arr = ['a' => ['b' => ['c' => 1]], 'x' => 2, 'list' => [3, 1, 2]];
echo json_encode([Arrays::get($arr, ['a', 'b', 'c']), Arrays::get($arr, 'zz', 'def'), Arrays::flatten([1, [2, [3, 4]], 5]), Arrays::isList([1, 2]), Arrays::isList([1 => 1]), Arrays::pick($arr, 'x'), $arr,
  Arrays::associate([['id' => 1, 'n' => 'a'], ['id' => 2, 'n' => 'b']], 'id=n'), Arrays::normalize(['a', 'b' => 1], true), Arrays::some([1, 2, 3], fn($v) => $v > 2), Arrays::every([1, 2], fn($v) => $v > 0),
  Arrays::map(['a' => 1, 'b' => 2], fn($v, $k) => "$k$v"), Arrays::invokeMethod([new ArrayObject([1, 2])], 'count'), Arrays::getKeyOffset(['x' => 1, 'y' => 2], 'y'), Arrays::first([]), Arrays::last([1, 9])]), "\n";
echo Json::encode(['a' => 'é', 'b' => [1.0, 2.5], 'c' => null], Json::PRETTY), "\n", json_encode(Json::decode('{"x":{"y":[1,2]}}', Json::FORCE_ARRAY)), "\n";
try { Json::decode('{bad'); } catch (JsonException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
echo json_encode([Validators::isEmail('a@b.cz'), Validators::isEmail('nope'), Validators::isUrl('https://nette.org/x?y'), Validators::isNumericInt('12'), Validators::isNumeric('1.5e3'), Validators::is(5, 'int:1..10'), Validators::is('abc', 'string:2..3'), Validators::isUnicode("\xFF"), Validators::isPhpIdentifier('_x1'), Validators::isType('?int'), Validators::isInRange(5, [null, 4])]), "\n";
try { Validators::assert('x', 'int', 'item'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$el = Html::el('a', ['href' => '/x?a=1&b=2', 'class' => ['btn', 'primary' => true, 'off' => false]])->setText('Go <now>');
echo $el, ' ', Html::el('input type=checkbox checked')->data('id', 5)->title('t'), ' ', Html::el('div')->addHtml('<b>x</b>')->addText('&'), ' ', Html::el('img')->src('a.png'), "\n";
$pg = new Paginator; $pg->setItemCount(95); $pg->setItemsPerPage(10); $pg->setPage(4);
echo json_encode([$pg->getPageCount(), $pg->getOffset(), $pg->isFirst(), $pg->isLast(), $pg->getFirstPage(), $pg->getLastPage(), $pg->getLength(), $pg->getCountdownOffset()]), "\n";
$d = DateTime::from('2024-02-29 12:00:00'); echo $d->modifyClone('+1 year')->format('Y-m-d'), ' ', DateTime::fromParts(2020, 1, 2, 3, 4, 5.5)->format('Y-m-d H:i:s.u'), ' ', json_encode($d), "\n";
echo json_encode([Callback::toString('strlen'), Callback::toString([new ArrayObject, 'count']), Callback::isStatic('DateTime::createFromFormat'), (string) Type::fromString('?int'), (string) Type::fromString('A|B|null'), Type::fromString('int|string')->allows('int'), Floats::areEqual(0.1 + 0.2, 0.3), Floats::isInteger(2.0)]), "\n";
$h = ArrayHash::from(['a' => 1, 'b' => ['c' => 2]]); echo $h->b->c, ' ', count($h), ' ', json_encode(iterator_to_array($h->b)), "\n";
