--TEST--
zend.multibyte: a UTF-8 script with EUC-JP as internal encoding is converted whole
--INI--
zend.multibyte=1
internal_encoding=EUC-JP
--FILE--
<?php
declare(encoding="UTF-8");
ob_start();
// The script is UTF-8 and the internal encoding EUC-JP: the whole script is converted.
var_dump(bin2hex("テスト"), bin2hex('日本語'), mb_internal_encoding());
?>
inline 日本
<?php echo bin2hex(ob_get_clean()), "\n";
--EXPECT--
737472696e67283132292022613563366135623961356338220a737472696e67283132292022633666636362646362386563220a737472696e6728362920224555432d4a50220a696e6c696e6520c6fccbdc0a
