--TEST--
Bad input: malformed XML in DOM, SimpleXML, XMLReader and xml_parse
--FILE--
<?php
$bad = ["<a><b></a>", "<?xml version='1.0'?><a>&undef;</a>", "", "<a attr='1' attr='2'/>", "<a>\xff\xfe</a>", "not xml", "<a><![CDATA[x</a>", "<!DOCTYPE a [<!ENTITY e SYSTEM 'file:///nonexistent'>]><a>&e;</a>", str_repeat('<a>', 300) ];
foreach ($bad as $i => $x) {
    echo "== $i\n";
    libxml_use_internal_errors(false);
    $d = new DOMDocument();
    try { var_dump($d->loadXML($x)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    libxml_use_internal_errors(true);
    $d = new DOMDocument();
    try { var_dump($d->loadXML($x)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    foreach (libxml_get_errors() as $e) echo "  err ", $e->level, " ", $e->code, " ", trim($e->message), " @", $e->line, ":", $e->column, "\n";
    libxml_clear_errors();
    var_dump(@simplexml_load_string($x));
    try { new SimpleXMLElement($x); echo "sxe ok\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    foreach (libxml_get_errors() as $e) echo "  err ", $e->code, " ", trim($e->message), "\n";
    libxml_clear_errors();
    $r = new XMLReader();
    try { $ok = @$r->XML($x); var_dump($ok); if ($ok) { while (@$r->read()) {} echo "read done\n"; } } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    libxml_clear_errors();
    $p = xml_parser_create();
    var_dump(xml_parse($p, $x, true), xml_get_error_code($p), xml_error_string(xml_get_error_code($p)), xml_get_current_line_number($p), xml_get_current_column_number($p));
    xml_parser_free($p);
    $d = new DOMDocument();
    var_dump(@$d->loadHTML($x === '' ? ' ' : $x));
}
libxml_use_internal_errors(false);
$d = new DOMDocument();
var_dump(@$d->load('/nonexistent/file.xml'));
var_dump(@simplexml_load_file('/nonexistent/file.xml'));
$r = new XMLReader(); var_dump(@$r->open('/nonexistent/file.xml'));
try { $d->loadXML(''); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$d->load('/nonexistent/file.xml');
simplexml_load_file('/nonexistent/file.xml');
--EXPECTF--
== 0

Warning: DOMDocument::loadXML(): Opening and ending tag mismatch: b line 1 and a in Entity, line: 1 in %s on line 7

Warning: DOMDocument::loadXML(): Premature end of data in tag a line 1 in Entity, line: 1 in %s on line 7
bool(false)
bool(false)
  err 3 76 Opening and ending tag mismatch: b line 1 and a @1:11
  err 3 77 Premature end of data in tag a line 1 @1:11
bool(false)
Exception: String could not be parsed as XML
  err 76 Opening and ending tag mismatch: b line 1 and a
  err 77 Premature end of data in tag a line 1
  err 76 Opening and ending tag mismatch: b line 1 and a
  err 77 Premature end of data in tag a line 1
bool(true)
read done
int(0)
int(76)
string(14) "Mismatched tag"
int(1)
int(11)
bool(true)
== 1

Warning: DOMDocument::loadXML(): Entity 'undef' not defined in Entity, line: 1 in %s on line 7
bool(false)
bool(false)
  err 3 26 Entity 'undef' not defined @1:32
bool(false)
Exception: String could not be parsed as XML
  err 26 Entity 'undef' not defined
  err 26 Entity 'undef' not defined
bool(true)
read done
int(0)
int(26)
string(23) "Undeclared entity error"
int(1)
int(32)
bool(true)
== 2
ValueError: DOMDocument::loadXML(): Argument #1 ($source) must not be empty
ValueError: DOMDocument::loadXML(): Argument #1 ($source) must not be empty
bool(false)
Exception: String could not be parsed as XML
ValueError: XMLReader::XML(): Argument #1 ($source) cannot be empty
int(0)
int(5)
string(20) "Invalid document end"
int(1)
int(1)
bool(true)
== 3

Warning: DOMDocument::loadXML(): Attribute attr redefined in Entity, line: 1 in %s on line 7
bool(false)
bool(false)
  err 3 42 Attribute attr redefined @1:21
bool(false)
Exception: String could not be parsed as XML
  err 42 Attribute attr redefined
  err 42 Attribute attr redefined
bool(true)
read done
int(0)
int(42)
string(19) "Attribute redefined"
int(1)
int(23)
bool(true)
== 4

Warning: DOMDocument::loadXML(): Input is not proper UTF-8, indicate encoding !
Bytes: 0xFF 0xFE 0x3C 0x2F in Entity, line: 1 in %s on line 7
bool(false)
bool(false)
  err 3 9 Input is not proper UTF-8, indicate encoding !
Bytes: 0xFF 0xFE 0x3C 0x2F @1:4
bool(false)
Exception: String could not be parsed as XML
  err 9 Input is not proper UTF-8, indicate encoding !
Bytes: 0xFF 0xFE 0x3C 0x2F
  err 9 Input is not proper UTF-8, indicate encoding !
Bytes: 0xFF 0xFE 0x3C 0x2F
bool(true)
read done
int(0)
int(9)
string(17) "Invalid character"
int(1)
int(6)
bool(true)
== 5

Warning: DOMDocument::loadXML(): Start tag expected, '<' not found in Entity, line: 1 in %s on line 7
bool(false)
bool(false)
  err 3 4 Start tag expected, '<' not found @1:1
bool(false)
Exception: String could not be parsed as XML
  err 4 Start tag expected, '<' not found
  err 4 Start tag expected, '<' not found
bool(true)
read done
int(0)
int(4)
string(31) "Not well-formed (invalid token)"
int(1)
int(1)
bool(true)
== 6

Warning: DOMDocument::loadXML(): CData section not finished
x</ in Entity, line: 1 in %s on line 7

Warning: DOMDocument::loadXML(): Premature end of data in tag a line 1 in Entity, line: 1 in %s on line 7
bool(false)
bool(false)
  err 3 63 CData section not finished
x</ @1:18
  err 3 77 Premature end of data in tag a line 1 @1:18
bool(false)
Exception: String could not be parsed as XML
  err 63 CData section not finished
x</
  err 77 Premature end of data in tag a line 1
  err 63 CData section not finished
x</
  err 77 Premature end of data in tag a line 1
bool(true)
read done
int(0)
int(5)
string(20) "Invalid document end"
int(1)
int(13)
bool(true)
== 7
bool(true)
bool(true)
object(SimpleXMLElement)#6 (1) {
  ["e"]=>
  object(SimpleXMLElement)#3 (1) {
    ["e"]=>
    object(SimpleXMLElement)#1 (0) {
    }
  }
}
sxe ok
bool(true)
read done
int(1)
int(0)
string(8) "No error"
int(1)
int(66)
bool(true)
== 8

Warning: DOMDocument::loadXML(): Excessive depth in document: 256 use XML_PARSE_HUGE option in Entity, line: 1 in %s on line 7
bool(false)
bool(false)
  err 3 1 Excessive depth in document: 256 use XML_PARSE_HUGE option @1:772
bool(false)
Exception: String could not be parsed as XML
  err 1 Excessive depth in document: 256 use XML_PARSE_HUGE option
  err 1 Excessive depth in document: 256 use XML_PARSE_HUGE option
bool(true)
read done
int(0)
int(5)
string(20) "Invalid document end"
int(1)
int(901)
bool(true)
bool(false)
bool(false)
bool(false)
ValueError: DOMDocument::loadXML(): Argument #1 ($source) must not be empty

Warning: DOMDocument::load(): I/O warning : failed to load external entity "/nonexistent/file.xml" in %s on line 32

Warning: simplexml_load_file(): I/O warning : failed to load external entity "/nonexistent/file.xml" in %s on line 33
