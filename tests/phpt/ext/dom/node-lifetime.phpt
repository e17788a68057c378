--TEST--
DOM: nodes outliving documents, removed and lone nodes, ParentNode/ChildNode
--FILE--
<?php
// Nodes outliving their document, removed nodes, lone nodes, identity.
function f() { $d = new DOMDocument; $d->loadXML('<a><b>x</b><c/></a>'); return $d->documentElement->firstChild; }
$b = f();
echo $b->nodeName, $b->textContent, $b->ownerDocument->saveXML();
$p = $b->parentNode; $p->removeChild($b); unset($p);
echo $b->ownerDocument->saveXML();
var_dump($b->parentNode);
$e = new DOMElement('lone', 'v');
echo $e->nodeName, $e->textContent, "\n";
$doc = new DOMDocument; $doc->appendChild($e); echo $doc->saveXML();
unset($doc); echo $e->ownerDocument->saveXML();
$t = $e->firstChild; $e->removeChild($t); unset($e); echo $t->nodeValue, "\n";
$d = new DOMDocument; $d->loadXML('<a><b/><c/></a>');
foreach ($d->documentElement->childNodes as $n) { $d->documentElement->removeChild($n); }
echo $d->saveXML();
$d->documentElement->append("t", $d->createElement("z"));
$d->documentElement->firstChild->after("after");
$d->documentElement->lastChild->replaceWith($d->createElement("w"), "s");
echo $d->saveXML();
$d->documentElement->firstChild->remove();
echo $d->saveXML();
for ($i = 0; $i < 100; $i++) { $n = $d->createElement("n$i"); $d->documentElement->appendChild($n); $d->documentElement->removeChild($n); }
echo $d->saveXML();
$l = $d->getElementsByTagName('w');
echo $l->length, " ", $l[0]->nodeName, " ", count($l), "\n";
$d = null;
echo $l->item(0)->ownerDocument->documentElement->nodeName, "\n";
--EXPECT--
bx<?xml version="1.0"?>
<a><b>x</b><c/></a>
<?xml version="1.0"?>
<a><c/></a>
NULL
lonev
<?xml version="1.0"?>
<lone>v</lone>
<?xml version="1.0"?>
<lone>v</lone>
v
<?xml version="1.0"?>
<a><c/></a>
<?xml version="1.0"?>
<a><c/>aftert<w/>s</a>
<?xml version="1.0"?>
<a>aftert<w/>s</a>
<?xml version="1.0"?>
<a>aftert<w/>s</a>
1 w 1
a
