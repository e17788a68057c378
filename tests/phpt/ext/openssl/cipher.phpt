--TEST--
openssl: encrypt/decrypt (cbc, ecb, gcm, ccm, chacha20-poly1305), iv/key lengths, digests, pbkdf2, errors
--FILE--
<?php
var_dump(extension_loaded('openssl'));
$k = "0123456789abcdef0123456789abcdef"; $iv = "abcdefghijklmnop";
var_dump($e = openssl_encrypt("hello world", "aes-256-cbc", $k, 0, $iv));
var_dump(openssl_decrypt($e, "aes-256-cbc", $k, 0, $iv));
var_dump(bin2hex(openssl_encrypt("hello", "aes-128-cbc", "k", OPENSSL_RAW_DATA, "short")));
var_dump(bin2hex(openssl_encrypt("hello", "aes-128-cbc", "k", OPENSSL_RAW_DATA, "waytoolongivvalue123")));
var_dump(openssl_encrypt("hello", "aes-128-cbc", "k"));
var_dump(openssl_encrypt("hello", "nope", "k"));
$c = openssl_encrypt("secret", "aes-256-gcm", $k, 0, "123456789012", $tag, "aad", 16);
var_dump($c, bin2hex($tag), openssl_decrypt($c, "aes-256-gcm", $k, 0, "123456789012", $tag, "aad"));
var_dump(openssl_decrypt($c, "aes-256-gcm", $k, 0, "123456789012", "badtagbadtagbadt", "aad"));
var_dump(openssl_encrypt("secret", "aes-256-gcm", $k, 0, "123456789012"));
$c = openssl_encrypt("secret", "aes-128-ccm", $k, OPENSSL_RAW_DATA, "1234567", $tag, "", 12);
var_dump(bin2hex($c), bin2hex($tag), openssl_decrypt($c, "aes-128-ccm", $k, OPENSSL_RAW_DATA, "1234567", $tag));
$c = openssl_encrypt("secret", "chacha20-poly1305", $k, OPENSSL_RAW_DATA, "123456789012", $tag);
var_dump(bin2hex($c), bin2hex($tag), openssl_decrypt($c, "chacha20-poly1305", $k, OPENSSL_RAW_DATA, "123456789012", $tag));
var_dump(openssl_encrypt("hello", "aes-128-cbc", $k, 0, $iv, $t2), $t2);
var_dump(openssl_decrypt("hello", "aes-128-cbc", $k, 0, $iv, "tagg"));
var_dump(openssl_encrypt("0123456789abcdef", "aes-128-ecb", $k, OPENSSL_ZERO_PADDING));
var_dump(openssl_encrypt("0123456789abcde", "aes-128-ecb", $k, OPENSSL_ZERO_PADDING|OPENSSL_RAW_DATA));
var_dump(openssl_decrypt("!!!", "aes-128-cbc", $k, 0, $iv), openssl_decrypt("Zm9v", "aes-128-cbc", $k, 0, $iv));
while ($e = openssl_error_string()) var_dump($e);
var_dump(openssl_cipher_iv_length("aes-128-gcm"), openssl_cipher_iv_length("AES-256-CBC"), openssl_cipher_iv_length("x"), openssl_cipher_key_length("aes-192-cbc"));
try { openssl_cipher_iv_length(""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$m = openssl_get_cipher_methods(); $al = openssl_get_cipher_methods(true); var_dump(in_array("aes-256-gcm", $m), in_array("AES-256-GCM", $m), in_array("aes256", $al), $m === array_values(array_unique($m)), in_array("sha256", openssl_get_md_methods()));
var_dump(openssl_digest("abc", "sha256"), bin2hex(openssl_digest("abc", "md5", true)), openssl_digest("abc", "nope"));
var_dump(bin2hex(openssl_pbkdf2("pw", "salt", 20, 1000)), bin2hex(openssl_pbkdf2("pw", "salt", 16, 10, "sha256")), openssl_pbkdf2("pw","s",5,5,"zz"));
try { openssl_pbkdf2("pw", "salt", 0, 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(strlen(openssl_random_pseudo_bytes(10, $strong)), $strong);
try { openssl_random_pseudo_bytes(0); } catch (Throwable $e) { echo get_class($e), $e->getMessage(), "\n"; }
var_dump(array_keys(openssl_get_cert_locations()));
var_dump(is_string(OPENSSL_VERSION_TEXT), is_int(OPENSSL_VERSION_NUMBER), OPENSSL_RAW_DATA, PKCS7_BINARY, X509_PURPOSE_ANY);
--EXPECTF--
bool(true)
string(24) "byJb3px2bNKLW6zO6qoA2g=="
string(11) "hello world"

Warning: openssl_encrypt(): IV passed is only 5 bytes long, cipher expects an IV of precisely 16 bytes, padding with \0 in %s on line 6
string(32) "1dc047724793d471392e545221d3d334"

Warning: openssl_encrypt(): IV passed is 20 bytes long which is longer than the 16 expected by selected cipher, truncating in %s on line 7
string(32) "89fbc7f6d70975ccae580871041072de"

Warning: openssl_encrypt(): Using an empty Initialization Vector (iv) is potentially insecure and not recommended in %s on line 8
string(24) "R1AKImmyOr9/euXSuuKlwQ=="

Warning: openssl_encrypt(): Unknown cipher algorithm in %s on line 9
bool(false)
string(8) "+j+qgcMM"
string(32) "af34b95040e8d549b2f7f9e22397b05f"
string(6) "secret"
bool(false)

Warning: openssl_encrypt(): A tag should be provided when using AEAD mode in %s on line 13
bool(false)
string(12) "4c4e2ac2f3e8"
string(24) "3b79b7513377da4b44d5a43e"
string(6) "secret"
string(12) "3db94a80af08"
string(32) "a8b632fffd6d0c702bbfee8a493515ce"
string(6) "secret"
string(24) "y8cSyrDryrKH0uGRl3Pb6A=="
NULL

Warning: openssl_decrypt(): The tag cannot be used because the cipher algorithm does not support AEAD in %s on line 19
bool(false)
string(24) "cnJ+iB7c/QEApxhoeQm1ZQ=="
bool(false)
bool(false)
bool(false)
string(60) "error:03000082:digital envelope routines::invalid key length"
string(60) "error:03000082:digital envelope routines::invalid key length"
string(60) "error:03000082:digital envelope routines::invalid key length"
string(60) "error:03000082:digital envelope routines::invalid key length"
string(58) "error:1C80006B:Provider routines::wrong final block length"
string(60) "error:03000082:digital envelope routines::invalid key length"
string(60) "error:03000082:digital envelope routines::invalid key length"
string(58) "error:1C80006B:Provider routines::wrong final block length"
string(60) "error:03000082:digital envelope routines::invalid key length"
string(58) "error:1C80006B:Provider routines::wrong final block length"
string(60) "error:03000082:digital envelope routines::invalid key length"
string(58) "error:1C80006B:Provider routines::wrong final block length"

Warning: openssl_cipher_iv_length(): Unknown cipher algorithm in %s on line 24
int(12)
int(16)
bool(false)
int(24)
openssl_cipher_iv_length(): Argument #1 ($cipher_algo) cannot be empty
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)

Warning: openssl_digest(): Unknown digest algorithm in %s on line 27
string(64) "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
string(32) "900150983cd24fb0d6963f7d28e17f72"
bool(false)

Warning: openssl_pbkdf2(): Unknown digest algorithm in %s on line 28
string(40) "ba95848a9b5ce11f1b43d7d167d8413daa5ed22b"
string(32) "72aecd14244887c316e24019c7e020b5"
bool(false)
openssl_pbkdf2(): Argument #3 ($key_length) must be greater than 0
int(10)
bool(true)
ValueErroropenssl_random_pseudo_bytes(): Argument #1 ($length) must be greater than 0
array(8) {
  [0]=>
  string(17) "default_cert_file"
  [1]=>
  string(21) "default_cert_file_env"
  [2]=>
  string(16) "default_cert_dir"
  [3]=>
  string(20) "default_cert_dir_env"
  [4]=>
  string(19) "default_private_dir"
  [5]=>
  string(25) "default_default_cert_area"
  [6]=>
  string(10) "ini_cafile"
  [7]=>
  string(10) "ini_capath"
}
bool(true)
bool(true)
int(1)
int(128)
int(7)
