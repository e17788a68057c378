--TEST--
mbstring: the internal encoding from the ini settings, remembered until they change
--FILE--
<?php
// The internal encoding read from the ini settings is remembered until one of them changes.
var_dump(mb_internal_encoding(), mb_strlen("héllo"), mb_substr("héllo", 1, 2));
ini_set('default_charset', 'ISO-8859-1');
var_dump(mb_internal_encoding(), mb_strlen("héllo"), mb_substr("héllo", 1, 2));
ini_set('internal_encoding', 'UTF-8');
var_dump(mb_internal_encoding(), mb_strlen("héllo"));
ini_restore('internal_encoding');
var_dump(mb_internal_encoding(), mb_strlen("héllo"));
ini_restore('default_charset');
var_dump(mb_internal_encoding(), mb_strlen("héllo"));
mb_internal_encoding('ISO-8859-1');
var_dump(mb_internal_encoding(), mb_strlen("héllo"));
ini_set('default_charset', 'UTF-8');
var_dump(mb_internal_encoding());
@ini_set('mbstring.internal_encoding', 'UTF-8');
var_dump(mb_internal_encoding(), mb_strlen("héllo"));
--EXPECT--
string(5) "UTF-8"
int(5)
string(3) "él"
string(10) "ISO-8859-1"
int(6)
string(2) "é"
string(5) "UTF-8"
int(5)
string(10) "ISO-8859-1"
int(6)
string(5) "UTF-8"
int(5)
string(10) "ISO-8859-1"
int(6)
string(10) "ISO-8859-1"
string(5) "UTF-8"
int(5)
