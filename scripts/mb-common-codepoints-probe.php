<?php
// Run with php 8.2: prints one letter per BMP code point (c common, r rare, S surrogate, P ASCII punctuation);
// src/runtime/ext/mbstring/mb-common-codepoints.inc lists the runs of c (and P) as ranges.
// Finds which BMP code points php's encoding detector counts as rare (30 demerits) rather than common (1).
function wl($b) { // Latin-1 byte weights
  if ($b == 9 || $b == 10 || $b == 13) return 1;
  if ($b >= 0x21 && $b <= 0x2F) return 6;
  if ($b >= 0x20 && $b <= 0x7E) return 1;
  if (($b >= 0xA1 && $b <= 0xAC) || ($b >= 0xAE && $b <= 0xFF)) return 1;
  return 30;
}
$out = [];
for ($c = 0; $c < 0x10000; $c++) {
  if ($c >= 0xD800 && $c <= 0xDFFF) { $out[] = 'S'; continue; }
  if ($c >= 0x21 && $c <= 0x2F) { $out[] = 'P'; continue; }
  $hh = $c >> 8; $ll = $c & 0xFF;
  $s = wl($hh) + wl($ll);
  $pad = $s <= 29 ? '' : ($s <= 55 ? "\xD8\x21\xDC\x21" : "\xD8\x41\xDC\x41");
  $r = mb_detect_encoding(chr($hh) . chr($ll) . $pad, ['UTF-16BE', 'ISO-8859-1']);
  $out[] = $r === 'UTF-16BE' ? 'c' : ($r === 'ISO-8859-1' ? 'r' : '?');
}
echo implode('', $out);
