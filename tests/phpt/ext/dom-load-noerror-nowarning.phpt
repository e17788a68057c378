--TEST--
DOMDocument load/loadXML/loadHTML honour LIBXML_NOERROR and LIBXML_NOWARNING (internal errors still recorded)
--FILE--
<?php
$d = new DOMDocument();
var_dump($d->loadXML("<a><b></a>", LIBXML_NOERROR));
var_dump($d->loadXML("<a><b></a>", LIBXML_NOWARNING));
var_dump($d->loadHTML("<tag-throw></tag-throw><p>x", LIBXML_NOERROR));
var_dump($d->loadHTML("<tag-throw></tag-throw><p>x", LIBXML_NOWARNING));
var_dump($d->loadHTML("<tag-throw></tag-throw><p>x", LIBXML_NOWARNING | LIBXML_NOERROR));
var_dump($d->loadHTML("<tag-throw></tag-throw><p>x"));
libxml_use_internal_errors(true);
var_dump($d->loadHTML("<tag-throw></tag-throw><p>x", LIBXML_NOERROR));
foreach (libxml_get_errors() as $e) echo trim($e->message), "\n";
var_dump(simplexml_load_string("<a><b></a>", "SimpleXMLElement", LIBXML_NOERROR));
foreach (libxml_get_errors() as $e) echo trim($e->message), "\n";
libxml_use_internal_errors(false);
var_dump(simplexml_load_string("<a><b></a>", "SimpleXMLElement", LIBXML_NOERROR));
--EXPECTF--
bool(false)

Warning: DOMDocument::loadXML(): Opening and ending tag mismatch: b line 1 and a in Entity, line: 1 in %s on line 4

Warning: DOMDocument::loadXML(): Premature end of data in tag a line 1 in Entity, line: 1 in %s on line 4
bool(false)
bool(true)

Warning: DOMDocument::loadHTML(): Tag tag-throw invalid in Entity, line: 1 in %s on line 6
bool(true)
bool(true)

Warning: DOMDocument::loadHTML(): Tag tag-throw invalid in Entity, line: 1 in %s on line 8
bool(true)
bool(true)
Tag tag-throw invalid
bool(false)
Tag tag-throw invalid
Opening and ending tag mismatch: b line 1 and a
Premature end of data in tag a line 1
bool(false)
