--TEST--
mail(): header building and validation, piping to sendmail_path
--INI--
sendmail_path=cat > /tmp/hop-misc-mail.$PPID
--FILE--
<?php
$out = "/tmp/hop-misc-mail." . getmypid();   // per process: the suite runs modes at once
function show($out) { echo str_replace("\r", "\\r", file_get_contents($out)), "--\n"; @unlink($out); }
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => mail("a@b.c  ", "Subj\x01ect \r\n folded  ", "Body\nline2"));
show($out);
t(fn() => mail("a@b.c", "s", "m", ["X-A" => "1", "X-List" => ["v1", "v2"], "From" => "me@x"]));
show($out);
t(fn() => mail("a@b.c", "s", "m", "X-A: 1\r\nX-B: 2"));
show($out);
t(fn() => mail("a@b.c", "s", "m", "X-A: 1\r\n\r\nX-B: 2"));
t(fn() => mail("a@b.c", "s", "m", ["Bad Key" => "x"]));
t(fn() => mail("a@b.c", "s", "m", ["Cc" => ["x@y"]]));
t(fn() => mail("a@b.c", "s", "m", ["X-A" => 5]));
t(fn() => mail("a@b.c", "s", "m", [0 => "x"]));
t(fn() => mail("a@b.c", "s", "m", ["X-A" => "a\nb"]));
t(fn() => mail("a@b.c", "s", "m", ["X-A" => "a\rb"]));
t(fn() => mail("a@b.c", "s", "m", ["X-A" => "a\r\nb"]));
t(fn() => mail("a@b.c", "s", "m", ["X-A" => "a\r\n b"]));
show($out);
t(fn() => mail("a@b.c", "s", "m", ["X-A" => "a\0b"]));

t(fn() => mail("a@b.c", "s", "m"));
@unlink($out);
--EXPECTF--
bool(true)
To: a@b.c\r
Subject: Subj ect \r
 folded\r
\r
Body
line2\r
--
bool(true)
To: a@b.c\r
Subject: s\r
X-A: 1\r
X-List: v1\r
X-List: v2\r
From: me@x\r
\r
m\r
--
bool(true)
To: a@b.c\r
Subject: s\r
X-A: 1\r
X-B: 2\r
\r
m\r
--

Warning: mail(): Multiple or malformed newlines found in additional_header in %s on line 11
bool(false)
ValueError: Header name "Bad Key" contains invalid characters
TypeError: Header "cc" must be of type string, array given
TypeError: Header "X-A" must be of type array|string, int given
TypeError: Header name cannot be numeric, 0 given
ValueError: Header "X-A" contains LF character that is not allowed in the header
ValueError: Header "X-A" contains CR character that is not allowed in the header
ValueError: Header "X-A" contains CRLF characters that are used as a line separator and are not allowed in the header
bool(true)
To: a@b.c\r
Subject: s\r
X-A: a\r
 b\r
\r
m\r
--
ValueError: Header "X-A" contains NULL character that is not allowed in the header
bool(true)
