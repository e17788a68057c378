--TEST--
SplDoublyLinkedList random operations against php
--FILE--
<?php
$seed = 777; function rnd() { global $seed; $seed = ($seed * 1103515245 + 12345) % 2147483648; return $seed >> 8; }
$l = new SplDoublyLinkedList; $log = [];
for ($i = 0; $i < 3000; $i++) {
  $op = rnd() % 9; $n = count($l);
  try {
    switch ($op) {
      case 0: case 1: $l->push($i); break;
      case 2: $l->unshift($i); break;
      case 3: $log[] = $l->pop(); break;
      case 4: $log[] = $l->shift(); break;
      case 5: if ($n) { $k = rnd() % $n; $log[] = $l[$k]; $l[$k] = "s$i"; } break;
      case 6: $l->add(rnd() % ($n + 1), "a$i"); break;
      case 7: if ($n) $l->offsetUnset(rnd() % $n); break;
      case 8: $log[] = $n ? $l->top() . '/' . $l->bottom() : 'empty'; break;
    }
  } catch (Exception $e) { $log[] = get_class($e); }
}
echo md5(implode(',', $log)), " ", count($l), "\n";
$out = []; foreach ($l as $k => $v) $out[] = "$k=$v"; echo md5(implode(',', $out)), "\n";
$l->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO); $out = []; foreach ($l as $k => $v) $out[] = "$k=$v"; echo md5(implode(',', $out)), "\n";
ob_start(); var_dump($l); echo md5(ob_get_clean()), "\n";
--EXPECT--
6f9ac53d245afd3876f738db51ec6aef 327
50cc4decb29ca61ad06b03673e2e479b
1a96a175f1e54faba7a45ae045b09494
458425d2a782672f2f8a11be6665762e
