--TEST--
json: a non-backed enum sets JSON_ERROR_NON_BACKED_ENUM
--FILE--
<?php
enum E { case A; }
var_dump(json_encode(E::A), json_last_error(), json_last_error_msg());
var_dump(json_encode([1, E::A], JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
try { json_encode(E::A, JSON_THROW_ON_ERROR); } catch (JsonException $e) { var_dump($e->getMessage(), $e->getCode()); }
--EXPECT--
bool(false)
int(11)
string(46) "Non-backed enums have no default serialization"
string(5) "[1,0]"
int(11)
string(46) "Non-backed enums have no default serialization"
int(11)
