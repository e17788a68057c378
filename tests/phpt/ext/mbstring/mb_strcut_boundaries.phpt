--TEST--
mb_strcut: UTF-8 cuts walk whole characters from the start, valid and invalid input
--FILE--
<?php
$strs = ["€b", "a€b€", "a\xC3(b", "\xF0\x9F\x98b", "\xE2\x82\xACb\xC3", "héllo wörld ✓ 😀 end", "\xC0\xAFx\xF5\x80y", ""];
foreach ($strs as $s) {
  $r = [];
  for ($f = -6; $f <= 8; $f++) foreach ([null, -3, -1, 0, 1, 2, 3, 4, 7, 100] as $l) $r[] = bin2hex(mb_strcut($s, $f, $l, 'UTF-8'));
  echo md5(implode(',', $r)), ' ', implode(',', array_slice($r, 0, 12)), "\n";
}
--EXPECT--
e0e493a3bc881a598cb6747477d6ac4b e282ac62,,e282ac,,,,e282ac,e282ac62,e282ac62,e282ac62,e282ac62,
9adb8a989efd87523b68c6862e74facd e282ac62e282ac,e282ac,e282ac62,,,,e282ac,e282ac62,e282ac62e282ac,e282ac62e282ac,e282ac62e282ac,
ed868e464a54f3c25189c5d6b65cce51 61c32862,61,61c328,,61,61,61c328,61c32862,61c32862,61c32862,61c32862,61
2d92c7915ada82d36d20f50d4f00ece7 f09f9862,,,,,,,f09f9862,f09f9862,f09f9862,f09f9862,
ce9f7e6eb4b426f2433f256828a6f4bb e282ac62c3,,e282ac62,,,,e282ac,e282ac62,e282ac62c3,e282ac62c3,e282ac62c3,
4ac440e8a7f1c108d39fbf990ae03eef f09f988020656e64,,f09f988020,,,,,f09f9880,f09f988020656e,f09f988020656e64,f09f988020656e64,
1a23e401ed31c40def891381e6ee8d60 c0af78f58079,c0af78,c0af78f580,,c0,c0af,c0af78,c0af78f5,c0af78f58079,c0af78f58079,af78f58079,af78
fc49468c4b4ddff3e71b4ffeb3120f15 ,,,,,,,,,,,
