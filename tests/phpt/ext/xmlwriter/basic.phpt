--TEST--
XMLWriter: memory output, OO and procedural, name errors
--FILE--
<?php
$w = new XMLWriter();
$w->openMemory();
$w->setIndent(true);
$w->startDocument('1.0', 'UTF-8');
$w->startElement('root');
$w->writeAttribute('a', 'x & y');
$w->writeElement('child', 'text <here>');
$w->startElementNs('p', 'e', 'urn:p');
$w->writeCdata('raw');
$w->endElement();
$w->writeComment('note');
$w->endElement();
$w->endDocument();
echo $w->outputMemory();
$x = xmlwriter_open_memory();
xmlwriter_start_element($x, 'a');
xmlwriter_text($x, 'b');
xmlwriter_end_element($x);
var_dump(xmlwriter_output_memory($x));
try { $w->startElement('1a'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { xmlwriter_start_attribute($x, ''); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$n = new XMLWriter;
try { $n->startElement('a'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
<?xml version="1.0" encoding="UTF-8"?>
<root a="x &amp; y">
 <child>text &lt;here&gt;</child>
 <p:e xmlns:p="urn:p"><![CDATA[raw]]></p:e>
 <!--note-->
</root>
string(8) "<a>b</a>"
XMLWriter::startElement(): Argument #2 must be a valid element name, "1a" given
xmlwriter_start_attribute(): Argument #2 ($name) must be a valid attribute name, "" given
Invalid or uninitialized XMLWriter object
