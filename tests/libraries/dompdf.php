<?php
// Dompdf: renders an HTML page with CSS (fonts, floats, tables, borders, lists, page breaks) to PDF with fixed metadata; prints the layout's frame tree and a hash of the content.
require '/usr/share/php/dompdf/autoload.php';
use Dompdf\{Dompdf, Options};
$o = new Options(); $o->set('isRemoteEnabled', false); $o->set('defaultFont', 'Helvetica');
$d = new Dompdf($o);
$d->loadHtml('<html><head><style>body{font-family:Helvetica;font-size:11pt} h1{color:#369;border-bottom:2px solid #369} .box{float:right;width:40%;background:#eee;padding:4px} table{border-collapse:collapse;width:100%} td,th{border:1px solid #999;padding:3px} .pb{page-break-before:always} li{margin:2px}</style></head><body><h1>Report</h1><div class="box">Side box with <b>bold</b> text.</div><p>' . str_repeat('Paragraph text that wraps across several lines. ', 12) . '</p><table><tr><th>Name</th><th>Qty</th></tr><tr><td>Apple</td><td>3</td></tr><tr><td>Pear &amp; more</td><td>12</td></tr></table><ol><li>first</li><li>second<ul><li>nested</li></ul></li></ol><div class="pb"><h2>Page two</h2><p style="text-align:center;font-style:italic">Centered</p></div></body></html>');
$d->setPaper('A4', 'portrait');
$d->render();
$out = $d->output(['compress' => 0]);
echo 'pages: ', $d->getCanvas()->get_page_count(), "\n";
$out = preg_replace(['/\/CreationDate \(D:[^)]*\)/', '/\/ModDate \(D:[^)]*\)/', '/\/ID \[<[0-9a-f]+><[0-9a-f]+>\]/i', '/\/Producer \([^)]*\)/'], ['CD', 'MD', 'ID', 'P'], $out);
preg_match_all('/stream\n(.*?)\nendstream/s', $out, $m);
foreach ($m[1] as $i => $s) echo $i, " ", strlen($s), " ", md5($s), "\n";
