--TEST--
SimpleXML write chains create elements: $x->e[]->f, $x->a->b[0]->c, warnings of php 8.2
--FILE--
<?php
$xml = simplexml_load_string("<root></root>");
$xml->bla->posts->name = "FooBar";
echo $xml->asXML();
$xml = simplexml_load_string("<root><a/></root>");
$xml->a[1] = "second";
$xml->a[0]->b = "x";
$xml->c[0]->d = "y";
$xml->e[]->f = "z";
$xml->g->h[2] = 'w';
echo $xml->asXML();
$x = new SimpleXMLElement('<?xml version="1.0" standalone="yes"?><collection></collection>');
$x->movie[]->characters->character[0]->name = 'Miss Coder';
$x->movie[]->title = 'Second';
echo $x->asXML();
try { $x[]->foo = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x->movie->attributes()[]->foo = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$y = $x->movie[0];
$y[]->extra = 'e';
echo $x->asXML();
$x = new SimpleXMLElement('<collection></collection>');
$x->movie[]->characters->name = 'Miss Coder';
echo $x->asXML();
$x->movie[]->characters = 'B';
echo $x->asXML();
--EXPECTF--
<?xml version="1.0"?>
<root><bla><posts><name>FooBar</name></posts></bla></root>

Warning: main(): Cannot add element h number 2 when only 0 such elements exist in %s on line 10
<?xml version="1.0"?>
<root><a><b>x</b></a><a>second</a><c><d>y</d></c><e><f>z</f></e><g><h>w</h></g></root>
<?xml version="1.0" standalone="yes"?>
<collection><movie><characters><character><name>Miss Coder</name></character></characters></movie><movie><title>Second</title></movie></collection>

Notice: Indirect modification of overloaded element of SimpleXMLElement has no effect in %s on line 16
Cannot create unnamed attribute

Notice: Indirect modification of overloaded element of SimpleXMLElement has no effect in %s on line 17
Cannot create unnamed attribute
<?xml version="1.0" standalone="yes"?>
<collection><movie><characters><character><name>Miss Coder</name></character></characters><extra>e</extra></movie><movie><title>Second</title></movie></collection>
<?xml version="1.0"?>
<collection><movie><characters><name>Miss Coder</name></characters></movie></collection>
<?xml version="1.0"?>
<collection><movie><characters><name>Miss Coder</name></characters></movie><movie><characters>B</characters></movie></collection>
