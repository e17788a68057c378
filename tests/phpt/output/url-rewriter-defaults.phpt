--TEST--
URL-Rewriter: default tags, ini_set, reset, not restarted after removal
--FILE--
<?php
var_dump(ini_get('url_rewriter.tags'), ini_get('url_rewriter.hosts'));
var_dump(ini_set('url_rewriter.tags', 'a=href,form='));
var_dump(ini_set('url_rewriter.tags', 'bogus'));
var_dump(ini_get('url_rewriter.tags'));
var_dump(ini_set('url_rewriter.tags', ''));
var_dump(ini_set('url_rewriter.tags', 'a=href,,=x,b='));
var_dump(ini_get('url_rewriter.tags'));
var_dump(ini_set('url_rewriter.hosts', 'Example.com,,php.net'));
var_dump(ini_set('url_rewriter.hosts', ''));
ini_restore('url_rewriter.tags');
var_dump(ini_get('url_rewriter.tags'));
var_dump(output_add_rewrite_var('a', 'b c&d<"'));
print_r(ob_list_handlers());
print_r(ob_get_status(true));
echo "<a href=\"x.php\">x</a> <a href='y.php?z=1#frag'>y</a> <a href=#top>t</a> <A HREF=foo>u</a>\n";
echo "<a href=\"http://php.net/x\">x</a> <a href='//example.com/y'>y</a> <a href='mailto:x@y'>m</a> <a href='https://'>h</a> <a href=''>e</a>\n";
echo "<form action=\"x.php\" method=post><input></form> <form><fieldset></fieldset></form> <form action='http://evil.com/'></form>\n";
echo "<area href=x> <frame src=y> <img src=z> <a name=foo href = bar id=x/>\n";
var_dump(output_reset_rewrite_vars());
echo "<a href=\"x.php\">after reset</a>\n";
output_add_rewrite_var('q', '1');
echo "<a href=\"x.php\">again</a>\n";
print_r(ob_list_handlers());
--EXPECT--
string(5) "form="
string(0) ""
string(5) "form="
string(12) "a=href,form="
string(5) "bogus"
string(5) "bogus"
string(0) ""
string(13) "a=href,,=x,b="
string(0) ""
string(20) "Example.com,,php.net"
string(5) "form="
bool(true)
Array
(
    [0] => URL-Rewriter
)
Array
(
    [0] => Array
        (
            [name] => URL-Rewriter
            [type] => 0
            [flags] => 112
            [level] => 0
            [chunk_size] => 0
            [buffer_size] => 16384
            [buffer_used] => 45
        )

)
<a href="x.php">x</a> <a href='y.php?z=1#frag'>y</a> <a href=#top>t</a> <A HREF=foo>u</a>
<a href="http://php.net/x">x</a> <a href='//example.com/y'>y</a> <a href='mailto:x@y'>m</a> <a href='https://'>h</a> <a href=''>e</a>
<form action="x.php" method=post><input type="hidden" name="q" value="1" /><input></form> <form><input type="hidden" name="q" value="1" /><fieldset></fieldset></form> <form action='http://evil.com/'></form>
<area href=x> <frame src=y> <img src=z> <a name=foo href = bar id=x/>
bool(true)
<a href="x.php">after reset</a>
<a href="x.php">again</a>
Array
(
    [0] => URL-Rewriter
)
