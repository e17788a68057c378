--TEST--
XMLReader: read loop, attributes, inner/outer XML, expand
--FILE--
<?php
$r = new XMLReader;
$r->XML('<root a="1"><item id="x">text</item><!-- c --><e/></root>');
while ($r->read()) {
    echo $r->nodeType, " ", $r->name, " d=", $r->depth, " v=", json_encode($r->value), " empty=", var_export($r->isEmptyElement, true), "\n";
    if ($r->nodeType == XMLReader::ELEMENT && $r->hasAttributes) {
        while ($r->moveToNextAttribute()) echo "  @", $r->name, "=", $r->value, "\n";
        $r->moveToElement();
    }
}
$r->XML('<a><b>1</b><b>2</b></a>');
$r->read();
echo $r->readInnerXml(), "|", $r->readOuterXml(), "\n";
$r->read();
$n = $r->expand();
echo get_class($n), " ", $n->textContent, "\n";
var_dump($r->next('b'), $r->readString());
try { $r->name = 'x'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
1 root d=0 v="" empty=false
  @a=1
1 item d=1 v="" empty=false
  @id=x
3 #text d=2 v="text" empty=false
15 item d=1 v="" empty=false
8 #comment d=1 v=" c " empty=false
1 e d=1 v="" empty=true
15 root d=0 v="" empty=false
<b>1</b><b>2</b>|<a><b>1</b><b>2</b></a>
DOMElement 1
bool(true)
string(1) "2"
Cannot write to read-only property
