--TEST--
strpbrk finds the first listed byte around and across 16-byte blocks, for lists of 2 to 17 characters
--FILE--
<?php
// strpbrk with character lists of 2..17 characters over subjects of every
// length around the 16-byte blocks: the first match wherever it lies.
$lists = ['ab', '!"*_&[:<>`~\\', "\0\xff", 'abcdefghijklmnop', 'abcdefghijklmnopq', "/\\"];
$hits = 0; $sum = 0;
foreach ($lists as $list) {
  for ($len = 0; $len <= 40; $len++) {
    for ($at = -1; $at < $len; $at++) {
      $s = str_repeat('.', $len);
      if ($at >= 0) { $s[$at] = $list[$at % strlen($list)]; if ($at + 3 < $len) $s[$at + 3] = $list[0]; }
      $r = strpbrk($s, $list);
      if ($r === false) { if ($at >= 0) echo "miss $len $at\n"; continue; }
      $hits++;
      $sum += strlen($r) * 7 + $len;
      if ($len - strlen($r) !== $at) echo "wrong ", strlen($list), " $len $at\n";
    }
  }
}
echo "$hits $sum\n";
var_dump(strpbrk("This is a test text", "st"));
var_dump(strpbrk(str_repeat("x", 33) . "[link](url) and *em*", '!"*_&[:<>`~\\'));
var_dump(strpbrk(str_repeat("x", 48), '!"*_&[:<>`~\\'));
var_dump(strpbrk("caf\xc3\xa9 latte au lait, s'il vous pla\xc3\xaet", "\xc3'"));
try { strpbrk("abc", ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
4920 615000
string(16) "s is a test text"
string(20) "[link](url) and *em*"
bool(false)
string(34) "é latte au lait, s'il vous plaît"
strpbrk(): Argument #2 ($characters) must be a non-empty string
