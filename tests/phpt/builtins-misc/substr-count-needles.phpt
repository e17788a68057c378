--TEST--
substr_count: one-byte and longer needles, non-overlapping, offsets and lengths, binary bytes, errors
--FILE--
<?php
// substr_count: one-byte needles (memchr from hit to hit) and longer ones,
// non-overlapping, with offsets and lengths, binary bytes.
$cases = [["a\nb\n\nc", "\n"], ["", "x"], ["xxxx", "x"], ["xxxx", "xx"], ["xxxxx", "xx"], ["abcabcab", "abc"],
          ["a\0b\0", "\0"], ["\0\0\0", "\0\0"], ["hello", "hello world"], ["aaa", "a"]];
foreach ($cases as [$h, $n]) echo substr_count($h, $n), ' ';
echo "\n";
echo substr_count("a,b,c,d", ",", 2), substr_count("a,b,c,d", ",", 2, 3), substr_count("a,b,c,d", ",", -3),
     substr_count("a,b,c,d", ",", 1, -1), substr_count("abab", "ab", 4), "\n";
foreach ([[1, 10], [8, null], [-9, null], [0, 8]] as [$o, $l]) {
  try { echo substr_count("a,b,c,d", ",", $o, $l), "\n"; } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
try { substr_count("abc", ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
3 0 4 2 2 2 2 1 0 3 
21130
substr_count(): Argument #4 ($length) must be contained in argument #1 ($haystack)
substr_count(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
substr_count(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
substr_count(): Argument #4 ($length) must be contained in argument #1 ($haystack)
substr_count(): Argument #2 ($needle) cannot be empty
