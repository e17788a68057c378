--TEST--
token_get_all TOKEN_PARSE: keywords as identifiers
--FILE--
<?php
// TOKEN_PARSE: every place the grammar takes a keyword as an identifier gives T_STRING.
$codes = ['<?php A::class; $a::class; A::new(); A::LIST; new class { public function match() {} };',
 '<?php interface I { const FN = 1; function print(); } enum E { case list; const array = 1; }',
 '<?php class C { use T { T::list as protected; list as default; } public function __construct(public readonly int $fn) {} }',
 '<?php namespace fn; namespace\foo(); echo \fn\x; goto end; end: label: ;',
 '<?php $x = new static; static fn() => 1; function &readonly() {} #[Attr(fn: 1)] class X {}',
 '<?php $a?->list; $a->class; "{$a->list}"; $a::list(); parent::exit();',
];
foreach ($codes as $c) {
    foreach (token_get_all($c, TOKEN_PARSE) as $t) if (is_array($t) && $t[0] !== T_WHITESPACE) echo token_name($t[0]), ":", $t[1], " ";
    echo "\n";
}
--EXPECT--
T_OPEN_TAG:<?php  T_STRING:A T_DOUBLE_COLON::: T_STRING:class T_VARIABLE:$a T_DOUBLE_COLON::: T_STRING:class T_STRING:A T_DOUBLE_COLON::: T_STRING:new T_STRING:A T_DOUBLE_COLON::: T_STRING:LIST T_NEW:new T_CLASS:class T_PUBLIC:public T_FUNCTION:function T_STRING:match 
T_OPEN_TAG:<?php  T_INTERFACE:interface T_STRING:I T_CONST:const T_STRING:FN T_LNUMBER:1 T_FUNCTION:function T_STRING:print T_ENUM:enum T_STRING:E T_CASE:case T_STRING:list T_CONST:const T_STRING:array T_LNUMBER:1 
T_OPEN_TAG:<?php  T_CLASS:class T_STRING:C T_USE:use T_STRING:T T_STRING:T T_DOUBLE_COLON::: T_STRING:list T_AS:as T_PROTECTED:protected T_STRING:list T_AS:as T_STRING:default T_PUBLIC:public T_FUNCTION:function T_STRING:__construct T_PUBLIC:public T_READONLY:readonly T_STRING:int T_VARIABLE:$fn 
T_OPEN_TAG:<?php  T_NAMESPACE:namespace T_STRING:fn T_NAME_RELATIVE:namespace\foo T_ECHO:echo T_NAME_FULLY_QUALIFIED:\fn\x T_GOTO:goto T_STRING:end T_STRING:end T_STRING:label 
T_OPEN_TAG:<?php  T_VARIABLE:$x T_NEW:new T_STATIC:static T_STATIC:static T_FN:fn T_DOUBLE_ARROW:=> T_LNUMBER:1 T_FUNCTION:function T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG:& T_STRING:readonly T_ATTRIBUTE:#[ T_STRING:Attr T_STRING:fn T_LNUMBER:1 T_CLASS:class T_STRING:X 
T_OPEN_TAG:<?php  T_VARIABLE:$a T_NULLSAFE_OBJECT_OPERATOR:?-> T_STRING:list T_VARIABLE:$a T_OBJECT_OPERATOR:-> T_STRING:class T_CURLY_OPEN:{ T_VARIABLE:$a T_OBJECT_OPERATOR:-> T_STRING:list T_VARIABLE:$a T_DOUBLE_COLON::: T_STRING:list T_STRING:parent T_DOUBLE_COLON::: T_STRING:exit
