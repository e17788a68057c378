--TEST--
str_replace at the exact size, strpos search, json_encode buffer reuse
--FILE--
<?php
// str_replace builds its result at its exact size; strpos's search checks the last byte first
$c = 0;
var_dump(str_replace('%a%', 'X', 'x%a%y%a%%a%z', $c), $c);
var_dump(str_replace('ab', 'abab', 'ababab', $c), $c);
var_dump(str_replace('aa', 'b', 'aaaaa', $c), $c);
var_dump(str_replace('xyz', 'b', 'xy', $c), $c);
var_dump(str_replace(['a', 'b'], ['b', 'c'], 'ab', $c), $c);
var_dump(str_replace(["\r\n", "\r", "\n"], ' ', "a\r\nb\rc\nd", $c), $c);
var_dump(str_replace('%', '%%', str_repeat('%', 40), $c), $c);   // past the positions kept on the stack
var_dump(strlen(str_replace('.', '', str_repeat('a.', 1000), $c)), $c);
var_dump(str_replace('x', '', 'xxxx'), str_replace('ba', 'ab', 'aba'));
var_dump(str_ireplace('HELLO', 'bye', 'say hello HeLLo', $c), $c);
var_dump(strpos('hello world', 'o w'), strpos('hello', 'lo', 3), strpos('hello', 'lo', 4), strpos('aab', 'ab'));
var_dump(strpos('abcabd', 'abd'), strpos('abc', 'c'), strpos('abc', ''), strpos('abc', '', 3), stripos('ABC', 'bc'));
var_dump(strpos("a\0b\0c", "\0c"), strpos('aXbXc', 'Xc', 2));
// json_encode reuses its buffer; a nested call (from jsonSerialize) has its own
class J implements JsonSerializable { function jsonSerialize(): mixed { return ['in' => json_encode(['n' => str_repeat('y', 20)])]; } }
var_dump(json_encode([new J, 'k' => str_repeat('x', 300), new J]));
var_dump(json_encode([]), json_encode(['a' => 1]));
--EXPECT--
string(6) "xXyXXz"
int(3)
string(12) "abababababab"
int(3)
string(3) "bba"
int(2)
string(2) "xy"
int(0)
string(2) "cc"
int(3)
string(7) "a b c d"
int(3)
string(80) "%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%"
int(40)
int(1000)
int(1000)
string(0) ""
string(3) "aab"
string(11) "say bye bye"
int(2)
int(4)
int(3)
bool(false)
int(1)
int(3)
int(2)
int(0)
int(3)
int(1)
int(3)
int(3)
string(400) "{"0":{"in":"{\"n\":\"yyyyyyyyyyyyyyyyyyyy\"}"},"k":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx","1":{"in":"{\"n\":\"yyyyyyyyyyyyyyyyyyyy\"}"}}"
string(2) "[]"
string(7) "{"a":1}"
