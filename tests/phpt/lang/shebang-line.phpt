--TEST--
A #! first line is skipped in scripts and included files; declare(strict_types=1) may follow
--FILE--
#!/usr/bin/env php
<?php declare(strict_types=1);
// A "#!" first line is not output, its line still counts, and declare(strict_types=1) may follow it;
// included files get the same treatment. token_get_all() keeps it as inline HTML.
echo __LINE__, "\n";
try { strlen(1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$f = sys_get_temp_dir() . '/hop-shebang-' . getmypid() . '.php';
file_put_contents($f, "#!/usr/bin/php -q\n<?php declare(strict_types=1);\necho __LINE__, \"\\n\";\nreturn 'inc';\n");
var_dump(include $f);
file_put_contents($f, "#!/usr/bin/php\r\nno php here\n");
var_dump(include $f);
file_put_contents($f, "#!only line");
var_dump(include $f);
file_put_contents($f, "\n#!/not/first\n<?php return 3;");
var_dump(include $f);
unlink($f);
var_dump(token_get_all("#!/x\n<?php 1;")[0]);
var_dump(eval("#!x\nreturn 4;"));
--EXPECT--
5
strlen(): Argument #1 ($string) must be of type string, int given
3
string(3) "inc"
no php here
int(1)
int(1)

#!/not/first
int(3)
array(3) {
  [0]=>
  int(267)
  [1]=>
  string(5) "#!/x
"
  [2]=>
  int(1)
}
int(4)
