--TEST--
hash functions: seeds, hmac contexts, copy, pbkdf2, hkdf, equals, files, streams, mhash
--FILE--
<?php
var_dump(hash_init("md5"));
foreach (["murmur3a", "murmur3c", "murmur3f", "xxh32", "xxh64", "xxh3", "xxh128"] as $a) {
    echo $a, " ", hash($a, "hello", false, ["seed" => 42]), " ", hash($a, "hello", false, ["seed" => "42"]), "\n";
}
echo hash("xxh128", "hello", false, ["secret" => str_repeat("secret", 30)]), "\n";
try { hash("xxh3", "x", false, ["secret" => "short"]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { hash("xxh3", "x", false, ["secret" => str_repeat("s", 200), "seed" => 1]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { hash("nope", "x"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { hash_hmac("crc32", "x", "k"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { hash_init("crc32", HASH_HMAC, "k"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { hash_init("md5", HASH_HMAC); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$c = hash_init("sha1", HASH_HMAC, "key");
hash_update($c, "The quick ");
$d = hash_copy($c);
hash_update($c, "brown fox");
echo hash_final($c), " ", hash_hmac("sha1", "The quick brown fox", "key"), "\n";
echo hash_final($d), "\n";
try { hash_update($d, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$e = clone hash_init("md5"); hash_update($e, "abc"); echo hash_final($e), "\n";
echo hash_pbkdf2("sha256", "password", "salt", 1000), "\n", hash_pbkdf2("sha256", "password", "salt", 1000, 10), "\n";
echo bin2hex(hash_pbkdf2("sha1", "password", "salt", 2, 7, true)), "\n";
echo bin2hex(hash_hkdf("sha256", "input key", 0, "ctx", "salt")), "\n", bin2hex(hash_hkdf("md5", "k", 20)), "\n";
try { hash_hkdf("sha256", ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { hash_hkdf("sha256", "k", 255 * 32 + 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { hash_pbkdf2("md5", "p", "s", 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(hash_equals("abc", "abc"), hash_equals("abc", "abd"), hash_equals("a", "ab"));
try { hash_equals(1, "1"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(md5("x", true) === hex2bin(md5("x")), sha1(""), crc32("The quick brown fox jumped over the lazy dog."));
$f = tempnam(sys_get_temp_dir(), "hash");
file_put_contents($f, str_repeat("file data ", 100));
echo hash_file("sha256", $f), " ", md5_file($f), " ", sha1_file($f), " ", hash_hmac_file("md5", $f, "k"), "\n";
$c = hash_init("md5"); hash_update_file($c, $f); echo hash_final($c), "\n";
$c = hash_init("md5"); $fp = fopen($f, "r"); var_dump(hash_update_stream($c, $fp, 15)); echo hash_final($c), " ", md5("file data file "), "\n";
unlink($f);
var_dump(@hash_file("md5", "/nonexistent/file"));
var_dump(mhash_get_hash_name(MHASH_TIGER), mhash_get_block_size(MHASH_SHA256), bin2hex(mhash(MHASH_MD5, "abc")), bin2hex(mhash(MHASH_SHA1, "abc", "key")), bin2hex(mhash_keygen_s2k(MHASH_MD5, "pass", "salt", 20)));
try { serialize(hash_init("md5", HASH_HMAC, "k")); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
object(HashContext)#1 (0) {
}
murmur3a e2dbd2e1 248bfa47
murmur3c 9c4f9a01053404f6886f9b95886f9b95 2b2444a0db91def79adb31b69adb31b6
murmur3f c4b8b3c960af6f082334b875b0efbc7a cbd8a7b341bd9b025b1e906a48ae1d19
xxh32 4d02c966 fb0077f9
xxh64 c3629e6318d53932 26c7827d889f6da3
xxh3 bafa072f07db7937 9555e8555c62dcfd
xxh128 6ce89a0bdba81f088c2f5b7e4cd59e16 b5e9c1ad071b3e7fc779cfaa5e523818
22fdf0e1a78b27132f128d81f6b0e7d4
Error: xxh3: Secret length must be >= 136 bytes, 5 bytes passed
xxh3: Only one of seed or secret is to be passed for initialization
hash(): Argument #1 ($algo) must be a valid hashing algorithm
hash_hmac(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
hash_init(): Argument #1 ($algo) must be a cryptographic hashing algorithm if HMAC is requested
hash_init(): Argument #3 ($key) cannot be empty when HMAC is requested
22f9e077a3cebd09248154f85d9a56c79941fd96 22f9e077a3cebd09248154f85d9a56c79941fd96
495bb5b035d8cfd8c4bf42ad913981543319afb3
hash_update(): Argument #1 ($context) must be a valid, non-finalized HashContext
900150983cd24fb0d6963f7d28e17f72
632c2812e46d4604102ba7618e9d6d7d2f8128f6266b4a03264d2a0460b7dcb3
632c2812e4
ea6c014dc72d6f
790b92b2f90893f79c317c0008ca09a24591b6a194957568594274f1345b47df
05797e20e9040b6a53f415f4d060992b2a3e86ff
hash_hkdf(): Argument #2 ($key) cannot be empty
hash_hkdf(): Argument #3 ($length) must be less than or equal to 8160
hash_pbkdf2(): Argument #4 ($iterations) must be greater than 0
bool(true)
bool(false)
bool(false)
hash_equals(): Argument #1 ($known_string) must be of type string, int given
bool(true)
string(40) "da39a3ee5e6b4b0d3255bfef95601890afd80709"
int(2191738434)
bfec40ca8da32f3e0765a97bd9bcc78bb8f915027842b3d18ea1420c06265a1f a31ec005b1c014b705929e09fd05eaa3 9484f79c755e495e0d53f599c4bd3259f14cc1d2 9f84097d18d92631af17ac06a041911a
a31ec005b1c014b705929e09fd05eaa3
int(15)
8a840b9c2b5bfa44bc5ce97bf0805e6c 8a840b9c2b5bfa44bc5ce97bf0805e6c
bool(false)

Deprecated: Function mhash_get_hash_name() is deprecated in %s on line 37

Deprecated: Function mhash_get_block_size() is deprecated in %s on line 37

Deprecated: Function mhash() is deprecated in %s on line 37

Deprecated: Function mhash() is deprecated in %s on line 37

Deprecated: Function mhash_keygen_s2k() is deprecated in %s on line 37
string(5) "TIGER"
int(32)
string(32) "900150983cd24fb0d6963f7d28e17f72"
string(40) "4fd0b215276ef12f2b3e4c8ecac2811498b656fc"
string(40) "aa7d368c208d9a890bdacc9604053e8c8851477b"
HashContext with HASH_HMAC option cannot be serialized
