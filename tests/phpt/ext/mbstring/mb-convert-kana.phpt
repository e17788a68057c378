--TEST--
mb_convert_kana: every flag, combinations and errors
--FILE--
<?php
// mb_convert_kana: every flag on a string of half- and full-width characters, errors.
$s = "ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !\"#'\\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥";
foreach (['KV', 'K', 'k', 'H', 'HV', 'h', 'C', 'c', 'A', 'a', 'R', 'r', 'N', 'n', 'S', 's', 'M', 'm', 'V', 'KVC', 'KVc', 'HVc', 'hk', 'AKV', 'askh', 'ASKVM', 'rnsmk', ''] as $m) {
    echo str_pad("'$m'", 8), mb_convert_kana($s, $m), "\n";
}
echo mb_convert_kana($s), "\n";
foreach (['Aa', 'Rr', 'Nn', 'Ss', 'Kk', 'Hh', 'Cc', 'KH', 'kc', 'hc', 'kC', 'hC', 'Mm', 'An', 'Ar', 'Na', 'Ra', 'Kck', 'x', 'KVz'] as $m) {
    try { mb_convert_kana("x", $m); echo "$m ok\n"; } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
try { mb_convert_kana("x", "K", "nope"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(bin2hex(mb_convert_kana(mb_convert_encoding("ｱｲｳｶﾞ", "SJIS", "UTF-8"), "KV", "SJIS")));
var_dump(bin2hex(mb_convert_kana(mb_convert_encoding("ｱｲｳｶﾞ", "EUC-JP", "UTF-8"), "KV", "EUC-JP")));
var_dump(bin2hex(mb_convert_kana("\xff\xfeabc", "A")));
--EXPECT--
'KV'    アイウエオ ガギパピヴー。「」、・゛゜ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'K'     アイウエオ カ゛キ゛ハ゜ヒ゜ウ゛ー。「」、・゛゜ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'k'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ ｱｲｳｶﾞﾊﾟｳﾞヵヶｲｴﾜ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'H'     あいうえお か゛き゛は゜ひ゜う゛ー。「」、・゛゜ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'HV'    あいうえお がぎぱぴう゛ー。「」、・゛゜ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'h'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ ｱｲｳｶﾞﾊﾟｲｴﾜ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'C'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ アイウガパヰヱヮ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'c'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ あいうがぱヴヵヶゐゑゎ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'A'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ＡＢＣｘｙｚ ０１２３ ！"＃'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'a'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ABCxyz　0123!＂#＇＼～ ‘’“”￥￣¥
'R'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ＡＢＣｘｙｚ 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'r'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ABCxyz　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'N'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz ０１２３ !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'n'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　0123！＂＃＇＼～ ‘’“”￥￣¥
'S'     ｱｲｳｴｵ　ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ　ABCxyz　0123　!"#'\~　アイウガパヴヵヶヰヱヮ　あいうがぱゐゑゎ　ＡＢＣｘｙｚ　０１２３！＂＃＇＼～　‘’“”￥￣¥
's'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ ０１２３！＂＃＇＼～ ‘’“”￥￣¥
'M'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !”#’￥￣ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣￥
'm'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇\～ ''""\~¥
'V'     ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'KVC'   アイウエオ ガギパピヴー。「」、・゛゜ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ アイウガパヰヱヮ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'KVc'   アイウエオ ガギパピヴー。「」、・゛゜ ABCxyz 0123 !"#'\~ あいうがぱヴヵヶゐゑゎ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'HVc'   あいうえお がぎぱぴう゛ー。「」、・゛゜ ABCxyz 0123 !"#'\~ あいうがぱヴヵヶゐゑゎ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'hk'    ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ ｱｲｳｶﾞﾊﾟｳﾞヵヶｲｴﾜ ｱｲｳｶﾞﾊﾟｲｴﾜ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'AKV'   アイウエオ ガギパピヴー。「」、・゛゜ ＡＢＣｘｙｚ ０１２３ ！"＃'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
'askh'  ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ ｱｲｳｶﾞﾊﾟｳﾞヵヶｲｴﾜ ｱｲｳｶﾞﾊﾟｲｴﾜ ABCxyz 0123!＂#＇＼～ ‘’“”￥￣¥
'ASKVM' アイウエオ　ガギパピヴー。「」、・゛゜　ＡＢＣｘｙｚ　０１２３　！”＃’￥￣　アイウガパヴヵヶヰヱヮ　あいうがぱゐゑゎ　ＡＢＣｘｙｚ　０１２３！＂＃＇＼～　‘’“”￥￣￥
'rnsmk' ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ ｱｲｳｶﾞﾊﾟｳﾞヵヶｲｴﾜ あいうがぱゐゑゎ ABCxyz 0123！＂＃＇\～ ''""\~¥
''      ｱｲｳｴｵ ｶﾞｷﾞﾊﾟﾋﾟｳﾞｰ｡｢｣､･ﾞﾟ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
アイウエオ ガギパピヴー。「」、・゛゜ ABCxyz 0123 !"#'\~ アイウガパヴヵヶヰヱヮ あいうがぱゐゑゎ ＡＢＣｘｙｚ　０１２３！＂＃＇＼～ ‘’“”￥￣¥
mb_convert_kana(): Argument #2 ($mode) must not combine 'A' and 'a' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'R' and 'r' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'N' and 'n' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'S' and 's' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'K' and 'k' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'H' and 'h' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'C' and 'c' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'H' and 'K' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'k' and 'c' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'h' and 'c' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'k' and 'C' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'h' and 'C' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'M' and 'm' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'A' and 'n' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'A' and 'r' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'N' and 'a' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'R' and 'a' flags
mb_convert_kana(): Argument #2 ($mode) must not combine 'K' and 'k' flags
mb_convert_kana(): Argument #2 ($mode) contains invalid flag: 'x'
mb_convert_kana(): Argument #2 ($mode) contains invalid flag: 'z'
mb_convert_kana(): Argument #3 ($encoding) must be a valid encoding, "nope" given
string(16) "834183438345834b"
string(16) "a5a2a5a4a5a6a5ac"
string(22) "3f3fefbd81efbd82efbd83"
