--TEST--
PhpToken: subclass tokenize, methods, errors
--FILE--
<?php
// PhpToken: tokenize through subclasses (static::tokenize), methods, errors.
class MyToken extends PhpToken {
    public string $extra = "x";
    public function getLower(): string { return strtolower($this->text); }
    public static function parse(string $code): array { return static::tokenize($code); }
}
$toks = MyToken::parse("<?php ECHO 'Hi', 12;\n/* c */ \$v?->x;");
foreach ($toks as $t) {
    printf("%s %-24s %-12s line=%d pos=%d ign=%d %s\n", get_class($t), $t->getTokenName(), json_encode($t->text),
           $t->line, $t->pos, $t->isIgnorable(), $t->getLower());
}
var_dump($toks[1]->is(T_ECHO), $toks[1]->is('ECHO'), $toks[1]->is([T_PRINT, 'ECHO']), $toks[1]->is([]));
echo $toks[1], "|", (string)$toks[3], "\n";
var_dump($toks[2]);
$t = new PhpToken(T_STRING, "foo", 3);
var_dump($t, $t->getTokenName(), (new PhpToken(ord(';'), ';'))->getTokenName(), (new PhpToken(9999, '?'))->getTokenName());
var_dump(PhpToken::tokenize('') , count(PhpToken::tokenize('plain html')));
try { $t->is(null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $t->is([1, new stdClass]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { PhpToken::tokenize("<?php if (", TOKEN_PARSE); } catch (ParseError $e) { echo $e->getMessage(), "\n"; }
abstract class AbsToken extends PhpToken {}
try { AbsToken::tokenize("<?php 1;"); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($t instanceof Stringable);
--EXPECT--
MyToken T_OPEN_TAG               "<?php "     line=1 pos=0 ign=1 <?php 
MyToken T_ECHO                   "ECHO"       line=1 pos=6 ign=0 echo
MyToken T_WHITESPACE             " "          line=1 pos=10 ign=1  
MyToken T_CONSTANT_ENCAPSED_STRING "'Hi'"       line=1 pos=11 ign=0 'hi'
MyToken ,                        ","          line=1 pos=15 ign=0 ,
MyToken T_WHITESPACE             " "          line=1 pos=16 ign=1  
MyToken T_LNUMBER                "12"         line=1 pos=17 ign=0 12
MyToken ;                        ";"          line=1 pos=19 ign=0 ;
MyToken T_WHITESPACE             "\n"         line=1 pos=20 ign=1 

MyToken T_COMMENT                "\/* c *\/"  line=2 pos=21 ign=1 /* c */
MyToken T_WHITESPACE             " "          line=2 pos=28 ign=1  
MyToken T_VARIABLE               "$v"         line=2 pos=29 ign=0 $v
MyToken T_NULLSAFE_OBJECT_OPERATOR "?->"        line=2 pos=31 ign=0 ?->
MyToken T_STRING                 "x"          line=2 pos=34 ign=0 x
MyToken ;                        ";"          line=2 pos=35 ign=0 ;
bool(true)
bool(true)
bool(true)
bool(false)
ECHO|'Hi'
object(MyToken)#3 (5) {
  ["id"]=>
  int(392)
  ["text"]=>
  string(1) " "
  ["line"]=>
  int(1)
  ["pos"]=>
  int(10)
  ["extra"]=>
  string(1) "x"
}
object(PhpToken)#16 (4) {
  ["id"]=>
  int(262)
  ["text"]=>
  string(3) "foo"
  ["line"]=>
  int(3)
  ["pos"]=>
  int(-1)
}
string(8) "T_STRING"
string(1) ";"
NULL
array(0) {
}
int(1)
PhpToken::is(): Argument #1 ($kind) must be of type string|int|array, null given
PhpToken::is(): Argument #1 ($kind) must only have elements of type string|int, stdClass given
Unclosed '('
Cannot instantiate abstract class AbsToken
bool(true)
