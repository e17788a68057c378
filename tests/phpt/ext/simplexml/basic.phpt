--TEST--
SimpleXML: access, writes, dumps, xpath, namespaces, errors
--FILE--
<?php
$x = simplexml_load_string('<root a="1"><item id="1">one</item><item id="2">two</item><empty/><n:q xmlns:n="urn:n">nq</n:q></root>');
echo $x->item[1], " ", $x->item['id'], " ", count($x->item), " ", $x->getName(), "\n";
foreach ($x->item as $k => $i) echo $k, "=", $i, "(", $i['id'], ")\n";
var_dump(isset($x->item), isset($x->nothing), isset($x['a']), (string)$x['a']);
$x->item[0] = 'uno';
$x->added = 'new';
$x['b'] = 'attr';
$c = $x->addChild('child', 'c');
$c->addAttribute('k', 'v');
unset($x->empty);
echo $x->asXML();
var_dump($x->item);
print_r($x);
echo json_encode($x), "\n";
foreach ($x->xpath('//item') as $i) echo $i, "\n";
var_dump($x->getNamespaces(true), $x->getDocNamespaces());
foreach ($x->children('urn:n') as $k => $v) echo $k, '=', $v, "\n";
var_dump(simplexml_load_string('<a><b></a>'));
--EXPECTF--
two 1 2 root
item=one(1)
item=two(2)
bool(true)
bool(false)
bool(true)
string(1) "1"
<?xml version="1.0"?>
<root a="1" b="attr"><item id="1">uno</item><item id="2">two</item><n:q xmlns:n="urn:n">nq</n:q><added>new</added><child k="v">c</child></root>
object(SimpleXMLElement)#2 (3) {
  ["@attributes"]=>
  array(1) {
    ["id"]=>
    string(1) "1"
  }
  [0]=>
  string(3) "uno"
  [1]=>
  string(3) "two"
}
SimpleXMLElement Object
(
    [@attributes] => Array
        (
            [a] => 1
            [b] => attr
        )

    [item] => Array
        (
            [0] => uno
            [1] => two
        )

    [added] => new
    [child] => c
)
{"@attributes":{"a":"1","b":"attr"},"item":["uno","two"],"added":"new","child":"c"}
uno
two
array(1) {
  ["n"]=>
  string(5) "urn:n"
}
array(0) {
}
q=nq

Warning: simplexml_load_string(): Entity: line 1: parser error : Opening and ending tag mismatch: b line 1 and a in %s on line 19

Warning: simplexml_load_string(): <a><b></a> in %s on line 19

Warning: simplexml_load_string():           ^ in %s on line 19

Warning: simplexml_load_string(): Entity: line 1: parser error : Premature end of data in tag a line 1 in %s on line 19

Warning: simplexml_load_string(): <a><b></a> in %s on line 19

Warning: simplexml_load_string():           ^ in %s on line 19
bool(false)
