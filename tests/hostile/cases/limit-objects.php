<?php
// ini: memory_limit=32M
// Unbounded growth of objects: php's fatal.
class Node { public $next; public $payload = [1, 2, 3]; }
$head = null;
while (true) {
  $n = new Node;
  $n->next = $head;
  $head = $n;
}
