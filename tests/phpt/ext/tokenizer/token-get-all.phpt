--TEST--
token_get_all: trivia, strings, tags, halt_compiler, TOKEN_PARSE identifiers, token_name
--FILE--
<?php
// token_get_all over code with every kind of trivia, strings, heredocs and tags.
$code = <<<'CODE'
<html><?php
#!not a shebang here
namespace A\B;
/** doc */
function &f(int ...$a) { return $a; } // c
$x = "a $b {$c->d} ${e} $f[1] $g->h";
$y = <<<EOT
  x $a
  y
  EOT;
$z = `ls $q`;
echo 0x1F, 1_000, .5e3, 08;
?>
tail<?= $x ?>
<?php __halt_compiler(); raw data
CODE;
foreach (token_get_all($code) as $t) {
    if (is_array($t)) {
        printf("%-28s %3d %s\n", token_name($t[0]), $t[2], json_encode($t[1]));
    } else {
        echo "'$t'\n";
    }
}
// TOKEN_PARSE: keywords used as identifiers read as T_STRING.
$code = '<?php class C { const LIST = 1; function list() {} function print() { return static::LIST; } }
C::list(); f(class: 1, array: 2); readonly(1); enum E: int { case DEFAULT = 1; }
trait T { function foreach() {} } class D { use T { foreach as public while; } }';
foreach (token_get_all($code, TOKEN_PARSE) as $t) {
    if (is_array($t) && $t[0] !== T_WHITESPACE) echo token_name($t[0]), ":", $t[1], " ";
}
echo "\n";
try {
    token_get_all("<?php\nfunction list() {}", TOKEN_PARSE);
} catch (ParseError $e) {
    echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n";
}
try {
    token_get_all("<?php\n\$a = 08;", TOKEN_PARSE);
} catch (ParseError $e) {
    echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n";
}
var_dump(token_name(T_DOUBLE_COLON), token_name(T_PAAMAYIM_NEKUDOTAYIM), token_name(59), token_name(-1), TOKEN_PARSE);
var_dump(T_LNUMBER, T_BAD_CHARACTER, T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG, T_NAME_RELATIVE);
var_dump(extension_loaded('tokenizer'));
--EXPECT--
T_INLINE_HTML                  1 "<html>"
T_OPEN_TAG                     1 "<?php\n"
T_COMMENT                      2 "#!not a shebang here"
T_WHITESPACE                   2 "\n"
T_NAMESPACE                    3 "namespace"
T_WHITESPACE                   3 " "
T_NAME_QUALIFIED               3 "A\\B"
';'
T_WHITESPACE                   3 "\n"
T_DOC_COMMENT                  4 "\/** doc *\/"
T_WHITESPACE                   4 "\n"
T_FUNCTION                     5 "function"
T_WHITESPACE                   5 " "
T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG   5 "&"
T_STRING                       5 "f"
'('
T_STRING                       5 "int"
T_WHITESPACE                   5 " "
T_ELLIPSIS                     5 "..."
T_VARIABLE                     5 "$a"
')'
T_WHITESPACE                   5 " "
'{'
T_WHITESPACE                   5 " "
T_RETURN                       5 "return"
T_WHITESPACE                   5 " "
T_VARIABLE                     5 "$a"
';'
T_WHITESPACE                   5 " "
'}'
T_WHITESPACE                   5 " "
T_COMMENT                      5 "\/\/ c"
T_WHITESPACE                   5 "\n"
T_VARIABLE                     6 "$x"
T_WHITESPACE                   6 " "
'='
T_WHITESPACE                   6 " "
'"'
T_ENCAPSED_AND_WHITESPACE      6 "a "
T_VARIABLE                     6 "$b"
T_ENCAPSED_AND_WHITESPACE      6 " "
T_CURLY_OPEN                   6 "{"
T_VARIABLE                     6 "$c"
T_OBJECT_OPERATOR              6 "->"
T_STRING                       6 "d"
'}'
T_ENCAPSED_AND_WHITESPACE      6 " "
T_DOLLAR_OPEN_CURLY_BRACES     6 "${"
T_STRING_VARNAME               6 "e"
'}'
T_ENCAPSED_AND_WHITESPACE      6 " "
T_VARIABLE                     6 "$f"
'['
T_NUM_STRING                   6 "1"
']'
T_ENCAPSED_AND_WHITESPACE      6 " "
T_VARIABLE                     6 "$g"
T_OBJECT_OPERATOR              6 "->"
T_STRING                       6 "h"
'"'
';'
T_WHITESPACE                   6 "\n"
T_VARIABLE                     7 "$y"
T_WHITESPACE                   7 " "
'='
T_WHITESPACE                   7 " "
T_START_HEREDOC                7 "<<<EOT\n"
T_ENCAPSED_AND_WHITESPACE      8 "  x "
T_VARIABLE                     8 "$a"
T_ENCAPSED_AND_WHITESPACE      8 "\n  y\n"
T_END_HEREDOC                 10 "  EOT"
';'
T_WHITESPACE                  10 "\n"
T_VARIABLE                    11 "$z"
T_WHITESPACE                  11 " "
'='
T_WHITESPACE                  11 " "
'`'
T_ENCAPSED_AND_WHITESPACE     11 "ls "
T_VARIABLE                    11 "$q"
'`'
';'
T_WHITESPACE                  11 "\n"
T_ECHO                        12 "echo"
T_WHITESPACE                  12 " "
T_LNUMBER                     12 "0x1F"
','
T_WHITESPACE                  12 " "
T_LNUMBER                     12 "1_000"
','
T_WHITESPACE                  12 " "
T_DNUMBER                     12 ".5e3"
','
T_WHITESPACE                  12 " "
T_LNUMBER                     12 "08"
';'
T_WHITESPACE                  12 "\n"
T_CLOSE_TAG                   13 "?>\n"
T_INLINE_HTML                 14 "tail"
T_OPEN_TAG_WITH_ECHO          14 "<?="
T_WHITESPACE                  14 " "
T_VARIABLE                    14 "$x"
T_WHITESPACE                  14 " "
T_CLOSE_TAG                   14 "?>\n"
T_OPEN_TAG                    15 "<?php "
T_HALT_COMPILER               15 "__halt_compiler"
'('
')'
';'
T_INLINE_HTML                 15 " raw data"
T_OPEN_TAG:<?php  T_CLASS:class T_STRING:C T_CONST:const T_STRING:LIST T_LNUMBER:1 T_FUNCTION:function T_STRING:list T_FUNCTION:function T_STRING:print T_RETURN:return T_STATIC:static T_DOUBLE_COLON::: T_STRING:LIST T_STRING:C T_DOUBLE_COLON::: T_STRING:list T_STRING:f T_STRING:class T_LNUMBER:1 T_STRING:array T_LNUMBER:2 T_STRING:readonly T_LNUMBER:1 T_ENUM:enum T_STRING:E T_STRING:int T_CASE:case T_STRING:DEFAULT T_LNUMBER:1 T_TRAIT:trait T_STRING:T T_FUNCTION:function T_STRING:foreach T_CLASS:class T_STRING:D T_USE:use T_STRING:T T_STRING:foreach T_AS:as T_PUBLIC:public T_STRING:while 
ParseError: syntax error, unexpected token "list", expecting "(" line 2
ParseError: Invalid numeric literal line 2
string(14) "T_DOUBLE_COLON"
string(14) "T_DOUBLE_COLON"
string(7) "UNKNOWN"
string(7) "UNKNOWN"
int(1)
int(260)
int(405)
int(403)
int(264)
bool(true)
