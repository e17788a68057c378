--TEST--
builtins-misc: crypt
--FILE--
<?php
foreach (['ab', '$1$rasmusle$', '$2y$04$usesomesillystringforsalt$', '$5$rounds=5000$usesomesillystri$', '$6$rounds=5000$usesomesillystri$', '_J9..rasm', '$2a$07$usesomesillystringforsalt$', 'x', '$2y$03$abcdefghijklmnopqrstuv', '*0', '$6$'] as $salt) {
    var_dump(crypt("rasmuslerdorf", $salt));
}
var_dump(crypt("", "ab"), crypt("pw\0x", "ab"));
--EXPECT--
string(13) "abwyJk2Eko4/6"
string(34) "$1$rasmusle$rISCgZzpwk3UhDidwXvin0"
string(60) "$2y$04$usesomesillystringforeSZ3saLXGnQtLrpxgqydzBYMhY/4iDpG"
string(75) "$5$rounds=5000$usesomesillystri$KqJWpanXZHKq2BOB43TSaYhEWsQ1Lr5QNyPCDH/Tp.6"
string(118) "$6$rounds=5000$usesomesillystri$D4IrlXatmP7rx3P3InaxBeoomnAihCKRVQP22JZ6EY47Wc6BkroIuUUBOov1i.S5KPgErtP/EN5mcO.ChWQW21"
string(20) "_J9..rasmBYk8r9AiWNc"
string(60) "$2a$07$usesomesillystringfore2uDLvp1Ii2e./U9C8sBjqp8I90dH6hi"
string(2) "*0"
string(2) "*0"
string(2) "*1"
string(90) "$6$$OpUmkcCxZVku4Cb.r0CIzgwujSscSMTTJS75xY6Xgg9ovF6v/KNlRDFEbVNnG34X/dcHRf3KVsi4w.IYCJbr9."
string(13) "abmF1QH4PEr.E"
string(13) "abzlUXK5ed5rs"
