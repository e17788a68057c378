--TEST--
isset/empty/?? of a property of a non-object leave the name unconverted
--FILE--
<?php
$n = null; $arr = [1]; $o = new stdClass; $s = "str";
var_dump(isset($n->$arr), empty($n->$arr), isset($s->$arr), empty($s->$arr));
var_dump(isset($n->$arr->x), isset($n->$arr['k']), empty($n->$arr->y));
var_dump(isset($o->$arr));
var_dump(isset($GLOBALS[1]->$GLOBALS));
var_dump($n?->$arr);
var_dump($n->$arr ?? 'dflt', $n->$arr->z ?? 'd2', $s->$arr ?? 'd3');
var_dump(isset($o->a->$arr), $o->$arr ?? 'd4');
--EXPECTF--
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)

Warning: Array to string conversion in %s on line 5
bool(false)
bool(false)
NULL
string(4) "dflt"
string(2) "d2"
string(2) "d3"

Warning: Array to string conversion in %s on line 9
bool(false)
string(2) "d4"
