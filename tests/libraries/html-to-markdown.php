<?php
// league/html-to-markdown: converts HTML documents (headings, lists, tables, code, links, images, blockquotes) with several options.
require '/usr/share/php/League/HTMLToMarkdown/autoload.php';
use League\HTMLToMarkdown\HtmlConverter;
use League\HTMLToMarkdown\Converter\TableConverter;

$html = <<<'HTML'
<h1>Title</h1><h2>Sub <em>title</em></h2><p>Para with <strong>bold</strong>, <em>em</em>, <code>code()</code> and <a href="http://x.org" title="T">a link</a>.<br>Next line.</p>
<ul><li>one</li><li>two<ul><li>nested <b>b</b></li></ul></li></ul><ol start="3"><li>three</li><li>four</li></ol>
<blockquote><p>quoted</p><blockquote><p>deeper</p></blockquote></blockquote><pre><code class="language-php">&lt;?php echo "hi"; ?&gt;
second line</code></pre><hr><p><img src="a.png" alt="alt text" title="img"></p>
<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>x|y</td></tr><tr><td>2</td><td><em>z</em></td></tr></tbody></table>
<p>Special chars: * _ # + - ` [ ] \ &amp; &lt; &gt; 1. 2) ü €</p><div><span>div span</span></div><script>bad()</script><!-- comment -->
HTML;
$variants = ['default' => [], 'atx+strip' => ['header_style' => 'atx', 'strip_tags' => true, 'remove_nodes' => 'script'], 'bold' => ['bold_style' => '__', 'italic_style' => '*', 'hard_break' => true, 'list_item_style' => '*']];
foreach ($variants as $name => $opts) {
    $c = new HtmlConverter($opts);
    $c->getEnvironment()->addConverter(new TableConverter());
    echo "== $name\n", $c->convert($html), "\n";
}
