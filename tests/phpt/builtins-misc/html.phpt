--TEST--
builtins-misc: html
--FILE--
<?php
$s = "<a href='x'>T&amp;C \"quoted\" &copy; &hearts; &#39; &#x27; &notanentity; é</a>";
function h($x) { return bin2hex($x); }
foreach ([ENT_COMPAT, ENT_QUOTES, ENT_NOQUOTES, ENT_QUOTES | ENT_HTML5, ENT_QUOTES | ENT_XML1, ENT_QUOTES | ENT_XHTML] as $f) {
    echo htmlspecialchars($s, $f), "\n", htmlentities($s, $f), "\n", h(html_entity_decode($s, $f)), "\n", h(htmlspecialchars_decode($s, $f)), "\n";
}
echo htmlspecialchars("a & &amp; b", ENT_QUOTES, "UTF-8", false), "\n";
echo h(htmlentities("\xe9 \x80", ENT_QUOTES, "ISO-8859-1")), "\n";
echo h(htmlspecialchars("bad \xff utf8", ENT_SUBSTITUTE)), "|", htmlspecialchars("bad \xff utf8", ENT_IGNORE), "|", htmlspecialchars("bad \xff"), "\n";
echo h(html_entity_decode("&euro;&nbsp;&lt;&NotANumber;&#128512;", ENT_HTML5)), "\n";
$t = get_html_translation_table(HTML_ENTITIES, ENT_QUOTES | ENT_HTML5);
var_dump(count($t), $t["é"], $t["&"]);
var_dump(count(get_html_translation_table(HTML_SPECIALCHARS)));
--EXPECT--
&lt;a href='x'&gt;T&amp;amp;C &quot;quoted&quot; &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; é&lt;/a&gt;
&lt;a href='x'&gt;T&amp;amp;C &quot;quoted&quot; &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; &eacute;&lt;/a&gt;
3c6120687265663d2778273e542643202271756f7465642220c2a920e299a520262333393b2026237832373b20266e6f74616e656e746974793b20c3a93c2f613e
3c6120687265663d2778273e542643202271756f746564222026636f70793b20266865617274733b20262333393b2026237832373b20266e6f74616e656e746974793b20c3a93c2f613e
&lt;a href=&#039;x&#039;&gt;T&amp;amp;C &quot;quoted&quot; &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; é&lt;/a&gt;
&lt;a href=&#039;x&#039;&gt;T&amp;amp;C &quot;quoted&quot; &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; &eacute;&lt;/a&gt;
3c6120687265663d2778273e542643202271756f7465642220c2a920e299a52027202720266e6f74616e656e746974793b20c3a93c2f613e
3c6120687265663d2778273e542643202271756f746564222026636f70793b20266865617274733b2027202720266e6f74616e656e746974793b20c3a93c2f613e
&lt;a href='x'&gt;T&amp;amp;C "quoted" &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; é&lt;/a&gt;
&lt;a href='x'&gt;T&amp;amp;C "quoted" &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; &eacute;&lt;/a&gt;
3c6120687265663d2778273e542643202271756f7465642220c2a920e299a520262333393b2026237832373b20266e6f74616e656e746974793b20c3a93c2f613e
3c6120687265663d2778273e542643202271756f746564222026636f70793b20266865617274733b20262333393b2026237832373b20266e6f74616e656e746974793b20c3a93c2f613e
&lt;a href=&apos;x&apos;&gt;T&amp;amp;C &quot;quoted&quot; &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; é&lt;/a&gt;
&lt;a href&equals;&apos;x&apos;&gt;T&amp;amp&semi;C &quot;quoted&quot; &amp;copy&semi; &amp;hearts&semi; &amp;&num;39&semi; &amp;&num;x27&semi; &amp;notanentity&semi; &eacute;&lt;&sol;a&gt;
3c6120687265663d2778273e542643202271756f7465642220c2a920e299a52027202720266e6f74616e656e746974793b20c3a93c2f613e
3c6120687265663d2778273e542643202271756f746564222026636f70793b20266865617274733b2027202720266e6f74616e656e746974793b20c3a93c2f613e
&lt;a href=&apos;x&apos;&gt;T&amp;amp;C &quot;quoted&quot; &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; é&lt;/a&gt;
&lt;a href=&apos;x&apos;&gt;T&amp;amp;C &quot;quoted&quot; &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; é&lt;/a&gt;
3c6120687265663d2778273e542643202271756f746564222026636f70793b20266865617274733b2027202720266e6f74616e656e746974793b20c3a93c2f613e
3c6120687265663d2778273e542643202271756f746564222026636f70793b20266865617274733b2027202720266e6f74616e656e746974793b20c3a93c2f613e
&lt;a href=&apos;x&apos;&gt;T&amp;amp;C &quot;quoted&quot; &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; é&lt;/a&gt;
&lt;a href=&#039;x&#039;&gt;T&amp;amp;C &quot;quoted&quot; &amp;copy; &amp;hearts; &amp;#39; &amp;#x27; &amp;notanentity; &eacute;&lt;/a&gt;
3c6120687265663d2778273e542643202271756f7465642220c2a920e299a52027202720266e6f74616e656e746974793b20c3a93c2f613e
3c6120687265663d2778273e542643202271756f746564222026636f70793b20266865617274733b2027202720266e6f74616e656e746974793b20c3a93c2f613e
a &amp; &amp; b
266561637574653b2080
62616420efbfbd2075746638|bad  utf8|bad �
e282acc2a03c264e6f74414e756d6265723bf09f9880
int(1511)
string(8) "&eacute;"
string(5) "&amp;"
int(5)
