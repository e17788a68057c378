<?php
// TCPDF: builds a PDF (text in core fonts, cells, multicell, HTML, table, lines, barcodes, links) with fixed metadata; prints its structure and a hash of the content streams.
require '/usr/share/php/tcpdf/tcpdf.php';
mt_srand(42);   // TCPDF's QR encoder tries masks in a random order
$pdf = new TCPDF('P', 'mm', 'A4', true, 'UTF-8', false);
$pdf->SetCreator('hop'); $pdf->SetAuthor('Test'); $pdf->SetTitle('Doc'); $pdf->setPrintHeader(false); $pdf->setPrintFooter(false);
$pdf->SetCompression(false);
$pdf->setDocCreationTimestamp(1700000000); $pdf->setDocModificationTimestamp(1700000000);
$pdf->AddPage(); $pdf->SetFont('helvetica', 'B', 16); $pdf->Cell(0, 10, 'Invoice #42', 0, 1, 'C');
$pdf->SetFont('times', '', 11);
$pdf->MultiCell(0, 5, str_repeat('Lorem ipsum dolor sit amet, consectetur adipiscing elit. ', 8), 1, 'J');
$pdf->writeHTML('<h2>Items</h2><table border="1" cellpadding="3"><tr><th>Item</th><th align="right">Price</th></tr><tr><td>Widget &amp; co</td><td align="right">12.50</td></tr><tr><td><b>Total</b></td><td align="right"><i>12.50</i></td></tr></table><p style="color:#336699">Styled <u>text</u> and a <a href="https://example.com">link</a>.</p><ul><li>one</li><li>two</li></ul>');
$pdf->Line(10, 200, 200, 200); $pdf->Rect(20, 210, 50, 20, 'D'); $pdf->Circle(120, 220, 10);
$pdf->write1DBarcode('HOPVM-123', 'C128', 20, 240, 80, 15);
$pdf->write2DBarcode('https://example.com', 'QRCODE,M', 130, 235, 30, 30);
$pdf->AddPage('L'); $pdf->SetFont('courier', '', 9); for ($i = 0; $i < 30; $i++) $pdf->Cell(0, 5, sprintf('%02d %s', $i, str_repeat('=', $i)), 0, 1);
$pages = $pdf->getNumPages();
$out = $pdf->Output('', 'S');
$out = preg_replace(['/\/ID \[ <[0-9a-f]+> <[0-9a-f]+> \]/', '/<xmpMM:DocumentID>.*?<\/xmpMM:DocumentID>/', '/<xmpMM:InstanceID>.*?<\/xmpMM:InstanceID>/', '/\/CreationDate \(D:[^)]*\)/', '/\/ModDate \(D:[^)]*\)/', '/<xmp:(\w+)Date>[^<]*</', '/\/Producer \([^)]*\)/', '/TCPDF [0-9.]+/'], ['/ID []', 'DID', 'IID', 'CD', 'MD', '<xmp:$1Date>D<', '/Producer ()', 'TCPDF V'], $out);
echo 'pages: ', $pages, ' bytes: ', strlen($out), ' objects: ', preg_match_all('/\d+ 0 obj/', $out), "\n";
preg_match_all('/stream\n(.*?)\nendstream/s', $out, $m);
foreach ($m[1] as $i => $s) echo $i, ' ', strlen($s), ' ', md5($s), "\n";
echo md5($out), "\n";
