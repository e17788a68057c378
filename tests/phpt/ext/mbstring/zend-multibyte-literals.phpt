--TEST--
zend.multibyte: a UTF-8 script with CP932 as internal encoding has only its literals converted (not nowdocs)
--INI--
zend.multibyte=1
internal_encoding=CP932
--FILE--
<?php
declare(encoding="UTF-8");
ob_start();
// The script is UTF-8 and the internal encoding CP932, which php's scanner cannot read:
// only the literals are converted (with their escapes, 表 ends in a backslash byte in CP932).
function 表示($s) { return bin2hex($s); }
var_dump(表示("テスト"), 表示('表示\'s'), 表示("a\tb表"), 表示(<<<EOT
ソース表 $argc
EOT), 表示(<<<'EOT'
表\n
EOT));
?>
inline 表
<?php echo bin2hex(ob_get_clean()), "\n";
--EXPECT--
737472696e67283132292022383336353833353838333637220a737472696e67283132292022393535633865613632373733220a737472696e6728313029202236313039363239353563220a737472696e672832302920223833356338313562383335383935356332303331220a737472696e6728313029202265386131613835633665220a696e6c696e6520955c0a
