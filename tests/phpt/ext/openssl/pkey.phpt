--TEST--
openssl: OpenSSLAsymmetricKey, pkey_get_*/details/export/new, sign/verify, RSA encrypt/decrypt
--FILE--
<?php
$priv = <<<PEM
-----BEGIN PRIVATE KEY-----
MIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBAOKZI+vHEt7xsE9S
JghBn/rovK4aEcppZdZTMcNL//yEmz2+r3CajiIcCcyMtjzyRC5CgX1zUutACDTo
lgC1ISs2WakEL9pin5QdkwkUVsKY3eOocZXWYytukQXMjWfTabky4albs495Tpkj
GzqeuDgGq7ki8BbdrF32FcinWmgLAgMBAAECgYEAoSnyVnucfFzB3Wi8DBtAwaBO
sjVwedpEyA8b0Z94Tg2yrFO3TAthE/mFLqrV4rscqxo6JxOi4hcEvzy9k3tAPrkA
laPYgdID5uMK89Dn0mpNuzfxX5GNMg8lpCIvTT3SniRUSt1feYvRktbOug3FbhJX
Lq30Kp/PW0Nuwz0XReECQQD4XAeALbfR1TFFcNfdRXqUHvytP33XQ6RSUMER8SIL
xagremLVJdCOSE57ZeIWCEUxq/I/jfCffq9Mk34isrx1AkEA6ZG6iRff8WYjct7G
402h/X7KIJU9nNp7jZESqdn8SepYIARPuKa1QXnPUkOQ1jIA5KflnbSShrU2K8sl
b54CfwJBAIGTAhbNw2mmYN5p0TWQWjONNybsSStWDxUjLJe/xpN9vA9y+r1ZzUVu
VAPtU9dK2U7g9rJRy4hq/+pjyRsxRUECQGcXGRv1W7RyfmbvCR2+YCdA1Pn4pQ8c
J7heNbyeKAp/0pGfFYjMm+fgWa9Xfw/rVhWWPXSUBLBMPzKpIUbYmQUCQDgsJ9oT
Cjre95dv/tE6yzTzEuqJi3gPkY8EtgE/e/Vby9C1gpWM8Bh6dzEEg2kb6IK3Bx3l
aGfh+AF0rQ8tqPc=
-----END PRIVATE KEY-----
PEM;
$pub = <<<PEM
-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDimSPrxxLe8bBPUiYIQZ/66Lyu
GhHKaWXWUzHDS//8hJs9vq9wmo4iHAnMjLY88kQuQoF9c1LrQAg06JYAtSErNlmp
BC/aYp+UHZMJFFbCmN3jqHGV1mMrbpEFzI1n02m5MuGpW7OPeU6ZIxs6nrg4Bqu5
IvAW3axd9hXIp1poCwIDAQAB
-----END PUBLIC KEY-----
PEM;
$ecpem = <<<PEM
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgcIXU5mVvUDfSXdae
pqPePV/HT4ZOz29gSOt6o5MwZ3+hRANCAAQ3MKrJS643+m+TV26BZD0UqktEf7bk
yQqdkV2Ixwcy5Xa0DKI+nutgMpgFjKH3/6wr4R1XZpRrti8kOGHM9DGq
-----END PRIVATE KEY-----
PEM;
$priv .= "\n"; $pub .= "\n"; $ecpem .= "\n";
$k = openssl_pkey_get_private($priv); $d = openssl_pkey_get_details($k); $d["rsa"] = array_map("bin2hex", $d["rsa"]); var_dump($d);
$p = openssl_pkey_get_public($pub); $d = openssl_pkey_get_details($p); $d["rsa"] = array_map("bin2hex", $d["rsa"]); var_dump($d);
$e = openssl_pkey_get_private($ecpem); $d = openssl_pkey_get_details($e); $d["ec"] = array_map(fn($x) => preg_match("~^[ -~]+$~", $x) ? $x : bin2hex($x), $d["ec"]); var_dump($d);
var_dump(openssl_pkey_get_public($k), openssl_verify("a", "b", $k), openssl_sign("a", $s, $p));
var_dump(openssl_pkey_get_private("junk"), openssl_pkey_get_public("junk"));
var_dump(openssl_sign("abc", $s, "junk"), openssl_verify("abc", "sig", "junk"), openssl_public_encrypt("x", $o, "junk"), openssl_private_decrypt("x", $o, "junk"));
var_dump(openssl_sign("abc", $s, $k, "nope"), openssl_sign("abc", $s, $k, 99));
var_dump(openssl_sign("hello", $sig, $k, OPENSSL_ALGO_SHA256), bin2hex($sig));
var_dump(openssl_verify("hello", $sig, $p, OPENSSL_ALGO_SHA256), openssl_verify("hellO", $sig, $pub, "sha256"), openssl_verify("hello", $sig, $p));
var_dump(openssl_sign("hello", $sig1, $priv), openssl_verify("hello", $sig1, $pub));
var_dump(openssl_sign("hello", $esig, $e, "sha256"), openssl_verify("hello", $esig, openssl_pkey_get_public(openssl_pkey_get_details($e)["key"]), "sha256"));
openssl_pkey_export($k, $out); var_dump($out === $priv || str_starts_with($out, "-----BEGIN PRIVATE KEY-----"));
var_dump(openssl_pkey_export($k, $enc, "secret"), str_contains($enc, "ENCRYPTED"));
var_dump(openssl_pkey_get_details(openssl_pkey_get_private($enc, "secret"))["bits"], openssl_pkey_get_private($enc, "wrong"), openssl_pkey_get_private([$enc, "secret"]) !== false);
var_dump(openssl_public_encrypt("secret data", $c, $pub), strlen($c), openssl_private_decrypt($c, $plain, $k), $plain);
var_dump(openssl_public_encrypt("oaep", $c, $p, OPENSSL_PKCS1_OAEP_PADDING), openssl_private_decrypt($c, $plain, $priv, OPENSSL_PKCS1_OAEP_PADDING), $plain);
var_dump(openssl_private_encrypt("signed", $c, $k), bin2hex($c), openssl_public_decrypt($c, $plain, $p), $plain);
var_dump(openssl_private_decrypt("garbage", $o, $k));
var_dump($k);
$n = openssl_pkey_new(["private_key_bits" => 512]); var_dump(openssl_pkey_get_details($n)["bits"], openssl_pkey_get_details($n)["type"]);
$n = openssl_pkey_new(["curve_name" => "prime256v1", "private_key_type" => OPENSSL_KEYTYPE_EC]); var_dump(openssl_pkey_get_details($n)["ec"]["curve_name"]);
var_dump(openssl_pkey_new(["private_key_bits" => 100]));
openssl_free_key($k);
try { new OpenSSLAsymmetricKey; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
array(4) {
  ["bits"]=>
  int(1024)
  ["key"]=>
  string(272) "-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDimSPrxxLe8bBPUiYIQZ/66Lyu
GhHKaWXWUzHDS//8hJs9vq9wmo4iHAnMjLY88kQuQoF9c1LrQAg06JYAtSErNlmp
BC/aYp+UHZMJFFbCmN3jqHGV1mMrbpEFzI1n02m5MuGpW7OPeU6ZIxs6nrg4Bqu5
IvAW3axd9hXIp1poCwIDAQAB
-----END PUBLIC KEY-----
"
  ["rsa"]=>
  array(8) {
    ["n"]=>
    string(256) "e29923ebc712def1b04f522608419ffae8bcae1a11ca6965d65331c34bfffc849b3dbeaf709a8e221c09cc8cb63cf2442e42817d7352eb400834e89600b5212b3659a9042fda629f941d93091456c298dde3a87195d6632b6e9105cc8d67d369b932e1a95bb38f794e99231b3a9eb83806abb922f016ddac5df615c8a75a680b"
    ["e"]=>
    string(6) "010001"
    ["d"]=>
    string(256) "a129f2567b9c7c5cc1dd68bc0c1b40c1a04eb2357079da44c80f1bd19f784e0db2ac53b74c0b6113f9852eaad5e2bb1cab1a3a2713a2e21704bf3cbd937b403eb90095a3d881d203e6e30af3d0e7d26a4dbb37f15f918d320f25a4222f4d3dd29e24544add5f798bd192d6ceba0dc56e12572eadf42a9fcf5b436ec33d1745e1"
    ["p"]=>
    string(128) "f85c07802db7d1d5314570d7dd457a941efcad3f7dd743a45250c111f1220bc5a82b7a62d525d08e484e7b65e216084531abf23f8df09f7eaf4c937e22b2bc75"
    ["q"]=>
    string(128) "e991ba8917dff1662372dec6e34da1fd7eca20953d9cda7b8d9112a9d9fc49ea5820044fb8a6b54179cf524390d63200e4a7e59db49286b5362bcb256f9e027f"
    ["dmp1"]=>
    string(128) "81930216cdc369a660de69d135905a338d3726ec492b560f15232c97bfc6937dbc0f72fabd59cd456e5403ed53d74ad94ee0f6b251cb886affea63c91b314541"
    ["dmq1"]=>
    string(128) "6717191bf55bb4727e66ef091dbe602740d4f9f8a50f1c27b85e35bc9e280a7fd2919f1588cc9be7e059af577f0feb5615963d749404b04c3f32a92146d89905"
    ["iqmp"]=>
    string(128) "382c27da130a3adef7976ffed13acb34f312ea898b780f918f04b6013f7bf55bcbd0b582958cf0187a77310483691be882b7071de56867e1f80174ad0f2da8f7"
  }
  ["type"]=>
  int(0)
}
array(4) {
  ["bits"]=>
  int(1024)
  ["key"]=>
  string(272) "-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDimSPrxxLe8bBPUiYIQZ/66Lyu
GhHKaWXWUzHDS//8hJs9vq9wmo4iHAnMjLY88kQuQoF9c1LrQAg06JYAtSErNlmp
BC/aYp+UHZMJFFbCmN3jqHGV1mMrbpEFzI1n02m5MuGpW7OPeU6ZIxs6nrg4Bqu5
IvAW3axd9hXIp1poCwIDAQAB
-----END PUBLIC KEY-----
"
  ["rsa"]=>
  array(2) {
    ["n"]=>
    string(256) "e29923ebc712def1b04f522608419ffae8bcae1a11ca6965d65331c34bfffc849b3dbeaf709a8e221c09cc8cb63cf2442e42817d7352eb400834e89600b5212b3659a9042fda629f941d93091456c298dde3a87195d6632b6e9105cc8d67d369b932e1a95bb38f794e99231b3a9eb83806abb922f016ddac5df615c8a75a680b"
    ["e"]=>
    string(6) "010001"
  }
  ["type"]=>
  int(0)
}

Warning: preg_match(): Unknown modifier ']' in %s on line 38

Warning: preg_match(): Unknown modifier ']' in %s on line 38

Warning: preg_match(): Unknown modifier ']' in %s on line 38

Warning: preg_match(): Unknown modifier ']' in %s on line 38

Warning: preg_match(): Unknown modifier ']' in %s on line 38
array(4) {
  ["bits"]=>
  int(256)
  ["key"]=>
  string(178) "-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAENzCqyUuuN/pvk1dugWQ9FKpLRH+2
5MkKnZFdiMcHMuV2tAyiPp7rYDKYBYyh9/+sK+EdV2aUa7YvJDhhzPQxqg==
-----END PUBLIC KEY-----
"
  ["ec"]=>
  array(5) {
    ["curve_name"]=>
    string(20) "7072696d653235367631"
    ["curve_oid"]=>
    string(38) "312e322e3834302e31303034352e332e312e37"
    ["x"]=>
    string(64) "3730aac94bae37fa6f93576e81643d14aa4b447fb6e4c90a9d915d88c70732e5"
    ["y"]=>
    string(64) "76b40ca23e9eeb603298058ca1f7ffac2be11d5766946bb62f243861ccf431aa"
    ["d"]=>
    string(64) "7085d4e6656f5037d25dd69ea6a3de3d5fc74f864ecf6f6048eb7aa39330677f"
  }
  ["type"]=>
  int(3)
}

Warning: openssl_pkey_get_public(): Don't know how to get public key from this private key in %s on line 39

Warning: openssl_verify(): Don't know how to get public key from this private key in %s on line 39

Warning: openssl_verify(): Supplied key param cannot be coerced into a public key in %s on line 39

Warning: openssl_sign(): Supplied key param is a public key in %s on line 39

Warning: openssl_sign(): Supplied key param cannot be coerced into a private key in %s on line 39
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)

Warning: openssl_sign(): Supplied key param cannot be coerced into a private key in %s on line 41

Warning: openssl_verify(): Supplied key param cannot be coerced into a public key in %s on line 41

Warning: openssl_public_encrypt(): key parameter is not a valid public key in %s on line 41

Warning: openssl_private_decrypt(): key parameter is not a valid private key in %s on line 41
bool(false)
bool(false)
bool(false)
bool(false)

Warning: openssl_sign(): Unknown digest algorithm in %s on line 42

Warning: openssl_sign(): Unknown digest algorithm in %s on line 42
bool(false)
bool(false)
bool(true)
string(256) "dbe8cd979242043fe3bad5476c195c28845ac6873af53a6f57ada745f01c8530499edac35c9a39278099bec081a5d99ff3c884bef66a8f16c4b5dca492036f6a3231aadb8398c98206f43a347579de7c35210074416559d80868cc737d45158ef31d4e0a717fb9e483833e4c55988768ee3d0f80190b0ea1199d2aa14b607ea3"
int(1)
int(0)
int(0)
bool(true)
int(1)
bool(true)
int(1)
bool(true)
bool(true)
bool(true)
int(1024)
bool(false)
bool(true)
bool(true)
int(128)
bool(true)
string(11) "secret data"
bool(true)
bool(true)
string(4) "oaep"
bool(true)
string(256) "2cd84aa9069c1d85c733aa8fa4e2369222fe19bbb8c44eb566a4ee2ad81553b3002da298ee3d079d5bbf3467ff0ee00154686431cfba8cb54ad15f105ccf4eb5910d77efd82ebd6aa0b97efac5fbc1f7c46d03cd051b1ff1a6f742aa843e1a23431f367f7f7994790379d2995f1a556eab2f7845f8215b34e2e0d6172888e739"
bool(true)
string(6) "signed"
bool(false)
object(OpenSSLAsymmetricKey)#1 (0) {
}
int(512)
int(0)
string(10) "prime256v1"

Warning: openssl_pkey_new(): Private key length must be at least 384 bits, configured to 100 in %s on line 57
bool(false)

Deprecated: Function openssl_free_key() is deprecated in %s on line 58
Cannot directly construct OpenSSLAsymmetricKey, use openssl_pkey_new() instead
