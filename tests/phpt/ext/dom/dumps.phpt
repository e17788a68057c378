--TEST--
DOM: var_dump/print_r views, read-only properties, maps
--FILE--
<?php
chdir("/"); // baseURI of a string-loaded document is the cwd
$d = new DOMDocument;
$d->loadXML('<a xmlns:p="urn:x" x="1">t<!--c--><?pi data?><![CDATA[cd]]><p:e/></a>');
var_dump($d->documentElement->attributes->item(0));
var_dump($d->documentElement->firstChild);
print_r($d->documentElement->lastChild);
echo "\n";
var_dump($d->documentElement->attributes, $d->documentElement->childNodes->length);
foreach ($d->documentElement->attributes as $k => $a) echo $k, '=', $a->value, "\n";
var_dump((array)$d->documentElement, json_encode($d));
try { $d->nodeType = 3; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$d->foo = 1; var_dump(isset($d->nodeName), isset($d->doctype), $d->foo);
--EXPECTF--
object(DOMAttr)#4 (21) {
  ["specified"]=>
  bool(true)
  ["schemaTypeInfo"]=>
  NULL
  ["name"]=>
  string(1) "x"
  ["value"]=>
  string(1) "1"
  ["ownerElement"]=>
  string(22) "(object value omitted)"
  ["nodeName"]=>
  string(1) "x"
  ["nodeValue"]=>
  string(1) "1"
  ["nodeType"]=>
  int(2)
  ["parentNode"]=>
  string(22) "(object value omitted)"
  ["childNodes"]=>
  string(22) "(object value omitted)"
  ["firstChild"]=>
  string(22) "(object value omitted)"
  ["lastChild"]=>
  string(22) "(object value omitted)"
  ["previousSibling"]=>
  NULL
  ["nextSibling"]=>
  NULL
  ["attributes"]=>
  NULL
  ["ownerDocument"]=>
  string(22) "(object value omitted)"
  ["namespaceURI"]=>
  NULL
  ["prefix"]=>
  string(0) ""
  ["localName"]=>
  string(1) "x"
  ["baseURI"]=>
  string(1) "/"
  ["textContent"]=>
  string(1) "1"
}
object(DOMText)#3 (21) {
  ["wholeText"]=>
  string(1) "t"
  ["data"]=>
  string(1) "t"
  ["length"]=>
  int(1)
  ["previousElementSibling"]=>
  NULL
  ["nextElementSibling"]=>
  string(22) "(object value omitted)"
  ["nodeName"]=>
  string(5) "#text"
  ["nodeValue"]=>
  string(1) "t"
  ["nodeType"]=>
  int(3)
  ["parentNode"]=>
  string(22) "(object value omitted)"
  ["childNodes"]=>
  string(22) "(object value omitted)"
  ["firstChild"]=>
  NULL
  ["lastChild"]=>
  NULL
  ["previousSibling"]=>
  NULL
  ["nextSibling"]=>
  string(22) "(object value omitted)"
  ["attributes"]=>
  NULL
  ["ownerDocument"]=>
  string(22) "(object value omitted)"
  ["namespaceURI"]=>
  NULL
  ["prefix"]=>
  string(0) ""
  ["localName"]=>
  NULL
  ["baseURI"]=>
  string(1) "/"
  ["textContent"]=>
  string(1) "t"
}
DOMElement Object
(
    [schemaTypeInfo] => 
    [tagName] => p:e
    [firstElementChild] => 
    [lastElementChild] => 
    [childElementCount] => 0
    [previousElementSibling] => 
    [nextElementSibling] => 
    [nodeName] => p:e
    [nodeValue] => 
    [nodeType] => 1
    [parentNode] => (object value omitted)
    [childNodes] => (object value omitted)
    [firstChild] => 
    [lastChild] => 
    [previousSibling] => (object value omitted)
    [nextSibling] => 
    [attributes] => (object value omitted)
    [ownerDocument] => (object value omitted)
    [namespaceURI] => urn:x
    [prefix] => p
    [localName] => e
    [baseURI] => /
    [textContent] => 
)

object(DOMNamedNodeMap)#3 (1) {
  ["length"]=>
  int(1)
}
int(5)
x=1
array(1) {
  ["schemaTypeInfo"]=>
  NULL
}
string(2) "{}"
Error: Cannot write read-only property DOMDocument::$nodeType

Deprecated: Creation of dynamic property DOMDocument::$foo is deprecated in %s on line 13
bool(true)
bool(false)
int(1)
