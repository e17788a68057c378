<?php
// phpseclib 3: BigInteger arithmetic, hashes and HMAC, AES/ChaCha20/Blowfish with fixed keys, RSA and EC keys loaded from fixed PEM (signing is deterministic for RSA PKCS#1 v1.5).
require '/usr/share/php/phpseclib3/autoload.php';
use phpseclib3\Math\BigInteger;
use phpseclib3\Crypt\{AES, ChaCha20, Blowfish, Hash, RSA, PublicKeyLoader, TripleDES, RC4};

$a = new BigInteger('123456789012345678901234567890123456789');
$b = new BigInteger('987654321098765432109876543210');
$m = new BigInteger('170141183460469231731687303715884105727');
echo $a->add($b), ' ', $a->subtract($b), ' ', $a->multiply($b), "\n";
[$q, $r] = $a->divide($b); echo "$q $r ", $a->modPow($b, $m), ' ', $a->modInverse($m), ' ', $a->gcd($b), ' ', $a->pow(new BigInteger(3)), "\n";
echo $a->toHex(), ' ', bin2hex($a->toBytes()), ' ', $a->toBits() === decbin(0) ? '' : strlen($a->toBits()), ' ', (new BigInteger('-ff', 16)), ' ', $a->bitwise_and($b)->toHex(), ' ', $a->bitwise_leftShift(70)->toString(), "\n";
var_dump($m->isPrime(), $a->isPrime(), $a->compare($b), $a->equals(new BigInteger($a->toBytes(), 256)));
foreach (['md5', 'sha1', 'sha256', 'sha512/256', 'sha3-256', 'shake128-256', 'keccak256'] as $h) echo $h, ' ', bin2hex((new Hash($h))->hash('The quick brown fox')), "\n";
$mac = new Hash('sha256'); $mac->setKey('secret'); echo 'hmac ', bin2hex($mac->hash('message')), "\n";
$key = str_repeat("\x01\x23\x45\x67\x89\xab\xcd\xef", 4); $iv = str_repeat("\x0f", 16);
foreach (['cbc', 'ctr', 'cfb', 'ofb', 'ecb'] as $mode) {
    $c = new AES($mode); $c->setKey(substr($key, 0, 16)); if ($mode !== 'ecb') $c->setIV($iv);
    $ct = $c->encrypt('Attack at dawn! Attack at dawn!!'); echo "aes-$mode ", bin2hex($ct), ' ', $c->decrypt($ct), "\n";
}
$g = new AES('gcm'); $g->setKey($key); $g->setNonce(str_repeat("\x01", 12)); $g->setAAD('hdr'); $ct = $g->encrypt('secret data'); echo 'gcm ', bin2hex($ct), ' ', bin2hex($g->getTag()), "\n";
$cc = new ChaCha20(); $cc->setKey($key); $cc->setNonce(str_repeat("\x02", 12)); echo 'chacha ', bin2hex($cc->encrypt('hello chacha')), "\n";
$bf = new Blowfish('cbc'); $bf->setKey('blowkey'); $bf->setIV('12345678'); echo 'bf ', bin2hex($bf->encrypt('blowfish!')), "\n";
$des = new TripleDES('cbc'); $des->setKey(substr($key, 0, 24)); $des->setIV('abcdefgh'); echo '3des ', bin2hex($des->encrypt('triple')), "\n";
$rc4 = new RC4(); $rc4->setKey('Key'); echo 'rc4 ', bin2hex($rc4->encrypt('Plaintext')), "\n";
$pem = <<<'PEM'
-----BEGIN RSA PRIVATE KEY-----
MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu
KUpRKfFLfRYC9AIKjbJTWit+CqvjWYzvQwECAwEAAQJAIJLixBy2qpFoS4DSmoEm
o3qGy0t6z09AIJtH+5OeRV1be+N4cDYJKffGzDa88vQENZiRm0GRq6a+HPGQMd2k
TQIhAKMSvzIBnni7ot/OSie2TmJLY4SwTQAevXysE2RbFDYdAiEBCUEaRQnMnbp7
9mxDXDf6AU0cN/RPBjb9qSHDcWZHGzUCIG2Es59z8ugGrDY+pxLQnwfotadxd+Uy
v/Ow5T0q5gIJAiEAyS4RaI9YG8EWx/2w0T67ZUVAw8eOMB6BIUg0Xcu+3okCIBOs
/5OiPgoTdSy7bcF9IGpSE8ZgGKzgYQVZeN97YE00
-----END RSA PRIVATE KEY-----
PEM;
$rsa = PublicKeyLoader::load($pem)->withPadding(RSA::SIGNATURE_PKCS1)->withHash('sha256');
$sig = $rsa->sign('message'); echo 'rsa sig ', bin2hex($sig), "\n";
var_dump($rsa->getPublicKey()->verify('message', $sig), $rsa->getPublicKey()->verify('tampered', $sig), $rsa->getLength());
echo $rsa->getPublicKey()->toString('PKCS8'), "\n", $rsa->getPublicKey()->getFingerprint('sha256'), "\n";
$enc = $rsa->getPublicKey()->withPadding(RSA::ENCRYPTION_NONE)->encrypt(str_pad('raw', 64, "\0", STR_PAD_LEFT)); echo bin2hex($enc), "\n", ltrim($rsa->withPadding(RSA::ENCRYPTION_NONE)->decrypt($enc), "\0"), "\n";
