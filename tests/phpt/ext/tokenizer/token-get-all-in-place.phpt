--TEST--
token_get_all: the list and tuples built in place behave as any array
--FILE--
<?php
// token_get_all builds its list and [id, text, line] tuples in place, and
// one-byte texts are the shared one-character strings: the arrays behave as
// any others (appends, writes, copies, keys, json, count).
$code = "<?php\n\$a = [1,2];\nif (\$a) { echo \$a[0] . 'x'; }\n?>\nhtml <?= 1 ?>";
$t = token_get_all($code);
echo count($t), "\n";
foreach ($t as $i => $tok) {
    if (is_array($tok)) printf("%d %s %s %d (%d)\n", $i, token_name($tok[0]), json_encode($tok[1]), $tok[2], count($tok));
    else printf("%d char %s\n", $i, json_encode($tok));
}
$copy = $t;
$t[] = 'end';
$t[1][1] .= '!';
$t[2][] = 'extra';
$t[3] = strtoupper($t[3][1] ?? $t[3]);
echo json_encode(array_slice($t, 0, 5)), "\n", json_encode(array_slice($copy, 0, 5)), "\n";
var_dump(array_key_last($t), array_keys($t[2]), $t[count($t) - 2]);
$one = token_get_all('<?php ;');
var_dump($one);
$one[1] .= ';';
var_dump($one[1], token_get_all(';'), token_get_all(''));
$tuples = array_filter(token_get_all("<?php \$x  =  1 ;"), 'is_array');
$tuples[] = [1];
echo json_encode(array_values($tuples)), "\n";
--EXPECT--
41
0 T_OPEN_TAG "<?php\n" 1 (3)
1 T_VARIABLE "$a" 2 (3)
2 T_WHITESPACE " " 2 (3)
3 char "="
4 T_WHITESPACE " " 2 (3)
5 char "["
6 T_LNUMBER "1" 2 (3)
7 char ","
8 T_LNUMBER "2" 2 (3)
9 char "]"
10 char ";"
11 T_WHITESPACE "\n" 2 (3)
12 T_IF "if" 3 (3)
13 T_WHITESPACE " " 3 (3)
14 char "("
15 T_VARIABLE "$a" 3 (3)
16 char ")"
17 T_WHITESPACE " " 3 (3)
18 char "{"
19 T_WHITESPACE " " 3 (3)
20 T_ECHO "echo" 3 (3)
21 T_WHITESPACE " " 3 (3)
22 T_VARIABLE "$a" 3 (3)
23 char "["
24 T_LNUMBER "0" 3 (3)
25 char "]"
26 T_WHITESPACE " " 3 (3)
27 char "."
28 T_WHITESPACE " " 3 (3)
29 T_CONSTANT_ENCAPSED_STRING "'x'" 3 (3)
30 char ";"
31 T_WHITESPACE " " 3 (3)
32 char "}"
33 T_WHITESPACE "\n" 3 (3)
34 T_CLOSE_TAG "?>\n" 4 (3)
35 T_INLINE_HTML "html " 5 (3)
36 T_OPEN_TAG_WITH_ECHO "<?=" 5 (3)
37 T_WHITESPACE " " 5 (3)
38 T_LNUMBER "1" 5 (3)
39 T_WHITESPACE " " 5 (3)
40 T_CLOSE_TAG "?>" 5 (3)
[[389,"<?php\n",1],[266,"$a!",2],[392," ",2,"extra"],"=",[392," ",2]]
[[389,"<?php\n",1],[266,"$a",2],[392," ",2],"=",[392," ",2]]
int(41)
array(4) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(3)
}
array(3) {
  [0]=>
  int(391)
  [1]=>
  string(2) "?>"
  [2]=>
  int(5)
}
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(389)
    [1]=>
    string(6) "<?php "
    [2]=>
    int(1)
  }
  [1]=>
  string(1) ";"
}
string(2) ";;"
array(1) {
  [0]=>
  array(3) {
    [0]=>
    int(267)
    [1]=>
    string(1) ";"
    [2]=>
    int(1)
  }
}
array(0) {
}
[[389,"<?php ",1],[266,"$x",1],[392,"  ",1],[392,"  ",1],[260,"1",1],[392," ",1],[1]]
