--TEST--
crc32() computed from the string itself (zlib's CRC-32, php's): equal to hash('crc32b') at every length
--FILE--
<?php
// crc32() over strings of every kind of length (php's CRC-32, as hash('crc32b')).
foreach (['', 'a', 'The quick brown fox jumps over the lazy dog', str_repeat("\xff\x00ab", 1000), str_repeat('xyz', 1000000)] as $s) {
    $c = crc32($s);
    printf("%d %08x %s\n", strlen($s), $c, hash('crc32b', $s) === sprintf('%08x', $c) ? 'same' : 'differs');
}
var_dump(crc32("123456789"));
--EXPECT--
0 00000000 same
1 e8b7be43 same
43 414fa339 same
4000 5cd7b65a same
3000000 06bed3b2 same
int(3421780262)
