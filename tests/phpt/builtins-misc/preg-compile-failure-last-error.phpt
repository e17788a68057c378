--TEST--
a pattern that does not compile leaves PREG_INTERNAL_ERROR for preg_last_error() in every preg function
--FILE--
<?php
foreach (['', 'abc', '/a', '/a/k', "/a/\0", '/(/'] as $p) {
  preg_match('/x/', 'x');
  @preg_replace($p, '', 'a'); echo preg_last_error(), ' ';
  preg_match('/x/', 'x');
  @preg_split($p, 'a'); echo preg_last_error(), ' ';
  preg_match('/x/', 'x');
  @preg_match_all($p, 'a'); echo preg_last_error(), ' ';
  preg_match('/x/', 'x');
  @preg_grep($p, ['a']); echo preg_last_error(), ' ';
  preg_match('/x/', 'x');
  @preg_replace_callback($p, fn($m) => '', 'a'); echo preg_last_error(), ' ';
  preg_match('/x/', 'x');
  @preg_match($p, 'a'); echo preg_last_error(), "\n";
}
--EXPECT--
1 1 1 1 1 1
1 1 1 1 1 1
1 1 1 1 1 1
1 1 1 1 1 1
1 1 1 1 1 1
1 1 1 1 1 1
