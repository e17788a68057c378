--TEST--
strcspn finds the first listed byte with the block scan: lists of 1 to 17 characters, offsets, lengths, NUL and an empty list
--FILE--
<?php
// strcspn: the length before the first listed byte, with lists of 1 to 17
// characters, over subjects around the 16-byte blocks, with offsets and
// lengths (negative too), NUL in subject and list, and an empty list.
$lists = ['#', ' :', "\0\n", '!"*_&[:<>`~\\', 'abcdefghijklmnop', 'abcdefghijklmnopq', ''];
$sum = 0; $lines = 0;
foreach ($lists as $list) {
  for ($len = 0; $len <= 36; $len++) {
    for ($at = -1; $at < $len; $at += 3) {
      $s = str_repeat('.', $len);
      if ($at >= 0 && $list !== '') $s[$at] = $list[$at % strlen($list)];
      if ($at >= 0 && $list === '') $s[$at] = "\0";
      foreach ([[0, null], [2, null], [-5, null], [1, 20], [0, -3], [40, null]] as [$o, $l]) {
        $r = $l === null ? strcspn($s, $list, $o) : strcspn($s, $list, $o, $l);
        $sum += $r * 3 + $len; $lines++;
      }
    }
  }
}
echo "$lines $sum\n";
var_dump(strcspn("key: value", ":"), strcspn("  # comment", "#", 1), strcspn("abcd", "cd"), strcspn("hello", "l", -4, 2),
         strcspn(str_repeat("x", 20) . "\0tail", ""), strcspn("abc", "xyz"), strcspn("", "a"));
--EXPECT--
10374 517125
int(3)
int(1)
int(2)
int(1)
int(20)
int(3)
int(0)
