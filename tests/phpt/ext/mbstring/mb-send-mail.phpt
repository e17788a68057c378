--TEST--
mb_send_mail: MIME headers, subject and body encodings per language
--INI--
sendmail_path=cat
--FILE--
<?php
// mb_send_mail: MIME headers, encoded subject and body for the language's charset (sendmail_path is cat: the message shows in the output).
var_dump(mb_send_mail("user@example.com", "Plain subject", "Hello body"));
var_dump(mb_send_mail("user@example.com", "Ünïcödé subject ünïcödé subject ünïcödé subject ünïcödé subject", "Héllo body\nline2 " . str_repeat("é", 60), "From: me@example.com"));
var_dump(mb_send_mail("a@b.c", "x", "y", ["From" => "me@example.com", "X-A" => "b"]));
var_dump(mb_send_mail("a@b.c", "x", "y", "Content-Type: text/html\r\nMIME-Version: 1.0"));
mb_language("English");
var_dump(mb_send_mail("a@b.c", "Ünï", "Hello = world"));
mb_language("Japanese");
var_dump(mb_send_mail("a@b.c", "日本語", "日本語の本文"));
foreach ([["foo\0bar", "x", "y"], ["x", "foo\0bar", "y"], ["x", "y", "foo\0bar"], ["x", "y", "z", "foo\0bar"], ["x", "y", "z", "q", "foo\0bar"]] as $args) {
    try { mb_send_mail(...$args); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
To: user@example.com
Subject: Plain subject
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: BASE64

SGVsbG8gYm9keQ==
bool(true)
To: user@example.com
Subject: =?UTF-8?B?w5xuw69jw7Zkw6kgc3ViamVjdCDDvG4=?=
 =?UTF-8?B?w69jw7Zkw6kgc3ViamVjdCDDvG7Dr2PDtmTDqSBzdWJqZWN0IMO8bsOvY8O2?=
 =?UTF-8?B?ZMOpIHN1YmplY3Q=?=
From: me@example.com
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: BASE64

SMOpbGxvIGJvZHkKbGluZTIgw6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOpw6nD
qcOpw6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOp
w6nDqcOpw6nDqcOpw6nDqcOpw6nDqcOp
bool(true)
To: a@b.c
Subject: x
From: me@example.com
X-A: b
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: BASE64

eQ==
bool(true)
To: a@b.c
Subject: x
Content-Type: text/html
MIME-Version: 1.0
Content-Transfer-Encoding: BASE64

eQ==
bool(true)
To: a@b.c
Subject: =?ISO-8859-1?Q?=DCn=EF?=
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: 8bit

Hello = world
bool(true)
To: a@b.c
Subject: =?ISO-2022-JP?B?GyRCRnxLXDhsGyhC?=
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-2022-JP
Content-Transfer-Encoding: 7bit

$BF|K\8l$NK\J8(B
bool(true)
mb_send_mail(): Argument #1 ($to) must not contain any null bytes
mb_send_mail(): Argument #2 ($subject) must not contain any null bytes
mb_send_mail(): Argument #3 ($message) must not contain any null bytes
mb_send_mail(): Argument #4 ($additional_headers) must not contain any null bytes
mb_send_mail(): Argument #5 ($additional_params) must not contain any null bytes
