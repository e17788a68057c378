--TEST--
Bad input: nonexistent paths, files as directories, directories as files, NUL bytes
--FILE--
<?php
// Unreadable paths: nonexistent ones, a file used as a directory, a directory
// used as a file, NUL bytes. Each call gives php's warning, exception or false.
$dir = 'bad-input-dir';
@mkdir($dir);
file_put_contents("$dir/file.txt", "x");
$paths = ['/nonexistent/x', "$dir/file.txt/sub", "$dir/file.txt/", "", "a\0b", "$dir/missing-dir/"];
function show(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach ($paths as $p) {
    echo "== ", str_replace("\0", '\0', $p), "\n";
    foreach (['r', 'w', 'x', 'c+'] as $mode) show(fn() => is_resource(fopen($p, $mode)));
    show(fn() => file_get_contents($p));
    show(fn() => file($p));
    show(fn() => is_resource(opendir($p)));
    show(fn() => scandir($p));
    show(fn() => is_object(dir($p)));
    show(fn() => (new SplFileObject($p))->getFilename());
    show(fn() => (new DirectoryIterator($p))->getPath());
    show(fn() => (new FilesystemIterator($p))->getPath());
    show(fn() => (new RecursiveDirectoryIterator($p))->getPath());
    show(fn() => (new SplFileInfo($p))->openFile()->getFilename());
    show(fn() => (new SplFileInfo($p))->isReadable());
    show(fn() => readfile($p));
    show(fn() => [is_readable($p), is_file($p), is_dir($p), file_exists($p)]);
    show(fn() => @filesize($p));
    show(fn() => glob($p . '/*.nothing-matches'));
    show(fn() => mkdir($p . '/sub/deeper'));
    show(fn() => rmdir($p . '/nope'));
    show(fn() => unlink($p . '/nope'));
    show(fn() => copy($p, $dir . '/copy'));
    show(fn() => rename($p . '/nope', $p . '/nope2'));
    show(fn() => touch($p . '/sub/nope'));
    show(fn() => file_put_contents($p . '/sub/nope', 'x'));
    show(fn() => parse_ini_file($p));
    show(fn() => md5_file($p));
    show(fn() => hash_file('sha1', $p));
    show(fn() => hash_hmac_file('md5', $p, 'key'));
}
echo "== directory as a file\n";
show(fn() => is_resource(fopen($dir, 'w')));
show(fn() => readfile($dir));
show(fn() => (new SplFileObject($dir))->getFilename());
show(fn() => hash_file('md5', $dir));
show(fn() => md5_file($dir));
show(fn() => file_put_contents($dir, 'x'));
show(fn() => unlink($dir));
show(fn() => rmdir("$dir/file.txt"));
show(fn() => opendir("$dir/file.txt"));
show(fn() => scandir("$dir/file.txt"));
show(fn() => (new DirectoryIterator("$dir/file.txt"))->getPath());
@unlink("$dir/copy");
unlink("$dir/file.txt");
rmdir($dir);
--EXPECTF--
== /nonexistent/x

Warning: fopen(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: file_get_contents(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 14
bool(false)

Warning: file(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 15
bool(false)

Warning: opendir(/nonexistent/x): Failed to open directory: No such file or directory in %s on line 16
bool(false)

Warning: scandir(/nonexistent/x): Failed to open directory: No such file or directory in %s on line 17

Warning: scandir(): (errno 2): No such file or directory in %s on line 17
bool(false)

Warning: dir(/nonexistent/x): Failed to open directory: No such file or directory in %s on line 18
bool(false)
RuntimeException: SplFileObject::__construct(/nonexistent/x): Failed to open stream: No such file or directory
UnexpectedValueException: DirectoryIterator::__construct(/nonexistent/x): Failed to open directory: No such file or directory
UnexpectedValueException: FilesystemIterator::__construct(/nonexistent/x): Failed to open directory: No such file or directory
UnexpectedValueException: RecursiveDirectoryIterator::__construct(/nonexistent/x): Failed to open directory: No such file or directory
RuntimeException: SplFileInfo::openFile(/nonexistent/x): Failed to open stream: No such file or directory
bool(false)

Warning: readfile(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 25
bool(false)
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
bool(false)
array(0) {
}

Warning: mkdir(): No such file or directory in %s on line 29
bool(false)

Warning: rmdir(/nonexistent/x/nope): No such file or directory in %s on line 30
bool(false)

Warning: unlink(/nonexistent/x/nope): No such file or directory in %s on line 31
bool(false)

Warning: copy(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 32
bool(false)

Warning: rename(/nonexistent/x/nope,/nonexistent/x/nope2): No such file or directory in %s on line 33
bool(false)

Warning: touch(): Unable to create file /nonexistent/x/sub/nope because No such file or directory in %s on line 34
bool(false)

Warning: file_put_contents(/nonexistent/x/sub/nope): Failed to open stream: No such file or directory in %s on line 35
bool(false)

Warning: parse_ini_file(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 36
bool(false)

Warning: md5_file(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 37
bool(false)

Warning: hash_file(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 38
bool(false)

Warning: hash_hmac_file(/nonexistent/x): Failed to open stream: No such file or directory in %s on line 39
bool(false)
== bad-input-dir/file.txt/sub

Warning: fopen(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: file_get_contents(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 14
bool(false)

Warning: file(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 15
bool(false)

Warning: opendir(bad-input-dir/file.txt/sub): Failed to open directory: Not a directory in %s on line 16
bool(false)

Warning: scandir(bad-input-dir/file.txt/sub): Failed to open directory: Not a directory in %s on line 17

Warning: scandir(): (errno 20): Not a directory in %s on line 17
bool(false)

Warning: dir(bad-input-dir/file.txt/sub): Failed to open directory: Not a directory in %s on line 18
bool(false)
RuntimeException: SplFileObject::__construct(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory
UnexpectedValueException: DirectoryIterator::__construct(bad-input-dir/file.txt/sub): Failed to open directory: Not a directory
UnexpectedValueException: FilesystemIterator::__construct(bad-input-dir/file.txt/sub): Failed to open directory: Not a directory
UnexpectedValueException: RecursiveDirectoryIterator::__construct(bad-input-dir/file.txt/sub): Failed to open directory: Not a directory
RuntimeException: SplFileInfo::openFile(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory
bool(false)

Warning: readfile(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 25
bool(false)
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
bool(false)
array(0) {
}

Warning: mkdir(): Not a directory in %s on line 29
bool(false)

Warning: rmdir(bad-input-dir/file.txt/sub/nope): Not a directory in %s on line 30
bool(false)

Warning: unlink(bad-input-dir/file.txt/sub/nope): Not a directory in %s on line 31
bool(false)

Warning: copy(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 32
bool(false)

Warning: rename(bad-input-dir/file.txt/sub/nope,bad-input-dir/file.txt/sub/nope2): Not a directory in %s on line 33
bool(false)

Warning: touch(): Unable to create file bad-input-dir/file.txt/sub/sub/nope because Not a directory in %s on line 34
bool(false)

Warning: file_put_contents(bad-input-dir/file.txt/sub/sub/nope): Failed to open stream: No such file or directory in %s on line 35
bool(false)

Warning: parse_ini_file(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 36
bool(false)

Warning: md5_file(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 37
bool(false)

Warning: hash_file(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 38
bool(false)

Warning: hash_hmac_file(bad-input-dir/file.txt/sub): Failed to open stream: No such file or directory in %s on line 39
bool(false)
== bad-input-dir/file.txt/

Warning: fopen(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: file_get_contents(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 14
bool(false)

Warning: file(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 15
bool(false)

Warning: opendir(bad-input-dir/file.txt/): Failed to open directory: Not a directory in %s on line 16
bool(false)

Warning: scandir(bad-input-dir/file.txt/): Failed to open directory: Not a directory in %s on line 17

Warning: scandir(): (errno 20): Not a directory in %s on line 17
bool(false)

Warning: dir(bad-input-dir/file.txt/): Failed to open directory: Not a directory in %s on line 18
bool(false)
RuntimeException: SplFileObject::__construct(bad-input-dir/file.txt/): Failed to open stream: No such file or directory
UnexpectedValueException: DirectoryIterator::__construct(bad-input-dir/file.txt/): Failed to open directory: Not a directory
UnexpectedValueException: FilesystemIterator::__construct(bad-input-dir/file.txt/): Failed to open directory: Not a directory
UnexpectedValueException: RecursiveDirectoryIterator::__construct(bad-input-dir/file.txt/): Failed to open directory: Not a directory
string(8) "file.txt"
bool(true)

Warning: readfile(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 25
bool(false)
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
bool(false)
array(0) {
}

Warning: mkdir(): Not a directory in %s on line 29
bool(false)

Warning: rmdir(bad-input-dir/file.txt//nope): Not a directory in %s on line 30
bool(false)

Warning: unlink(bad-input-dir/file.txt//nope): Not a directory in %s on line 31
bool(false)

Warning: copy(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 32
bool(false)

Warning: rename(bad-input-dir/file.txt//nope,bad-input-dir/file.txt//nope2): Not a directory in %s on line 33
bool(false)

Warning: touch(): Unable to create file bad-input-dir/file.txt//sub/nope because Not a directory in %s on line 34
bool(false)

Warning: file_put_contents(bad-input-dir/file.txt//sub/nope): Failed to open stream: No such file or directory in %s on line 35
bool(false)

Warning: parse_ini_file(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 36
bool(false)

Warning: md5_file(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 37
bool(false)

Warning: hash_file(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 38
bool(false)

Warning: hash_hmac_file(bad-input-dir/file.txt/): Failed to open stream: No such file or directory in %s on line 39
bool(false)
== 
ValueError: Path cannot be empty
ValueError: Path cannot be empty
ValueError: Path cannot be empty
ValueError: Path cannot be empty
ValueError: Path cannot be empty
ValueError: Path cannot be empty
bool(false)
ValueError: scandir(): Argument #1 ($directory) cannot be empty
bool(false)
ValueError: Path cannot be empty
ValueError: DirectoryIterator::__construct(): Argument #1 ($directory) cannot be empty
ValueError: FilesystemIterator::__construct(): Argument #1 ($directory) cannot be empty
ValueError: RecursiveDirectoryIterator::__construct(): Argument #1 ($directory) cannot be empty
ValueError: Path cannot be empty
bool(false)
ValueError: Path cannot be empty
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
bool(false)
array(0) {
}

Warning: mkdir(): No such file or directory in %s on line 29
bool(false)

Warning: rmdir(/nope): No such file or directory in %s on line 30
bool(false)

Warning: unlink(/nope): No such file or directory in %s on line 31
bool(false)
ValueError: Path cannot be empty

Warning: rename(/nope,/nope2): No such file or directory in %s on line 33
bool(false)

Warning: touch(): Unable to create file /sub/nope because No such file or directory in %s on line 34
bool(false)

Warning: file_put_contents(/sub/nope): Failed to open stream: No such file or directory in %s on line 35
bool(false)
ValueError: parse_ini_file(): Argument #1 ($filename) cannot be empty
ValueError: Path cannot be empty
ValueError: Path cannot be empty
ValueError: Path cannot be empty
== a\0b
ValueError: fopen(): Argument #1 ($filename) must not contain any null bytes
ValueError: fopen(): Argument #1 ($filename) must not contain any null bytes
ValueError: fopen(): Argument #1 ($filename) must not contain any null bytes
ValueError: fopen(): Argument #1 ($filename) must not contain any null bytes
ValueError: file_get_contents(): Argument #1 ($filename) must not contain any null bytes
ValueError: file(): Argument #1 ($filename) must not contain any null bytes
ValueError: opendir(): Argument #1 ($directory) must not contain any null bytes
ValueError: scandir(): Argument #1 ($directory) must not contain any null bytes
ValueError: dir(): Argument #1 ($directory) must not contain any null bytes
ValueError: SplFileObject::__construct(): Argument #1 ($filename) must not contain any null bytes
ValueError: DirectoryIterator::__construct(): Argument #1 ($directory) must not contain any null bytes
ValueError: FilesystemIterator::__construct(): Argument #1 ($directory) must not contain any null bytes
ValueError: RecursiveDirectoryIterator::__construct(): Argument #1 ($directory) must not contain any null bytes
ValueError: SplFileInfo::__construct(): Argument #1 ($filename) must not contain any null bytes
ValueError: SplFileInfo::__construct(): Argument #1 ($filename) must not contain any null bytes
ValueError: readfile(): Argument #1 ($filename) must not contain any null bytes
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
bool(false)
ValueError: glob(): Argument #1 ($pattern) must not contain any null bytes
ValueError: mkdir(): Argument #1 ($directory) must not contain any null bytes
ValueError: rmdir(): Argument #1 ($directory) must not contain any null bytes
ValueError: unlink(): Argument #1 ($filename) must not contain any null bytes
ValueError: copy(): Argument #1 ($from) must not contain any null bytes
ValueError: rename(): Argument #1 ($from) must not contain any null bytes
ValueError: touch(): Argument #1 ($filename) must not contain any null bytes
ValueError: file_put_contents(): Argument #1 ($filename) must not contain any null bytes
ValueError: parse_ini_file(): Argument #1 ($filename) must not contain any null bytes
ValueError: md5_file(): Argument #1 ($filename) must not contain any null bytes
ValueError: hash_file(): Argument #1 ($algo) must not contain any null bytes
ValueError: hash_hmac_file(): Argument #2 ($filename) must not contain any null bytes
== bad-input-dir/missing-dir/

Warning: fopen(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory in %s on line 13
bool(false)

Warning: fopen(bad-input-dir/missing-dir/): Failed to open stream: Is a directory in %s on line 13
bool(false)

Warning: fopen(bad-input-dir/missing-dir/): Failed to open stream: Is a directory in %s on line 13
bool(false)

Warning: fopen(bad-input-dir/missing-dir/): Failed to open stream: Is a directory in %s on line 13
bool(false)

Warning: file_get_contents(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory in %s on line 14
bool(false)

Warning: file(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory in %s on line 15
bool(false)

Warning: opendir(bad-input-dir/missing-dir/): Failed to open directory: No such file or directory in %s on line 16
bool(false)

Warning: scandir(bad-input-dir/missing-dir/): Failed to open directory: No such file or directory in %s on line 17

Warning: scandir(): (errno 2): No such file or directory in %s on line 17
bool(false)

Warning: dir(bad-input-dir/missing-dir/): Failed to open directory: No such file or directory in %s on line 18
bool(false)
RuntimeException: SplFileObject::__construct(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory
UnexpectedValueException: DirectoryIterator::__construct(bad-input-dir/missing-dir/): Failed to open directory: No such file or directory
UnexpectedValueException: FilesystemIterator::__construct(bad-input-dir/missing-dir/): Failed to open directory: No such file or directory
UnexpectedValueException: RecursiveDirectoryIterator::__construct(bad-input-dir/missing-dir/): Failed to open directory: No such file or directory
RuntimeException: SplFileInfo::openFile(bad-input-dir/missing-dir): Failed to open stream: No such file or directory
bool(false)

Warning: readfile(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory in %s on line 25
bool(false)
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
bool(false)
array(0) {
}

Warning: mkdir(): No such file or directory in %s on line 29
bool(false)

Warning: rmdir(bad-input-dir/missing-dir//nope): No such file or directory in %s on line 30
bool(false)

Warning: unlink(bad-input-dir/missing-dir//nope): No such file or directory in %s on line 31
bool(false)

Warning: copy(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory in %s on line 32
bool(false)

Warning: rename(bad-input-dir/missing-dir//nope,bad-input-dir/missing-dir//nope2): No such file or directory in %s on line 33
bool(false)

Warning: touch(): Unable to create file bad-input-dir/missing-dir//sub/nope because No such file or directory in %s on line 34
bool(false)

Warning: file_put_contents(bad-input-dir/missing-dir//sub/nope): Failed to open stream: No such file or directory in %s on line 35
bool(false)

Warning: parse_ini_file(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory in %s on line 36
bool(false)

Warning: md5_file(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory in %s on line 37
bool(false)

Warning: hash_file(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory in %s on line 38
bool(false)

Warning: hash_hmac_file(bad-input-dir/missing-dir/): Failed to open stream: No such file or directory in %s on line 39
bool(false)
== directory as a file

Warning: fopen(bad-input-dir): Failed to open stream: Is a directory in %s on line 42
bool(false)

Notice: readfile(): Read of 8192 bytes failed with errno=21 Is a directory in %s on line 43
int(-1)
LogicException: Cannot use SplFileObject with directories

Notice: hash_file(): Read of 8192 bytes failed with errno=21 Is a directory in %s on line 45
bool(false)

Notice: md5_file(): Read of 8192 bytes failed with errno=21 Is a directory in %s on line 46
string(32) "d41d8cd98f00b204e9800998ecf8427e"

Warning: file_put_contents(bad-input-dir): Failed to open stream: Is a directory in %s on line 47
bool(false)

Warning: unlink(bad-input-dir): Is a directory in %s on line 48
bool(false)

Warning: rmdir(bad-input-dir/file.txt): Not a directory in %s on line 49
bool(false)

Warning: opendir(bad-input-dir/file.txt): Failed to open directory: Not a directory in %s on line 50
bool(false)

Warning: scandir(bad-input-dir/file.txt): Failed to open directory: Not a directory in %s on line 51

Warning: scandir(): (errno 20): Not a directory in %s on line 51
bool(false)
UnexpectedValueException: DirectoryIterator::__construct(bad-input-dir/file.txt): Failed to open directory: Not a directory
