<?php
/* A file for -w (strip) and -s (highlight). */
function greet(string $who) : string   // say hello
{
    return "Hello, " . $who . "!";   # another comment
}
echo greet('world'), "\n";
