--TEST--
json_encode's plain runs scanned sixteen bytes a step: every special byte at positions around the steps, with the flags that change its form
--FILE--
<?php
// json_encode's plain runs (scanned sixteen bytes a step): every special
// byte at every position around the 16-byte steps, with each flag that
// changes how it is written.
$specials = ["\"", "\\", "/", "<", ">", "&", "'", "\n", "\x01", "\x1f", "\x7f", "é", "\xff", "\u{2028}", " ", "~"];
$flags = [0, JSON_UNESCAPED_SLASHES, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT,
          JSON_UNESCAPED_UNICODE, JSON_INVALID_UTF8_SUBSTITUTE, JSON_INVALID_UTF8_IGNORE, JSON_PARTIAL_OUTPUT_ON_ERROR];
$out = [];
foreach ($flags as $f) {
  foreach ($specials as $sp) {
    foreach ([0, 1, 14, 15, 16, 17, 31, 32, 33, 47] as $pos) {
      $s = str_repeat('a', $pos) . $sp . str_repeat('b', 40 - $pos % 7);
      $r = json_encode($s, $f);
      $out[] = $r === false ? 'false:' . json_last_error_msg() : $r;
    }
  }
}
echo count($out), " ", md5(implode("\n", $out)), "\n";
echo implode("\n", array_slice($out, 0, 12)), "\n";
echo json_encode(['message' => str_repeat('plain text ', 5) . 'with "quotes" and a/slash', 'ctx' => ['k' => str_repeat('x', 33) . "\t"]]), "\n";
echo json_encode(str_repeat('0123456789abcdef', 4)), "\n";
echo json_encode(''), json_encode('x'), json_encode(str_repeat('y', 16)), json_encode(str_repeat('z', 15) . '<'), "\n";
--EXPECT--
1120 0e3951c60b2960716aaa9fa08a53ce22
"\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"a\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"aaaaaaaaaaaaaa\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"aaaaaaaaaaaaaaa\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"aaaaaaaaaaaaaaaa\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"aaaaaaaaaaaaaaaaa\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"\\bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
"a\\bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
{"message":"plain text plain text plain text plain text plain text with \"quotes\" and a\/slash","ctx":{"k":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\t"}}
"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
"""x""yyyyyyyyyyyyyyyy""zzzzzzzzzzzzzzz<"
