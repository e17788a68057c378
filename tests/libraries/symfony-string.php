<?php
// Symfony String: UnicodeString/ByteString/CodePointString, slugger, inflector, truncation, width.
require '/usr/share/php/Symfony/Component/String/autoload.php';
require '/usr/share/php/Symfony/Contracts/Translation/autoload.php';
use function Symfony\Component\String\u;
use function Symfony\Component\String\b;
use Symfony\Component\String\Slugger\AsciiSlugger;
use Symfony\Component\String\Inflector\EnglishInflector;
use Symfony\Component\String\Inflector\FrenchInflector;

$s = u('  Hello Wörld — ½ café ÉTÉ ñandú 日本語テキスト  ');
echo $s->trim(), "|", $s->trim()->length(), "|", $s->lower(), "|", $s->upper(), "|", $s->title(true), "\n";
echo $s->trim()->camel(), "|", $s->trim()->snake(), "|", $s->folded(), "|", $s->trim()->reverse(), "\n";
echo $s->trim()->truncate(12, '…'), "|", $s->trim()->truncate(12, '…', false), "|", $s->width(), "\n";
echo u('déjà vu')->ascii(), "|", u('straße')->upper(), "|", u('ǅungla')->lower(), "|", u('Ⅻ')->lower(), "\n";
echo json_encode(u('a,b;c d')->split(',')), json_encode(array_map('strval', u('one two  three')->split(' ', 2))), "\n";
var_dump(u('Hello')->startsWith('He'), u('Hello')->endsWith(['x', 'lo']), u('abcabc')->indexOf('c'), u('abcabc')->indexOfLast('c'), u('hello')->equalsTo(['HELLO', 'hello']));
echo u('x')->padBoth(7, '-='), "|", u('42')->padStart(6, '0'), "|", u('ab')->repeat(3), "|", u('The quick brown fox')->wordwrap(8, "\n", true), "\n";
echo u('hello world')->replaceMatches('/o(\w)/', fn($m) => strtoupper($m[1])), "|", u('a-b_c d')->replace('-', '+'), "\n";
echo json_encode(u('2024-01-15 and 2025-12-31')->match('/(\d{4})-(\d\d)/', PREG_SET_ORDER)), "\n";
echo b("\xC3\xA9t\xC3\xA9")->length(), "|", b("été")->toUnicodeString()->length(), "|", u('é')->normalize(\Symfony\Component\String\UnicodeString::NFD)->length(), "\n";
echo u('ab')->join(['x', 'y', 'z']), "|", u('Hello')->slice(1, 3), "|", u('Hello')->splice('J', 0, 1), "|", u('Hello')->chunk(2)[1], "\n";
$slugger = new AsciiSlugger();
foreach (['Hello World!', 'Ça va très bien, merci', 'Привет мир', 'Γειά σου Κόσμε', 'Über & Straße 10%', '北京欢迎你'] as $t) echo $slugger->slug($t), " | ", $slugger->slug($t, '_')->lower(), "\n";
echo (new AsciiSlugger('de'))->slug('Über Öl'), "|", (new AsciiSlugger('fr', ['fr' => ['&' => 'et']]))->slug('chat & chien'), "\n";
$en = new EnglishInflector(); $fr = new FrenchInflector();
foreach (['box', 'child', 'person', 'mouse', 'criterion', 'analysis', 'index', 'leaf', 'news'] as $w) echo $w, ' ', json_encode($en->pluralize($w)), ' ', json_encode($en->singularize($en->pluralize($w)[0])), "\n";
foreach (['cheval', 'bijou', 'oeil', 'travail'] as $w) echo $w, ' ', json_encode($fr->pluralize($w)), "\n";
