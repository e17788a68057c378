--TEST--
URL-Rewriter: tags split by flushes, quoting, forms, ob_clean, status
--INI--
url_rewriter.tags="a=href,area=href,frame=src,form=,fieldset="
--FILE--
<?php
output_add_rewrite_var('s', 'v');
$pieces = ["<a hr", "ef='x.php'>", "<a href", " = \"y\" >", "<", "a href=z", ">", "<form action='", "x'>", "<a href=\"q>\">", "<a href='w", "'/><a   href  =  u  /><a href=/>", "<a\thref\n= k>", "<fo", "rm>", "<a :x=1 href=ok>", "<A Href='up'", ">trail<a href=end"];
foreach ($pieces as $i => $p) {
    echo $p;
    if ($i % 3 == 1) ob_flush();
    if ($i == 7) { ob_clean(); echo "<a href=after-clean>"; }
}
echo "\n";
print_r(ob_get_status(true));
ob_end_flush();
echo "\n<a href=x>unbuffered</a>\n";
output_add_rewrite_var('t', 'w');
echo "<a href=x>still</a>\n";
print_r(ob_list_handlers());
--EXPECT--
<a href='x.php?s=v'><a href = "y" ><a href=z?s=v><form action='<a href=after-clean><input type="hidden" name="s" value="v" />x'><a href="q>"><a href='w'/><a   href  =  u?s=v  /><a href=/?s=v><a	href
= k><form><a :x=1 href=ok><A Href='up?s=v'>trail<a href=end?s=v
Array
(
    [0] => Array
        (
            [name] => URL-Rewriter
            [type] => 0
            [flags] => 20592
            [level] => 0
            [chunk_size] => 0
            [buffer_size] => 16384
            [buffer_used] => 18
        )

)

<a href=x>unbuffered</a>
<a href=x>still</a>
Array
(
)
