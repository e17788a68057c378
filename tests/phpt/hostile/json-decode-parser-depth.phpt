--TEST--
json_decode() nesting past php's parser stack is a syntax error, whatever the depth
--FILE--
<?php
function t($open, $close, $inner, $n) {
  $s = str_repeat($open, $n) . $inner . str_repeat($close, $n);
  $r = json_decode($s, true, 1 << 30);
  echo $n, ": ", $r === null ? "null " . json_last_error_msg() : "ok", "\n";
}
foreach ([4998, 4999, 200000] as $n) t("[", "]", "", $n);
foreach ([4998, 4999] as $n) t("[", "]", "1", $n);
foreach ([2499, 2500] as $n) t("[1,", "]", "1", $n);
foreach ([2499, 2500] as $n) t('{"a":', "}", "1", $n);
foreach ([1666, 1667] as $n) t('{"a":[', "]}", "", $n);
foreach ([1666, 1667] as $n) t('{"b":1,"a":', "}", '"s"', $n);
var_dump(json_decode(str_repeat("[", 600) . str_repeat("]", 600)), json_last_error_msg());
--EXPECT--
4998: ok
4999: null Syntax error
200000: null Syntax error
4998: ok
4999: null Syntax error
2499: ok
2500: null Syntax error
2499: ok
2500: null Syntax error
1666: ok
1667: null Syntax error
1666: ok
1667: null Syntax error
NULL
string(28) "Maximum stack depth exceeded"
