<?php
// masterminds/html5: parses HTML5 (implied tags, entities, SVG/MathML, malformed markup) into DOM and serializes it back; fragments; parse errors.
require '/usr/share/php/Masterminds/HTML5/autoload.php';
use Masterminds\HTML5;

$html5 = new HTML5(['disable_html_ns' => false]);
$docs = ['<!DOCTYPE html><html><head><title>T &amp; t</title><meta charset="utf-8"></head><body><p>One<p>Two &copy; &notanentity; &#x263A;<br>x<ul><li>a<li>b</ul><table><tr><td>1<td>2</table></body></html>',
  '<div id=a class="x y" data-v=\'q"uote\'><img src=a.png alt><input disabled value=ok></div><svg viewBox="0 0 10 10"><circle cx=5 cy=5 r=4 /></svg><math><mi>x</mi></math>',
  '<p>Unclosed <b>bold <i>both</b> italic</i><script>if (a < b && c > d) { x = "</p>"; }</script><style>p > b { color: red }</style><!-- comment --><textarea>  <b>raw</b></textarea>',
  "<title>Ünïcödé — ✓</title><p>text\r\nwith\ttabs and &nbsp; nbsp</p><template><span>t</span></template><pre>\nkeep</pre>"];
foreach ($docs as $d) {
    $dom = $html5->loadHTML($d);
    echo $html5->saveHTML($dom), "\n";
    echo 'errors: ', count($html5->getErrors()), "\n";
    $xp = new DOMXPath($dom);
    echo 'p count: ', $xp->query('//*[local-name()="p"]')->length, ' body children: ', $xp->query('//*[local-name()="body"]/node()')->length, ' elements: ', $dom->getElementsByTagName('*')->length, "\n";
}
$frag = $html5->loadHTMLFragment('<li>one</li><li>two <em>2</em></li>text');
echo $frag->childNodes->length, ' ', $html5->saveHTML($frag), "\n";
echo $html5->saveHTML((new HTML5(['disable_html_ns' => true]))->loadHTML('<p class=a>simple</p>')), "\n";
