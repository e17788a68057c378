--TEST--
DOM: building a JUnit-style document, XPath, libxml errors
--FILE--
<?php
// PHPUnit-style building of a JUnit document, then XPath and errors.
$d = new DOMDocument('1.0', 'UTF-8');
$d->formatOutput = true;
$root = $d->createElement('testsuites');
$d->appendChild($root);
$s = $d->createElement('testsuite');
$s->setAttribute('name', 'Foo & <bar>');
$s->setAttribute('tests', '3');
$root->appendChild($s);
$c = $d->createElement('testcase');
$s->appendChild($c);
$c->appendChild($d->createTextNode("x < y"));
$f = $d->createElement('failure');
$f->appendChild($d->createCDATASection("boom"));
$c->appendChild($f);
echo $d->saveXML();
var_dump($root->childNodes->length, $s->getAttribute('name'), $c->textContent);
$x = new DOMXPath($d);
foreach ($x->query('//testcase') as $i => $n) echo $i, ' ', $n->nodeName, "\n";
var_dump($x->evaluate('count(//*)'), $x->evaluate('string(//testsuite/@tests)'));
var_dump($d->loadXML('<a><b></a>'));
libxml_use_internal_errors(true);
var_dump($d->loadXML('<a><b></a>'));
foreach (libxml_get_errors() as $e) echo trim($e->message), " ", $e->line, " ", $e->level, "\n";
libxml_clear_errors();
libxml_use_internal_errors(false);
$d2 = new DOMDocument;
$d2->loadXML('<r xmlns="urn:a"><i id="1">one</i><i>two</i></r>');
$x = new DOMXPath($d2);
$x->registerNamespace('a', 'urn:a');
var_dump($x->query('//a:i')->length, $x->query('//a:i')->item(1)->nodeValue);
$r = $d2->documentElement;
$r->removeChild($r->firstChild);
echo $d2->saveXML($r), "\n";
var_dump($r === $d2->documentElement, $r->firstChild->parentNode === $r);
try { $r->appendChild($d->createElement('x')); } catch (DOMException $e) { echo $e->getMessage(), ' ', $e->getCode(), "\n"; }
try { $d->createElement('1bad'); } catch (DOMException $e) { echo $e->getMessage(), ' ', $e->getCode(), "\n"; }
--EXPECTF--
<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
  <testsuite name="Foo &amp; &lt;bar&gt;" tests="3">
    <testcase>x &lt; y<failure><![CDATA[boom]]></failure></testcase>
  </testsuite>
</testsuites>
int(1)
string(11) "Foo & <bar>"
string(9) "x < yboom"
0 testcase
float(4)
string(1) "3"

Warning: DOMDocument::loadXML(): Opening and ending tag mismatch: b line 1 and a in Entity, line: 1 in %s on line 22

Warning: DOMDocument::loadXML(): Premature end of data in tag a line 1 in Entity, line: 1 in %s on line 22
bool(false)
bool(false)
Opening and ending tag mismatch: b line 1 and a 1 3
Premature end of data in tag a line 1 1 3
int(2)
string(3) "two"
<r xmlns="urn:a"><i>two</i></r>
bool(true)
bool(true)
Wrong Document Error 4
Invalid Character Error 5
