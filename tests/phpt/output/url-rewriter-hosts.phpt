--TEST--
URL-Rewriter: hosts of links and form actions, encoding of names and values
--INI--
url_rewriter.tags="a=href,area=href,frame=src,form=,fieldset="
url_rewriter.hosts=example.com
--FILE--
<?php
$_SERVER['HTTP_HOST'] = 'php.net:8080';
output_add_rewrite_var('a', 'b c&d<"\'');
output_add_rewrite_var('x y', '1');
echo "<a href=\"http://php.net/x\">x</a> <a href='//PHP.net/y'>y</a> <a href='http://example.com'>m</a> <a href='HTTP://example.com?x#y'>h</a> <a href='ftp://example.com/'>e</a>\n";
echo "<form action=\"http://php.net/x.php\" method=post><input></form> <form action='http://example.com/'></form> <form action='//example.com/'></form><form action='ftp://example.com'></form>\n";
echo "<a href='http://u:p@example.com:81/p?q#f'>x</a><a href=\"?x=1\"> <a href='http:///x'>bad</a>\n";
echo "<FORM ACTION=x>";
--EXPECT--
<a href="http://php.net/x">x</a> <a href='//PHP.net/y'>y</a> <a href='http://example.com'>m</a> <a href='HTTP://example.com?x#y'>h</a> <a href='ftp://example.com/'>e</a>
<form action="http://php.net/x.php" method=post><input></form> <form action='http://example.com/'><input type="hidden" name="a" value="b c&amp;d&lt;&quot;&#039;" /><input type="hidden" name="x y" value="1" /></form> <form action='//example.com/'><input type="hidden" name="a" value="b c&amp;d&lt;&quot;&#039;" /><input type="hidden" name="x y" value="1" /></form><form action='ftp://example.com'></form>
<a href='http://u:p@example.com:81/p?q#f'>x</a><a href="?x=1&a=b%20c%26d%3C%22%27&x%20y=1"> <a href='http:///x'>bad</a>
<FORM ACTION=x>
