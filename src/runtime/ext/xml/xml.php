<?php
// xml.php — the xml module's class: XMLParser, the opaque parser object of xml_parser_create() (xml.cpp).

#[NotSerializable]
final class XMLParser {
}
