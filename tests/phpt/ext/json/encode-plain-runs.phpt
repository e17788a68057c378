--TEST--
json_encode: plain runs between escapes
--FILE--
<?php
// Runs of plain bytes between escapes, with and without the escaping flags.
echo json_encode(["a/b" => "x\"y\\z/<>&'\n\t\x01 é € 😀 plain text that is long enough", 'k' => ["\u{2028}", "abc", "", "zz"]]), "\n";
echo json_encode(["a/b<>&'", "x\"y"], JSON_HEX_TAG|JSON_HEX_AMP|JSON_HEX_APOS|JSON_HEX_QUOT|JSON_UNESCAPED_SLASHES|JSON_UNESCAPED_UNICODE), "\n";
var_dump(json_encode("ab\xffcd"), json_encode("ab\xffcd", JSON_INVALID_UTF8_SUBSTITUTE), json_encode("ab\xffcd", JSON_INVALID_UTF8_IGNORE));
var_dump(json_encode(["ok" => 1, "bad\xff" => 2]), json_encode(["k\xffey" => 1], JSON_PARTIAL_OUTPUT_ON_ERROR));
echo json_encode(["plain", "tail\"", "\"head", str_repeat("x", 100), "ab\x7fcd\x1f"], JSON_PRETTY_PRINT), "\n";
--EXPECT--
{"a\/b":"x\"y\\z\/<>&'\n\t\u0001 \u00e9 \u20ac \ud83d\ude00 plain text that is long enough","k":["\u2028","abc","","zz"]}
["a/b\u003C\u003E\u0026\u0027","x\u0022y"]
bool(false)
string(12) ""ab\ufffdcd""
string(6) ""abcd""
bool(false)
string(6) "{"":1}"
[
    "plain",
    "tail\"",
    "\"head",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "abcd\u001f"
]
