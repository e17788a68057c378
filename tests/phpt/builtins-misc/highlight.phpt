--TEST--
builtins-misc: highlight
--FILE--
<?php
highlight_string('<?php $a = "x"; // c
echo 1 + 2; ?>');
echo "\n";
var_dump(highlight_string('<?php echo "hi"; ?> tail', true));
$f = tempnam(sys_get_temp_dir(), "hl");
file_put_contents($f, "<?php\n/* doc */\n\$x  =  1 ;   // c\necho \$x;\n");
var_dump(php_strip_whitespace($f));
unlink($f);
--EXPECT--
<code><span style="color: #000000">
<span style="color: #0000BB">&lt;?php&nbsp;$a&nbsp;</span><span style="color: #007700">=&nbsp;</span><span style="color: #DD0000">"x"</span><span style="color: #007700">;&nbsp;</span><span style="color: #FF8000">//&nbsp;c<br /></span><span style="color: #007700">echo&nbsp;</span><span style="color: #0000BB">1&nbsp;</span><span style="color: #007700">+&nbsp;</span><span style="color: #0000BB">2</span><span style="color: #007700">;&nbsp;</span><span style="color: #0000BB">?&gt;</span>
</span>
</code>
string(281) "<code><span style="color: #000000">
<span style="color: #0000BB">&lt;?php&nbsp;</span><span style="color: #007700">echo&nbsp;</span><span style="color: #DD0000">"hi"</span><span style="color: #007700">;&nbsp;</span><span style="color: #0000BB">?&gt;</span>&nbsp;tail</span>
</code>"
string(25) "<?php
 $x = 1 ; echo $x; "
