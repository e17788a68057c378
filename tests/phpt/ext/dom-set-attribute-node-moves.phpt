--TEST--
setAttributeNode moves an attribute another element has (php 8.2), replaces one of the same name
--FILE--
<?php
$doc = new DOMDocument;
$doc->loadXml('<aaa><bbb foo="bar" x="1"/></aaa>');
$bbb = $doc->documentElement->firstChild;
$ccc = $doc->createElement('ccc');
$doc->documentElement->appendChild($ccc);
$attr = $bbb->getAttributeNode('foo');
var_dump($ccc->setAttributeNode($attr));
echo $attr->parentNode->localName, "\n", $doc->saveXML();
var_dump($ccc->setAttributeNode($attr));
$dup = $doc->createAttribute('x'); $dup->value = '2';
var_dump($ccc->setAttributeNode($dup)); echo $doc->saveXML();
$again = $bbb->getAttributeNode('x');
var_dump($ccc->setAttributeNode($again)->value); echo $doc->saveXML();
--EXPECT--
NULL
ccc
<?xml version="1.0"?>
<aaa><bbb x="1"/><ccc foo="bar"/></aaa>
NULL
NULL
<?xml version="1.0"?>
<aaa><bbb x="1"/><ccc foo="bar" x="2"/></aaa>
string(1) "2"
<?xml version="1.0"?>
<aaa><bbb/><ccc foo="bar" x="1"/></aaa>
