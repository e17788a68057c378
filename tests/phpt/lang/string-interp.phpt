--TEST--
string interpolation, heredoc and nowdoc
--FILE--
<?php
$a = ['k' => 'v', 3 => 'three']; $o = new stdClass; $o->p = 'prop'; $n = 42; $name = 'n';
echo "a: $a[k] $a[3] {$a['k']} $o->p {$o->p} ${name} {$n}th\n";
echo <<<EOT
  heredoc $n
    indented {$a['k']}
  EOT;
echo "\n", <<<'RAW'
raw $n {$x}
RAW;
echo "\n\x41\101\u{1F600}\t|\$n|\n";
--EXPECTF--
Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 3
a: v three v prop prop n 42th
heredoc 42
  indented v
raw $n {$x}
AA😀	|$n|
